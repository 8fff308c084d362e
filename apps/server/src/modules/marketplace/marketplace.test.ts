import zlib from "node:zlib";
import { DEFAULT_CANCELLATION_POLICY, type ListingResponse, type VendorCard, type VendorPage } from "@bihe/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "../../../test/harness";
import { seedDemo } from "../../seed/demo";

const KTM = 307; // Kathmandu Metropolitan City

let t: TestApp;
let approved: { id: string; company_name: string }[];
let hidden: { id: string; company_name: string; email: string }[];
let mobiles: string[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app);
  const rows = (
    await t.app.db.execute(
      // The photographers (the default listing); the demo's halls and decorators have their own tests.
      sql`select p.id, p.company_name, p.status, u.email from vendor_profiles p join users u on u.id = p.user_id
        where p.vendor_type = 'wedding_cinematographer'`,
    )
  ).rows as { id: string; company_name: string; status: string; email: string }[];
  approved = rows.filter((r) => r.status === "approved");
  hidden = rows.filter((r) => r.status !== "approved");
  mobiles = ((await t.app.db.execute(sql`select mobile from vendor_contacts`)).rows as { mobile: string }[]).map(
    (r) => r.mobile,
  );
}, 60_000);
afterAll(() => t.close());

const get = async (url: string, cookie?: string) => t.request({ url, cookie });
const signIn = async (email: string) =>
  cookieFrom(
    await t.request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password: "demo1234" } }),
  );
const allCards = (l: ListingResponse) => l.bands.flatMap((b) => b.vendors);

describe("public listing", () => {
  it("lists the approved photographers grouped by price band, with cache headers", async () => {
    const res = await get("/api/vendors");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("public");
    const body = res.json() as ListingResponse;
    expect(body.total).toBe(12);
    expect(body.bands.map((b) => b.id)).toEqual(["budget", "medium", "premium"]);
    for (const band of body.bands) {
      expect(band.total).toBe(band.vendors.length);
      for (const v of band.vendors) {
        const expected = v.weddingPrice >= 75000 ? "premium" : v.weddingPrice >= 40000 ? "medium" : "budget";
        expect(v.band).toBe(expected);
        expect(v.topPhotos.length).toBeLessThanOrEqual(10);
      }
    }
    const himalayan = allCards(body).find((v) => v.companyName === "Himalayan Frames Studio") as VendorCard;
    expect(himalayan.locationText).toBe("Baluwatar, Kathmandu, Kathmandu, Bagmati");
    // For Nepali readers the places' Nepali names (the tole as the vendor wrote it): docs/decisions/0026.
    expect(himalayan.locationTextNe).toBe("Baluwatar, काठमाडौँ, काठमाडौँ, बागमती");
    expect(himalayan.rating).toBe(4.8); // (33 + 5 from the booked couple) / 8 = 4.75
    expect(himalayan.cardImage?.cardUrl).toMatch(/-card\.webp$/);
  });

  it("pages one band at a time with a cursor", async () => {
    const first = (await get("/api/vendors?band=budget&limit=2")).json() as ListingResponse;
    expect(first.bands).toHaveLength(1);
    expect(first.bands[0].vendors).toHaveLength(2);
    expect(first.bands[0].nextCursor).toEqual(expect.any(String));
    const second = (
      await get(`/api/vendors?band=budget&limit=2&after=${first.bands[0].nextCursor}`)
    ).json() as ListingResponse;
    const ids = [...first.bands[0].vendors, ...second.bands[0].vendors].map((v) => v.id);
    expect(new Set(ids).size).toBe(4);
    expect(second.bands[0].nextCursor).toBeNull();
  });

  it("searches name, description and city through the full-text index", async () => {
    const pokhara = allCards((await get("/api/vendors?q=pokhara")).json());
    // City, name or description ("... from Nagarkot to Pokhara").
    expect(pokhara.map((v) => v.companyName).sort()).toEqual([
      "Everest Cinematics",
      "Phewa Lake Productions",
      "Pokhara Wedding Clicks",
    ]);
    const prefix = allCards((await get("/api/vendors?q=Himal%20fram")).json());
    expect(prefix.map((v) => v.companyName)).toEqual(["Himalayan Frames Studio"]);
    expect(allCards((await get("/api/vendors?q=%27%3B%20drop")).json())).toEqual([]);
  });

  it("filters by rating, featured, experience, district and ward, and sorts", async () => {
    const r45 = allCards((await get("/api/vendors?rating=4.5")).json());
    expect(r45.length).toBeGreaterThan(0);
    expect(r45.every((v) => v.rating >= 4.5)).toBe(true);
    const featured = allCards((await get("/api/vendors?featured=true")).json());
    expect(featured.every((v) => v.rating > 4.5 && v.featured)).toBe(true);
    const exp10 = allCards((await get("/api/vendors?experience=10")).json());
    expect(exp10.map((v) => v.companyName).sort()).toEqual([
      "Everest Cinematics",
      "Himalayan Frames Studio",
      "Royal Newa Films",
    ]);
    // Kaski (38): based there, or serving it.
    const kaski = allCards((await get("/api/vendors?district=38")).json()).map((v) => v.companyName);
    expect(kaski).toEqual(
      expect.arrayContaining(["Pokhara Wedding Clicks", "Everest Cinematics", "Himalayan Frames Studio"]),
    );
    expect(kaski).not.toContain("Mithila Moments");
    // A ward counts only inside its municipality (alone it names hundreds of places, and is ignored).
    const [patan] = (
      await t.app.db.execute(
        sql`select a.municipality_id as m from vendor_addresses a join vendor_profiles p on p.id = a.vendor_id
          where p.company_name = 'Patan Heritage Photography'`,
      )
    ).rows as { m: number }[];
    const ward = allCards((await get(`/api/vendors?municipality=${patan.m}&ward=16`)).json());
    expect(ward.map((v) => v.companyName)).toEqual(["Patan Heritage Photography"]);
    expect(allCards((await get(`/api/vendors?municipality=${patan.m}&ward=15`)).json())).toEqual([]);
    expect(allCards((await get("/api/vendors?ward=16")).json())).toHaveLength(approved.length);
    const low = ((await get("/api/vendors?sort=price-low")).json() as ListingResponse).bands[0].vendors.map(
      (v) => v.weddingPrice,
    );
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = ((await get("/api/vendors?sort=price-high")).json() as ListingResponse).bands[0].vendors.map(
      (v) => v.weddingPrice,
    );
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const newest = ((await get("/api/vendors?sort=newest")).json() as ListingResponse).bands[0].vendors.map(
      (v) => v.createdAt,
    );
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it("answers the featured vendors (12 newest approved)", async () => {
    const res = await get("/api/vendors/featured");
    expect(res.headers["cache-control"]).toContain("public");
    expect(res.json().vendors).toHaveLength(12);
  });
});

describe("visibility and privacy", () => {
  it("never shows a pending or rejected vendor publicly", async () => {
    const answers = [
      (await get("/api/vendors")).body,
      (await get("/api/vendors?q=tokha")).body,
      (await get("/api/vendors?q=quick")).body,
      (await get("/api/vendors/featured")).body,
    ];
    for (const body of answers) for (const v of hidden) expect(body).not.toContain(v.company_name);
    const couple = await signIn("couple@bihe.demo");
    for (const v of hidden) {
      for (const url of [`/api/vendors/${v.id}`, `/api/vendors/${v.id}/review-info`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe("Vendor Not Found");
      }
      const unlock = await t.request({
        method: "POST",
        url: `/api/vendors/${v.id}/unlock`,
        cookie: couple,
        payload: {},
      });
      expect(unlock.statusCode).toBe(404);
    }
    expect((await get("/api/vendors/not-a-uuid")).statusCode).toBe(404);
  });

  it("lets the owner and admins preview a pending vendor page", async () => {
    const pending = hidden.find((v) => v.email === "pending@bihe.demo")!;
    const owner = await get(`/api/vendors/${pending.id}`, await signIn("pending@bihe.demo"));
    expect(owner.statusCode).toBe(200);
    expect(owner.headers["cache-control"]).toBe("private, no-store");
    expect((await get(`/api/vendors/${pending.id}`, await signIn("admin@bihe.demo"))).statusCode).toBe(200);
    expect((await get(`/api/vendors/${pending.id}`, await signIn("studio@bihe.demo"))).statusCode).toBe(404);
  });

  it("never puts a contact mobile in a public answer", async () => {
    const bodies = [(await get("/api/vendors")).body, (await get("/api/vendors/featured")).body];
    for (const v of approved) {
      bodies.push((await get(`/api/vendors/${v.id}`)).body, (await get(`/api/vendors/${v.id}/review-info`)).body);
    }
    expect(mobiles.length).toBeGreaterThan(10);
    for (const body of bodies) for (const m of mobiles) expect(body).not.toContain(m);
  });

  it("answers the whole vendor page in one request", async () => {
    const id = approved.find((v) => v.company_name === "Himalayan Frames Studio")!.id;
    const page = (await get(`/api/vendors/${id}`)).json() as VendorPage;
    expect(page.packages).toHaveLength(3);
    expect(page.paymentTerms.map((p) => p.percentage)).toEqual([30, 40, 30]);
    expect(page.cancellationPolicy).toBe(DEFAULT_CANCELLATION_POLICY);
    expect(page.portfolio.length).toBe(8);
    expect(page.bannerImage).not.toBeNull();
    expect(page.serviceAreaLabel).toBe("Kathmandu Valley, Chitwan, Kaski");
    expect(page.serviceAreas.length).toBe(5);
    expect(page.reviews.length).toBe(8); // seven from the demo's reviewers, one from a completed booking
    const dates = page.reviews.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.hasContacts).toBe(true);
  });
});

describe("contact unlock", () => {
  const vendor = () => approved[0].id;

  it("reveals nothing without a signed-in couple: a 401 that starts the sign-in", async () => {
    const res = await t.request({
      method: "POST",
      url: `/api/vendors/${vendor()}/unlock`,
      payload: { name: "Sita", phone: "9800000000" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("Please sign in to see this vendor's contacts.");
    for (const mobile of mobiles) expect(res.body).not.toContain(mobile);
  });

  it("the demo couple gets a code and the contacts, and the same code again", async () => {
    const cookie = await signIn("couple@bihe.demo");
    const first = await t.request({ method: "POST", url: `/api/vendors/${vendor()}/unlock`, cookie, payload: {} });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const body = first.json();
    expect(body.promoCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(body.contacts.length).toBeGreaterThan(0);
    expect(body.contacts[0]).toHaveProperty("mobile");
    const again = (
      await t.request({ method: "POST", url: `/api/vendors/${vendor()}/unlock`, cookie, payload: {} })
    ).json();
    expect(again).toMatchObject({ promoCode: body.promoCode, reused: true });
    const saved = (
      await t.app.db.execute(
        sql`select count(*)::int as n from customer_inquiries where promo_code = ${body.promoCode}`,
      )
    ).rows[0] as { n: number };
    expect(saved.n).toBe(1);
  });

  it("makes a unique code per vendor for one couple unlocking several vendors at once", async () => {
    const cookie = await signIn("couple@bihe.demo");
    const results = await Promise.all(
      approved
        .slice(1, 11)
        .map((v) => t.request({ method: "POST", url: `/api/vendors/${v.id}/unlock`, cookie, payload: {} })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const codes = results.map((r) => r.json().promoCode as string);
    expect(new Set(codes).size).toBe(10);
  }, 60_000);
});

describe("reviews", () => {
  it("requires a name and a rating, then shows the review first on the page", async () => {
    const id = approved[1].id;
    // A review needs a verified identity (docs/decisions/0019; here a signed-in customer; see modules/reviews).
    const { cookie } = await t.login("customer");
    for (const payload of [{ name: "Ram" }, { rating: 4 }, { name: "Ram", rating: 0 }, { name: "Ram", rating: 6 }]) {
      const res = await t.request({ method: "POST", url: `/api/vendors/${id}/reviews`, payload, cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Please fill in your name and rating");
    }
    const res = await t.request({
      method: "POST",
      url: `/api/vendors/${id}/reviews`,
      payload: { name: "  Ram Thapa ", rating: 5, text: " <b>Great</b> work " },
      cookie,
    });
    expect(res.statusCode).toBe(201);
    const page = (await get(`/api/vendors/${id}`)).json() as VendorPage;
    expect(page.reviews[0]).toMatchObject({ reviewerName: "Ram Thapa", rating: 5, reviewText: "<b>Great</b> work" });
    expect((await get(`/api/vendors/${id}/review-info`)).json()).toEqual({ id, companyName: approved[1].company_name });
  });
});

describe("the HTML of public pages", () => {
  /** The answers a page's HTML embeds for the web app's query cache, but the settings every page has. */
  const embedded = (html: string) => {
    const m = /<script id="page-data" type="application\/json">([^<]*)<\/script>/.exec(html);
    const all = m ? (JSON.parse(m[1]) as { key: unknown[]; data: unknown }[]) : [];
    expect(all.filter((q) => q.key[0] === "settings")).toHaveLength(1);
    // Every page also tells a visitor without a session cookie (as here) that nobody is signed in (decision 0028).
    expect(all.filter((q) => q.key[0] === "me")).toEqual([{ key: ["me"], data: null }]);
    const own = all.filter((q) => q.key[0] !== "settings" && q.key[0] !== "me");
    return own.length ? own : null;
  };

  it("/vendor/:id carries Open Graph tags, the page's answer and a preload of the banner, for an approved vendor only", async () => {
    const v = approved[0];
    const res = await t.request({ url: `/vendor/${v.id}`, headers: { host: "bihe.test" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<meta property="og:title" content="${v.company_name}`);
    // The 1200 x 630 preview picture made from the banner (seo/og-image.ts), versioned by what it shows.
    expect(res.body).toMatch(/og:image" content="http:\/\/bihe\.test\/og\/vendor\/[0-9a-f-]+\.jpg\?v=[0-9a-f]{12}"/);
    const api = (await get(`/api/vendors/${v.id}`)).json() as VendorPage;
    expect(embedded(res.body)).toEqual([{ key: ["vendor", v.id], data: api }]);
    const banner = api.bannerImage ?? api.cardImage;
    expect(res.body).toContain(`<link rel="preload" as="image" href="${banner?.cardUrl}"`);

    for (const h of hidden) {
      const page = await t.request({ url: `/vendor/${h.id}` });
      expect(page.statusCode).toBe(404); // not public: the 404 page, with its status for search engines (docs/decisions/0009)
      expect(page.body).not.toContain("og:title");
      expect(embedded(page.body)).toBeNull();
      expect(page.body).not.toContain(h.company_name);
    }
  });

  it("/photographers embeds the listing of its own filters and what its place filter offers, the same answers as the API", async () => {
    const regions = { key: ["regions"], data: (await get("/api/locations/regions")).json() };
    const levels = async (query: string) => (await get(`/api/locations/local-levels?${query}`)).json();
    // Each written in the order listingFiltersToParams writes them, so the key is the query itself.
    for (const [qs, place] of [
      ["", []],
      ["?sort=rating", []],
      ["?q=kathmandu&rating=4", []],
      // The chosen district's local levels (the filter's municipality step), by the district...
      [
        "?province=3&district=27&sort=price-low",
        [{ key: ["local-levels", 27, null], data: await levels("district=27") }],
      ],
      // ...or by the local level an address names alone.
      [
        `?municipality=${KTM}&ward=4`,
        [{ key: ["local-levels", null, KTM], data: await levels(`municipality=${KTM}`) }],
      ],
    ] as const) {
      const res = await t.request({ url: `/photographers${qs}` });
      const api = (await get(`/api/vendors${qs}`)).json();
      expect(embedded(res.body), qs).toEqual([{ key: ["listing", qs.slice(1)], data: api }, regions, ...place]);
      for (const mobile of mobiles) expect(res.body).not.toContain(mobile);
    }
    // An unknown place embeds no local levels (the listing is simply empty).
    expect(embedded((await t.request({ url: "/photographers?district=9999" })).body)).toHaveLength(2);
  });

  it("/ embeds the featured vendors; other pages embed nothing", async () => {
    const home = await t.request({ url: "/" });
    expect(embedded(home.body)).toEqual([
      { key: ["featured"], data: (await get("/api/vendors/featured")).json() },
      { key: ["places", "wedding_cinematographer"], data: (await get("/api/places")).json() }, // 'Browse by district'
      { key: ["regions"], data: (await get("/api/locations/regions")).json() }, // the search's place pickers
    ]);
    for (const url of ["/login", "/vendor-inquiries", "/vendor/not-a-uuid", "/admin-dashboard"]) {
      expect(embedded((await t.request({ url })).body), url).toBeNull();
    }
  });

  it("compresses answers made per request, pages included, as the client accepts", async () => {
    const listing = await t.request({ url: "/api/vendors", headers: { "accept-encoding": "gzip" } });
    expect(listing.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(listing.rawPayload).toString())).toHaveProperty("bands");
    const page = await t.request({ url: "/photographers", headers: { "accept-encoding": "br, gzip" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers.vary).toContain("accept-encoding");
    const html = zlib.brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<script id="page-data" type="application/json">');
    expect(page.rawPayload.length).toBeLessThan(html.length / 3);
    const plain = await t.request({ url: "/photographers" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(html);
  });
});
