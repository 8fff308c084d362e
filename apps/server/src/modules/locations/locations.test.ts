import zlib from "node:zlib";
import type { AdminAreaDto, AreaDto, DistrictLocalLevels, LocationRegions, LocationTree } from "@bihe/shared";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { WELL_KNOWN_AREAS } from "../../db/reference/areas-seed";
import { loadReferenceData } from "../../db/reference/load";
import { auditLog } from "../../db/schema";

let t: TestApp;
let vendor: { cookie: string; userId: string; email: string };
let otherVendor: { cookie: string; userId: string; email: string };
let admin: { cookie: string; userId: string; email: string };
let customer: { cookie: string; userId: string; email: string };

const KTM = 307; // Kathmandu Metropolitan City, 32 wards

beforeAll(async () => {
  t = await createTestApp();
  vendor = await t.login("vendor");
  otherVendor = await t.login("vendor");
  admin = await t.login("admin");
  customer = await t.login("customer");
});
afterAll(() => t.close());

const areasOf = async (municipalityId: number, ward: number, cookie?: string) => {
  const res = await t.request({ url: `/api/areas?municipalityId=${municipalityId}&ward=${ward}`, cookie });
  expect(res.statusCode).toBe(200);
  return (res.json() as { areas: AreaDto[] }).areas;
};
const propose = (cookie: string | undefined, body: unknown) =>
  t.request({ method: "POST", url: "/api/areas", cookie, payload: body as object });

describe("GET /api/locations", () => {
  it("answers the whole tree, compressed, cacheable, with an ETag", async () => {
    const res = await t.request({ url: "/api/locations", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toContain("max-age=604800");
    expect(res.headers.vary).toContain("accept-encoding");
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"loc-/);
    const tree = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")) as LocationTree;
    const districts = tree.provinces.flatMap((p) => p.districts);
    const locals = districts.flatMap((d) => d.municipalities);
    expect(tree.provinces.map((p) => p.name)).toEqual([
      "Koshi",
      "Madhesh",
      "Bagmati",
      "Gandaki",
      "Lumbini",
      "Karnali",
      "Sudurpashchim",
    ]);
    expect(districts).toHaveLength(77);
    expect(locals).toHaveLength(753);
    expect(locals.reduce((s, m) => s + m.wards, 0)).toBe(6743);
    const ktm = locals.find((m) => m.id === KTM)!;
    expect(ktm).toEqual({ id: KTM, name: "Kathmandu", nameNe: "काठमाडौँ", type: "Metropolitan City", wards: 32 });
    const bagmati = tree.provinces.find((p) => p.name === "Bagmati")!;
    expect(bagmati.nameNe).toBe("बागमती");
    // Districts are listed by name.
    const names = bagmati.districts.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Compressed well below the raw size.
    expect(res.rawPayload.length).toBeLessThan(60_000);

    const again = await t.request({ url: "/api/locations", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const gz = await t.request({ url: "/api/locations", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString("utf8"))).toEqual(tree);

    const plain = await t.request({ url: "/api/locations", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(tree);
    console.info(
      `locations: raw ${plain.rawPayload.length} B, gzip ${gz.rawPayload.length} B, br ${res.rawPayload.length} B`,
    );
  });
});

describe("GET /api/locations/regions", () => {
  it("answers the tree's provinces and districts, in its order, without local levels", async () => {
    const tree = (await t.request({ url: "/api/locations" })).json() as LocationTree;
    const res = await t.request({ url: "/api/locations/regions", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toContain("max-age=604800");
    const regions = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")) as LocationRegions;
    expect(regions).toEqual({
      provinces: tree.provinces.map((p) => ({
        id: p.id,
        name: p.name,
        nameNe: p.nameNe,
        districts: p.districts.map((d) => ({ id: d.id, name: d.name, nameNe: d.nameNe })),
      })),
    });
    // Small enough for the home page to carry in its HTML.
    expect(res.rawPayload.length).toBeLessThan(3_000);
    const plain = await t.request({ url: "/api/locations/regions", headers: { "accept-encoding": "identity" } });
    expect(plain.json()).toEqual(regions);
    console.info(`regions: raw ${plain.rawPayload.length} B, br ${res.rawPayload.length} B`);
  });
});

describe("GET /api/locations/local-levels", () => {
  const levels = (query: string, headers: Record<string, string> = {}) =>
    t.request({ url: `/api/locations/local-levels?${query}`, headers });

  it("answers each district's local levels as the tree has them, asked by the district or by any of its local levels", async () => {
    const tree = (await t.request({ url: "/api/locations" })).json() as LocationTree;
    let districts = 0;
    for (const p of tree.provinces)
      for (const d of p.districts) {
        const expected: DistrictLocalLevels = { provinceId: p.id, districtId: d.id, municipalities: d.municipalities };
        const res = await levels(`district=${d.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json(), d.name).toEqual(expected);
        // The last local level (the first is as likely to be the district's namesake) finds the same answer.
        expect((await levels(`municipality=${d.municipalities.at(-1)?.id}`)).json(), d.name).toEqual(expected);
        districts++;
      }
    expect(districts).toBe(77);
  });

  it("is cacheable and compressed like the rest of the reference data", async () => {
    const res = await levels(`municipality=${KTM}`, { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toContain("max-age=604800");
    const answer = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")) as DistrictLocalLevels;
    expect(answer.municipalities.map((m) => m.name)).toContain("Kathmandu");
    expect(answer.municipalities.find((m) => m.id === KTM)).toMatchObject({ wards: 32, type: "Metropolitan City" });
    console.info(`Kathmandu district's local levels: br ${res.rawPayload.length} B`);
  });

  it("refuses what does not name one place, with a message", async () => {
    for (const query of [
      "",
      `district=27&municipality=${KTM}`,
      "district=abc",
      "district=0",
      "municipality=-3",
      "district=1.5",
    ]) {
      const res = await levels(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toBeTruthy();
    }
    expect((await levels("")).json().error.message).toContain("Give either a district or a municipality");
    const district = await levels("district=9999");
    expect(district.statusCode).toBe(404);
    expect(district.json().error.message).toBe("District not found");
    const municipality = await levels("municipality=99999");
    expect(municipality.statusCode).toBe(404);
    expect(municipality.json().error.message).toBe("Municipality not found");
  });
});

describe("areas of a ward", () => {
  it("offers the seeded well-known areas to everyone", async () => {
    const thamel = await areasOf(KTM, 26);
    expect(thamel).toEqual([expect.objectContaining({ name: "Thamel", status: "approved", mine: false })]);
    expect(await areasOf(KTM, 31)).toEqual([]);
    expect(WELL_KNOWN_AREAS.length).toBeGreaterThan(10);
  });

  it("seeds idempotently", async () => {
    await loadReferenceData(t.app.db);
    expect(await areasOf(KTM, 26)).toHaveLength(1);
  });

  it("refuses an unknown municipality or a ward outside it", async () => {
    const bad = await t.request({ url: `/api/areas?municipalityId=${KTM}&ward=33` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.ward).toBe("Ward must be between 1 and 32");
    expect((await t.request({ url: "/api/areas?municipalityId=9999&ward=1" })).statusCode).toBe(400);
    expect((await t.request({ url: "/api/areas?municipalityId=abc&ward=1" })).statusCode).toBe(400);
    expect((await t.request({ url: `/api/areas?municipalityId=${KTM}` })).statusCode).toBe(400);
  });

  it("saves a custom area as pending, visible to its proposer only, and answers duplicates with it", async () => {
    const res = await propose(vendor.cookie, { municipalityId: KTM, ward: 32, name: "  Tinkune   Chowk " });
    expect(res.statusCode).toBe(201);
    const { area, created } = res.json() as { area: AreaDto; created: boolean };
    expect(created).toBe(true);
    expect(area).toMatchObject({ municipalityId: KTM, ward: 32, name: "Tinkune Chowk", status: "pending", mine: true });

    const mine = await areasOf(KTM, 32, vendor.cookie);
    expect(mine.map((a) => a.name)).toEqual(["Koteshwor", "Tinkune Chowk"]);
    expect((await areasOf(KTM, 32, otherVendor.cookie)).map((a) => a.name)).toEqual(["Koteshwor"]);
    expect((await areasOf(KTM, 32)).map((a) => a.name)).toEqual(["Koteshwor"]);

    const dup = await propose(otherVendor.cookie, { municipalityId: KTM, ward: 32, name: "tinkune chowk" });
    expect(dup.statusCode).toBe(200);
    expect(dup.json()).toMatchObject({ created: false, area: { id: area.id, name: "Tinkune Chowk", mine: false } });

    const approvedDup = await propose(vendor.cookie, { municipalityId: KTM, ward: 26, name: "THAMEL" });
    expect(approvedDup.json()).toMatchObject({ created: false, area: { name: "Thamel", status: "approved" } });

    const rows = await t.app.db.execute(`select created_by from areas where id = ${area.id}`);
    expect((rows.rows[0] as { created_by: string }).created_by).toBe(vendor.userId);
  });

  it("validates the proposal", async () => {
    const empty = await propose(vendor.cookie, { municipalityId: KTM, ward: 5, name: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.name).toBe("Please enter the area name");
    const long = await propose(vendor.cookie, { municipalityId: KTM, ward: 5, name: "x".repeat(81) });
    expect(long.statusCode).toBe(400);
    const ward = await propose(vendor.cookie, { municipalityId: KTM, ward: 40, name: "Somewhere" });
    expect(ward.statusCode).toBe(400);
    expect(ward.json().error.fields.ward).toBe("Ward must be between 1 and 32");
  });

  it("lets only vendors and admins propose", async () => {
    const body = { municipalityId: KTM, ward: 5, name: "Someplace" };
    expect((await propose(undefined, body)).statusCode).toBe(401);
    expect((await propose(customer.cookie, body)).statusCode).toBe(403);
    expect((await propose(admin.cookie, { ...body, name: "Admin Place" })).statusCode).toBe(201);
  });
});

describe("admin review of custom areas", () => {
  it("refuses anonymous callers and non-admins", async () => {
    expect((await t.request({ url: "/api/admin/areas" })).statusCode).toBe(401);
    expect((await t.request({ url: "/api/admin/areas", cookie: vendor.cookie })).statusCode).toBe(403);
    expect((await t.request({ method: "POST", url: "/api/admin/areas/1/approve" })).statusCode).toBe(401);
    expect(
      (await t.request({ method: "POST", url: "/api/admin/areas/1/approve", cookie: vendor.cookie })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: "POST", url: "/api/admin/areas/1/reject", cookie: customer.cookie })).statusCode,
    ).toBe(403);
  });

  it("lists pending areas with the proposer and place names, then approves and rejects", async () => {
    const a = (await propose(vendor.cookie, { municipalityId: KTM, ward: 31, name: "Shantinagar Tole" })).json()
      .area as AreaDto;
    const b = (await propose(vendor.cookie, { municipalityId: 331, ward: 5, name: "Wrong Place" })).json()
      .area as AreaDto;

    const res = await t.request({ url: "/api/admin/areas?status=pending", cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { areas: AdminAreaDto[] }).areas;
    expect(list.every((x) => x.status === "pending")).toBe(true);
    expect(list.find((x) => x.id === a.id)).toMatchObject({
      name: "Shantinagar Tole",
      ward: 31,
      municipality: "Kathmandu",
      municipalityType: "Metropolitan City",
      municipalityNe: "काठमाडौँ",
      district: "Kathmandu",
      province: "Bagmati",
      proposerEmail: vendor.email,
      reviewedAt: null,
    });
    expect(list.find((x) => x.id === b.id)).toMatchObject({ municipality: "Lalitpur", district: "Lalitpur" });

    const ok = await t.request({ method: "POST", url: `/api/admin/areas/${a.id}/approve`, cookie: admin.cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().area).toMatchObject({ id: a.id, status: "approved" });
    const no = await t.request({ method: "POST", url: `/api/admin/areas/${b.id}/reject`, cookie: admin.cookie });
    expect(no.json().area).toMatchObject({ id: b.id, status: "rejected" });

    // Approved: offered to everyone in that ward. Rejected: gone, even for its proposer.
    expect((await areasOf(KTM, 31, otherVendor.cookie)).map((x) => x.name)).toEqual(["Shantinagar Tole"]);
    expect(await areasOf(331, 5, vendor.cookie)).toEqual([]);
    const again = await propose(otherVendor.cookie, { municipalityId: 331, ward: 5, name: "wrong place" });
    expect(again.statusCode).toBe(400);

    const pending = (await t.request({ url: "/api/admin/areas", cookie: admin.cookie })).json().areas as AdminAreaDto[];
    expect(pending.some((x) => x.id === a.id || x.id === b.id)).toBe(false);
    const approved = (await t.request({ url: "/api/admin/areas?status=approved", cookie: admin.cookie })).json()
      .areas as AdminAreaDto[];
    expect(approved.find((x) => x.id === a.id)?.reviewedAt).toBeTruthy();
    expect(approved.some((x) => x.name === "Thamel" && x.proposerEmail === null)).toBe(true);

    expect((await t.request({ url: "/api/admin/areas?status=bogus", cookie: admin.cookie })).statusCode).toBe(400);
    expect(
      (await t.request({ method: "POST", url: "/api/admin/areas/999999/approve", cookie: admin.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: "POST", url: "/api/admin/areas/abc/approve", cookie: admin.cookie })).statusCode,
    ).toBe(400);
  });
});

describe("audit of area reviews", () => {
  it("records who approved or rejected a custom area, with the status before and after", async () => {
    const a = (await propose(vendor.cookie, { municipalityId: KTM, ward: 12, name: "Audit Tole" })).json()
      .area as AreaDto;
    await t.request({ method: "POST", url: `/api/admin/areas/${a.id}/approve`, cookie: admin.cookie });
    await t.request({ method: "POST", url: `/api/admin/areas/${a.id}/reject`, cookie: admin.cookie });
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "area"), eq(auditLog.entityId, String(a.id))))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.action, r.actorId, r.before, r.after])).toEqual([
      ["area.status", admin.userId, { status: "pending" }, { status: "approved" }],
      ["area.status", admin.userId, { status: "approved" }, { status: "rejected" }],
    ]);
    // A refused caller or an unknown area leaves no trace.
    await t.request({ method: "POST", url: `/api/admin/areas/${a.id}/approve`, cookie: vendor.cookie });
    await t.request({ method: "POST", url: "/api/admin/areas/999999/approve", cookie: admin.cookie });
    const all = await t.app.db.select().from(auditLog).where(eq(auditLog.entityType, "area"));
    expect(all.filter((r) => r.entityId === String(a.id) || r.entityId === "999999")).toHaveLength(2);
  });
});

describe("dev-only components page flag", () => {
  it("is on outside production and absent in production", async () => {
    expect((await t.request({ url: "/api/dev/components" })).json()).toEqual({ enabled: true });
    const prod = await createTestApp({ isProduction: true });
    try {
      expect((await prod.request({ url: "/api/dev/components" })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
