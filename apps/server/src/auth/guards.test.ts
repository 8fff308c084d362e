import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("guards run before body validation", () => {
  it("answers 401 to a stranger and 403 to a vendor on an admin write with a malformed body", async () => {
    const anon = await t.request({ method: "PUT", url: "/api/admin/settings", payload: { nonsense: [1, 2] } });
    expect(anon.statusCode).toBe(401);
    const { cookie } = await t.login("vendor");
    const vendor = await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      payload: { nonsense: [1, 2] },
      cookie,
    });
    expect(vendor.statusCode).toBe(403);
    const admin = await t.login("admin");
    const bad = await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      payload: { nonsense: [1, 2] },
      cookie: admin.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});
