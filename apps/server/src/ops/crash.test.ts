import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultVendorApplication, type VendorApplication } from "@bihe/shared";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, waitForExit } from "../../test/server-process";
import { type Database, openDatabase } from "../db/client";

/**
 * Kill -9 in the middle of a burst of writes, restart: every write answered 2xx is there, nothing
 * half-written is, and the database opens cleanly. Runs on PGlite, and on PostgreSQL in the
 * PostgreSQL pass (TEST_DB=postgres).
 */
const onPostgres = process.env.TEST_DB === "postgres" && !!process.env.TEST_DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-crash-"));
let dropDb = async () => {};
afterAll(async () => {
  await dropDb();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function databaseEnv(): Promise<Record<string, string>> {
  if (!onPostgres) return { DATA_DIR: path.join(tmp, "data") };
  const name = `bihe_crash_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDb = async () => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { DATA_DIR: path.join(tmp, "data"), DATABASE_URL: url.toString() };
}

type Written = { reviews: string[]; promoCodes: string[]; leads: string[]; submits: string[] };

describe("a crash in the middle of writes", () => {
  it("keeps every answered write and no half-written one", async () => {
    const env = await databaseEnv();
    const log = (m: string) => process.env.CRASH_DEBUG && console.log(`[crash] ${m}`);
    const first = await startServer({ ...env, SEED_DEMO: "true" });
    log("started");
    const base = first.url;
    const headers = { "content-type": "application/json", origin: base };
    const post = (url: string, body: unknown, cookie?: string) =>
      fetch(base + url, {
        method: "POST",
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });

    const { vendors } = (await (await fetch(`${base}/api/vendors/featured`)).json()) as { vendors: { id: string }[] };
    const vendorId = vendors[0].id;
    const tree = (await (await fetch(`${base}/api/locations`)).json()) as {
      provinces: { id: number; districts: { id: number; municipalities: { id: number }[] }[] }[];
    };
    const province = tree.provinces[2];
    const district = province.districts[0];
    const place = { provinceId: province.id, districtId: district.id, municipalityId: district.municipalities[0].id };

    // Vendors who will submit their application during the burst.
    const applicants: { cookie: string; name: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const email = `crash-${i}@test.bihe`;
      await post("/api/auth/sign-up/email", { name: "", email, password: "secret123", role: "vendor" });
      const { emails } = (await (await fetch(`${base}/api/dev/mailbox`)).json()) as {
        emails: { toAddress: string; code: string }[];
      };
      const otp = emails.find((e) => e.toAddress === email)!.code;
      const res = await post("/api/auth/email-otp/verify-email", { email, otp });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      applicants.push({ cookie, name: `Crash Studio ${i}` });
    }
    // The demo couple unlocks vendors during the burst (unlocks need a signed-in couple).
    const coupleCookie = (
      await post("/api/auth/sign-in/email", { email: "couple@bihe.demo", password: "demo1234" })
    ).headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const application = (name: string): VendorApplication => {
      const a = defaultVendorApplication("crash@test.bihe");
      a.businessProfile = { ...a.businessProfile, companyName: name, description: "Weddings.", companyAge: 3 };
      a.businessAddress = {
        ...place,
        ward: 1,
        areaId: null,
        areaName: "Main road",
        toleStreet: "",
        googleMapsIframe: "https://www.google.com/maps/embed?pb=x",
      };
      a.contactDetails.contactPersons[0] = {
        name: "Ram",
        mobile: "9800000001",
        whatsapp: "",
        sameAsMobile: true,
        secondaryContact: "",
      };
      a.serviceAreas.areas = [{ provinceId: place.provinceId, districtId: place.districtId }];
      return a;
    };

    log("applicants ready");
    const written: Written = { reviews: [], promoCodes: [], leads: [], submits: [] };
    const ops: Promise<void>[] = [];
    const fire = (i: number) => {
      const kind = i % 4;
      if (kind === 0) {
        // Reviews need a verified identity (docs/decisions/0019): the demo couple reviews each featured vendor once
        // (a second review of the same vendor would edit the first and replace its name).
        const target = vendors[i / 4];
        if (!target) return Promise.resolve();
        const name = `Crash Reviewer ${i}`;
        return post(`/api/vendors/${target.id}/reviews`, { name, rating: 5, text: "Lovely" }, coupleCookie).then(
          (r) => {
            if (r.ok) written.reviews.push(name);
          },
        );
      }
      if (kind === 1) {
        return post(`/api/vendors/${vendors[i % vendors.length].id}/unlock`, {}, coupleCookie)
          .then(async (r) => (r.ok ? ((await r.json()) as { promoCode: string }) : null))
          .then((body) => {
            if (body) written.promoCodes.push(body.promoCode);
          });
      }
      if (kind === 2) {
        const name = `Crash Client ${i}`;
        return post(`/api/client-form/${vendorId}`, {
          name,
          number: "9800000002",
          inquiryDate: "2026-11-22",
          locations: [{ locationType: "bride_side" }, { locationType: "groom_side" }],
          events: [{ eventName: "Engagement" }, { eventName: "Wedding (Both Sides)" }, { eventName: "Matkor" }],
        }).then((r) => {
          if (r.ok) written.leads.push(name);
        });
      }
      const applicant = applicants[i % applicants.length];
      return post("/api/vendor/application", application(applicant.name), applicant.cookie).then((r) => {
        if (r.ok) written.submits.push(applicant.name);
      });
    };
    // A steady stream of writes; the kill lands while many are in flight, once at least 150 were sent and
    // ten answered (on a loaded machine the first answers can take longer than 150 sends).
    const answeredSoFar = () => Object.values(written).reduce((n, w) => n + w.length, 0);
    let killed = false;
    for (let i = 0; i < 400 || (!killed && i < 4000); i++) {
      ops.push(fire(i).catch(() => {}));
      if (!killed && i >= 150 && answeredSoFar() >= 10) {
        first.child.kill("SIGKILL");
        killed = true;
      }
      await new Promise((r) => setTimeout(r, 3));
    }
    if (!killed) first.child.kill("SIGKILL");
    await Promise.all(ops);
    log(`burst done: ${JSON.stringify(Object.values(written).map((w) => w.length))}`);
    await waitForExit(first.child);
    expect(answeredSoFar()).toBeGreaterThan(5);

    // The database opens cleanly and holds every answered write, and nothing half-written.
    let database: Database;
    database = env.DATABASE_URL
      ? await openDatabase({ databaseUrl: env.DATABASE_URL })
      : await openDatabase({ dataDir: env.DATA_DIR });
    const q = async (sql: string, params: unknown[] = []) => {
      const res = database.pglite
        ? await database.pglite.query(sql, params)
        : await (database.db as unknown as { $client: pg.Pool }).$client.query(sql, params);
      return res.rows as Record<string, unknown>[];
    };
    try {
      const reviewNames = new Set((await q("select reviewer_name from vendor_reviews")).map((r) => r.reviewer_name));
      for (const name of written.reviews) expect(reviewNames.has(name), name).toBe(true);
      const codes = new Set((await q("select promo_code from customer_inquiries")).map((r) => r.promo_code));
      for (const code of written.promoCodes) expect(codes.has(code), code).toBe(true);
      const leads = await q(
        `select l.name, (select count(*)::int from lead_events e where e.lead_id = l.id) as events,
                (select count(*)::int from lead_locations o where o.lead_id = l.id) as locations from leads l where l.name like 'Crash Client %'`,
      );
      const leadNames = new Set(leads.map((l) => l.name));
      for (const name of written.leads) expect(leadNames.has(name), name).toBe(true);
      for (const lead of leads) expect([lead.events, lead.locations], String(lead.name)).toEqual([3, 2]);
      const profiles = await q(
        `select p.company_name, (select count(*)::int from vendor_payment_terms t where t.vendor_id = p.id) as terms,
                (select count(*)::int from cinematographer_event_pricing e where e.vendor_id = p.id) as pricing,
                (select count(*)::int from vendor_addresses a where a.vendor_id = p.id) as addresses
         from vendor_profiles p where p.company_name like 'Crash Studio %'`,
      );
      const saved = new Set(profiles.map((p) => p.company_name));
      for (const name of written.submits) expect(saved.has(name), name).toBe(true);
      for (const p of profiles) {
        expect(p.terms, String(p.company_name)).toBe(3);
        expect(p.addresses).toBe(1);
        expect(Number(p.pricing)).toBeGreaterThan(0);
      }
    } finally {
      await database.close();
    }

    log("verified");
    // And the server starts again on it.
    const second = await startServer(env);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    second.child.kill("SIGTERM");
    await waitForExit(second.child);
  }, 240_000);
});
