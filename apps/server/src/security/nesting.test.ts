/**
 * JSON nested thousands of levels deep is a 400 with a clear message on every route that takes a
 * body, Better Auth's /api/auth/* included, for every caller the route lets in (it used to
 * overflow the stack further on and answer 500); a caller a guard refuses is refused before the
 * body is read, and a body deeper still is over the route's size limit and refused unread too.
 * Real bodies, and brackets inside strings, are not affected. The same for bodies too wide.
 */
import { defaultVendorApplication, MAX_PRICED_EVENTS } from "@bihe/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, completeApplication, kathmandu } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { AUTH_BODY_LIMIT } from "../lib/body-limits";
import {
  jsonPastBounds,
  MAX_JSON_DEPTH,
  MAX_JSON_MEMBERS,
  MAX_JSON_VALUES,
  nestsDeeperThan,
  TOO_DEEP_MESSAGE,
  TOO_MANY_FIELDS_MESSAGE,
} from "../lib/json-body";

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

/** The routes anyone may post to (no guard), Better Auth's included: every caller's body is parsed there. */
const PUBLIC_WRITES = /^\/api\/(auth\/|client-form\/|reviews\/email-code|vendors\/[^/]+\/(reviews|my-review)$|locale$)/;

/**
 * Sends each body to every route that takes one, as every caller: each answer is the 400 with
 * `message`, or, on a route with a guard, the guard's refusal of a caller it does not let in
 * (401, 403, or 404 without a vendor profile), given before the body is read. On every route at
 * least one caller gets the 400, so the parser's check is what each route is tested for.
 */
async function refusedEverywhere(bodies: string[], message: string): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of bodyRoutes()) {
    let parsed = 0;
    for (const [who, cookie] of Object.entries(callers)) {
      for (const body of bodies) {
        const res = await t.request({
          method: route.method as "POST",
          url: route.url,
          cookie,
          headers: { "content-type": "application/json" },
          payload: body,
        });
        const got = res.statusCode === 400 ? res.json().error?.message : undefined;
        if (got === message) parsed++;
        else if (PUBLIC_WRITES.test(route.url) || ![401, 403, 404].includes(res.statusCode))
          wrong.push(
            `${who} ${route.method} ${route.url} (${body.length} chars): ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    if (!parsed) wrong.push(`${route.method} ${route.url}: no caller reached the parser`);
  }
  return wrong;
}

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

/** An object of `n` fields named f0, f1... with the value `value`, as text. */
const fields = (n: number, value = "0") => `{${Array.from({ length: n }, (_, i) => `"f${i}":${value}`).join(",")}}`;
/** `lists` lists of `each` zeros inside one list, as text. */
const lists = (lists: number, each: number) =>
  `[${Array(lists)
    .fill(`[${Array(each).fill(0).join(",")}]`)
    .join(",")}]`;

describe("the width check", () => {
  it("counts the members of each object and list, and the values of the whole body, not commas inside strings", () => {
    expect(jsonPastBounds(fields(MAX_JSON_MEMBERS))).toBeNull();
    expect(jsonPastBounds(fields(MAX_JSON_MEMBERS + 1))).toBe("members");
    expect(jsonPastBounds(lists(1, MAX_JSON_MEMBERS + 1))).toBe("members");
    expect(jsonPastBounds(`{"a":${fields(MAX_JSON_MEMBERS)},"b":${fields(MAX_JSON_MEMBERS)}}`)).toBeNull();
    const perList = MAX_JSON_MEMBERS - 1;
    const fill = Math.floor(MAX_JSON_VALUES / (perList + 1));
    expect(jsonPastBounds(lists(fill, perList))).toBeNull();
    expect(jsonPastBounds(lists(fill + 1, perList))).toBe("values");
    expect(jsonPastBounds(JSON.stringify({ text: ",".repeat(100_000), keys: "{,}".repeat(5_000) }))).toBeNull();
    expect(jsonPastBounds(JSON.stringify({ text: '\\",,,' }), { depth: 5, members: 2, values: 10 })).toBeNull();
    // A quote after an even run of backslashes ends the string; after an odd one it does not.
    const escapes = String.raw`{"a":"\\","b":"\"","c":1}`;
    expect(jsonPastBounds(escapes, { depth: 5, members: 3, values: 100 })).toBeNull();
    expect(jsonPastBounds(escapes, { depth: 5, members: 2, values: 100 })).toBe("members");
    expect(nestsDeeperThan(String.raw`["\\\"[[[[[[",[]]`, 2)).toBe(false);
    expect(nestsDeeperThan(String.raw`["\\\"[[[[[[",[]]`, 1)).toBe(true);
  });
});

describe("the widest body the schemas allow", () => {
  it("is well inside the bounds: an application with every list at its longest", () => {
    const a = defaultVendorApplication("owner@studio.test");
    a.serviceAreas.areas = Array.from({ length: 100 }, (_, i) => ({ provinceId: 1, districtId: i + 1 }));
    a.eventPricing.events = Array.from({ length: MAX_PRICED_EVENTS }, () => ({ ...a.eventPricing.events[0] }));
    const pack = a.comboPackages.packages[0];
    a.comboPackages.packages = Array.from({ length: 20 }, () => ({
      ...pack,
      events: Array.from({ length: 30 }, () => ({ ...pack.events[0] })),
    }));
    a.paymentTerms.terms = Array.from({ length: 12 }, () => ({ ...a.paymentTerms.terms[0] }));
    const body = JSON.stringify({ step: 8, data: a });
    expect(jsonPastBounds(body)).toBeNull();
    // Half the bounds would still take it: the margin is at least twice.
    expect(
      jsonPastBounds(body, { depth: MAX_JSON_DEPTH, members: MAX_JSON_MEMBERS / 2, values: MAX_JSON_VALUES / 2 }),
    ).toBeNull();
  });
});

describe("JSON with too many fields", () => {
  it("is a 400 with its message on every route, for every caller let in, before it is parsed", async () => {
    // Each under the smallest body limit (Better Auth's forms), so the width is what is refused.
    const bodies = [fields(MAX_JSON_MEMBERS + 1), `{"email":"a@b.co","list":${lists(1, 3_000)}}`];
    expect(await refusedEverywhere(bodies, TOO_MANY_FIELDS_MESSAGE)).toEqual([]);
  }, 120_000);

  it("the red-team's sign-in of 60,000 fields (634 KB) is refused before it is read; a signed-in body of as many is a 400", async () => {
    const sixtyThousand = `{"email":"a@b.co","password":"secret123",${fields(60_000, '"x"').slice(1)}`;
    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json" },
      payload: sixtyThousand,
    });
    expect(signIn.statusCode, signIn.body).toBe(413);
    const application = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: callers.newVendor,
      headers: { "content-type": "application/json" },
      payload: sixtyThousand,
    });
    expect(application.json()).toEqual({ error: { code: "BAD_REQUEST", message: TOO_MANY_FIELDS_MESSAGE } });
    // 24,000 values in lists of 300: each list is allowed, the whole is not.
    const draft = await t.request({
      method: "PUT",
      url: "/api/vendor/draft",
      cookie: callers.newVendor,
      headers: { "content-type": "application/json" },
      payload: `{"step":1,"data":{"notes":${lists(80, 300)}}}`,
    });
    expect(draft.json()).toEqual({ error: { code: "BAD_REQUEST", message: TOO_MANY_FIELDS_MESSAGE } });
  });
});

describe("a stranger's body to a route with a guard", () => {
  it("is refused before it is read: malformed, 60,000 fields or nearly 1 MB, the answer is the guard's 401", async () => {
    const sixtyThousand = fields(60_000, '"x"');
    for (const [method, url] of [
      ["POST", "/api/vendor/application"],
      ["PUT", "/api/vendor/draft"],
      ["PUT", `/api/admin/vendors/${vendorId}`],
      ["POST", "/api/vendor/leads"],
    ] as const) {
      for (const payload of ['{"step":', sixtyThousand, JSON.stringify({ text: "x".repeat(900_000) })]) {
        const res = await t.request({ method, url, headers: { "content-type": "application/json" }, payload });
        expect(res.statusCode, `${method} ${url} ${payload.slice(0, 10)}`).toBe(401);
      }
    }
  });
});

describe("deeply nested JSON", () => {
  it("covers the routes that take a body", () => {
    const routes = bodyRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((r) => r.url === "/api/auth/sign-up/email")).toBe(true);
  });

  it("is a 400 with the depth message on every route, for every caller let in", async () => {
    // Each under the smallest body limit (Better Auth's forms), so the depth is what is refused.
    const bodies = [nested(2_500, "object"), nested(7_000, "array"), `{"data":${nested(200, "object")}}`];
    expect(await refusedEverywhere(bodies, TOO_DEEP_MESSAGE)).toEqual([]);
  }, 120_000);

  it("a draft 5,000 levels deep is a 400; an auth body 20,000 deep (the red-team's cases) is over the auth forms' limit", async () => {
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
    expect(signIn.statusCode, signIn.body).toBe(413);
    expect(signIn.json().error.message).toBe(
      `The request is too large: at most ${AUTH_BODY_LIMIT / 1024} KB are accepted here.`,
    );
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
