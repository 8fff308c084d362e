/**
 * No lost updates (docs/decisions/0011). The admin's edit and the vendor's submission carry the version
 * of the application they were based on; a save based on an older one than the saved application
 * answers 409 with APPLICATION_CHANGED_MESSAGE instead of silently reverting the other person's
 * change. Runs on PGlite and PostgreSQL.
 */
import { APPLICATION_CHANGED_MESSAGE } from "@bihe/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeApplication, kathmandu, type Place } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { vendorDrafts, vendorProfiles } from "../db/schema";

let t: TestApp;
let admin: { cookie: string };
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
  place = await kathmandu(t);
});
afterAll(() => t.close());

/** A photographer who submitted the wizard once; returns what the wizard loads next. */
async function submittedVendor(name: string) {
  const login = await t.login("vendor");
  const first = await t.request({
    method: "POST",
    url: "/api/vendor/application",
    cookie: login.cookie,
    payload: { ...completeApplication(place, name), version: null },
  });
  expect(first.statusCode, first.body).toBe(200);
  return { ...login, vendorId: first.json().vendorId as string };
}

const loadWizard = async (cookie: string) => (await t.request({ url: "/api/vendor/application", cookie })).json();
const loadAdmin = async (id: string) =>
  (await t.request({ url: `/api/admin/vendors/${id}`, cookie: admin.cookie })).json();
const companyName = async (id: string) =>
  (await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, id)))[0].companyName;

describe("application versions", () => {
  it("an admin save based on a version the vendor has since replaced is a 409 and changes nothing", async () => {
    const v = await submittedVendor("Version Studio");
    const dialog = await loadAdmin(v.vendorId); // the admin opens the edit dialog
    expect(dialog.vendor.version).toEqual(expect.any(Number));

    // Meanwhile the vendor resubmits with a new name, based on what their wizard loaded.
    const wizard = await loadWizard(v.cookie);
    expect(wizard.version).toBe(dialog.vendor.version);
    const resubmit = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: v.cookie,
      payload: {
        ...wizard.application,
        businessProfile: { ...wizard.application.businessProfile, companyName: "Vendor's New Name" },
        version: wizard.version,
      },
    });
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    expect(resubmit.json().version).toBe(wizard.version + 1);

    // The admin saves the dialog opened before: refused, the vendor's change stays.
    const stale = {
      ...dialog.application,
      businessProfile: { ...dialog.application.businessProfile, description: "Admin's text" },
    };
    const res = await t.request({
      method: "PUT",
      url: `/api/admin/vendors/${v.vendorId}`,
      cookie: admin.cookie,
      payload: { application: stale, version: dialog.vendor.version },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(APPLICATION_CHANGED_MESSAGE);
    expect(await companyName(v.vendorId)).toBe("Vendor's New Name");

    // Reloaded, the same edit goes through and makes a new version.
    const fresh = await loadAdmin(v.vendorId);
    const ok = await t.request({
      method: "PUT",
      url: `/api/admin/vendors/${v.vendorId}`,
      cookie: admin.cookie,
      payload: {
        application: {
          ...fresh.application,
          businessProfile: { ...fresh.application.businessProfile, description: "Admin's text" },
        },
        version: fresh.vendor.version,
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().vendor.version).toBe(fresh.vendor.version + 1);
  });

  it("a vendor's submission based on a version older than an admin edit is a 409 and keeps the admin's change", async () => {
    const v = await submittedVendor("Second Version Studio");
    const wizard = await loadWizard(v.cookie); // the vendor opens the wizard again

    const dialog = await loadAdmin(v.vendorId);
    const edit = await t.request({
      method: "PUT",
      url: `/api/admin/vendors/${v.vendorId}`,
      cookie: admin.cookie,
      payload: {
        application: {
          ...dialog.application,
          businessProfile: { ...dialog.application.businessProfile, companyName: "Admin Fixed Name" },
        },
        version: dialog.vendor.version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const res = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: v.cookie,
      payload: { ...wizard.application, version: wizard.version },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(APPLICATION_CHANGED_MESSAGE);
    expect(await companyName(v.vendorId)).toBe("Admin Fixed Name");

    // After a reload the vendor's wizard is based on the admin's version and saves.
    const reloaded = await loadWizard(v.cookie);
    expect(reloaded.application.businessProfile.companyName).toBe("Admin Fixed Name");
    const ok = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: v.cookie,
      payload: { ...reloaded.application, version: reloaded.version },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("two admins: the second save based on the same version is a 409", async () => {
    const v = await submittedVendor("Two Admins Studio");
    const other = await t.login("admin");
    const a = await loadAdmin(v.vendorId);
    const b = await loadAdmin(v.vendorId);
    const save = (dialog: typeof a, cookie: string, description: string) =>
      t.request({
        method: "PUT",
        url: `/api/admin/vendors/${v.vendorId}`,
        cookie,
        payload: {
          application: {
            ...dialog.application,
            businessProfile: { ...dialog.application.businessProfile, description },
          },
          version: dialog.vendor.version,
        },
      });
    expect((await save(a, admin.cookie, "First admin")).statusCode).toBe(200);
    const second = await save(b, other.cookie, "Second admin");
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(APPLICATION_CHANGED_MESSAGE);
  });

  it("the draft remembers the version it started from, and the wizard submits based on it", async () => {
    const v = await submittedVendor("Draft Version Studio");
    const wizard = await loadWizard(v.cookie);
    const save = (version: number | null, step: number) =>
      t.request({
        method: "PUT",
        url: "/api/vendor/draft",
        cookie: v.cookie,
        payload: { step, data: wizard.application, version },
      });
    expect((await save(wizard.version, 1)).statusCode).toBe(200);
    expect((await save(wizard.version + 5, 2)).statusCode).toBe(200); // later autosaves do not move it
    const [draft] = await t.app.db.select().from(vendorDrafts).where(eq(vendorDrafts.userId, v.userId));
    expect(draft.baseVersion).toBe(wizard.version);
    const fromDraft = await loadWizard(v.cookie);
    expect(fromDraft).toMatchObject({ source: "draft", version: wizard.version, savedVersion: wizard.version });
  });
});
