/**
 * An approved banquet hall or decorator that resubmits its form stays live with the
 * approved version; the form waits as a change request in the photographers' queue; the admin
 * reads the hall's or decorator's diff, approves it (one transaction, new version; two admins at
 * once: one wins) or rejects it with a reason the vendor is told through notifications.
 * Runs on PGlite and PostgreSQL (TEST_DB=postgres).
 */
import { APPLICATION_CHANGED_MESSAGE, CHANGE_REQUEST_DECIDED, CHANGE_REQUEST_STALE } from "@bihe/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { notifications, vendorChangeRequests, vendorProfiles } from "../../../db/schema";
import { approvedTyped, type hallForm, resubmit } from "./typed-test-forms";

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

const pendingId = async (vendorId: string) =>
  (
    await t.app.db
      .select({ id: vendorChangeRequests.id })
      .from(vendorChangeRequests)
      .where(and(eq(vendorChangeRequests.vendorId, vendorId), eq(vendorChangeRequests.status, "pending")))
  )[0]?.id;
const profile = async (vendorId: string) =>
  (await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId)))[0];
const publicPage = async (vendorId: string) => (await t.request({ url: `/api/vendors/${vendorId}` })).json();
const detail = async (id: string) =>
  (await t.request({ url: `/api/admin/change-requests/${id}`, cookie: admin.cookie })).json();
const approve = (id: string, cookie = admin.cookie) =>
  t.request({ method: "POST", url: `/api/admin/change-requests/${id}/approve`, cookie });

/** An approved hall that resubmits a changed form: its pending change request's id. */
async function hallWithChange(name: string) {
  const v = await approvedTyped(t, "banquet_hall", name);
  const changed = {
    ...(v.form as ReturnType<typeof hallForm>),
    description: "Renovated in 2083.",
    pricePerPlate: 1500,
  };
  changed.amenities = ["Parking", "WiFi"];
  changed.parkingSpaces = 120;
  // The extended form's parts: another package, and a new mobile for the contact.
  Object.assign(changed, {
    packages: [{ packageName: "Garden", capacity: 300, price: 1800, includes: "Lawn" }],
    contactDetails: {
      contactPersons: [{ name: "Hari", mobile: "9807654321", whatsapp: "", sameAsMobile: true, secondaryContact: "" }],
    },
  });
  const res = await resubmit(t, v, "banquet_hall", changed);
  expect(res.statusCode, res.body).toBe(200);
  const id = await pendingId(v.vendorId);
  expect(id).toBeDefined();
  return { v, id: id as string };
}

describe("a banquet hall's change request", () => {
  it("keeps the public page on the approved version until an admin approves, then applies everything", async () => {
    const { v, id } = await hallWithChange("Change Palace");
    const before = await profile(v.vendorId);
    expect(before).toMatchObject({ status: "approved", description: "A large hall for weddings" });
    const page = await publicPage(v.vendorId);
    expect(page.description).toBe("A large hall for weddings");
    expect(page.hall.packages[0].pricePerPlate).toBe(1200);

    // The admin's queue lists it with the hall's type; the diff reads old -> new by section.
    const list = (await t.request({ url: "/api/admin/change-requests", cookie: admin.cookie })).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({ id, companyName: "Change Palace", vendorType: "banquet_hall" }),
    );
    const d = await detail(id);
    expect(d.vendor).toMatchObject({ vendorType: "banquet_hall", status: "approved" });
    expect(d.stale).toBe(false);
    expect(d.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          step: "businessProfile",
          field: "description",
          before: "A large hall for weddings",
          after: "Renovated in 2083.",
        }),
        expect.objectContaining({ step: "packages", field: "price", kind: "money", before: 1200, after: 1500 }),
        expect.objectContaining({ step: "facilities", field: "offered", item: "WiFi", before: false, after: true }),
        expect.objectContaining({
          step: "facilities",
          field: "offered",
          item: "Air Conditioning",
          before: true,
          after: false,
        }),
        expect.objectContaining({ step: "facilities", field: "quantity", item: "Parking", before: 80, after: 120 }),
      ]),
    );
    // Parts of the extended form, when the form carries them (its older schema drops them).
    const extended = d.changes.some((c: { item: string }) => c.item === "Garden");
    if (extended)
      expect(d.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ step: "packages", field: "price", item: "Garden", before: null, after: 1800 }),
          expect.objectContaining({
            step: "contactDetails",
            field: "mobile",
            before: "9801234567",
            after: "9807654321",
          }),
        ]),
      );

    const ok = await approve(id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe("approved");
    const after = await profile(v.vendorId);
    expect(after).toMatchObject({ status: "approved", description: "Renovated in 2083.", version: before.version + 1 });
    const live = await publicPage(v.vendorId);
    expect(live.description).toBe("Renovated in 2083.");
    expect(live.hall.packages[0].pricePerPlate).toBe(1500);
    expect(live.hall.facilities.map((f: { name: string }) => f.name).sort()).toEqual(["Parking", "WiFi"]);
    if (extended) expect(live.hall.packages).toHaveLength(2);
    // The vendor is told (in-app and by email through the notifications module).
    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, v.userId));
    expect(told.map((n) => n.kind)).toContain("vendor_approved");
    expect((await approve(id)).json().error.message).toBe(CHANGE_REQUEST_DECIDED);
  });

  it("the form's answer says the hall is still approved with its change waiting, and the form continues from it", async () => {
    const v = await approvedTyped(t, "banquet_hall", "Answer Palace");
    const res = await resubmit(t, v, "banquet_hall", { ...v.form, description: "Waiting text." });
    expect(res.json()).toEqual({
      vendorId: v.vendorId,
      status: "approved",
      changeRequestId: await pendingId(v.vendorId),
    });
    const form = (await t.request({ url: "/api/vendor/banquet-form", cookie: v.cookie })).json();
    expect(form).toMatchObject({ status: "approved", form: { description: "Waiting text." } });
    expect((await profile(v.vendorId)).description).toBe("A large hall for weddings");
  });

  it("a second resubmission replaces the waiting proposal; the admins were told once", async () => {
    const { v, id } = await hallWithChange("Twice Palace");
    const again = await resubmit(t, v, "banquet_hall", { ...v.form, description: "Third try." });
    expect(again.statusCode, again.body).toBe(200);
    expect(await pendingId(v.vendorId)).toBe(id);
    const d = await detail(id);
    expect(d.changes).toContainEqual(expect.objectContaining({ field: "description", after: "Third try." }));
    const adminNotes = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.kind, "change_request_submitted"), eq(notifications.link, `/admin/change-requests/${id}`)),
      );
    expect(adminNotes.length).toBeGreaterThan(0);
    expect(new Set(adminNotes.map((n) => n.userId)).size).toBe(adminNotes.length);
  });

  it("two admins approving at once: one applies it, the other is told it was decided", async () => {
    const { v, id } = await hallWithChange("Parallel Palace");
    const before = await profile(v.vendorId);
    const other = await t.login("admin");
    const results = await Promise.all([approve(id), approve(id, other.cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await profile(v.vendorId)).version).toBe(before.version + 1);
  });

  it("a change made before an admin edit cannot be approved (409), so the edit is not undone", async () => {
    const { v, id } = await hallWithChange("Stale Palace");
    const dialog = (await t.request({ url: `/api/admin/vendors/${v.vendorId}`, cookie: admin.cookie })).json();
    const links = {
      socialMediaLinks: dialog.application.businessProfile.socialMediaLinks,
      googleDriveLink: dialog.application.media.googleDriveLink,
    };
    const edit = await t.request({
      method: "PUT",
      url: `/api/admin/vendors/${v.vendorId}`,
      cookie: admin.cookie,
      payload: {
        application: { form: { ...dialog.typedForm, name: "Admin Palace" }, links },
        version: dialog.vendor.version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await detail(id)).stale).toBe(true);
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CHANGE_REQUEST_STALE);
    expect((await profile(v.vendorId)).companyName).toBe("Admin Palace");
  });

  it("rejecting needs a reason; the hall stays live and is told why", async () => {
    const { v, id } = await hallWithChange("Reject Palace");
    const url = `/api/admin/change-requests/${id}/reject`;
    expect((await t.request({ method: "POST", url, cookie: admin.cookie, payload: {} })).statusCode).toBe(400);
    const res = await t.request({
      method: "POST",
      url,
      cookie: admin.cookie,
      payload: { reason: "Prices missing", step: "eventPricing" },
    });
    expect(res.statusCode, res.body).toBe(200);
    // A hall's form is one page: no wizard step is kept.
    expect(res.json()).toMatchObject({ status: "rejected", reason: "Prices missing", step: null });
    expect((await publicPage(v.vendorId)).description).toBe("A large hall for weddings");
    const [told] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, v.userId), eq(notifications.kind, "changes_requested")));
    expect(told.data).toMatchObject({ subject: "change", reason: "Prices missing" });
  });
});

describe("a decorator's change request", () => {
  it("shows specialties and event types old -> new and applies them on approval", async () => {
    const v = await approvedTyped(t, "decorator", "Change Decor");
    const res = await resubmit(t, v, "decorator", {
      ...v.form,
      specialties: ["Floral Arrangements", "Lighting"],
      eventTypes: ["Wedding", "Reception", "Mehendi"],
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = (await pendingId(v.vendorId)) as string;
    expect((await publicPage(v.vendorId)).decorator.specialties).toContain("Stage Decoration");
    const d = await detail(id);
    expect(d.changes).toEqual([
      { step: "specialties", field: "offered", item: "Stage Decoration", kind: "yesno", before: true, after: false },
      { step: "specialties", field: "offered", item: "Lighting", kind: "yesno", before: false, after: true },
      { step: "eventTypes", field: "offered", item: "Mehendi", kind: "yesno", before: false, after: true },
    ]);
    expect((await approve(id)).statusCode).toBe(200);
    const live = await publicPage(v.vendorId);
    expect([...live.decorator.specialties].sort()).toEqual(["Floral Arrangements", "Lighting"]);
    expect(live.decorator.eventTypes).toContain("Mehendi");
  });
});

describe("a rejected change of a hall or decorator", () => {
  const FORM = { banquet_hall: "/api/vendor/banquet-form", decorator: "/api/vendor/decorator-form" } as const;
  const reject = (id: string, reason: string) =>
    t.request({
      method: "POST",
      url: `/api/admin/change-requests/${id}/reject`,
      cookie: admin.cookie,
      payload: { reason },
    });
  const formOf = async (vendorType: keyof typeof FORM, v: { cookie: string }) =>
    (await t.request({ url: FORM[vendorType], cookie: v.cookie })).json();

  it("comes back as the hall's form with the admin's reason, until the hall discards it", async () => {
    const { v, id } = await hallWithChange("Kept Palace");
    expect((await reject(id, "Prices missing for the garden package")).statusCode).toBe(200);

    const kept = await formOf("banquet_hall", v);
    expect(kept).toMatchObject({
      status: "approved",
      form: { description: "Renovated in 2083.", pricePerPlate: 1500, parkingSpaces: 120 },
      keptProposal: { reason: "Prices missing for the garden package", stale: false, changes: [] },
    });
    expect(kept.form.amenities.sort()).toEqual(["Parking", "WiFi"]);
    expect(kept.keptProposal.rejectedAt).toEqual(expect.any(String));
    expect((await publicPage(v.vendorId)).description).toBe("A large hall for weddings");

    const discard = await t.request({ method: "DELETE", url: `${FORM.banquet_hall}/draft`, cookie: v.cookie });
    expect(discard.statusCode, discard.body).toBe(200);
    const live = await formOf("banquet_hall", v);
    expect(live).toMatchObject({ form: { description: "A large hall for weddings", pricePerPlate: 1200 } });
    expect(live.keptProposal).toBeNull();
  });

  it("comes back as the decorator's form with the reason; submitting it again spends it", async () => {
    const v = await approvedTyped(t, "decorator", "Kept Decor");
    const proposed = { ...v.form, description: "Mandaps in marigold.", specialties: ["Lighting"] };
    expect((await resubmit(t, v, "decorator", proposed)).statusCode).toBe(200);
    expect((await reject((await pendingId(v.vendorId)) as string, "Add photos of the lighting")).statusCode).toBe(200);

    const kept = await formOf("decorator", v);
    expect(kept).toMatchObject({
      form: { description: "Mandaps in marigold.", specialties: ["Lighting"] },
      keptProposal: { reason: "Add photos of the lighting", stale: false },
    });
    // The vendor's newer edit wins: the submission becomes the waiting change and the kept one is gone.
    const newer = { ...proposed, description: "Mandaps in marigold and lights." };
    expect((await resubmit(t, v, "decorator", newer)).statusCode).toBe(200);
    expect(await formOf("decorator", v)).toMatchObject({
      form: { description: "Mandaps in marigold and lights." },
      keptProposal: null,
    });
    // A decorator's own routes: a hall cannot discard through them.
    const hall = await approvedTyped(t, "banquet_hall", "Other Palace");
    const other = await t.request({ method: "DELETE", url: `${FORM.decorator}/draft`, cookie: hall.cookie });
    expect(other.statusCode).toBe(403);
  });

  it("after an admin edit it is stale: the form says what it would change, submitting is refused until kept", async () => {
    const { v, id } = await hallWithChange("Edited Palace");
    expect((await reject(id, "Description too short")).statusCode).toBe(200);
    const dialog = (await t.request({ url: `/api/admin/vendors/${v.vendorId}`, cookie: admin.cookie })).json();
    const edit = await t.request({
      method: "PUT",
      url: `/api/admin/vendors/${v.vendorId}`,
      cookie: admin.cookie,
      payload: {
        application: {
          form: { ...dialog.typedForm, description: "Edited by the admin." },
          links: {
            socialMediaLinks: dialog.application.businessProfile.socialMediaLinks,
            googleDriveLink: dialog.application.media.googleDriveLink,
          },
        },
        version: dialog.vendor.version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const kept = await formOf("banquet_hall", v);
    expect(kept.form.description).toBe("Renovated in 2083.");
    expect(kept.keptProposal).toMatchObject({ stale: true, latestVersion: (await profile(v.vendorId)).version });
    expect(kept.keptProposal.changes).toContainEqual(
      expect.objectContaining({ field: "description", before: "Edited by the admin.", after: "Renovated in 2083." }),
    );
    const refused = await resubmit(t, v, "banquet_hall", { ...v.form, description: "Renovated in 2083." });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(APPLICATION_CHANGED_MESSAGE);
    expect(await pendingId(v.vendorId)).toBeUndefined();

    // Kept over an older version: refused; over the latest: it can be submitted.
    const keep = (version: number) =>
      t.request({ method: "POST", url: `${FORM.banquet_hall}/draft/keep`, cookie: v.cookie, payload: { version } });
    expect((await keep(kept.keptProposal.latestVersion - 1)).statusCode).toBe(409);
    expect((await keep(kept.keptProposal.latestVersion)).statusCode).toBe(200);
    expect((await formOf("banquet_hall", v)).keptProposal).toMatchObject({ stale: false, changes: [] });
    const sent = await resubmit(t, v, "banquet_hall", { ...v.form, description: "Renovated in 2083." });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await pendingId(v.vendorId)).toBeDefined();
    expect((await formOf("banquet_hall", v)).keptProposal).toBeNull();
  });
});
