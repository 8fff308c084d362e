import type { ListingResponse, PlaceDirectory, PlaceSummary, VendorPage } from "@bihe/shared";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { seedDemo } from "../../seed/demo";
import { places } from "./place-names";
import { robotsTxt } from "./robots";
import { checkSchemaOrg } from "./schema-org.test-helper";
import { SITEMAP_MAX_URLS, sitemapIndexXml } from "./sitemap";

let t: TestApp;
let approved: { id: string; company_name: string }[];
let pending: { id: string };
let rejected: { id: string };
const HIMALAYAN = "Himalayan Frames Studio";

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app);
  const rows = (await t.app.db.execute(sql`select id, company_name, status from vendor_profiles`)).rows as {
    id: string;
    company_name: string;
    status: string;
  }[];
  approved = rows.filter((r) => r.status === "approved");
  pending = rows.find((r) => r.status === "pending") as { id: string };
  rejected = rows.find((r) => r.status === "rejected") as { id: string };
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => t.request({ url });
const origin = "http://localhost:3000";
const idOf = (name: string) => (approved.find((v) => v.company_name === name) as { id: string }).id;

/** What the first HTML of a page tells a crawler. */
function headOf(html: string) {
  return {
    title: decodeOrNull(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: decodeOrNull(/<meta name="description" content="([^"]*)">/.exec(html)?.[1]),
    canonical: decodeOrNull(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]),
    robots: /<meta name="robots" content="([^"]*)">/.exec(html)?.[1] ?? null,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown> & { "@type": string },
    ),
    og: Object.fromEntries(
      [...html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]]),
    ),
  };
}
function decodeOrNull(s: string | undefined) {
  return s == null ? null : decode(s);
}
const types = (ld: { "@type": string }[]) => ld.map((d) => d["@type"]);
const decode = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));

describe("status codes", () => {
  it("an unknown address is a 404 with the app's HTML (its 404 page), titled and not indexed", async () => {
    for (const url of ["/no-such-page", "/photographers/in", "/vendor", "/vendor/x/y"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      const head = headOf(res.body);
      expect(head.title).toBe("Page not found | Bihe");
      expect(head.robots).toBe("noindex");
      expect(head.canonical).toBeNull();
      expect(head.jsonLd).toEqual([]);
    }
  });

  it("an unknown, malformed, pending or rejected vendor is a 404 with the same page", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", pending.id, rejected.id]) {
      const res = await get(`/vendor/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(headOf(res.body).title).toBe("Page not found | Bihe");
      expect(res.body).not.toContain('"vendor"'); // no page answer embedded
    }
  });

  it("an unknown place is a 404 (page and API); a known place is a page", async () => {
    expect((await get("/photographers/in/atlantis")).statusCode).toBe(404);
    expect((await get("/photographers/in/%E0%A4%95")).statusCode).toBe(404);
    const api = await get("/api/places/atlantis");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: "NOT_FOUND", message: "Place Not Found" } });
    expect((await get("/photographers/in/kaski")).statusCode).toBe(200);
    expect((await get("/photographers/in/Kaski/")).statusCode).toBe(200);
  });

  it("the app's other pages answer 200 and are not for search engines", async () => {
    for (const url of ["/login", "/admin-dashboard", "/photographer-leads/won", "/vendor-form/photographer"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(headOf(res.body).robots, url).toBe("noindex");
    }
  });
});

describe("every public page: status, title, canonical and structured data in the first HTML", () => {
  const routes = () => [
    {
      url: "/",
      title: "Bihe — Wedding vendors in Nepal",
      canonical: `${origin}/`,
      jsonLd: ["WebSite"],
    },
    {
      url: "/photographers?sort=rating&view=list",
      title: "Wedding photographers in Nepal | Bihe",
      canonical: `${origin}/photographers?sort=rating`,
      jsonLd: ["ItemList"],
    },
    {
      url: "/photographers?district=38",
      title: "Wedding photographers in Kaski, Gandaki | Bihe",
      canonical: `${origin}/photographers/in/kaski`,
      jsonLd: ["ItemList"],
    },
    {
      url: "/photographers?featured=true&rating=4.5&province=4",
      title: "Featured wedding photographers rated 4.5+ in Gandaki Province | Bihe",
      canonical: `${origin}/photographers?rating=4.5&featured=true&province=4`,
      jsonLd: ["ItemList"],
    },
    {
      url: "/photographers/in/kaski",
      title: "Wedding photographers in Kaski, Gandaki | Bihe",
      canonical: `${origin}/photographers/in/kaski`,
      jsonLd: ["BreadcrumbList", "ItemList"],
    },
    {
      url: "/photographers/in/gandaki",
      title: "Wedding photographers in Gandaki Province | Bihe",
      canonical: `${origin}/photographers/in/gandaki`,
      jsonLd: ["BreadcrumbList", "ItemList"],
    },
    {
      url: `/vendor/${idOf(HIMALAYAN).toUpperCase()}`,
      title: `${HIMALAYAN} · Wedding Photographer & Cinematographer in Kathmandu | Bihe`,
      canonical: `${origin}/vendor/${idOf(HIMALAYAN)}`,
      jsonLd: ["ProfessionalService", "BreadcrumbList"],
    },
  ];

  it("answers each as expected, with descriptions no two pages share", async () => {
    const descriptions = new Set<string>();
    for (const route of routes()) {
      const res = await get(route.url);
      expect(res.statusCode, route.url).toBe(200);
      const head = headOf(res.body);
      expect(head.titles, route.url).toBe(1);
      expect(head.title, route.url).toBe(route.title);
      expect(head.canonical, route.url).toBe(route.canonical);
      expect(types(head.jsonLd), route.url).toEqual(route.jsonLd);
      for (const data of head.jsonLd) expect(checkSchemaOrg(data), route.url).toEqual([]);
      expect(head.robots, route.url).toBeNull();
      expect(head.description?.length, route.url).toBeGreaterThan(50);
      expect(head.description?.length, route.url).toBeLessThanOrEqual(160);
      descriptions.add(head.description as string);
    }
    expect(descriptions.size).toBe(routes().length);
  });

  it("filters in any order, with view options or old list parameters, name one canonical address", async () => {
    const canonical = async (url: string) => headOf((await get(url)).body).canonical;
    const one = await canonical("/photographers?rating=4&sort=price-low");
    expect(await canonical("/photographers?sort=price-low&rating=4&view=list")).toBe(one);
    expect(await canonical("/photographers?sort=price-low&utm_source=x&rating=4")).toBe(one);
    expect(await canonical("/photographers?districts=38")).toBe(`${origin}/photographers/in/kaski`);
    expect(await canonical("/photographers/in/kaski?rating=4")).toBe(`${origin}/photographers?rating=4&district=38`);
    // A list "available on" a date changes with every booking: its address is the list without the date.
    expect(await canonical("/photographers/in/kaski?date=2083-11-02")).toBe(`${origin}/photographers/in/kaski`);
    expect(await canonical("/banquets?date=2083-11-02&sort=rating")).toBe(`${origin}/banquets?sort=rating`);
  });

  it("a page asked for in a language names its own language's address (decision 0008)", async () => {
    const canonical = async (url: string) => headOf((await get(url)).body).canonical;
    expect(await canonical("/photographers/in/kaski?lang=ne")).toBe(`${origin}/photographers/in/kaski?lang=ne`);
    expect(await canonical("/?lang=en")).toBe(`${origin}/?lang=en`);
    expect(await canonical("/photographers?lang=xx&rating=4")).toBe(`${origin}/photographers?rating=4`);
  });

  it("a search-word listing is followed but not listed", async () => {
    expect(headOf((await get("/photographers?q=studio")).body).robots).toBe("noindex, follow");
  });
});

describe("vendor page structured data and link preview", () => {
  it("is a LocalBusiness with address, price range, rating and visible reviews, and links", async () => {
    const id = idOf(HIMALAYAN);
    const page = (await get(`/api/vendors/${id}`)).json() as VendorPage;
    const head = headOf((await get(`/vendor/${id}`)).body);
    // biome-ignore lint/suspicious/noExplicitAny: JSON-LD read as untyped JSON; checkSchemaOrg validates its shape first
    const [business, crumbs] = head.jsonLd as Record<string, any>[];
    expect(checkSchemaOrg(business)).toEqual([]);
    expect(business.name).toBe(HIMALAYAN);
    expect(business.url).toBe(`${origin}/vendor/${id}`);
    expect(business.address.addressRegion).toBe(`${page.address?.district}, ${page.address?.province}`);
    expect(business.address.addressCountry).toBe("NP");
    expect(business.priceRange).toMatch(/^Rs\. [\d,]+ – Rs\. [\d,]+$/);
    expect(business.aggregateRating).toMatchObject({ ratingValue: page.rating, reviewCount: page.reviewCount });
    expect(business.review.length).toBeGreaterThan(0);
    expect(business.review.length).toBeLessThanOrEqual(5);
    const visible = page.reviews.map((r) => r.reviewerName);
    for (const r of business.review) expect(visible).toContain(r.author.name);
    const social = Object.values(page.social).filter(Boolean);
    expect(business.sameAs).toEqual(social);
    expect(business.areaServed.map((a: { name: string }) => a.name)).toContain("Kaski, Gandaki");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Wedding photographers",
      "Bagmati",
      "Kathmandu",
      HIMALAYAN,
    ]);
    expect(crumbs.itemListElement[2].item).toBe(`${origin}/photographers/in/kathmandu`);
    expect(head.og["og:url"]).toBe(`${origin}/vendor/${id}`);
    expect(head.og["og:image:width"]).toBe("1200");
    expect(head.og["og:image:height"]).toBe("630");
    expect(decode(head.og["og:title"])).toBe(`${HIMALAYAN} · Wedding Photographer & Cinematographer in Kathmandu`);
  });

  it("the preview picture is a 1200 x 630 JPEG made once and then read from storage", async () => {
    const id = idOf(HIMALAYAN);
    const image = headOf((await get(`/vendor/${id}`)).body).og["og:image"];
    expect(image).toMatch(new RegExp(`^${origin}/og/vendor/${id}\\.jpg\\?v=[0-9a-f]{12}$`));
    const path = decode(image).slice(origin.length);
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/jpeg");
    expect(first.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, "jpeg"]);
    const version = path.split("v=")[1];
    expect(await t.app.storage.read(`og/vendor-${id}-${version}.jpg`)).not.toBeNull();
    const again = await get(path);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const hidden of [pending.id, rejected.id, "00000000-0000-4000-8000-000000000000", "x"]) {
      expect((await get(`/og/vendor/${hidden}.jpg`)).statusCode, hidden).toBe(404);
    }
  });
});

describe("sharing: every public page previews with a title and a picture, in its language", () => {
  /** The preview picture a page names, fetched: a 1200 x 630 JPEG, cached for good at its versioned address. */
  async function pictureOf(url: string) {
    const head = headOf((await get(url)).body);
    const image = decode(head.og["og:image"] ?? "");
    expect(image, url).toMatch(/^http:\/\/localhost:3000\/og\/[^ ]+[?&]v=[0-9a-f]{12}/);
    const res = await get(image.slice(origin.length));
    expect(res.statusCode, image).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"], image).toContain("immutable");
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height], image).toEqual([1200, 630]);
    return { head, image, bytes: res.rawPayload };
  }

  it("the home page, the listings and the place pages carry og:title, og:description and a picture of their vendors", async () => {
    for (const [url, title] of [
      ["/", "Bihe — Wedding vendors in Nepal"],
      ["/photographers", "Wedding photographers in Nepal"],
      ["/banquets?guests=300", "Banquet halls for 300 guests in Nepal"],
      ["/photographers/in/kaski", "Wedding photographers in Kaski, Gandaki"],
    ] as const) {
      const { head, image } = await pictureOf(url);
      expect(decode(head.og["og:title"] ?? ""), url).toBe(title);
      expect(decode(head.og["og:description"] ?? ""), url).toBe(head.description);
      expect(head.og["og:type"], url).toBe("website");
      expect(head.og["og:image:width"]).toBe("1200");
      expect(image).not.toContain("lang=");
    }
    // A listing's picture is its type's (the title says the filters), a place page's is the place's.
    const photographers = decode(headOf((await get("/photographers")).body).og["og:image"]);
    expect(decode(headOf((await get("/photographers?sort=rating")).body).og["og:image"])).toBe(photographers);
    expect(decode(headOf((await get("/photographers/in/kaski")).body).og["og:image"])).toContain("place=kaski");
    expect((await get("/og/page.jpg?type=djs")).statusCode).toBe(404);
    expect((await get("/og/page.jpg?type=banquets&place=atlantis")).statusCode).toBe(404);
  });

  it("a Nepali page shares a Nepali title and its own Nepali picture", async () => {
    for (const url of ["/", "/photographers", "/photographers/in/kaski", `/vendor/${idOf(HIMALAYAN)}`]) {
      const en = await pictureOf(url);
      const ne = await pictureOf(`${url}${url.includes("?") ? "&" : "?"}lang=ne`);
      expect(ne.image, url).toContain("lang=ne");
      expect(ne.image, url).not.toBe(en.image);
      expect(ne.bytes.equals(en.bytes), url).toBe(false);
      expect(decode(ne.head.og["og:title"] ?? ""), url).toMatch(/[\u0900-\u097F]/);
      expect(ne.head.og["og:url"], url).toContain("lang=ne");
    }
  });

  it("a vendor's picture shows its banner as it is, the words in a band under it, not its name over it", async () => {
    const id = idOf(HIMALAYAN);
    const { bytes } = await pictureOf(`/vendor/${id}`);
    const page = (await get(`/api/vendors/${id}`)).json() as VendorPage;
    const stream = await t.app.storage.read(t.app.storage.keyOf(page.bannerImage!.url)!);
    const chunks: Buffer[] = [];
    for await (const c of stream!) chunks.push(c as Buffer);
    // The band is the first row of the brand's colour from the top; above it, the banner cropped the same way with
    // nothing drawn over it (the old picture wrote the name and a dark gradient there).
    const raw = await sharp(bytes).removeAlpha().raw().toBuffer();
    const brandRow = (y: number) => {
      for (let x = 0; x < 1200; x += 10) {
        const i = (y * 1200 + x) * 3;
        if (Math.abs(raw[i]! - 0x88) + Math.abs(raw[i + 1]! - 0x13) + Math.abs(raw[i + 2]! - 0x37) > 24) return false;
      }
      return true;
    };
    let band = 0;
    while (band < 630 && !brandRow(band)) band++;
    expect(band).toBeGreaterThan(380);
    expect(band).toBeLessThan(630);
    // JPEG blurs the band's edge by a row or two: the banner's height is one of the rows just above it.
    const rows = band - 10;
    const top = await sharp(bytes)
      .extract({ left: 0, top: 0, width: 1200, height: rows })
      .removeAlpha()
      .raw()
      .toBuffer();
    const meanDiff = async (height: number) => {
      const banner = await sharp(Buffer.concat(chunks))
        .resize(1200, height, { fit: "cover", position: "attention" })
        .extract({ left: 0, top: 0, width: 1200, height: rows })
        .removeAlpha()
        .raw()
        .toBuffer();
      let diff = 0;
      for (let i = 0; i < top.length; i++) diff += Math.abs(top[i]! - banner[i]!);
      return diff / top.length;
    };
    const diffs = await Promise.all([band - 2, band - 1, band].map(meanDiff));
    expect(Math.min(...diffs)).toBeLessThan(4);
  });
});

describe("place pages", () => {
  it("say how many vendors a district has and their price range, and list only them", async () => {
    const res = await get("/photographers/in/kaski");
    const listing = (await get("/api/vendors?district=38")).json() as ListingResponse;
    const summary = (await get("/api/places/kaski")).json() as PlaceSummary;
    expect(summary).toMatchObject({ kind: "district", id: 38, name: "Kaski", province: { name: "Gandaki" } });
    expect(summary.vendorCount).toBe(listing.total);
    expect(summary.vendorCount).toBe(4);
    const prices = listing.bands.flatMap((b) => b.vendors).map((v) => v.weddingPrice);
    expect(summary.minPrice).toBe(Math.min(...prices));
    expect(summary.maxPrice).toBe(Math.max(...prices));
    const head = headOf(res.body);
    expect(head.description ?? "").toContain("Compare 4 wedding photographers based in or serving Kaski, Gandaki");
    const items = (head.jsonLd[1] as unknown as { itemListElement: { name: string }[] }).itemListElement;
    expect(items.map((i) => i.name).sort()).toEqual(
      listing.bands
        .flatMap((b) => b.vendors)
        .map((v) => v.companyName)
        .sort(),
    );
    expect(res.body).toContain('"key":["place","kaski","wedding_cinematographer"]');
  });

  it("in Nepali, names the place in Nepali, breadcrumbs included", async () => {
    const head = headOf((await get("/photographers/in/kaski?lang=ne")).body);
    expect(head.title).toBe("कास्की, गण्डकीका बिहे फोटोग्राफरहरू | Bihe");
    expect(head.canonical).toBe(`${origin}/photographers/in/kaski?lang=ne`);
    const trail = (head.jsonLd[0] as unknown as { itemListElement: { name: string; item: string }[] }).itemListElement;
    expect(trail.map((s) => [s.name, s.item])).toEqual([
      ["बिहेका फोटोग्राफरहरू", `${origin}/photographers?lang=ne`],
      ["गण्डकी", `${origin}/photographers/in/gandaki?lang=ne`],
      ["कास्की", `${origin}/photographers/in/kaski?lang=ne`],
    ]);
    // A vendor's Nepali page too: its trail and where it works are in Nepali, its name as written.
    const vendor = headOf((await get(`/vendor/${idOf(HIMALAYAN)}?lang=ne`)).body);
    const steps = (vendor.jsonLd[1] as unknown as { itemListElement: { name: string; item: string }[] })
      .itemListElement;
    expect(steps.map((s) => s.name)).toEqual(["बिहेका फोटोग्राफरहरू", "बागमती", "काठमाडौँ", HIMALAYAN]);
    for (const step of steps) expect(step.item).toMatch(/[?&]lang=ne$/);
    expect(JSON.stringify(vendor.jsonLd[0].areaServed)).toContain("कास्की, गण्डकी");
    // The English page keeps English names and plain addresses.
    const en = headOf((await get(`/vendor/${idOf(HIMALAYAN)}`)).body);
    const enSteps = (en.jsonLd[1] as unknown as { itemListElement: { name: string; item: string }[] }).itemListElement;
    expect(enSteps[0]).toMatchObject({ name: "Wedding photographers", item: `${origin}/photographers` });
  });

  it("a district with no approved vendor is a page not listed (noindex) and not linked", async () => {
    const kailali = [...places().districts.values()].find((d) => d.id === 77);
    const res = await get(`/photographers/in/${kailali?.slug}`);
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body).robots).toBe("noindex");
    const directory = (await get("/api/places")).json() as PlaceDirectory;
    const linked = directory.provinces.flatMap((p) => p.districts.map((d) => d.slug));
    expect(linked).toContain("kaski");
    expect(linked).not.toContain(kailali?.slug);
    for (const p of directory.provinces) for (const d of p.districts) expect(d.vendorCount).toBeGreaterThan(0);
  });

  it("every district and province has its own address; no district is named like a province", () => {
    const all = places();
    expect(all.bySlug.size).toBe(all.districts.size + all.provinces.size);
    for (const slug of all.bySlug.keys()) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(all.districts.get(49)?.slug).toBeDefined();
    expect([...all.districts.values()].find((d) => d.name === "Nawalparasi East")?.slug).toBe("nawalparasi-east");
  });
});

describe("sitemaps and robots.txt", () => {
  it("index the places sitemap and the vendor sitemaps, with lastmod from the data", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).toContain("<sitemapindex");
    expect(res.body).toContain(`<loc>${origin}/sitemaps/places.xml</loc>`);
    expect(res.body).toContain(`<loc>${origin}/sitemaps/vendors-1.xml</loc>`);
    expect(res.body).not.toContain("vendors-2.xml");
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expect((await get("/sitemaps/vendors-2.xml")).statusCode).toBe(404);
    expect((await get("/sitemaps/other.xml")).statusCode).toBe(404);
  });

  it("list every approved vendor once and no pending or rejected one", async () => {
    const body = (await get("/sitemaps/vendors-1.xml")).body;
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(approved.map((v) => `${origin}/vendor/${v.id}`).sort());
    expect(body).not.toContain(pending.id);
    expect(body).not.toContain(rejected.id);
    const changed = (await t.app.db.execute(sql`select updated_at from vendor_profiles where id = ${idOf(HIMALAYAN)}`))
      .rows[0] as { updated_at: string | Date };
    const entry = new RegExp(`/vendor/${idOf(HIMALAYAN)}</loc><lastmod>([^<]+)</lastmod>`).exec(body)?.[1];
    expect(new Date(entry as string).getTime()).toBeGreaterThanOrEqual(new Date(changed.updated_at).getTime());
  });

  it("list the place pages that have vendors", async () => {
    const body = (await get("/sitemaps/places.xml")).body;
    expect(body).toContain(`<loc>${origin}/photographers/in/kaski</loc>`);
    expect(body).toContain(`<loc>${origin}/photographers/in/gandaki</loc>`);
    expect(body).toContain(`<loc>${origin}/photographers</loc>`);
    expect(body).not.toContain("/photographers/in/kailali"); // only a rejected vendor there
    const directory = (await get("/api/places")).json() as PlaceDirectory;
    const districts = directory.provinces.flatMap((p) => p.districts);
    expect(body.match(/\/photographers\/in\//g)?.length).toBe(districts.length + directory.provinces.length);
  });

  it("split the vendor pages at 50,000 addresses per sitemap", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const index = sitemapIndexXml(origin, { count: 100_001, lastmod: null }, null);
    expect(index.match(/vendors-\d+\.xml/g)).toEqual(["vendors-1.xml", "vendors-2.xml", "vendors-3.xml"]);
    expect(sitemapIndexXml(origin, { count: 100_000, lastmod: null }, null)).not.toContain("vendors-3.xml");
  });

  it("robots.txt names the sitemap and keeps crawlers out of the workspace, admin, account and API paths", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const lines = res.body.split("\n");
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice("Disallow: ".length));
    const blocked = (path: string) => disallowed.some((rule) => path.startsWith(rule));
    for (const path of [
      "/api/vendors",
      "/admin-dashboard",
      "/admin/settings",
      "/wedding-cinematographer-dashboard",
      "/photographer-leads/queue",
      "/vendor-inquiries",
      "/vendor-form/photographer",
      "/login",
      "/customer-dashboard",
      "/reset-password",
    ]) {
      expect(blocked(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/photographers",
      "/photographers/in/kaski",
      `/vendor/${idOf(HIMALAYAN)}`,
      "/og/vendor/x.jpg",
    ]) {
      expect(blocked(path), path).toBe(false);
    }
    expect(robotsTxt("https://bihe.example")).toContain("Sitemap: https://bihe.example/sitemap.xml");
  });
});

// Last: it adds a vendor, which the counts above do not expect.
describe("a vendor without reviews", () => {
  it("carries no rating and no reviews in its structured data, and a preview picture without stars", async () => {
    const { vendorId } = await approvedVendor(t, "Brand New Studio");
    const html = (await get(`/vendor/${vendorId}`)).body;
    const [business] = headOf(html).jsonLd as Record<string, unknown>[];
    expect(business).toMatchObject({ "@type": "ProfessionalService", name: "Brand New Studio" });
    expect(checkSchemaOrg(business)).toEqual([]);
    expect(business.aggregateRating).toBeUndefined();
    expect(business.review).toBeUndefined();
    const image = decode(headOf(html).og["og:image"]).slice(origin.length);
    const res = await get(image);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
  });
});

describe("banquet halls and decorators", () => {
  let hall: string;
  let decorator: string;
  beforeAll(async () => {
    const db = t.app.db;
    // The demo's halls and decorators leave the listing to this test's one hall and one decorator.
    await db.execute(sql`delete from vendor_profiles where vendor_type in ('banquet_hall', 'decorator')`);
    const add = async (user: string, type: string, name: string) => {
      await db.execute(sql`insert into users (id, email, name, role, vendor_type, email_verified)
        values (${user}, ${`${user}@test.bihe`}, '', 'vendor', ${type}, true)`);
      const [{ id }] = (
        await db.execute(sql`insert into vendor_profiles (user_id, vendor_type, status, company_name, slug, email_address, description, city)
          values (${user}, ${type}, 'approved', ${name}, ${user}, ${`${user}@test.bihe`},
            'Weddings, receptions and bratabandha in the heart of the valley.', 'Kathmandu') returning id`)
      ).rows as { id: string }[];
      await db.execute(sql`insert into vendor_addresses (vendor_id, province_id, district_id, municipality_id, ward)
        select ${id}, d.province_id, d.id, m.id, 4 from districts d join municipalities m on m.district_id = d.id
        where d.id = 27 order by m.id limit 1`);
      return id;
    };
    hall = await add("seo-hall", "banquet_hall", "Shree Durbar Banquet");
    await db.execute(sql`insert into banquet_packages (vendor_id, package_name, capacity, price)
      values (${hall}, 'Standard Package', 450, 1350), (${hall}, 'Grand', 900, 2100)`);
    await db.execute(sql`insert into banquet_amenities (vendor_id, amenity_name, quantity)
      values (${hall}, 'Parking', 120), (${hall}, 'Air Conditioning', null)`);
    decorator = await add("seo-decorator", "decorator", "Phoolbari Decor");
    await db.execute(
      sql`insert into decorator_packages (vendor_id, package_name, price, position) values (${decorator}, 'Mandap', 65000, 0)`,
    );
    await db.execute(
      sql`insert into decorator_specialties (vendor_id, specialty) values (${decorator}, 'Mandap Decoration')`,
    );
    t.app.publicCache.clear();
  });

  it("/banquets and /decorators arrive titled, described, canonical, with hreflang, structured data and their first answer", async () => {
    for (const [url, title, canonical, name] of [
      ["/banquets", "Banquet halls in Nepal | Bihe", `${origin}/banquets`, "Shree Durbar Banquet"],
      [
        "/banquets?capacity=500-1000&district=27&facilities=parking",
        "Banquet halls for 500-1,000 guests with Parking in Kathmandu, Bagmati | Bihe",
        `${origin}/banquets?district=27&capacity=500-1000&facilities=parking`,
        "Shree Durbar Banquet",
      ],
      [
        "/banquets?guests=450",
        "Banquet halls for 450 guests in Nepal | Bihe",
        `${origin}/banquets?guests=450`,
        "Shree Durbar Banquet",
      ],
      ["/decorators", "Wedding decorators in Nepal | Bihe", `${origin}/decorators`, "Phoolbari Decor"],
      [
        "/decorators?specialty=mandap-decoration",
        "Wedding decorators for mandap decoration in Nepal | Bihe",
        `${origin}/decorators?specialty=mandap-decoration`,
        "Phoolbari Decor",
      ],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const head = headOf(res.body);
      expect(head.title, url).toBe(title);
      expect(head.canonical, url).toBe(canonical);
      // The demo may hold halls and decorators too: these vendors are among those listed.
      expect(head.description, url).toMatch(/compare \d+ (banquet halls?|wedding decorators?) by/);
      expect(types(head.jsonLd), url).toEqual(["ItemList"]);
      for (const data of head.jsonLd) expect(checkSchemaOrg(data), url).toEqual([]);
      expect(res.body, url).toContain('hreflang="ne"');
      // The first answer is in the page, under the key the web asks with (type and filters).
      const data = JSON.parse(
        /<script id="page-data" type="application\/json">([^<]*)<\/script>/.exec(res.body)?.[1] ?? "[]",
      );
      const listing = (data as { key: unknown[]; data: ListingResponse }[]).find((q) => q.key[0] === "listing");
      expect(
        listing?.data.bands.flatMap((b) => b.vendors.map((v) => v.companyName)),
        url,
      ).toContain(name);
      expect(String(listing?.key[1]), url).toContain(
        url.startsWith("/banquets") ? "type=banquet_hall" : "type=decorator",
      );
    }
    const ne = headOf((await get("/banquets?lang=ne")).body);
    expect(ne.title).toBe("नेपालका ब्याङ्क्वेट हलहरू | Bihe");
    expect(headOf((await get("/banquets?lang=ne&capacity=500-1000&facilities=parking")).body).title).toBe(
      "नेपालका ५००–१,००० जना अट्ने पार्किङ भएका ब्याङ्क्वेट हलहरू | Bihe",
    );
    expect(headOf((await get("/banquets?lang=ne&guests=1200")).body).title).toBe(
      "नेपालका १,२०० जना अट्ने ब्याङ्क्वेट हलहरू | Bihe",
    );
    expect(headOf((await get("/decorators?lang=ne&specialty=mandap-decoration&event=pasni")).body).title).toBe(
      "नेपालका पास्नीका लागि मण्डप सजावट गर्ने बिहेका डेकोरेटरहरू | Bihe",
    );
    expect(ne.description).toContain("ब्याङ्क्वेट हलको प्रति प्लेट मूल्य");
  });

  it("a hall's and a decorator's pages say what they are, in English and Nepali, with their facts in structured data", async () => {
    const res = await get(`/vendor/${hall}`);
    const head = headOf(res.body);
    expect(head.title).toBe("Shree Durbar Banquet · Banquet Hall in Kathmandu | Bihe");
    expect(head.description).toContain("From Rs. 1,350 per plate. Up to 900 guests.");
    expect(head.og["og:title"]).toBe("Shree Durbar Banquet · Banquet Hall in Kathmandu");
    expect(types(head.jsonLd)).toEqual(["LocalBusiness", "BreadcrumbList"]);
    for (const data of head.jsonLd) expect(checkSchemaOrg(data)).toEqual([]);
    expect(head.jsonLd[0]).toMatchObject({ maximumAttendeeCapacity: 900, priceRange: "Rs. 1,350 – Rs. 2,100" });
    // A hall has no service areas: couples come to it, so it serves its own district (never an empty list).
    expect(head.jsonLd[0].areaServed).toEqual([{ "@type": "AdministrativeArea", name: "Kathmandu, Bagmati" }]);
    expect(head.jsonLd[0]).not.toHaveProperty("sameAs"); // no links: no empty list either
    expect(JSON.stringify(head.jsonLd[1])).toContain(`${origin}/banquets`);
    expect(headOf((await get(`/vendor/${hall}?lang=ne`)).body).title).toBe(
      "Shree Durbar Banquet · ब्याङ्क्वेट हल, काठमाडौँ | Bihe",
    );
    const d = headOf((await get(`/vendor/${decorator}`)).body);
    expect(d.title).toBe("Phoolbari Decor · Wedding Decorator in Kathmandu | Bihe");
    expect(d.description).toContain("Packages from Rs. 65,000.");
    expect(headOf((await get(`/vendor/${decorator}?lang=ne`)).body).description).toContain("प्याकेज");
  });

  it("have place pages of their own, with their counts, prices, breadcrumbs, canonical and directory", async () => {
    for (const [type, path, kind, name, title, titleNe] of [
      [
        "banquet_hall",
        "/banquets",
        "Banquet halls",
        "Shree Durbar Banquet",
        "Banquet halls in Kathmandu, Bagmati | Bihe",
        "काठमाडौँ, बागमतीका ब्याङ्क्वेट हलहरू | Bihe",
      ],
      [
        "decorator",
        "/decorators",
        "Wedding decorators",
        "Phoolbari Decor",
        "Wedding decorators in Kathmandu, Bagmati | Bihe",
        "काठमाडौँ, बागमतीका बिहेका डेकोरेटरहरू | Bihe",
      ],
    ] as const) {
      const res = await get(`${path}/in/kathmandu`);
      expect(res.statusCode, path).toBe(200);
      const head = headOf(res.body);
      expect(head.title).toBe(title);
      expect(head.robots).toBeFalsy();
      expect(head.canonical).toBe(`${origin}${path}/in/kathmandu`);
      expect(head.description).toMatch(/^Compare 1 (banquet hall|wedding decorator) based in or serving/);
      expect(types(head.jsonLd)).toEqual(["BreadcrumbList", "ItemList"]);
      for (const data of head.jsonLd) expect(checkSchemaOrg(data)).toEqual([]);
      const trail = (head.jsonLd[0] as unknown as { itemListElement: { name: string; item: string }[] })
        .itemListElement;
      expect(trail.map((s) => [s.name, s.item])).toEqual([
        [kind, `${origin}${path}`],
        ["Bagmati", `${origin}${path}/in/bagmati`],
        ["Kathmandu", `${origin}${path}/in/kathmandu`],
      ]);
      expect(JSON.stringify(head.jsonLd[1])).toContain(name);
      expect(res.body).toContain(`"key":["place","kathmandu","${type}"]`);
      expect(res.body).toContain(`"key":["places","${type}"]`);
      expect(headOf((await get(`${path}/in/kathmandu?lang=ne`)).body).title).toBe(titleNe);
      // The type's listing filtered to that one district names the place page as its address.
      expect(headOf((await get(`${path}?district=27`)).body).canonical).toBe(`${origin}${path}/in/kathmandu`);
      // A district without any of them: a page, not listed; an unknown place: a 404.
      expect(headOf((await get(`${path}/in/kailali`)).body).robots).toBe("noindex");
      expect((await get(`${path}/in/atlantis`)).statusCode).toBe(404);

      const summary = (await get(`/api/places/kathmandu?type=${type}`)).json() as PlaceSummary;
      expect(summary).toMatchObject({ vendorType: type, vendorCount: 1 });
      expect(summary.minPrice).toBe(type === "banquet_hall" ? 1350 : 65000);
      const directory = (await get(`/api/places?type=${path.slice(1)}`)).json() as PlaceDirectory;
      expect(directory.provinces.flatMap((p) => p.districts.map((d) => [d.slug, d.vendorCount]))).toEqual([
        ["kathmandu", 1],
      ]);
      // The vendor's own page goes through its district's page of its type.
      const vendor = headOf((await get(`/vendor/${type === "banquet_hall" ? hall : decorator}`)).body);
      expect(JSON.stringify(vendor.jsonLd[1])).toContain(`${origin}${path}/in/kathmandu`);
    }
    const bad = await get("/api/places/kathmandu?type=djs");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Unknown vendor type "djs". Use photographers, banquets or decorators.');
    // Photographers' answers are unchanged by the others (the default type).
    expect(((await get("/api/places/kathmandu")).json() as PlaceSummary).vendorType).toBe("wedding_cinematographer");
  });

  it("are in the sitemaps: the two listings and their vendor pages", async () => {
    // Another host: the sitemaps are cached 10 minutes per origin, and the earlier tests read them before these vendors.
    const site = "http://halls-decorators.test";
    const fresh = (url: string) => t.request({ url, headers: { host: "halls-decorators.test" } });
    const placesXml = (await fresh("/sitemaps/places.xml")).body;
    expect(placesXml).toContain(`<loc>${site}/banquets</loc>`);
    expect(placesXml).toContain(`<loc>${site}/decorators</loc>`);
    for (const page of ["/banquets/in/kathmandu", "/banquets/in/bagmati", "/decorators/in/kathmandu"])
      expect(placesXml).toContain(`<loc>${site}${page}</loc>`);
    expect(placesXml).not.toContain(`${site}/banquets/in/kaski`);
    const vendorsXml = (await fresh("/sitemaps/vendors-1.xml")).body;
    expect(vendorsXml).toContain(`<loc>${site}/vendor/${hall}</loc>`);
    expect(vendorsXml).toContain(`<loc>${site}/vendor/${decorator}</loc>`);
  });
});
