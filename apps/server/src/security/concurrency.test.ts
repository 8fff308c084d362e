/**
 * Concurrent writes are safe on PostgreSQL as on PGlite (the api project runs
 * this file on both). Parallel requests of one person must not turn into duplicates or 500s.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, completeApplication, coupleWithProfile, kathmandu } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { customerInquiries, vendorContacts, vendorProfiles } from "../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("concurrent writes", () => {
  it("six parallel first submissions of the wizard give one application and six success answers", async () => {
    const vendor = await t.login("vendor");
    const application = completeApplication(await kathmandu(t), "Parallel Frames");
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request({
          method: "POST",
          url: "/api/vendor/application",
          cookie: vendor.cookie,
          // What the wizard sends when it loaded no saved application.
          payload: { ...application, version: null },
        }),
      ),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers.map((a) => a.body).join("\n"),
    ).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json().vendorId));
    expect(ids.size).toBe(1);
    const profiles = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, vendor.userId));
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ companyName: "Parallel Frames", status: "pending" });
    // The children were replaced, not added six times.
    const contacts = await t.app.db.select().from(vendorContacts).where(eq(vendorContacts.vendorId, profiles[0].id));
    expect(contacts).toHaveLength(1);
  });

  it("eight parallel unlocks by one couple of one vendor give one inquiry and one promo code", async () => {
    const { vendorId } = await approvedVendor(t, "Unlock Race Studio");
    const couple = await coupleWithProfile(t, "9812345678", "Ram");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request({ method: "POST", url: `/api/vendors/${vendorId}/unlock`, cookie: couple.cookie, payload: {} }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const codes = new Set(answers.map((a) => a.json().promoCode));
    expect(codes.size).toBe(1);
    const rows = await t.app.db
      .select()
      .from(customerInquiries)
      .where(and(eq(customerInquiries.vendorId, vendorId), eq(customerInquiries.customerPhone, "9812345678")));
    expect(rows).toHaveLength(1);
    expect(rows[0].promoCode).toBe([...codes][0]);
    // Exactly one of the eight made it; the others got it back.
    expect(answers.filter((a) => a.json().reused === false)).toHaveLength(1);
  });
});
