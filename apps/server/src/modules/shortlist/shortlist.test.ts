import {
  COMPARE_BAD_ID_MESSAGE,
  COMPARE_COUNT_MESSAGE,
  type CompareResponse,
  SHORTLIST_CAP,
  SHORTLIST_FULL_MESSAGE,
  type ShortlistMergeResponse,
  type ShortlistResponse,
} from "@bihe/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { seedDemo } from "../../seed/demo";

/** Runs on PGlite, and on PostgreSQL with TEST_DB=postgres (where parallel requests really overlap). */
let t: TestApp;
let approved: string[];
let pending: string;
let mobiles: string[];
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app);
  const rows = (await t.app.db.execute(sql`select id, status from vendor_profiles order by company_name`)).rows as {
    id: string;
    status: string;
  }[];
  approved = rows.filter((r) => r.status === "approved").map((r) => r.id);
  pending = rows.find((r) => r.status !== "approved")!.id;
  mobiles = ((await t.app.db.execute(sql`select mobile from vendor_contacts`)).rows as { mobile: string }[]).map(
    (r) => r.mobile,
  );
}, 60_000);
afterAll(() => t.close());

const customer = () => t.login("customer");
const put = (cookie: string, id: string) => t.request({ method: "PUT", url: `/api/customer/shortlist/${id}`, cookie });
const del = (cookie: string, id: string) =>
  t.request({ method: "DELETE", url: `/api/customer/shortlist/${id}`, cookie });
const list = async (cookie: string) =>
  (await t.request({ url: "/api/customer/shortlist", cookie })).json() as ShortlistResponse;
const merge = (cookie: string, vendorIds: unknown) =>
  t.request({ method: "POST", url: "/api/customer/shortlist/merge", cookie, payload: { vendorIds } });
const ids = (r: ShortlistResponse) => r.vendors.map((v) => v.id);

describe("shortlist on the account", () => {
  it("adds, lists newest first, ignores a second add and removes", async () => {
    const { cookie } = await customer();
    expect(ids(await list(cookie))).toEqual([]);
    expect((await put(cookie, approved[0])).statusCode).toBe(200);
    const second = await put(cookie, approved[1]);
    expect(second.statusCode).toBe(200);
    expect(second.headers["cache-control"]).toContain("no-store");
    expect(ids(second.json())).toEqual([approved[1], approved[0]]);
    // Again, and with the id upper-cased: the same vendor, still once.
    expect(ids((await put(cookie, approved[0].toUpperCase())).json())).toHaveLength(2);
    const listed = await list(cookie);
    expect(listed.cap).toBe(SHORTLIST_CAP);
    expect(listed.vendors[0]).toMatchObject({ id: approved[1], companyName: expect.any(String) });
    expect(listed.vendors[0].locationText).not.toBe("");
    expect(listed.vendors[0].locationTextNe).toMatch(/[\u0900-\u097F]/); // its places' Nepali names
    const removed = await del(cookie, approved[1]);
    expect(removed.statusCode).toBe(200);
    expect(ids(removed.json())).toEqual([approved[0]]);
    expect((await del(cookie, approved[1])).statusCode).toBe(200); // gone already: still fine
    expect((await del(cookie, "not-an-id")).statusCode).toBe(200);
  });

  it("refuses unknown, malformed and unapproved vendors with 404", async () => {
    const { cookie } = await customer();
    for (const id of [UNKNOWN, "nope", pending]) {
      const res = await put(cookie, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Vendor Not Found");
    }
    expect(ids(await list(cookie))).toEqual([]);
  });

  it("keeps each customer's list to themselves", async () => {
    const a = await customer();
    const b = await customer();
    await put(a.cookie, approved[2]);
    expect(ids(await list(b.cookie))).toEqual([]);
    await del(b.cookie, approved[2]);
    expect(ids(await list(a.cookie))).toEqual([approved[2]]);
  });

  it("hides a vendor that is no longer approved, and brings it back when it is", async () => {
    const { cookie } = await customer();
    await put(cookie, approved[3]);
    await t.app.db.execute(sql`update vendor_profiles set status = 'rejected' where id = ${approved[3]}`);
    expect(ids(await list(cookie))).toEqual([]);
    await t.app.db.execute(sql`update vendor_profiles set status = 'approved' where id = ${approved[3]}`);
    expect(ids(await list(cookie))).toEqual([approved[3]]);
  });

  it(`stops at ${SHORTLIST_CAP} vendors with a clear message`, async () => {
    const { cookie, userId } = await customer();
    const filler = await bareVendors(SHORTLIST_CAP);
    await t.app.db.execute(
      sql`insert into shortlist (customer_id, vendor_id) select ${userId}, unnest(${sql.raw(`array['${filler.join("','")}']::uuid[]`)})`,
    );
    const res = await put(cookie, approved[0]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "SHORTLIST_FULL", message: SHORTLIST_FULL_MESSAGE });
    // Hearting one already there is no new row: still fine when full.
    expect((await put(cookie, filler[0])).statusCode).toBe(200);
    // Merge adds nothing past the cap and says how many were left out.
    const merged = (await merge(cookie, [approved[0], approved[1]])).json() as ShortlistMergeResponse;
    expect(merged).toMatchObject({ added: 0, leftOut: 2 });
    expect(merged.vendors).toHaveLength(SHORTLIST_CAP);
  });

  it("adds in parallel without passing the cap", async () => {
    const { cookie, userId } = await customer();
    const filler = await bareVendors(SHORTLIST_CAP - 2);
    await t.app.db.execute(
      sql`insert into shortlist (customer_id, vendor_id) select ${userId}, unnest(${sql.raw(`array['${filler.join("','")}']::uuid[]`)})`,
    );
    const results = await Promise.all(approved.slice(0, 6).map((id) => put(cookie, id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await rowCount(userId)).toBe(SHORTLIST_CAP);
  });
});

describe("the public answers stay the same for everyone", () => {
  it("a couple's shortlist changes nothing in the listing or the vendor page they receive", async () => {
    const { cookie } = await customer();
    await put(cookie, approved[0]);
    for (const url of ["/api/vendors", `/api/vendors/${approved[0]}`, "/api/vendors/featured"]) {
      const anonymous = await t.request({ url });
      const signedIn = await t.request({ url, cookie });
      expect(signedIn.body, url).toBe(anonymous.body);
      expect(signedIn.headers["cache-control"], url).toBe(anonymous.headers["cache-control"]);
      expect(signedIn.headers["cache-control"], url).toContain("public");
      expect(signedIn.headers.vary ?? "", url).not.toMatch(/cookie/i);
    }
  });
});

describe("merging the device's shortlist on sign-in", () => {
  it("adds the new approved ones, skips junk, and is idempotent", async () => {
    const { cookie } = await customer();
    await put(cookie, approved[0]);
    const device = [approved[1], approved[0], "garbage", UNKNOWN, pending, approved[2].toUpperCase(), approved[1]];
    const first = await merge(cookie, device);
    expect(first.statusCode).toBe(200);
    const body = first.json() as ShortlistMergeResponse;
    expect(body).toMatchObject({ added: 2, leftOut: 0 });
    expect(new Set(ids(body))).toEqual(new Set([approved[0], approved[1], approved[2]]));
    const again = (await merge(cookie, device)).json() as ShortlistMergeResponse;
    expect(again).toMatchObject({ added: 0, leftOut: 0 });
    expect(again.vendors).toHaveLength(3);
    expect(((await merge(cookie, [])).json() as ShortlistMergeResponse).vendors).toHaveLength(3);
  });

  it("merges the same list sent many times at once into one copy of each", async () => {
    const { cookie, userId } = await customer();
    const device = approved.slice(0, 5);
    const results = await Promise.all(Array.from({ length: 8 }, () => merge(cookie, device)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.reduce((n, r) => n + (r.json() as ShortlistMergeResponse).added, 0)).toBe(5);
    expect(await rowCount(userId)).toBe(5);
  });

  it("refuses a body that is not a list of ids, or far too long a list", async () => {
    const { cookie } = await customer();
    expect((await merge(cookie, "x")).statusCode).toBe(400);
    expect((await merge(cookie, [{}])).statusCode).toBe(400);
    expect(
      (
        await merge(
          cookie,
          Array.from({ length: SHORTLIST_CAP * 2 + 1 }, () => UNKNOWN),
        )
      ).statusCode,
    ).toBe(400);
    expect((await merge(cookie, ["x".repeat(65)])).statusCode).toBe(400);
  });
});

describe("shortlist routes need a customer", () => {
  it("answers 401 signed out and 403 to a vendor", async () => {
    const vendor = await t.login("vendor");
    for (const cookie of [undefined, vendor.cookie]) {
      const status = cookie ? 403 : 401;
      expect((await t.request({ url: "/api/customer/shortlist", cookie })).statusCode).toBe(status);
      expect(
        (await t.request({ method: "PUT", url: `/api/customer/shortlist/${approved[0]}`, cookie })).statusCode,
      ).toBe(status);
      expect(
        (await t.request({ method: "POST", url: "/api/customer/shortlist/merge", cookie, payload: {} })).statusCode,
      ).toBe(status);
    }
  });
});

describe("compare", () => {
  const compare = (q: string) => t.request({ url: `/api/vendors/compare${q}` });

  it("answers two to four vendors in the order asked, with the fields compare shows", async () => {
    const res = await compare(`?ids=${approved[2]},${approved[0]},${approved[1]}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("public");
    const body = res.json() as CompareResponse;
    expect(body.unknownIds).toEqual([]);
    expect(body.vendors.map((v) => v.id)).toEqual([approved[2], approved[0], approved[1]]);
    const page = (await t.request({ url: `/api/vendors/${approved[2]}` })).json();
    const first = body.vendors[0];
    // The same figures as the vendor's own page.
    for (const key of [
      "companyName",
      "weddingPrice",
      "band",
      "rating",
      "reviewCount",
      "yearsInBusiness",
      "paymentTerms",
      "serviceAreaLabel",
      "serviceAreas",
      "packages",
      "locationText",
      "locationTextNe",
    ] as const)
      expect(first[key], key).toEqual(page[key]);
  });

  it("never carries contacts or anything private", async () => {
    const res = await compare(`?ids=${approved.slice(0, 4).join(",")}`);
    expect(res.statusCode).toBe(200);
    for (const mobile of mobiles) expect(res.body).not.toContain(mobile);
    for (const word of ["mobile", "whatsapp", "email", "user_id", "userId", "secondaryContact", "promo"])
      expect(res.body).not.toContain(word);
    expect(Object.keys((res.json() as CompareResponse).vendors[0]).sort()).toEqual(
      [
        "band",
        "capacity",
        "cardImage",
        "companyName",
        "decorator",
        "facilities",
        "hall",
        "id",
        "locationText",
        "locationTextNe",
        "packages",
        "paymentTerms",
        "rating",
        "reviewCount",
        "serviceAreaLabel",
        "serviceAreas",
        "specialties",
        "vendorType",
        "weddingPrice",
        "yearsInBusiness",
      ].sort(),
    );
  });

  it("reports unknown and unapproved ids instead of showing them", async () => {
    const body = (await compare(`?ids=${approved[0]},${UNKNOWN},${pending}`)).json() as CompareResponse;
    expect(body.vendors.map((v) => v.id)).toEqual([approved[0]]);
    expect(body.unknownIds).toEqual([UNKNOWN, pending]);
  });

  it("counts a repeated id once and reads ids case-insensitively", async () => {
    const res = await compare(`?ids=${approved[0]},${approved[0].toUpperCase()},${approved[1]}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as CompareResponse).vendors).toHaveLength(2);
  });

  it.each([
    ["", COMPARE_COUNT_MESSAGE],
    ["?ids=", COMPARE_COUNT_MESSAGE],
    [`?ids=${approved?.[0] ?? UNKNOWN}`, COMPARE_COUNT_MESSAGE],
    [`?ids=${UNKNOWN},${UNKNOWN}`, COMPARE_COUNT_MESSAGE],
    [`?ids=${Array.from({ length: 5 }, (_, i) => UNKNOWN.replace(/0$/, String(i))).join(",")}`, COMPARE_COUNT_MESSAGE],
    [`?ids=${UNKNOWN},abc`, COMPARE_BAD_ID_MESSAGE],
    [`?ids=${UNKNOWN},${"1".repeat(500)}`, COMPARE_COUNT_MESSAGE],
    [`?ids=${UNKNOWN}&ids=${UNKNOWN.replace(/0$/, "1")}`, COMPARE_COUNT_MESSAGE],
  ])("refuses %s with a clear 400", async (q, message) => {
    const res = await compare(q);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});

describe("the pages' first HTML", () => {
  const pageData = (html: string) =>
    JSON.parse(/<script[^>]*id="page-data"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "[]") as {
      key: unknown[];
      data: CompareResponse;
    }[];

  it("/compare has its title, noindex, and its one answer under the web's key", async () => {
    const ids = `${approved[1]},${approved[0]}`;
    const res = await t.request({ url: `/compare?ids=${ids.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Compare vendors | ");
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    const entry = pageData(res.body).find((q) => q.key[0] === "compare");
    expect(entry?.key).toEqual(["compare", ids]);
    expect(entry?.data.vendors.map((v) => v.id)).toEqual([approved[1], approved[0]]);
    for (const mobile of mobiles) expect(res.body).not.toContain(mobile);
  });

  it("/compare with a bad link and /shortlist still answer their page, in Nepali too", async () => {
    const bad = await t.request({ url: "/compare?ids=nope" });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain("<title>Compare vendors | ");
    expect(pageData(bad.body).some((q) => q.key[0] === "compare")).toBe(false);
    const list = await t.request({ url: "/shortlist?lang=ne" });
    expect(list.body).toContain("<title>तपाईंको सर्टलिस्ट | ");
    expect(list.body).toContain('<meta name="robots" content="noindex">');
  });
});

async function rowCount(userId: string): Promise<number> {
  const r = await t.app.db.execute(sql`select count(*)::int as n from shortlist where customer_id = ${userId}`);
  return (r.rows[0] as { n: number }).n;
}

let bareCounter = 0;
/** Approved vendors with nothing but a name (enough to fill a shortlist to its cap). */
async function bareVendors(n: number): Promise<string[]> {
  const tag = `bare${bareCounter++}x${Date.now()}`;
  await t.app.db.execute(sql`insert into users (id, email, role, vendor_type, email_verified)
    select ${tag} || g, ${tag} || g || '@test.bihe', 'vendor', 'wedding_cinematographer', true from generate_series(1, ${n}) g`);
  const r =
    await t.app.db.execute(sql`insert into vendor_profiles (user_id, vendor_type, status, company_name, slug, email_address)
    select ${tag} || g, 'wedding_cinematographer', 'approved', 'Bare ' || ${tag} || g, ${tag} || g, ${tag} || g || '@test.bihe'
    from generate_series(1, ${n}) g returning id`);
  return (r.rows as { id: string }[]).map((row) => row.id);
}
