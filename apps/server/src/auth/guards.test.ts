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

describe("signed out, every protected API answers 401 with a message", () => {
  it("covers every vendor and admin route and the other signed-in writes", async () => {
    const protectedRoutes = t.app.routeList.filter(
      (r) =>
        r.method !== "OPTIONS" &&
        (r.url.startsWith("/api/vendor/") || r.url.startsWith("/api/admin/") || r.url === "/api/areas") &&
        !(r.url === "/api/areas" && r.method === "GET"),
    );
    expect(protectedRoutes.length).toBeGreaterThan(20);
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000").replace("*", "x");
      const res = await t.request({
        method: route.method as "GET",
        url,
        payload: route.method === "GET" ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${url}`).toBe(401);
      // Most say 'Please sign in to continue.'; a few carry the spec's own words.
      expect(res.json().error.code).toBe("UNAUTHORIZED");
      expect(res.json().error.message).toMatch(/sign in|logged in/i);
    }
  });

  it("a stale or forged session cookie is signed out too", async () => {
    for (const cookie of ["better-auth.session_token=forged.value", "better-auth.session_token="]) {
      const res = await t.request({ method: "GET", url: "/api/vendor/status", cookie });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe("Please sign in to continue.");
    }
  });
});
