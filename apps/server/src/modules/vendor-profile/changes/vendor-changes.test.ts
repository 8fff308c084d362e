/**
 * A live profile while editing (docs/decisions/0015): an approved vendor stays live while an update waits for review; the
 * admin approves (applied in one transaction, new version) or rejects with a required reason;
 * a rejected application carries its reason to the status page; a stale draft is flagged and its
 * submission is a 409. Runs on PGlite and PostgreSQL (TEST_DB=postgres).
 */
import { APPLICATION_CHANGED_MESSAGE, CHANGE_REQUEST_DECIDED, REASON_REQUIRED } from "@bihe/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, completeApplication, kathmandu, type Place } from "../../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { vendorChangeRequests, vendorProfiles } from "../../../db/schema";

let t: TestApp;
let admin: { cookie: string };
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
  place = await kathmandu(t);
});
afterAll(() => t.close());

const loadWizard = async (cookie: string) => (await t.request({ url: "/api/vendor/application", cookie })).json();
const publicProfile = async (id: string) => t.request({ url: `/api/vendors/${id}` });
const status = async (cookie: string) => (await t.request({ url: "/api/vendor/status", cookie })).json();

/** The approved vendor submits the wizard again with a new description and a new wedding price. */
async function submitChange(v: { cookie: string }, description: string, weddingPrice = 99_000, driveLink?: string) {
  const wizard = await loadWizard(v.cookie);
  const application = structuredClone(wizard.application);
  application.businessProfile.description = description;
  if (driveLink) application.media.googleDriveLink = driveLink;
  const wedding = application.eventPricing.events.find(
    (e: { eventName: string }) => e.eventName === "Wedding (Both Sides)",
  );
  if (wedding) wedding.price = weddingPrice;
  return t.request({
    method: "POST",
    url: "/api/vendor/application",
    cookie: v.cookie,
    payload: { ...application, version: wizard.version },
  });
}

const pendingRequestId = async (vendorId: string) =>
  (await t.app.db.select().from(vendorChangeRequests).where(eq(vendorChangeRequests.vendorId, vendorId))).find(
    (r) => r.status === "pending",
  )?.id;

describe("change requests of an approved vendor", () => {
  it("keeps the public profile, review and client-form links on the approved version while a change waits", async () => {
    const v = await approvedVendor(t, "Live Studio");
    const drive = "https://drive.google.com/drive/folders/new-portfolio";
    const res = await submitChange(v, "A brand new description.", 99_000, drive);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "approved", changeRequestId: expect.any(String) });

    const [profile] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(profile.status).toBe("approved");
    expect(profile.description).toBe("Wedding films and photos.");
    // The Drive link is exempt from review, like photos (decision 0015): live at once.
    expect(profile.googleDriveLink).toBe(drive);
    const page = await publicProfile(v.vendorId);
    expect(page.statusCode).toBe(200);
    expect(page.json().description).toBe("Wedding films and photos.");
    expect((await t.request({ url: `/api/vendors/${v.vendorId}/review-info` })).statusCode).toBe(200);
    expect((await t.request({ url: `/api/client-form/${v.vendorId}/vendor` })).statusCode).toBe(200);

    // The vendor's wizard continues from the waiting update; the status page says it waits.
    const wizard = await loadWizard(v.cookie);
    expect(wizard.application.businessProfile.description).toBe("A brand new description.");
    expect((await status(v.cookie)).changeRequest).toMatchObject({ status: "pending", reason: null });

    // A second submission replaces the proposal of the one pending request.
    const again = await submitChange(v, "Second thoughts.");
    expect(again.json().changeRequestId).toBe(res.json().changeRequestId);
    const rows = await t.app.db
      .select()
      .from(vendorChangeRequests)
      .where(eq(vendorChangeRequests.vendorId, v.vendorId));
    expect(rows).toHaveLength(1);
  });

  it("shows the admin a field-by-field diff with readable rows, and approving applies it with a new version", async () => {
    const v = await approvedVendor(t, "Diff Studio");
    await submitChange(v, "Approved text.", 123_000);
    const id = await pendingRequestId(v.vendorId);

    const list = await t.request({ url: "/api/admin/change-requests", cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id, companyName: "Diff Studio", changeCount: 2 }),
    );

    const detail = (await t.request({ url: `/api/admin/change-requests/${id}`, cookie: admin.cookie })).json();
    expect(detail.stale).toBe(false);
    expect(detail.changes).toEqual([
      {
        step: "businessProfile",
        field: "description",
        item: null,
        kind: "text",
        before: "Wedding films and photos.",
        after: "Approved text.",
      },
      expect.objectContaining({ step: "eventPricing", field: "price", item: "Wedding (Both Sides)", after: 123_000 }),
    ]);

    const [before] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    const ok = await t.request({
      method: "POST",
      url: `/api/admin/change-requests/${id}/approve`,
      cookie: admin.cookie,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe("approved");
    const [after] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(after).toMatchObject({ status: "approved", description: "Approved text.", version: before.version + 1 });
    expect(after.weddingPrice).toBe(123_000);
    expect((await publicProfile(v.vendorId)).json().description).toBe("Approved text.");
    expect((await status(v.cookie)).changeRequest).toMatchObject({ status: "approved" });

    const twice = await t.request({
      method: "POST",
      url: `/api/admin/change-requests/${id}/approve`,
      cookie: admin.cookie,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(CHANGE_REQUEST_DECIDED);
  });

  it("rejecting needs a reason; the live profile stays and the vendor reads the reason", async () => {
    const v = await approvedVendor(t, "Reject Studio");
    await submitChange(v, "Not good enough.");
    const id = await pendingRequestId(v.vendorId);
    const url = `/api/admin/change-requests/${id}/reject`;

    for (const payload of [{}, { reason: "   " }]) {
      const bad = await t.request({ method: "POST", url, cookie: admin.cookie, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toContain(REASON_REQUIRED);
    }
    const res = await t.request({
      method: "POST",
      url,
      cookie: admin.cookie,
      payload: { reason: "Prices missing", step: "eventPricing" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicProfile(v.vendorId)).json().description).toBe("Wedding films and photos.");
    expect((await status(v.cookie)).changeRequest).toMatchObject({
      status: "rejected",
      reason: "Prices missing",
      step: "eventPricing",
    });
    // The proposal is kept as the vendor's draft, opened on the step the reason names.
    const wizard = await loadWizard(v.cookie);
    expect(wizard).toMatchObject({ source: "draft", draftStale: false, step: 4 });
    expect(wizard.application.businessProfile.description).toBe("Not good enough.");
    // Fixed and sent again: a new request with the kept edits, nothing live changed yet.
    const again = await submitChange(v, "Not good enough, now with prices.");
    expect(again.statusCode, again.body).toBe(200);
    const [request] = await t.app.db
      .select()
      .from(vendorChangeRequests)
      .where(eq(vendorChangeRequests.id, (await pendingRequestId(v.vendorId)) ?? ""));
    expect((request.proposed as { businessProfile: { description: string } }).businessProfile.description).toBe(
      "Not good enough, now with prices.",
    );
    expect((await loadWizard(v.cookie)).source).toBe("saved");
  });

  it("a draft the vendor started while the request waited is not replaced by the rejected proposal", async () => {
    const v = await approvedVendor(t, "Newer Draft Studio");
    await submitChange(v, "Proposed first.");
    const wizard = await loadWizard(v.cookie);
    const draft = structuredClone(wizard.application);
    draft.businessProfile.description = "Typed after submitting.";
    await t.request({
      method: "PUT",
      url: "/api/vendor/draft",
      cookie: v.cookie,
      payload: { step: 1, data: draft, version: wizard.version },
    });
    const id = await pendingRequestId(v.vendorId);
    const res = await t.request({
      method: "POST",
      url: `/api/admin/change-requests/${id}/reject`,
      cookie: admin.cookie,
      payload: { reason: "Description too short", step: "businessProfile" },
    });
    expect(res.statusCode).toBe(200);
    const after = await loadWizard(v.cookie);
    expect(after).toMatchObject({ source: "draft", step: 1 });
    expect(after.application.businessProfile.description).toBe("Typed after submitting.");
  });

  it("refuses to approve a change made before an admin edit of the live profile (409), so the edit is not undone", async () => {
    const v = await approvedVendor(t, "Stale Change Studio");
    await submitChange(v, "Vendor text.");
    const id = await pendingRequestId(v.vendorId);
    const dialog = (await t.request({ url: `/api/admin/vendors/${v.vendorId}`, cookie: admin.cookie })).json();
    const edit = await t.request({
      method: "PUT",
      url: `/api/admin/vendors/${v.vendorId}`,
      cookie: admin.cookie,
      payload: {
        application: {
          ...dialog.application,
          businessProfile: { ...dialog.application.businessProfile, companyName: "Admin Name" },
        },
        version: dialog.vendor.version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const detail = (await t.request({ url: `/api/admin/change-requests/${id}`, cookie: admin.cookie })).json();
    expect(detail.stale).toBe(true);
    const res = await t.request({
      method: "POST",
      url: `/api/admin/change-requests/${id}/approve`,
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(409);
    const [row] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(row.companyName).toBe("Admin Name");
  });

  it("two admins approving at once: one applies it, the other is told it was decided", async () => {
    const v = await approvedVendor(t, "Parallel Studio");
    await submitChange(v, "Parallel text.");
    const id = await pendingRequestId(v.vendorId);
    const [before] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    const other = await t.login("admin");
    const results = await Promise.all(
      [admin, other].map((a) =>
        t.request({ method: "POST", url: `/api/admin/change-requests/${id}/approve`, cookie: a.cookie }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [after] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(after.version).toBe(before.version + 1);
  });

  it("a pending (first-time) application keeps today's flow: saved at once, still pending, no change request", async () => {
    const login = await t.login("vendor");
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: login.cookie,
      payload: { ...completeApplication(place, "First Timer"), version: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "pending", changeRequestId: null });
  });
});

describe("decisions carry a reason", () => {
  it("a rejection without a reason is a 400; with one, the vendor's status page shows it", async () => {
    const login = await t.login("vendor");
    const sub = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: login.cookie,
      payload: completeApplication(place, "Rejected Studio"),
    });
    const url = `/api/admin/vendors/${sub.json().vendorId}/status`;
    const bad = await t.request({ method: "POST", url, cookie: admin.cookie, payload: { status: "rejected" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(REASON_REQUIRED);
    const ok = await t.request({
      method: "POST",
      url,
      cookie: admin.cookie,
      payload: { status: "rejected", reason: "Photos too small", step: "media" },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await status(login.cookie)).toMatchObject({
      status: "rejected",
      decision: { status: "rejected", reason: "Photos too small", step: "media" },
    });
    // Approving needs no reason.
    const approve = await t.request({ method: "POST", url, cookie: admin.cookie, payload: { status: "approved" } });
    expect(approve.statusCode).toBe(200);
  });
});

describe("drafts that respect newer data", () => {
  it("a stale draft is kept: the wizard shows what it changes in the latest version, and keeping it lets it through", async () => {
    const v = await approvedVendor(t, "Kept Draft Studio");
    const wizard = await loadWizard(v.cookie);
    const draft = structuredClone(wizard.application);
    draft.businessProfile.description = "My own words.";
    const save = (payload: Record<string, unknown>) =>
      t.request({ method: "PUT", url: "/api/vendor/draft", cookie: v.cookie, payload });
    expect((await save({ step: 0, data: draft, version: wizard.version })).statusCode).toBe(200);

    const dialog = (await t.request({ url: `/api/admin/vendors/${v.vendorId}`, cookie: admin.cookie })).json();
    const edited = await t.request({
      method: "PUT",
      url: `/api/admin/vendors/${v.vendorId}`,
      cookie: admin.cookie,
      payload: {
        application: {
          ...dialog.application,
          businessProfile: { ...dialog.application.businessProfile, companyName: "Kept Draft Corrected" },
        },
        version: dialog.vendor.version,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // The refused submission does not lose the draft; the wizard compares it with the latest version.
    const stale = await loadWizard(v.cookie);
    const refused = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: v.cookie,
      payload: { ...stale.application, version: stale.version },
    });
    expect(refused.statusCode).toBe(409);
    const again = await loadWizard(v.cookie);
    expect(again).toMatchObject({ source: "draft", draftStale: true });
    expect(again.application.businessProfile.description).toBe("My own words.");
    const rows = again.staleChanges.map((c: { field: string; before: unknown; after: unknown }) => [
      c.field,
      c.before,
      c.after,
    ]);
    expect(rows).toContainEqual(["description", "Wedding films and photos.", "My own words."]);
    expect(rows).toContainEqual(["companyName", "Kept Draft Corrected", "Kept Draft Studio"]);

    // Keeping it over a version that is not the latest is refused; bad input is a 400.
    const old = await save({ step: 0, data: again.application, version: again.version, rebase: true });
    expect(old.statusCode).toBe(409);
    expect(old.json().error.message).toBe(APPLICATION_CHANGED_MESSAGE);
    expect((await save({ step: 0, data: again.application, version: "x", rebase: true })).statusCode).toBe(400);
    expect((await save({ step: 0, data: again.application, rebase: "yes" })).statusCode).toBe(400);

    // The vendor keeps the draft but takes the admin's company name, then submits.
    const kept = structuredClone(again.application);
    kept.businessProfile.companyName = "Kept Draft Corrected";
    const keep = await save({ step: 0, data: kept, version: again.savedVersion, rebase: true });
    expect(keep.statusCode, keep.body).toBe(200);
    const fresh = await loadWizard(v.cookie);
    expect(fresh).toMatchObject({ source: "draft", draftStale: false, version: again.savedVersion });
    expect(fresh.staleChanges).toBeUndefined();
    const sent = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: v.cookie,
      payload: { ...fresh.application, version: fresh.version },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await pendingRequestId(v.vendorId)).toBeDefined();
  });

  it("a draft started before an admin edit is flagged stale, its submission is a 409, and discarding it loads the latest", async () => {
    const v = await approvedVendor(t, "Draft Studio");
    const wizard = await loadWizard(v.cookie);
    const draft = structuredClone(wizard.application);
    draft.businessProfile.description = "Typed in the draft.";
    const saved = await t.request({
      method: "PUT",
      url: "/api/vendor/draft",
      cookie: v.cookie,
      payload: { step: 0, data: draft, version: wizard.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await loadWizard(v.cookie)).draftStale).toBe(false);

    const dialog = (await t.request({ url: `/api/admin/vendors/${v.vendorId}`, cookie: admin.cookie })).json();
    await t.request({
      method: "PUT",
      url: `/api/admin/vendors/${v.vendorId}`,
      cookie: admin.cookie,
      payload: {
        application: {
          ...dialog.application,
          businessProfile: { ...dialog.application.businessProfile, companyName: "Admin Corrected" },
        },
        version: dialog.vendor.version,
      },
    });

    const stale = await loadWizard(v.cookie);
    expect(stale).toMatchObject({ source: "draft", draftStale: true });
    const submit = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: v.cookie,
      payload: { ...stale.application, version: stale.version },
    });
    expect(submit.statusCode).toBe(409);
    expect(submit.json().error.message).toBe(APPLICATION_CHANGED_MESSAGE);
    expect(await pendingRequestId(v.vendorId)).toBeUndefined();

    await t.request({ method: "DELETE", url: "/api/vendor/draft", cookie: v.cookie });
    const fresh = await loadWizard(v.cookie);
    expect(fresh).toMatchObject({ source: "saved", draftStale: false });
    expect(fresh.application.businessProfile.companyName).toBe("Admin Corrected");
  });
});
