import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("security headers", () => {
  it("sends a Content-Security-Policy allowing only our origin plus the Google Maps embed frame", async () => {
    const res = await t.request({ url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-src https://www.google.com https://maps.google.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("answers a built asset without the page's policies (about 1 KB each) but keeps nosniff", async () => {
    const asset = await t.request({ url: "/assets/headers-test.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-security-policy"]).toBeUndefined();
    expect(asset.headers["x-frame-options"]).toBeUndefined();
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(asset.headers["cache-control"])).toContain("immutable");
    // The page keeps them.
    const page = await t.request({ url: "/login" });
    expect(String(page.headers["content-security-policy"])).toContain("default-src 'self'");
  });

  it("refuses state-changing requests from another origin on every kind of route", async () => {
    for (const url of ["/api/auth/sign-in/email", "/api/vendor/draft", "/api/admin/settings"]) {
      const res = await t.request({
        method: "POST",
        url,
        payload: {},
        headers: { origin: "https://attacker.example" },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe("Cross-site request refused.");
    }
  });

  it("accepts the same request from our own origin", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "x@test.bihe", password: "whatever1" },
    });
    expect(res.statusCode).toBe(401);
  });
});
