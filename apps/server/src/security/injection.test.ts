/**
 * Injection and XSS: review text, company description and lead names holding
 * script tags, attribute break-outs and SQL fragments are stored and answered verbatim (as JSON
 * strings), the Open Graph meta written into the HTML of /vendor/:id escapes them, and the
 * maps field accepts only Google embed URLs. The browser side is e2e/xss.spec.ts.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, completeApplication, kathmandu } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { leads, vendorAddresses, vendorProfiles, vendorReviews } from "../db/schema";

const SCRIPT = "<script>alert(1)</script>";
const BREAKOUT = `"'><img src=x onerror=alert(1)>`;
const DROP = "'; drop table users; --";
const OR_TRUE = "' or 1=1 --";
const PAYLOADS = [SCRIPT, BREAKOUT, DROP, OR_TRUE];

let t: TestApp;
let vendor: Awaited<ReturnType<typeof approvedVendor>>;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await approvedVendor(t, "Injection Studio");
});
afterAll(async () => {
  await t.close();
});

const expectJson = (res: { headers: Record<string, unknown> }) =>
  expect(String(res.headers["content-type"])).toMatch(/^application\/json/);

async function tablesStillThere() {
  const rows = (
    await t.app.db.execute(
      sql`select to_regclass('public.users') as u, to_regclass('public.vendor_reviews') as r,
                 to_regclass('public.leads') as l, to_regclass('public.vendor_profiles') as p,
                 (select count(*)::int from users) as users`,
    )
  ).rows as { u: string | null; r: string | null; l: string | null; p: string | null; users: number }[];
  expect(rows[0]).toMatchObject({ u: "users", r: "vendor_reviews", l: "leads", p: "vendor_profiles" });
  expect(rows[0].users).toBeGreaterThan(0);
}

describe("stored and answered verbatim", () => {
  it("review names and texts", async () => {
    for (const payload of PAYLOADS) {
      // One review per identity, so each payload from its own signed-in customer.
      const res = await t.request({
        method: "POST",
        url: `/api/vendors/${vendor.vendorId}/reviews`,
        payload: { name: payload, rating: 4, text: `Loved it ${payload}` },
        cookie: (await t.login("customer")).cookie,
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.app.db.select().from(vendorReviews).where(eq(vendorReviews.id, res.json().id));
      expect(row).toMatchObject({ reviewerName: payload, reviewText: `Loved it ${payload}` });
    }
    const page = await t.request({ url: `/api/vendors/${vendor.vendorId}` });
    expect(page.statusCode).toBe(200);
    expectJson(page);
    const reviews = page.json().reviews as { reviewerName: string; reviewText: string }[];
    for (const payload of PAYLOADS) {
      expect(reviews).toContainEqual(
        expect.objectContaining({ reviewerName: payload, reviewText: `Loved it ${payload}` }),
      );
    }
    // The vendor's own list answers them verbatim too.
    const own = await t.request({ url: "/api/vendor/reviews", cookie: vendor.cookie });
    expectJson(own);
    expect(own.body).toContain(JSON.stringify(SCRIPT).slice(1, -1));
    await tablesStillThere();
  });

  it("lead names from the public client form", async () => {
    const place = await kathmandu(t);
    for (const payload of PAYLOADS) {
      const res = await t.request({
        method: "POST",
        url: `/api/client-form/${vendor.vendorId}`,
        payload: {
          name: payload,
          number: "9812345678",
          inquiryDate: "2025-11-20",
          locations: [{ locationType: "bride_side", ...place, area: payload }],
          events: [{ eventName: "Wedding (Both Sides)", eventDate: "2026-01-15" }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json();
      const [row] = await t.app.db.select().from(leads).where(eq(leads.id, id));
      expect(row.name).toBe(payload);
      const detail = await t.request({ url: `/api/vendor/leads/${id}`, cookie: vendor.cookie });
      expect(detail.statusCode).toBe(200);
      expectJson(detail);
      expect(detail.json().name).toBe(payload);
      expect(detail.json().locations[0].area).toBe(payload);
    }
    const list = (await t.request({ url: "/api/vendor/leads", cookie: vendor.cookie })).body;
    expect(list).toContain(JSON.stringify(BREAKOUT).slice(1, -1));
    await tablesStillThere();
  });

  it("company name and description from the wizard, and the Open Graph meta of /vendor/:id escapes them", async () => {
    const login = await t.login("vendor");
    const application = completeApplication(await kathmandu(t), `Studio ${SCRIPT}`);
    const description = `Films ${PAYLOADS.join(" ")}`;
    application.businessProfile.description = description;
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: login.cookie,
      payload: application,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { vendorId } = res.json();
    const [row] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
    expect(row).toMatchObject({ companyName: `Studio ${SCRIPT}`, description });
    await t.app.db.update(vendorProfiles).set({ status: "approved" }).where(eq(vendorProfiles.id, vendorId));

    const api = await t.request({ url: `/api/vendors/${vendorId}` });
    expectJson(api);
    expect(api.json()).toMatchObject({ companyName: `Studio ${SCRIPT}`, description });

    const html = await t.request({ url: `/vendor/${vendorId}` });
    expect(html.statusCode).toBe(200);
    expect(String(html.headers["content-type"])).toMatch(/^text\/html/);
    const body = html.body;
    expect(body).toContain('property="og:description"');
    expect(body).not.toContain(SCRIPT);
    expect(body).not.toMatch(/<script>alert/i);
    expect(body).not.toMatch(/<img[^>]*onerror/i);
    expect(body).not.toContain(BREAKOUT);
    // Exactly the page's own tags: nothing broke out of an attribute (or the embedded answer) to add one.
    // The structured data (JSON-LD) is inert JSON too, and reads back as the stored text.
    const ldJson = [...body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    expect(ldJson[0]).toMatchObject({ name: `Studio ${SCRIPT}`, description });
    expect(body.match(/<script\b/gi) ?? []).toHaveLength(1 + ldJson.length);
    expect(body.match(/<\/script>/gi) ?? []).toHaveLength(1 + ldJson.length);
    expect(body.match(/<img\b/gi) ?? []).toHaveLength(0);
    // The embedded answer is inert JSON that reads back as the API's answer.
    const embedded = /<script id="page-data" type="application\/json">([^<]*)<\/script>/.exec(body);
    expect(embedded).not.toBeNull();
    expect(JSON.parse(embedded?.[1] ?? "null")).toContainEqual({ key: ["vendor", vendorId], data: api.json() });
    // Each meta content, unescaped, is the stored text again.
    const content = (key: string) => {
      const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(body);
      expect(m, key).not.toBeNull();
      return (m?.[1] ?? "").replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
    };
    // The description (facts first, then the vendor's words, clipped) carries the stored text as is.
    const ownWords = (key: string) => {
      const text = content(key);
      return text.slice(text.indexOf("Films ")).replace(/…$/, "");
    };
    expect(description.replace(/\s+/g, " ").startsWith(ownWords("og:description"))).toBe(true);
    expect(ownWords("og:description").length).toBeGreaterThan(20);
    expect(content("og:title")).toContain(`Studio ${SCRIPT}`);
    expect(content("twitter:description")).toBe(content("og:description"));
    await tablesStillThere();
  });
});

describe("the maps field accepts only Google embed URLs", () => {
  const submit = async (googleMapsIframe: string) => {
    const login = await t.login("vendor");
    const application = completeApplication(await kathmandu(t), "Map Studio");
    application.businessAddress.googleMapsIframe = googleMapsIframe;
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: login.cookie,
      payload: application,
    });
    return { res, userId: login.userId };
  };

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(document.cookie)",
    "https://evil.example/maps/embed?pb=!1m18",
    "https://www.google.com.evil.example/maps/embed?pb=!1m18",
    "https://evil.example/?next=https://www.google.com/maps/embed",
    "http://www.google.com/maps/embed?pb=!1m18",
    "https://user:pass@www.google.com/maps/embed?pb=!1m18",
    "https://www.google.com/search?q=maps",
    "data:text/html,<script>alert(1)</script>",
    '<iframe src="https://evil.example/maps/embed?pb=!1m18"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="http://www.google.com/maps/embed?pb=!1m18"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>" src="https://evil.example/"></iframe>',
    `<script>alert(1)</script>`,
  ])("refuses %s", async (input) => {
    const { res, userId } = await submit(input);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields["businessAddress.googleMapsIframe"]).toBe(
      "Please provide a valid Google Maps iframe code",
    );
    expect(await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, userId))).toHaveLength(0);
  });

  it("keeps only the src of a Google embed iframe, never its other attributes or markup", async () => {
    const { res } = await submit(
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" onload="alert(1)" width="600"></iframe>',
    );
    expect(res.statusCode, res.body).toBe(200);
    const [address] = await t.app.db
      .select()
      .from(vendorAddresses)
      .where(eq(vendorAddresses.vendorId, res.json().vendorId));
    expect(address.googleMapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/);
    expect(address.googleMapsUrl).not.toMatch(/[<>"'\s]|onload/);
  });
});
