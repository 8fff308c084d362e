import { listingResponseSchema, locationTreeSchema } from "@bihe/shared";
import { allContracts, defineContract, locationsContracts, marketplaceContracts } from "@bihe/shared/contracts";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { approvedVendor } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { errorHandler, responseMismatches } from "../lib/errors";
import { route } from "../lib/route";

/**
 * One contract per endpoint (docs/decisions/0014): every route the app registers is in the OpenAPI
 * description and is registered from a contract with a response schema. The exceptions are
 * listed here, each with its reason; the harness (test/harness.ts) turns any answer its contract
 * refuses into a failed test across every API test file.
 */

/** Routes that are not JSON endpoints of ours, so have no contract (and never will). */
const NO_CONTRACT: Record<string, string> = {
  "GET /api/auth/*":
    "Better Auth's catch-all handler: it serves the operations of contracts/auth.ts (described from them, validated by Better Auth) and answers 404 to any other path",
  "POST /api/auth/*":
    "Better Auth's catch-all handler: it serves the operations of contracts/auth.ts (described from them, validated by Better Auth) and answers 404 to any other path",
  "GET /media/*": "uploaded files streamed from storage (described in modules/openapi/register.ts)",
  "GET /api/docs": "the reference page itself (@fastify/swagger-ui, hidden from the description)",
  "GET /api/docs/static/index.html": "the reference page itself (@fastify/swagger-ui)",
  "GET /api/docs/static/swagger-initializer.js": "the reference page itself (@fastify/swagger-ui)",
  "GET /api/docs/static/*": "the reference page's script and styles (@fastify/swagger-ui)",
  "GET /api/docs/json": "the reference page's copy of /api/openapi.json (@fastify/swagger-ui)",
  "GET /api/docs/yaml": "the same description in YAML (@fastify/swagger-ui)",
};
/** The built web app's files: @fastify/static registers one route per file (not API endpoints). */
const isStaticFile = (key: string) => /^GET \/(assets\/|favicon|index\.html)/.test(key);
/** Routes that carry no contract and are not in the description: the reference page's own files and static files. */
const notDescribed = (key: string) => key.includes(" /api/docs") || isStaticFile(key);

/**
 * Not migrated to contracts yet: a shrinking allow-list. Each entry leaves when its module
 * registers the route from a contract in packages/shared/src/contracts.
 */
const NOT_YET_MIGRATED = new Set<string>([]);

type OpenApiDoc = {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
};
/** `/api/vendor/leads/:id` -> `/api/vendor/leads/{id}`, `/media/*` -> `/media/{*}` (as @fastify/swagger writes them). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, "{*}");

let t: TestApp;
let doc: OpenApiDoc;
let routes: string[];
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.request({ url: "/api/openapi.json" })).json();
  routes = t.app.routeList.map((r) => `${r.method} ${r.url}`);
});
afterAll(() => t.close());

describe("OpenAPI description", () => {
  it("is OpenAPI 3.1, served at /api/openapi.json, and lists every registered route", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const missing = routes.filter((key) => {
      if (notDescribed(key)) return false;
      const [method, url] = key.split(" ");
      return !doc.paths[openApiPath(url)]?.[method.toLowerCase()];
    });
    expect(missing, "routes missing from /api/openapi.json").toEqual([]);
  });

  it("serves a readable reference page at /api/docs that works under the app's CSP", async () => {
    const page = await t.request({ url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    // Only scripts from this origin, no inline script: nothing the CSP above would block.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(attrs).toMatch(/src="\/api\/docs\/static\//);
      expect(inline.trim()).toBe("");
    }
    const init = await t.request({ url: "/api/docs/static/swagger-initializer.js" });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("./json");
    const bundle = await t.request({ url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(bundle.statusCode).toBe(200);
    const copy = await t.request({ url: "/api/docs/json" });
    expect(copy.json().paths).toEqual(doc.paths);
  });
});

describe("contracts", () => {
  it("every registered route has a contract with a response schema (the allow-list only shrinks)", () => {
    const contracted = new Set(allContracts.map((c) => `${c.method} ${c.path}`));
    const uncovered = routes.filter(
      (key) => !contracted.has(key) && !NO_CONTRACT[key] && !NOT_YET_MIGRATED.has(key) && !isStaticFile(key),
    );
    expect(uncovered, "routes without a contract (add one in packages/shared/src/contracts)").toEqual([]);
    // An entry of the allow-list whose route now has a contract, or no longer exists, must leave it.
    const stale = [...NOT_YET_MIGRATED].filter((key) => contracted.has(key) || !routes.includes(key));
    expect(stale, "remove these from NOT_YET_MIGRATED").toEqual([]);
    for (const key of routes.filter((k) => contracted.has(k))) {
      const [method, url] = key.split(" ");
      const responses = doc.paths[openApiPath(url)][method.toLowerCase()].responses ?? {};
      const success = Object.keys(responses).filter((status) => /^2/.test(status));
      expect(success, `${key} declares no success answer`).not.toEqual([]);
      expect(Object.keys(responses), `${key} declares no error answer`).toContain("4XX");
    }
  });

  it("every contract is registered (none is dead)", () => {
    const dead = allContracts.map((c) => `${c.method} ${c.path}`).filter((key) => !routes.includes(key));
    expect(dead).toEqual([]);
  });

  it("answers sent as prepared JSON past the serializer (the location tree, regions and local levels, listing, featured, vendor page) match their contracts", async () => {
    const tree = await t.request({ url: "/api/locations", headers: { "accept-encoding": "identity" } });
    expect(locationTreeSchema.safeParse(tree.json()).success).toBe(true);
    const vendor = await approvedVendor(t, "Contract Studio");
    for (const [url, schema] of [
      ["/api/vendors", listingResponseSchema],
      ["/api/vendors?sort=rating", listingResponseSchema],
      ["/api/vendors/featured", marketplaceContracts.featured.responses[200]],
      ["/api/locations/regions", locationsContracts.regions.responses[200]],
      ["/api/locations/local-levels?district=27", locationsContracts.localLevels.responses[200]],
      [`/api/vendors/${vendor.vendorId}`, marketplaceContracts.vendorPage.responses[200]],
    ] as const) {
      const res = await t.request({ url, headers: { "accept-encoding": "identity" } });
      expect(res.statusCode, url).toBe(200);
      const parsed = schema.safeParse(res.json());
      expect(parsed.error?.issues ?? [], url).toEqual([]);
    }
    const listing = (await t.request({ url: "/api/vendors" })).json();
    expect(listing.total).toBeGreaterThan(0);
  });

  it("an answer that breaks its contract fails the test that caused it", async () => {
    // jsonb lets a wrong type reach the answer: the site name as an object.
    await t.app.db.execute(sql`insert into settings (key, value) values ('siteName', '{"x":1}'::jsonb)
      on conflict (key) do update set value = excluded.value`);
    t.app.publicCache.clear();
    await expect(t.request({ url: "/api/settings" })).rejects.toThrow(
      /The answer of GET \/api\/settings does not match its contract:\nsiteName: /,
    );
    await t.app.db.execute(sql`delete from settings where key = 'siteName'`);
    t.app.publicCache.clear();
    expect((await t.request({ url: "/api/settings" })).json().siteName).toBe("Bihe");
  });

  it("a digits-only contact phone an admin saved is answered as text (jsonb hands it back as a number)", async () => {
    const admin = await t.login("admin");
    const saved = await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      cookie: admin.cookie,
      payload: { siteName: "Bihe", contactPhone: "9800000000" },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.request({ url: "/api/settings" })).json().contactPhone).toBe("9800000000");
  });
});

describe("the route helper", () => {
  const contract = defineContract({
    method: "POST",
    path: "/thing/:id",
    summary: "a test route",
    tag: "test",
    params: z.object({ id: z.coerce.number().int() }),
    body: z.object({ name: z.string().min(1, "Name is required") }),
    responses: { 200: z.object({ id: z.number(), name: z.string() }) },
  });
  const build = async (answer: (id: number, name: string) => unknown) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(errorHandler);
    route(app, contract, {}, async (request) => answer(request.params.id, request.body.name) as never);
    await app.ready();
    return app;
  };

  it("validates input with the contract and strips fields its response schema does not name", async () => {
    const app = await build((id, name) => ({ id, name, passwordHash: "secret" }));
    const ok = await app.inject({ method: "POST", url: "/thing/7", payload: { name: "Hall" } });
    expect(ok.json()).toEqual({ id: 7, name: "Hall" });
    const bad = await app.inject({ method: "POST", url: "/thing/7", payload: { name: "" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: "VALIDATION_ERROR", message: "Name is required (name)" });
    await app.close();
  });

  it("refuses an answer that does not match, and records it with the issues", async () => {
    const app = await build((id) => ({ id: String(id) }));
    const before = responseMismatches.count;
    const res = await app.inject({ method: "POST", url: "/thing/7", payload: { name: "Hall" } });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe("INTERNAL");
    expect(responseMismatches.count).toBe(before + 1);
    expect(responseMismatches.last.at(-1)).toMatchObject({ method: "POST", url: "/thing/:id" });
    expect(responseMismatches.last.at(-1)?.issues.join("\n")).toMatch(/^id: .*\nname: /);
    await app.close();
  });
});
