/**
 * The OpenAPI description is what the API does (docs/decisions/0014). Every operation it lists,
 * Better Auth's included, gets requests generated from its own description: path ids, query and
 * body drawn from their JSON schemas (valid and not, with fast-check), real ids and real flows where
 * a random value could only be refused, sent anonymously and as the caller its guard lets through.
 * Every answer's status must be one the operation declares, and every 2xx answer must match the
 * declared media type and, for JSON, the declared schema (ajv, JSON Schema 2020-12 as in OpenAPI
 * 3.1). The harness checks answers against the zod contracts; this checks them against what a
 * client generated from /api/openapi.json expects, including the answers that never pass a zod
 * serializer (Better Auth's, the prepared listing and location answers, files).
 */
import { ACCOUNT_NAME_MAX_LENGTH } from "@bihe/shared/contracts";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { desc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "../../test/harness";
import { createUser } from "../auth/users";
import { emailOutbox } from "../db/schema";
import { DEMO_ADMIN, DEMO_PASSWORD, seedDemo } from "../seed/demo";

/** Fixed so a run is repeatable; OPENAPI_SEED explores further by hand. */
const SEED = Number(process.env.OPENAPI_SEED ?? 20_261_129);
const VALID_RUNS = 3;
const INVALID_RUNS = 3;

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  additionalProperties?: boolean | Schema;
  $ref?: string;
};
type Parameter = { in: "path" | "query"; name: string; required?: boolean; schema: Schema };
type Media = Record<string, { schema?: Schema }>;
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Media };
  responses: Record<string, { content?: Media }>;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Request = { path: string; query: string; body?: string; caller: string; label: string };

let t: TestApp;
let doc: Doc;
const who: Record<string, string | undefined> = { anonymous: undefined };
/** Real values for path parameters, by the operation's path and the parameter's name. */
const known: Record<string, string[]> = {};
let accounts = 0;

const signIn = async (email: string, password = DEMO_PASSWORD) =>
  cookieFrom(await t.request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } }));
const freshEmail = () => `openapi-${++accounts}-${Date.now()}@test.bihe`;
const lastCode = async (email: string) =>
  (
    await t.app.db
      .select({ code: emailOutbox.code })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
  )[0]?.code ?? "000000";
/** A verified couple of its own, signed in: session-ending auth operations do not end the shared callers'. */
const throwaway = async () => {
  const email = freshEmail();
  await createUser(t.app, { email, password: "secret123", role: "customer" });
  return { email, cookie: await signIn(email, "secret123") };
};
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)).rows as { v: string }[]).map((r) => String(r.v));

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app);
  who.vendor = await signIn("studio@bihe.demo");
  who.admin = await signIn(DEMO_ADMIN);
  who.couple = await signIn("couple@bihe.demo");
  who.photographer = (await t.login("vendor")).cookie;
  who.banquet = (await t.login("vendor", { vendorType: "banquet_hall" })).cookie;
  who.decorator = (await t.login("vendor", { vendorType: "decorator" })).cookie;
  doc = (await t.request({ url: "/api/openapi.json" })).json();

  const studio = (await t.request({ url: "/api/me", cookie: who.vendor })).json().vendor.id as string;
  const vendors = [studio, ...(await rows(sql`select id::text as v from vendor_profiles order by status, id limit 3`))];
  known.vendor = vendors;
  known.lead = await rows(sql`select id::text as v from leads where vendor_id = ${studio} order by id limit 2`);
  known.media = await rows(sql`select id::text as v from cinematographer_uploads where vendor_id = ${studio} limit 2`);
  known.review = await rows(sql`select id::text as v from vendor_reviews where vendor_id = ${studio} limit 2`);
  known.changeRequest = await rows(sql`select id::text as v from vendor_change_requests limit 2`);
  known.area = await rows(sql`select id::text as v from areas order by id limit 2`);
  known.notification = await rows(sql`select id::text as v from notifications order by id limit 2`);
  known.saait = await rows(sql`select to_char(day, 'YYYY-MM-DD') as v from saait_dates order by day limit 2`);
  known.mediaKey = await rows(sql`select file_path as v from cinematographer_uploads limit 2`);
  const directory = (await t.request({ url: "/api/places" })).json() as {
    provinces: { slug: string; districts: { slug: string }[] }[];
  };
  known.place = directory.provinces
    .flatMap((p) => [p.slug, p.districts[0]?.slug])
    .filter(Boolean)
    .slice(0, 3);
  known.sitemap = [...(await t.request({ url: "/sitemap.xml" })).body.matchAll(/\/sitemaps\/([^<\s]+)/g)].map(
    (m) => m[1],
  );
  known.og = vendors.slice(0, 2).map((id) => `${id}.jpg`);
}, 180_000);
afterAll(() => t?.close());

// ---------------------------------------------------------------- the description, read

/** The operations of the description, as 'METHOD /path'. */
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(doc.components?.schemas?.[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;

/** The known real values for a path parameter, by where it is. */
function knownFor(path: string, name: string): string[] {
  const pick = (key: string) => known[key] ?? [];
  if (path.startsWith("/api/vendor/leads/")) return pick("lead");
  if (path.startsWith("/api/vendor/media/")) return pick("media");
  if (path.startsWith("/api/admin/change-requests/")) return pick("changeRequest");
  if (/\/reviews\/\{id\}/.test(path)) return pick("review");
  if (path.startsWith("/api/admin/areas/")) return pick("area");
  if (path.startsWith("/api/notifications/")) return pick("notification");
  if (path.startsWith("/api/places/")) return pick("place");
  if (path.startsWith("/api/admin/saait-dates/")) return pick("saait");
  if (path.startsWith("/media/")) return pick("mediaKey");
  if (path.startsWith("/sitemaps/")) return pick("sitemap");
  if (path.startsWith("/og/vendor/")) return pick("og");
  // Paths the catch-all refuses (the served ones are operations of their own).
  if (path.startsWith("/api/auth/")) return ["delete-user", "sign-in/magic-link", "change-email"];
  // Admins' writes aim at other vendors than the signed-in photographer, whose pages the reads use.
  if (path.startsWith("/api/admin/")) return pick("vendor").slice(1);
  if (name === "id" || name === "vendorId") return pick("vendor");
  return [];
}
/** Query values a random one could hardly hit (a real district, a vendor's id). */
const KNOWN_QUERY: Record<string, string[]> = {
  district: ["27"],
  municipality: ["316"],
  municipalityId: ["316"],
  ward: ["4"],
  type: ["wedding_cinematographer", "banquet_hall"],
  // A range of the demo's sample saait dates (a random pair is mostly backwards or too long).
  from: ["2027-01-01"],
  to: ["2027-06-30"],
  year: ["2083"],
};

const knownQuery = (name: string): string[] =>
  KNOWN_QUERY[name] ??
  (name === "ids" ? [known.vendor.slice(0, 2).join(",")] : name === "vendorId" ? known.vendor.slice(0, 1) : []);

// ---------------------------------------------------------------- values from JSON schemas

/** Values the schema accepts. */
function valid(raw: Schema): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(valid));
  if (schema.allOf?.length) return valid(schema.allOf[0]);
  const types = [schema.type ?? "object"].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type })));
  const num = (key: string) => (typeof schema[key] === "number" ? (schema[key] as number) : undefined);
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: num("minimum") ?? -1000, max: num("maximum") ?? 1000 });
    case "number":
      return fc.double({ min: num("minimum") ?? -1000, max: num("maximum") ?? 1000, noNaN: true });
    case "string":
      return text(schema);
    case "array":
      return fc.array(valid(schema.items ?? {}), {
        minLength: num("minItems") ?? 0,
        maxLength: Math.min(num("maxItems") ?? 3, Math.max(3, num("minItems") ?? 0)),
      });
    default: {
      const properties = schema.properties ?? {};
      const record = fc.record(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valid(v)])), {
        requiredKeys: schema.required ?? [],
      });
      if (typeof schema.additionalProperties !== "object") return record;
      const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), valid(schema.additionalProperties), {
        maxKeys: 2,
      });
      return fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...r }));
    }
  }
}

function text(schema: Schema): fc.Arbitrary<string> {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : 40;
  const fits = (s: string) => s.length >= min && s.length <= max;
  switch (schema.format) {
    case "email":
      return fc.constantFrom("asha@test.bihe", "sita.rai@example.com").filter(fits);
    case "uuid":
      return fc.uuid({ version: 4 });
    case "date-time":
      return fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1) }).map((d) => d.toISOString());
    case "date":
      return fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1) }).map((d) => d.toISOString().slice(0, 10));
    case "uri":
      return fc.constant("https://example.com/a");
  }
  if (typeof schema.pattern === "string") return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 40)) });
}

/** Values the schema refuses (or that a lenient server may accept): wrong types, fields missing or wrong. */
function invalid(raw: Schema): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const junk = fc.constantFrom<unknown>("x", -1, 1.5, true, null, [], {}, "9".repeat(400), "%zz", "__proto__");
  const required = schema.required ?? [];
  const properties = Object.keys(schema.properties ?? {});
  if (!properties.length) return junk;
  const base = valid(schema) as fc.Arbitrary<Record<string, unknown>>;
  return fc.oneof(
    junk,
    fc.tuple(base, fc.constantFrom(...properties), junk).map(([value, key, bad]) => ({ ...value, [key]: bad })),
    ...(required.length
      ? [fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => ({ ...value, [key]: undefined }))]
      : []),
  );
}

const draw = <T>(arbitrary: fc.Arbitrary<T>, runs: number, salt: number): T[] =>
  fc.sample(arbitrary, { numRuns: runs, seed: SEED + salt });

// ---------------------------------------------------------------- requests for an operation

/** Who passes the operation's guard (anonymous is always tried as well). */
function callerFor(method: string, path: string): string {
  if (path.startsWith("/api/admin/") || path === "/api/dev/mailbox") return "admin";
  if (path.startsWith("/api/vendor/banquet-form")) return "banquet";
  if (path.startsWith("/api/vendor/decorator-form")) return "decorator";
  if (/^\/api\/vendor\/(application|draft|status)/.test(path)) return "photographer";
  if (path.startsWith("/api/vendor/") || path === "/api/areas" || path.startsWith("/api/notifications"))
    return "vendor";
  if (/^\/api\/customer\/|\/unlock$|\/my-review$|\/reviews\/\{id\}\/report/.test(path)) return "couple";
  return method === "GET" ? "couple" : "vendor";
}

function requestsFor(method: string, path: string, op: Operation, salt: number): Request[] {
  const params = op.parameters ?? [];
  const fill = (values: Record<string, string>) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? "x").replace(/%2F/g, "/"));
  const queryOf = (values: Record<string, unknown>) => {
    const pairs = Object.entries(values).filter(([, v]) => v !== undefined);
    return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join("&")}` : "";
  };
  const pathArb = (good: boolean) =>
    fc.record(
      Object.fromEntries(
        params
          .filter((p) => p.in === "path")
          .map((p) => {
            const real = knownFor(path, p.name);
            const generated = (good ? valid(p.schema) : invalid(p.schema)).map(String);
            return [p.name, good && real.length ? fc.oneof(fc.constantFrom(...real), generated) : generated];
          }),
      ),
    ) as fc.Arbitrary<Record<string, string>>;
  const queryArb = (good: boolean) =>
    fc.record(
      Object.fromEntries(
        params
          .filter((p) => p.in === "query")
          .map((p) => {
            const generated = good ? valid(p.schema) : invalid(p.schema);
            const real = knownQuery(p.name);
            const value = good && real.length ? fc.oneof(fc.constantFrom(...real), generated) : generated;
            return [p.name, p.required ? value : fc.option(value, { nil: undefined })];
          }),
      ),
    );
  const bodySchema = op.requestBody?.content["application/json"]?.schema;
  const bodyArb = (good: boolean) =>
    bodySchema
      ? (good ? valid(bodySchema) : invalid(bodySchema)).map((b) => JSON.stringify(b))
      : fc.constant(undefined);
  const caller = callerFor(method, path);
  const out: Request[] = [];
  // The plainest request: real path ids, only the required query, a valid body.
  const [plain] = draw(fc.tuple(bodyArb(true)), 1, salt * 2 + 7);
  const required = Object.fromEntries(
    params
      .filter((p) => p.in === "query" && p.required)
      .map((p) => [p.name, knownQuery(p.name)[0] ?? draw(valid(p.schema), 1, salt)[0]]),
  );
  const realPath = Object.fromEntries(
    params.filter((p) => p.in === "path").map((p) => [p.name, knownFor(path, p.name)[0] ?? "x"]),
  );
  out.push({ path: fill(realPath), query: queryOf(required), body: plain[0], caller, label: `plain as ${caller}` });
  for (const good of [true, false]) {
    const drawn = draw(
      fc.tuple(pathArb(good), queryArb(good), bodyArb(good)),
      good ? VALID_RUNS : INVALID_RUNS,
      salt * 2 + Number(good),
    );
    for (const [pathValues, queryValues, body] of drawn) {
      for (const who of good ? ["anonymous", caller] : [caller])
        out.push({
          path: fill(pathValues),
          query: queryOf(queryValues),
          body,
          caller: who,
          label: `${good ? "valid" : "invalid"} as ${who}`,
        });
    }
  }
  return out;
}

type Flow = () => Promise<{ url?: string; body?: unknown; cookie?: string }>;

/**
 * Real flows for the auth operations: a random email or code could only be refused, and the
 * session-ending ones run on an account of their own.
 */
const AUTH_FLOWS: Record<string, Flow> = {
  "POST /api/auth/sign-up/email": async () => ({
    body: { name: "A".repeat(ACCOUNT_NAME_MAX_LENGTH), email: freshEmail(), password: "secret123", role: "vendor" },
  }),
  "POST /api/auth/sign-in/email": async () => {
    const { email } = await throwaway();
    return { body: { email, password: "secret123" } };
  },
  "POST /api/auth/sign-in/email-otp": async () => {
    const email = freshEmail();
    await t.request({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      payload: { email, type: "sign-in" },
    });
    return { body: { email, otp: await lastCode(email) } };
  },
  "POST /api/auth/sign-out": async () => ({ body: {}, cookie: (await throwaway()).cookie }),
  "GET /api/auth/get-session": async () => ({ cookie: (await throwaway()).cookie }),
  "GET /api/auth/list-sessions": async () => ({ cookie: (await throwaway()).cookie }),
  "POST /api/auth/email-otp/send-verification-otp": async () => ({ body: { email: freshEmail(), type: "sign-in" } }),
  "POST /api/auth/email-otp/verify-email": async () => {
    const email = freshEmail();
    await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "", email, password: "secret123" },
    });
    return { body: { email, otp: await lastCode(email) } };
  },
  "POST /api/auth/email-otp/check-verification-otp": async () => {
    const { email } = await throwaway();
    await t.request({ method: "POST", url: "/api/auth/email-otp/request-password-reset", payload: { email } });
    return { body: { email, otp: await lastCode(email), type: "forget-password" } };
  },
  "POST /api/auth/email-otp/request-password-reset": async () => ({ body: { email: (await throwaway()).email } }),
  "POST /api/auth/email-otp/reset-password": async () => {
    const { email } = await throwaway();
    await t.request({ method: "POST", url: "/api/auth/email-otp/request-password-reset", payload: { email } });
    return { body: { email, otp: await lastCode(email), password: "secret1234" } };
  },
  "POST /api/auth/change-password": async () => ({
    body: { currentPassword: "secret123", newPassword: "secret1234" },
    cookie: (await throwaway()).cookie,
  }),
  "POST /api/auth/update-user": async () => ({
    body: { name: "Asha Rai", locale: "ne" },
    cookie: (await throwaway()).cookie,
  }),
  "POST /api/auth/revoke-session": async () => {
    const { cookie } = await throwaway();
    const [session] = (await t.request({ url: "/api/auth/list-sessions", cookie })).json();
    return { body: { token: session.token }, cookie };
  },
  "POST /api/auth/revoke-sessions": async () => ({ body: {}, cookie: (await throwaway()).cookie }),
  "POST /api/auth/revoke-other-sessions": async () => ({ body: {}, cookie: (await throwaway()).cookie }),
};

/** A couple's inquiry as the web's form sends it (random text rarely makes a valid date or phone). */
const lead = {
  name: "Sita Sharma",
  number: "9812345678",
  inquiryDate: "2026-11-20",
  preferredContactDays: ["Sunday"],
  preferredContactTime: "10:30 AM",
  locations: [{ locationType: "bride_side", city: "Kathmandu", area: "Baneshwor" }],
  events: [{ eventName: "Bride Mehendi", eventDate: "2027-01-10", startTime: "4:00 PM" }],
};
/** Real bodies for public and vendor forms whose fields a random value seldom satisfies. */
const FORM_FLOWS: Record<string, Flow> = {
  "POST /api/client-form/{vendorId}": async () => ({ url: `/api/client-form/${known.vendor[0]}`, body: lead }),
  "POST /api/vendor/leads": async () => ({ body: lead, cookie: who.vendor }),
  "POST /api/reviews/email-code": async () => ({ body: { vendorId: known.vendor[0], email: freshEmail() } }),
  // The vendor's calendar: a BS month or range (random text is seldom a BS date), and its feed's secret address.
  "GET /api/vendor/calendar": async () => ({ url: "/api/vendor/calendar?month=2083-10", cookie: who.vendor }),
  "POST /api/vendor/calendar/blocks": async () => ({
    body: { from: "2083-10-03", to: "2083-10-05", note: "family function" },
    cookie: who.vendor,
  }),
  "GET /api/calendar/{file}": async () => {
    const made = await t.request({ method: "POST", url: "/api/vendor/calendar/feed", cookie: who.vendor });
    return { url: new URL(made.json().feedUrl).pathname };
  },
  "PUT /api/vendor/drive-link": async () => ({
    body: { googleDriveLink: "https://drive.google.com/drive/folders/x" },
    cookie: who.vendor,
  }),
};
const FLOWS: Record<string, Flow> = { ...AUTH_FLOWS, ...FORM_FLOWS };

// ---------------------------------------------------------------- answers, checked

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addFormat("binary", true);
const validators = new Map<Schema, ValidateFunction>();
const validatorOf = (schema: Schema) => {
  let validate = validators.get(schema);
  if (!validate) {
    // The description's components travel with each schema, so '#/components/...' resolves.
    validate = ajv.compile({ ...schema, components: doc.components });
    validators.set(schema, validate);
  }
  return validate;
};

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };
/** What is wrong with an answer, by the operation's description (undefined when nothing). */
function problemWith(op: Operation, res: Answer): string | undefined {
  const status = String(res.statusCode);
  const declared = op.responses[status] ?? op.responses[`${status[0]}XX`];
  if (!declared) return `status ${status} is not declared (${Object.keys(op.responses).join(", ")})`;
  if (status[0] !== "2" || !declared.content) return;
  const type = String(res.headers["content-type"] ?? "").split(";")[0];
  const media = declared.content[type];
  if (!media) return `${status} came as ${type}, declared ${Object.keys(declared.content).join(", ")}`;
  if (type !== "application/json" || !media.schema) return;
  const validate = validatorOf(media.schema);
  if (validate(JSON.parse(res.body))) return;
  return `${status} body does not match: ${ajv.errorsText(validate.errors)}`;
}

describe("the OpenAPI description", () => {
  it("the check reports an undeclared status, a 2xx of another media type, and a 2xx body its schema refuses", async () => {
    const signInOp = doc.paths["/api/auth/sign-in/email"].post;
    const json = { "content-type": "application/json; charset=utf-8" };
    const { email } = await throwaway();
    const real = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "secret123" },
    });
    expect(problemWith(signInOp, real)).toBeUndefined();
    expect(problemWith(signInOp, { ...real, statusCode: 500 })).toMatch(/status 500 is not declared/);
    expect(problemWith(signInOp, { ...real, statusCode: 201 })).toMatch(/status 201 is not declared/);
    const withoutRedirect = JSON.stringify({ ...real.json(), redirect: undefined });
    expect(problemWith(signInOp, { statusCode: 200, headers: json, body: withoutRedirect })).toMatch(/redirect/);
    const extra = JSON.stringify({ ...real.json(), passwordHash: "x" });
    expect(problemWith(signInOp, { statusCode: 200, headers: json, body: extra })).toMatch(/additional properties/);
    expect(problemWith(signInOp, { statusCode: 200, headers: { "content-type": "text/html" }, body: "" })).toMatch(
      /came as text\/html/,
    );
    expect(problemWith(signInOp, { statusCode: 401, headers: json, body: "{}" })).toBeUndefined();
  });

  it("describes every auth operation the app serves, with its body and answers, and every catch-all's 4xx", () => {
    const auth = operations().filter((o) => o.path.startsWith("/api/auth/") && !o.path.includes("{"));
    expect(auth.map((o) => `${o.method} ${o.path}`).sort()).toEqual(Object.keys(AUTH_FLOWS).sort());
    for (const { method, path, op } of auth) {
      const key = `${method} ${path}`;
      expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(["200", "4XX"]));
      if (method === "POST") expect(op.requestBody?.content["application/json"]?.schema, key).toBeTruthy();
    }
    for (const { method, path, op } of operations().filter((o) => o.path.includes("{*}"))) {
      const error = op.responses["4XX"]?.content?.["application/json"]?.schema;
      expect(error?.required, `${method} ${path}`).toEqual(["error"]);
    }
  });

  it("every operation answers only statuses it declares, and every 2xx as declared, for generated and real requests", async () => {
    const failures: string[] = [];
    const succeeded = new Set<string>();
    const statuses: Record<string, string> = {};
    // Reads first: a write (an admin rejecting a vendor) must not take away what a read would show.
    const ops = operations().sort((a, b) => Number(a.method !== "GET") - Number(b.method !== "GET"));
    let sent = 0;
    for (const [index, { method, path, op }] of ops.entries()) {
      const key = `${method} ${path}`;
      const requests = requestsFor(method, path, op, index);
      const flow = FLOWS[key];
      for (const request of requests) {
        const res = await t.request({
          method: method as "GET",
          url: request.path + request.query,
          cookie: who[request.caller],
          headers: request.body !== undefined ? { "content-type": "application/json" } : {},
          payload: request.body,
          remoteAddress: "127.0.0.1",
        });
        sent++;
        statuses[key] = `${statuses[key] ?? ""} ${request.caller}:${res.statusCode}`;
        const problem = problemWith(op, res);
        if (problem)
          failures.push(
            `${key} ${request.label} ${request.path}${request.query} ${String(request.body).slice(0, 120)}: ${problem} ${res.body.slice(0, 200)}`,
          );
        else if (res.statusCode < 300) succeeded.add(key);
      }
      if (flow) {
        const { url, body, cookie } = await flow();
        const res = await t.request({ method: method as "GET", url: url ?? path, cookie, payload: body as object });
        sent++;
        const problem = problemWith(op, res);
        if (problem) failures.push(`${key} real flow: ${problem} ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 300)
          failures.push(`${key} real flow refused: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else succeeded.add(key);
      }
    }
    if (process.env.OPENAPI_DEBUG) console.log(statuses);
    const figure = `${ops.length} operations, ${sent} requests, a 2xx checked for ${succeeded.size}`;
    console.log(
      `OpenAPI conformance: ${figure}; without a 2xx: ${ops
        .map((o) => `${o.method} ${o.path}`)
        .filter((k) => !succeeded.has(k))
        .join(", ")}`,
    );
    expect(failures, figure).toEqual([]);
    expect(ops.length).toBeGreaterThan(100);
    // Every auth operation reached its 2xx through a real flow, and most others through generated requests.
    for (const key of Object.keys(FLOWS)) expect(succeeded.has(key), key).toBe(true);
    expect(succeeded.size / ops.length).toBeGreaterThan(0.6);
  }, 600_000);
});
