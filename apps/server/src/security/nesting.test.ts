/**
 * JSON nested thousands of levels deep is a 400 with a clear message on every
 * route that takes a body, Better Auth's /api/auth/* included, for strangers and signed-in
 * callers alike (it used to overflow the stack further on and answer 500). Real bodies, and
 * brackets inside strings, are not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, completeApplication, kathmandu } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from "../lib/json-body";

let t: TestApp;
let callers: Record<string, string | undefined>;
let vendorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const vendor = await approvedVendor(t, "Nesting Films");
  vendorId = vendor.vendorId;
  callers = {
    anonymous: undefined,
    vendor: vendor.cookie,
    admin: (await t.login("admin")).cookie,
    newVendor: (await t.login("vendor")).cookie,
  };
});
afterAll(() => t?.close());

/** `levels` arrays or objects inside one another, around a value; built as text (JSON.stringify would recurse). */
const nested = (levels: number, kind: "array" | "object", inner = "1") =>
  kind === "array"
    ? "[".repeat(levels) + inner + "]".repeat(levels)
    : '{"a":'.repeat(levels) + inner + "}".repeat(levels);

const AUTH_PATHS = [
  "sign-in/email",
  "sign-up/email",
  "sign-out",
  "email-otp/send-verification-otp",
  "email-otp/verify-email",
  "email-otp/check-verification-otp",
  "email-otp/request-password-reset",
  "email-otp/reset-password",
  "change-password",
  "update-user",
  "revoke-session",
  "revoke-sessions",
  "revoke-other-sessions",
];

/** Every route that takes a body, with real ids in its path (every Better Auth endpoint for /api/auth/*). */
function bodyRoutes(): { method: string; url: string }[] {
  const routes = t.app.routeList.filter((r) => !["GET", "HEAD", "OPTIONS"].includes(r.method));
  return routes.flatMap((r) => {
    if (r.url === "/api/auth/*") return AUTH_PATHS.map((p) => ({ method: r.method, url: `/api/auth/${p}` }));
    return [{ method: r.method, url: r.url.replace(/:\w+/g, vendorId).replace("*", "x") }];
  });
}

describe("the depth check", () => {
  it("counts objects and arrays, not brackets inside strings", () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH, "array"), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1, "object"), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: "[{".repeat(10_000) }), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: '\\"[[[' }), 1)).toBe(false);
  });
});

describe("deeply nested JSON", () => {
  it("covers the routes that take a body", () => {
    const routes = bodyRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((r) => r.url === "/api/auth/sign-up/email")).toBe(true);
  });

  it("is a 400 with the depth message on every route, for every caller", async () => {
    const wrong: string[] = [];
    for (const route of bodyRoutes()) {
      for (const [who, cookie] of Object.entries(callers)) {
        for (const body of [nested(5_000, "object"), nested(20_000, "array"), `{"data":${nested(200, "object")}}`]) {
          const res = await t.request({
            method: route.method as "POST",
            url: route.url,
            cookie,
            headers: { "content-type": "application/json" },
            payload: body,
          });
          const message = res.statusCode === 400 ? res.json().error?.message : undefined;
          if (message !== TOO_DEEP_MESSAGE)
            wrong.push(
              `${who} ${route.method} ${route.url} (${body.length} chars): ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("a draft 5,000 levels deep and an auth body 20,000 deep (the red-team's cases) are 400s", async () => {
    const draft = await t.request({
      method: "PUT",
      url: "/api/vendor/draft",
      cookie: callers.newVendor,
      headers: { "content-type": "application/json; charset=utf-8" },
      payload: `{"step":1,"data":${nested(5_000, "object")}}`,
    });
    expect(draft.statusCode, draft.body).toBe(400);
    expect(draft.json()).toEqual({ error: { code: "BAD_REQUEST", message: TOO_DEEP_MESSAGE } });
    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json" },
      payload: `{"email":"a@b.co","password":${nested(20_000, "array", '"x"')}}`,
    });
    expect(signIn.statusCode, signIn.body).toBe(400);
    expect(signIn.json().error.message).toBe(TOO_DEEP_MESSAGE);
  });

  it("nesting up to the limit still reaches the handler; real bodies pass", async () => {
    const place = await kathmandu(t);
    const deepButAllowed = await t.request({
      method: "PUT",
      url: "/api/vendor/draft",
      cookie: callers.newVendor,
      headers: { "content-type": "application/json" },
      // the body object and 'data' are two levels: 62 more make 64
      payload: `{"step":1,"data":{"notes":${nested(MAX_JSON_DEPTH - 2, "array")}}}`,
    });
    expect(deepButAllowed.statusCode, deepButAllowed.body).toBeLessThan(300);
    const tooDeep = await t.request({
      method: "PUT",
      url: "/api/vendor/draft",
      cookie: callers.newVendor,
      headers: { "content-type": "application/json" },
      payload: `{"step":1,"data":{"notes":${nested(MAX_JSON_DEPTH - 1, "array")}}}`,
    });
    expect(tooDeep.statusCode).toBe(400);
    const draft = await t.request({
      method: "PUT",
      url: "/api/vendor/draft",
      cookie: callers.newVendor,
      payload: { step: 8, data: completeApplication(place, "Draft Films") },
    });
    expect(draft.statusCode, draft.body).toBeLessThan(300);
    const review = await t.request({
      method: "POST",
      url: `/api/vendors/${vendorId}/reviews`,
      payload: { name: "Asha", rating: 5, text: "[[{{ lovely }}]]".repeat(100) },
      cookie: (await t.login("customer")).cookie,
    });
    expect(review.statusCode, review.body).toBe(201);
  });
});
