import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("system routes", () => {
  it("answers health once the database answers", async () => {
    const res = await t.request({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it("answers ready until the instance drains, then 503 while health stays 200", async () => {
    const other = await createTestApp();
    try {
      expect((await other.request({ url: "/api/ready" })).json()).toEqual({ ok: true });
      other.app.readiness.drain();
      const ready = await other.request({ url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.code).toBe("DRAINING");
      const health = await other.request({ url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe("close");
    } finally {
      await other.close();
    }
  });

  it("returns null for /api/me when signed out and the profile when signed in", async () => {
    expect((await t.request({ url: "/api/me" })).json()).toBeNull();
    const { cookie, email } = await t.login("vendor");
    const me = (await t.request({ url: "/api/me", cookie })).json();
    expect(me.user).toMatchObject({ email, role: "vendor", vendorType: "wedding_cinematographer" });
    expect(me.vendor).toBeNull();
  });

  it("refuses a state-changing request from another origin", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("answers an unknown API path with a 404 in the error shape", async () => {
    const res = await t.request({ url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBeTruthy();
  });

  it("answers a missing built asset with a 404, an app page with the app, and an unknown page with its 404 page", async () => {
    const asset = await t.request({ url: "/assets/index-gone.js" });
    expect(asset.statusCode).toBe(404);
    expect(String(asset.headers["content-type"])).toMatch(/^application\/json/);
    const page = await t.request({ url: "/login" });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers["content-type"])).toMatch(/^text\/html/);
    // The app renders its own 404 page, and search engines get the status to go with it (docs/decisions/0009).
    const unknown = await t.request({ url: "/some/client/route" });
    expect(unknown.statusCode).toBe(404);
    expect(String(unknown.headers["content-type"])).toMatch(/^text\/html/);
  });
});
