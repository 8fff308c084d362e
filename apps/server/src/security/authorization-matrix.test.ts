import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRouteRequest } from "../../test/booking-fixtures";
import {
  approvedVendor,
  completeApplication,
  coupleWithProfile,
  kathmandu,
  multipartBody,
  smallPng,
} from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { quotationRouteRequest } from "../../test/quotation-fixtures";
import { hashClientToken } from "../modules/conversations/access";

/**
 * Every route the app registers, called as five callers, against a table of expected statuses.
 * A route missing from the table fails the test, so a new route cannot be forgotten. Vendor B
 * calls vendor A's resources (lead, media, draft...) and must never read or change them.
 */
type Caller = "anon" | "customer" | "vendorB" | "admin" | "vendorA";
const CALLERS: Caller[] = ["anon", "customer", "vendorB", "admin", "vendorA"];
/** Expected status per caller, in the order above. */
type Row = [anon: number, customer: number, vendorB: number, admin: number, vendorA: number];

const PUBLIC: Row = [200, 200, 200, 200, 200];
/** A vendor's own data. An admin passes the role check but has no vendor profile of its own. */
const VENDOR_OWN: Row = [401, 403, 200, 404, 200];
const VENDOR_FORM: Row = [401, 403, 200, 403, 200];
/** Banquet and decorator forms: vendors A and B are photographers, so they are refused too. */
const OTHER_TYPE_FORM: Row = [401, 403, 403, 403, 403];
const ADMIN_ONLY: Row = [401, 403, 403, 200, 403];
/** A vendor's calendar named by its id: its vendor and admins only. */
const CALENDAR: Row = [401, 403, 404, 200, 200];
/** A customer's own shortlist: an admin passes the role check (and has a list of its own). */
const CUSTOMER_OWN: Row = [401, 200, 403, 200, 403];

const EXPECTED: Record<string, Row> = {
  "GET /api/health": PUBLIC,
  "GET /api/ready": PUBLIC,
  "GET /api/locale": PUBLIC,
  "PUT /api/locale": PUBLIC,
  "GET /sitemap.xml": PUBLIC,
  "GET /sitemaps/:file": PUBLIC,
  "GET /api/places": PUBLIC,
  "GET /api/places/:slug": PUBLIC,
  "GET /og/vendor/:file": PUBLIC,
  "GET /og/page.jpg": PUBLIC,
  "GET /api/me": PUBLIC,
  "GET /api/settings": PUBLIC,
  "GET /api/locations": PUBLIC,
  "GET /api/locations/regions": PUBLIC,
  "GET /api/locations/local-levels": PUBLIC,
  "GET /api/areas": PUBLIC,
  "GET /api/vendors": PUBLIC,
  "GET /api/vendors/featured": PUBLIC,
  "GET /api/vendors/:id": PUBLIC,
  "GET /api/vendors/:id/review-info": PUBLIC,
  "GET /api/vendors/compare": PUBLIC,
  "GET /api/vendors/availability": PUBLIC,
  "GET /api/customer/shortlist": CUSTOMER_OWN,
  "PUT /api/customer/shortlist/:vendorId": CUSTOMER_OWN,
  "DELETE /api/customer/shortlist/:vendorId": CUSTOMER_OWN,
  "POST /api/customer/shortlist/merge": CUSTOMER_OWN,
  // Only a couple (verified, with a profile) unlocks; the couple's own account routes.
  "POST /api/vendors/:id/unlock": [401, 200, 403, 403, 403],
  "GET /api/customer/profile": [401, 200, 403, 200, 403],
  "PUT /api/customer/profile": [401, 200, 403, 200, 403],
  "GET /api/customer/unlocks": [401, 200, 403, 200, 403],
  "GET /api/customer/unlocks/:vendorId": [401, 200, 403, 200, 403],
  "GET /api/admin/unlock-bursts": ADMIN_ONLY,
  // A review needs a signed-in customer or a code-confirmed email (none of the others has one).
  "POST /api/vendors/:id/reviews": [401, 201, 401, 401, 401],
  "POST /api/vendors/:id/my-review": [401, 200, 401, 401, 401],
  "POST /api/reviews/email-code": PUBLIC,
  "POST /api/reviews/email-code/verify": [400, 400, 400, 400, 400], // an unknown code request
  "POST /api/reviews/:id/report": [401, 201, 201, 201, 201],
  "POST /api/vendor/reviews/:id/reply": [401, 403, 404, 404, 201], // vendor A's review: B and the admin do not own it
  "GET /api/customer/reviews": [401, 200, 403, 200, 403],
  "GET /api/admin/reviews": ADMIN_ONLY,
  "POST /api/admin/reviews/:id/moderate": ADMIN_ONLY,
  "GET /api/client-form/:vendorId/vendor": PUBLIC,
  "POST /api/client-form/:vendorId": [201, 201, 201, 201, 201],
  "GET /media/*": PUBLIC,
  "GET /api/auth/*": PUBLIC,
  "POST /api/auth/*": PUBLIC,
  "GET /dev/mailbox": PUBLIC,
  "GET /api/dev/mailbox": PUBLIC,
  "GET /dev/mailbox/:id/attachments/:index": [400, 400, 400, 400, 400], // the table calls it with ":id", not a number
  "POST /api/dev/background": PUBLIC,
  "GET /api/dev/components": PUBLIC,
  // The OpenAPI description and its reference page (Swagger UI's page, script, styles and copies).
  "GET /api/openapi.json": PUBLIC,
  "GET /api/docs": PUBLIC,
  "GET /api/docs/static/index.html": [302, 302, 302, 302, 302], // to /api/docs
  "GET /api/docs/static/swagger-initializer.js": PUBLIC,
  "GET /api/docs/static/*": PUBLIC,
  "GET /api/docs/json": PUBLIC,
  "GET /api/docs/yaml": PUBLIC,
  // The caller's own application, drafts and media: vendor B sees its own, never A's.
  "GET /api/vendor/application": VENDOR_FORM,
  "GET /api/vendor/status": VENDOR_FORM,
  "PUT /api/vendor/draft": VENDOR_FORM,
  "DELETE /api/vendor/draft": VENDOR_FORM,
  "POST /api/vendor/application": VENDOR_FORM,
  "GET /api/vendor/media": VENDOR_OWN,
  "POST /api/vendor/media": VENDOR_OWN,
  "DELETE /api/vendor/media/:id": [401, 403, 404, 404, 200],
  "PUT /api/vendor/media/order": VENDOR_OWN, // vendor B ordering A's photos is a 400 (draft-media.test.ts)
  "PUT /api/vendor/drive-link": VENDOR_OWN,
  "GET /api/vendor/inquiries": [401, 403, 200, 200, 200], // an admin without a profile gets an empty list
  "GET /api/vendor/reviews": VENDOR_OWN,
  "GET /api/vendor/day": VENDOR_OWN,
  "GET /api/vendor/review-qr.png": VENDOR_OWN,
  "GET /api/vendor/review-qr.pdf": VENDOR_OWN,
  "GET /api/vendor/leads": VENDOR_OWN,
  "GET /api/vendor/leads/counts": VENDOR_OWN,
  "POST /api/vendor/leads": [401, 403, 201, 404, 201],
  "GET /api/vendor/leads/:id": [401, 403, 404, 404, 200],
  "PATCH /api/vendor/leads/:id": [401, 403, 404, 404, 200],
  // Quotations of vendor A's lead: the vendor's own; the couple's read is its lead's only (this
  // couple is not the lead's, and an admin is never a client: 404); the private link's holder reads the sent one, whoever they are.
  "GET /api/vendor/leads/:id/quotations/template": [401, 403, 404, 404, 200],
  "GET /api/vendor/leads/:id/quotations": [401, 403, 404, 404, 200],
  "POST /api/vendor/leads/:id/quotations": [401, 403, 404, 404, 200],
  "PUT /api/vendor/leads/:id/quotations/:quotationId": [401, 403, 404, 404, 200],
  "POST /api/vendor/leads/:id/quotations/:quotationId/send": [401, 403, 404, 404, 200],
  "GET /api/vendor/leads/:id/quotations/:quotationId/pdf": [401, 403, 404, 404, 200],
  "GET /api/customer/quotations/:quotationId": [401, 404, 403, 404, 403],
  "GET /api/customer/quotations/:quotationId/pdf": [401, 404, 403, 404, 403],
  "GET /api/client/:token/quotations/:quotationId": PUBLIC,
  "GET /api/client/:token/quotations/:quotationId/pdf": PUBLIC,
  "GET /api/vendor/payment-qr": VENDOR_OWN,
  "PUT /api/vendor/payment-qr": VENDOR_OWN,
  "DELETE /api/vendor/payment-qr": VENDOR_OWN,
  // A vendor's calendar, named by vendor A's id: vendor B naming it is 'not found', an admin may.
  "GET /api/vendor/calendar": CALENDAR,
  "PUT /api/vendor/calendar/capacity": CALENDAR,
  "POST /api/vendor/calendar/blocks": CALENDAR,
  "DELETE /api/vendor/calendar/blocks": CALENDAR,
  "POST /api/vendor/calendar/feed": CALENDAR,
  "DELETE /api/vendor/calendar/feed": CALENDAR,
  "GET /api/calendar/:file": PUBLIC, // the holder of the secret address, whoever it is
  "POST /api/areas": [401, 403, 201, 201, 201],
  "GET /api/vendor/banquet-form": OTHER_TYPE_FORM,
  "POST /api/vendor/banquet-form": OTHER_TYPE_FORM,
  "GET /api/vendor/decorator-form": OTHER_TYPE_FORM,
  "POST /api/vendor/decorator-form": OTHER_TYPE_FORM,
  "DELETE /api/vendor/banquet-form/draft": OTHER_TYPE_FORM,
  "POST /api/vendor/banquet-form/draft/keep": OTHER_TYPE_FORM,
  "DELETE /api/vendor/decorator-form/draft": OTHER_TYPE_FORM,
  "POST /api/vendor/decorator-form/draft/keep": OTHER_TYPE_FORM,
  "GET /api/admin/vendors": ADMIN_ONLY,
  "GET /api/admin/vendors/counts": ADMIN_ONLY,
  "GET /api/admin/vendors/:id": ADMIN_ONLY,
  "PUT /api/admin/vendors/:id": ADMIN_ONLY,
  "POST /api/admin/vendors/:id/status": ADMIN_ONLY,
  // An unknown photo of vendor A: 'not found' for the admin.
  "POST /api/admin/vendors/:id/photos/:photoId/remove": [401, 403, 403, 404, 403],
  "GET /api/admin/settings": ADMIN_ONLY,
  "PUT /api/admin/settings": ADMIN_ONLY,
  "GET /api/admin/areas": ADMIN_ONLY,
  "POST /api/admin/areas/:id/approve": ADMIN_ONLY,
  "POST /api/admin/areas/:id/reject": ADMIN_ONLY,
  // Approved vendors' change requests: an unknown one is 'not found' for the admin.
  "GET /api/admin/change-requests": ADMIN_ONLY,
  "GET /api/admin/change-requests/:id": [401, 403, 403, 404, 403],
  "POST /api/admin/change-requests/:id/approve": [401, 403, 403, 404, 403],
  "POST /api/admin/change-requests/:id/reject": [401, 403, 403, 404, 403],
  // Notifications: the caller's own. Vendor A's row is 404 for the others; an admin or a
  // couple cannot choose a vendor kind (400).
  "GET /api/notifications": [401, 200, 200, 200, 200],
  "GET /api/notifications/unread-count": [401, 200, 200, 200, 200],
  "POST /api/notifications/:id/read": [401, 404, 404, 404, 200],
  "POST /api/notifications/read-all": [401, 200, 200, 200, 200],
  "GET /api/notifications/preferences": [401, 200, 200, 200, 200],
  "PUT /api/notifications/preferences": [401, 400, 200, 400, 200],
  // A lead's conversation (modules/conversations/access.ts): vendor A's lead is 404 for vendor B and an admin
  // (no vendor profile); the couple's lead (of vendor A) is 404 for an admin, who is never a client; the
  // holder of the private link's token is whoever presents it.
  "GET /api/vendor/messages": VENDOR_OWN,
  "GET /api/vendor/leads/:id/thread": [401, 403, 404, 404, 200],
  "POST /api/vendor/leads/:id/thread/messages": [401, 403, 404, 404, 201],
  "POST /api/vendor/leads/:id/thread/read": [401, 403, 404, 404, 200],
  "PUT /api/vendor/leads/:id/thread/client-link": [401, 403, 404, 404, 200],
  "DELETE /api/vendor/leads/:id/thread/client-link": [401, 403, 404, 404, 200],
  "GET /api/customer/messages": CUSTOMER_OWN,
  "GET /api/customer/messages/:id": [401, 200, 403, 404, 403],
  "POST /api/customer/messages/:id": [401, 201, 403, 404, 403],
  "POST /api/customer/messages/:id/read": [401, 200, 403, 404, 403],
  "GET /api/client/:token": PUBLIC,
  "POST /api/client/:token/messages": [201, 201, 201, 201, 201],
  "POST /api/client/:token/read": PUBLIC,
  // Bookings (modules/bookings): vendor A's bookings are 404 for vendor B and an admin (no vendor profile);
  // the couple's own only, and an admin (who passes the couple's role check) is never a client: 404; the
  // private link's holder answers and reads its lead's booking, whoever presents the token.
  "GET /api/vendor/bookings": VENDOR_OWN,
  "GET /api/vendor/bookings/:id": [401, 403, 404, 404, 200],
  "POST /api/vendor/bookings/:id/payments": [401, 403, 404, 404, 201],
  "POST /api/vendor/bookings/:id/cancel": [401, 403, 404, 404, 200],
  "GET /api/vendor/bookings/:id/payments/:paymentId/receipt": [401, 403, 404, 404, 200],
  "POST /api/customer/quotations/:id/accept": [401, 200, 403, 404, 403],
  "POST /api/customer/quotations/:id/decline": [401, 200, 403, 404, 403],
  "GET /api/customer/bookings": CUSTOMER_OWN,
  "GET /api/customer/bookings/:id": [401, 200, 403, 404, 403],
  "GET /api/customer/bookings/:id/payments/:paymentId/receipt": [401, 200, 403, 404, 403],
  "POST /api/client/:token/quotations/:id/accept": PUBLIC,
  "POST /api/client/:token/quotations/:id/decline": PUBLIC,
  "GET /api/client/:token/booking": PUBLIC,
  "GET /api/client/:token/payments/:paymentId/receipt": PUBLIC,
  // Saait dates: one public read; the list itself is the admins'.
  "GET /api/saait-dates": PUBLIC,
  "GET /api/admin/saait-dates": ADMIN_ONLY,
  "POST /api/admin/saait-dates": [401, 403, 403, 201, 403],
  "PUT /api/admin/saait-dates/:day": ADMIN_ONLY,
  "DELETE /api/admin/saait-dates/:day": ADMIN_ONLY,
};

let t: TestApp;
let cookies: Record<Caller, string | undefined>;
let a: Awaited<ReturnType<typeof approvedVendor>> & { leadId: string; mediaId: string; mediaUrl: string };
let areaId: number;
/** A customer's review of vendor A (reports, the reply and moderation aim at it). */
let reviewId: string;
let application: ReturnType<typeof completeApplication>;
/** The couple's lead with vendor A (its conversation), and a walk-in lead of vendor A with a private link. */
let coupleLeadId: string;
let walkInLeadId: string;
const MATRIX_TOKEN = "matrixClientLinkToken".padEnd(43, "x");

beforeAll(async () => {
  t = await createTestApp();
  const vendorA = await approvedVendor(t, "Studio A");
  const vendorB = await approvedVendor(t, "Studio B");
  const customer = await coupleWithProfile(t, "9841000009");
  const admin = await t.login("admin");
  cookies = {
    anon: undefined,
    customer: customer.cookie,
    vendorB: vendorB.cookie,
    admin: admin.cookie,
    vendorA: vendorA.cookie,
  };
  const place = await kathmandu(t);
  application = completeApplication(place, "Studio Resubmitted");

  const lead = await t.request({
    method: "POST",
    url: `/api/client-form/${vendorA.vendorId}`,
    payload: leadBody("Seed Client"),
  });
  const upload = await t.request({
    method: "POST",
    url: "/api/vendor/media",
    cookie: vendorA.cookie,
    ...multipartBody({ fileType: "portfolio_image" }, { buffer: await smallPng(), name: "a.png", type: "image/png" }),
  });
  const media = upload.json();
  const area = await t.request({
    method: "POST",
    url: "/api/areas",
    cookie: vendorA.cookie,
    payload: { municipalityId: place.municipalityId, ward: 3, name: "Matrix Tole" },
  });
  areaId = area.json().area?.id ?? area.json().id;
  const { rows: coupleLead } = await t.app.db.execute(
    sql`insert into leads (vendor_id, name, number, inquiry_date, customer_id)
        values (${vendorA.vendorId}, 'Matrix Couple', '9841000009', '2026-11-22', ${customer.userId}) returning id`,
  );
  coupleLeadId = (coupleLead[0] as { id: string }).id;
  const walkIn = await t.request({
    method: "POST",
    url: `/api/client-form/${vendorA.vendorId}`,
    payload: leadBody("Walk-in Client"),
  });
  walkInLeadId = walkIn.json().id;
  const review = await t.request({
    method: "POST",
    url: `/api/vendors/${vendorA.vendorId}/reviews`,
    payload: { name: "Matrix Couple", rating: 5 },
    cookie: customer.cookie,
  });
  reviewId = review.json().id;
  a = {
    ...vendorA,
    leadId: lead.json().id,
    mediaId: media.id ?? media.upload?.id,
    mediaUrl: media.url ?? media.upload?.url ?? "",
  };
});
afterAll(() => t.close());

async function approveBoth() {
  await t.app.db.execute(sql`update vendor_profiles set status = 'approved'`);
}

function leadBody(name: string) {
  return {
    name,
    number: "9800000002",
    inquiryDate: "2026-11-22",
    locations: [{ locationType: "bride_side" }],
    events: [{ eventName: "Engagement" }],
  };
}

/** A valid request for the route, aimed at vendor A's resources where the route takes an id. */
async function requestFor(method: string, url: string, caller: Caller) {
  const quotationRequest = await quotationRouteRequest(t, a, method, url);
  if (quotationRequest) return quotationRequest;
  let path = url
    .replace("/api/vendors/:id", `/api/vendors/${a.vendorId}`)
    .replace("/api/admin/vendors/:id", `/api/admin/vendors/${a.vendorId}`)
    .replace("/api/vendor/leads/:id", `/api/vendor/leads/${a.leadId}`)
    .replace("/api/vendor/media/:id", `/api/vendor/media/${a.mediaId}`)
    .replace("/api/admin/areas/:id", `/api/admin/areas/${areaId}`)
    .replace("/api/reviews/:id", `/api/reviews/${reviewId}`)
    .replace("/api/vendor/reviews/:id", `/api/vendor/reviews/${reviewId}`)
    .replace("/api/admin/reviews/:id", `/api/admin/reviews/${reviewId}`)
    .replace("/api/admin/change-requests/:id", "/api/admin/change-requests/00000000-0000-4000-8000-000000000000")
    .replace(":photoId", "00000000-0000-4000-8000-000000000000")
    .replace(":vendorId", a.vendorId)
    .replace(":day", "2027-02-14")
    .replace("/sitemaps/:file", "/sitemaps/places.xml")
    .replace("/api/places/:slug", "/api/places/kathmandu")
    .replace("/og/vendor/:file", `/og/vendor/${a.vendorId}.jpg`);
  if (url === "/media/*") path = a.mediaUrl.replace(/^https?:\/\/[^/]+/, "");
  if (url === "/api/notifications/:id/read") {
    const { rows } = await t.app.db.execute(
      sql`select n.id from notifications n join vendor_profiles v on v.user_id = n.user_id where v.id = ${a.vendorId} limit 1`,
    );
    path = `/api/notifications/${(rows[0] as { id: string }).id}/read`;
  }
  if (url.startsWith("/api/vendor/calendar")) {
    const span =
      url === "/api/vendor/calendar"
        ? "month=2083-10&"
        : method === "DELETE" && url.endsWith("/blocks")
          ? "from=2083-10-01&"
          : "";
    path = `${url}?${span}vendorId=${a.vendorId}`;
  }
  if (url === "/api/calendar/:file") {
    const token = "matrixFeedToken".padEnd(43, "x");
    await t.app.db.execute(
      sql`insert into vendor_calendars (vendor_id, feed_token) values (${a.vendorId}, ${token}) on conflict (vendor_id) do update set feed_token = excluded.feed_token`,
    );
    path = `/api/calendar/${token}.ics`;
  }
  if (url.startsWith("/api/customer/messages/:id")) path = url.replace(":id", coupleLeadId);
  if (url.startsWith("/api/client/:token")) {
    // The link as the vendor made it (a PUT or DELETE of the link in an earlier row changed vendor A's other lead).
    await t.app.db.execute(
      sql`insert into lead_threads (lead_id, vendor_id, client_token_hash) values (${walkInLeadId}, ${a.vendorId}, ${hashClientToken(MATRIX_TOKEN)})
          on conflict (lead_id) do update set client_token_hash = excluded.client_token_hash`,
    );
    path = path.replace(":token", MATRIX_TOKEN);
  }
  const bookingRequest = await bookingRouteRequest(
    t,
    {
      ...a,
      coupleLeadId,
      customerCookie: cookies.customer!,
      walkInLeadId,
      token: MATRIX_TOKEN,
    },
    method,
    url,
  );
  if (bookingRequest) return bookingRequest;
  if (url === "/api/vendors/compare") path = `${url}?ids=${a.vendorId},00000000-0000-4000-8000-000000000000`;
  if (url === "/api/vendors/availability") path = `${url}?date=2083-11-02&ids=${a.vendorId}`;
  if (url === "/api/saait-dates") path = `${url}?from=2027-01-01&to=2027-12-31`;
  if (url === "/api/admin/saait-dates" && method === "GET") path = `${url}?year=2083`;
  if (url === "/api/docs/static/*") path = "/api/docs/static/swagger-ui.css";
  // (sign-out would end the callers' sessions, so POST uses a harmless public endpoint)
  if (url === "/api/auth/*")
    path = method === "GET" ? "/api/auth/get-session" : "/api/auth/email-otp/request-password-reset";
  if (url === "/api/areas" && method === "GET")
    path = `/api/areas?municipalityId=${application.businessAddress.municipalityId}&ward=3`;
  if (url === "/api/locations/local-levels") path = `${url}?municipality=${application.businessAddress.municipalityId}`;
  const i = CALLERS.indexOf(caller);
  const bodies: Record<string, unknown> = {
    "POST /api/vendors/:id/unlock": {},
    "PUT /api/customer/profile": { fullName: `Couple ${caller}`, phone: `98410000${i}1` },
    "POST /api/vendors/:id/reviews": { name: `Reviewer ${caller}`, rating: 4 },
    "POST /api/vendors/:id/my-review": {},
    "POST /api/reviews/email-code": { vendorId: a.vendorId, email: `matrix-${caller}@test.bihe` },
    "POST /api/reviews/email-code/verify": { challengeId: "00000000-0000-4000-8000-000000000000", code: "123456" },
    "POST /api/reviews/:id/report": { reason: "fake" },
    "POST /api/vendor/reviews/:id/reply": { text: `Thanks from ${caller}` },
    "POST /api/admin/reviews/:id/moderate": { action: "dismiss" },
    "POST /api/customer/shortlist/merge": { vendorIds: [a.vendorId] },
    "POST /api/client-form/:vendorId": leadBody(`Client ${caller}`),
    "POST /api/auth/*": { email: `nobody-${caller}@test.bihe` },
    "PUT /api/vendor/draft": { step: 1, data: { businessProfile: { companyName: "Draft" } } },
    "POST /api/vendor/application": application,
    "PUT /api/locale": { locale: "en" },
    "PUT /api/vendor/media/order": { top: [] },
    "PUT /api/vendor/drive-link": { googleDriveLink: "https://drive.google.com/drive/folders/abc" },
    "POST /api/vendor/leads": leadBody(`Added by ${caller}`),
    "PUT /api/notifications/preferences": { preferences: [{ kind: "lead_received", email: true, delivery: "digest" }] },
    "PATCH /api/vendor/leads/:id": { status: "called" },
    "POST /api/vendor/leads/:id/thread/messages": { requestId: crypto.randomUUID(), body: `From ${caller}` },
    "PUT /api/vendor/leads/:id/thread/client-link": { email: `client-${caller}@test.bihe` },
    "POST /api/customer/messages/:id": { requestId: crypto.randomUUID(), body: `From ${caller}` },
    "POST /api/client/:token/messages": { requestId: crypto.randomUUID(), body: `From ${caller}` },
    "POST /api/client/:token/read": {},
    "PUT /api/vendor/calendar/capacity": { capacity: 2 },
    "POST /api/vendor/calendar/blocks": { from: "2083-10-01", note: "matrix" },
    "POST /api/admin/saait-dates": { day: "2027-02-14" },
    "PUT /api/admin/saait-dates/:day": { note: `Checked by ${caller}` },
    "POST /api/areas": { municipalityId: application.businessAddress.municipalityId, ward: 5, name: `Tole ${caller}` },
    "POST /api/vendor/banquet-form": {
      name: "Hall",
      email: "hall@test.bihe",
      phone: "014000000",
      city: "Kathmandu",
      capacity: 300,
      pricePerPlate: 1200,
      address: "Baneshwor",
      description: "A hall",
      amenities: ["WiFi"],
    },
    "POST /api/vendor/banquet-form/draft/keep": { version: 1 },
    "POST /api/vendor/decorator-form/draft/keep": { version: 1 },
    "POST /api/vendor/decorator-form": {
      businessName: "Decor",
      email: "decor@test.bihe",
      description: "Flowers",
      address: "Patan",
      city: "Lalitpur",
      specialties: ["Floral Decoration"],
      eventTypes: ["Wedding"],
    },
    "PUT /api/admin/vendors/:id": null,
    "POST /api/admin/vendors/:id/status": { status: "approved" },
    "POST /api/admin/vendors/:id/photos/:photoId/remove": { reason: "Not a wedding photo" },
    "PUT /api/admin/settings": { siteName: "Bihe", contactPhone: "+977 9800000000" },
    "POST /api/admin/change-requests/:id/reject": { reason: "Prices missing", step: "eventPricing" },
  };
  const key = `${method} ${url}`;
  if (key === "POST /api/vendor/media") {
    return {
      method,
      url: path,
      ...multipartBody({ fileType: "portfolio_image" }, { buffer: await smallPng(), name: "b.png", type: "image/png" }),
    };
  }
  let payload = bodies[key];
  if (key === "PUT /api/admin/vendors/:id") {
    const details = await t.request({ url: `/api/admin/vendors/${a.vendorId}`, cookie: cookies.admin });
    payload = { application: details.json().application };
  }
  return {
    method,
    url: path,
    ...(payload !== undefined && method !== "GET" && method !== "DELETE" ? { payload: payload as object } : {}),
  };
}

describe("authorization matrix", () => {
  it("covers every registered route and answers as the table says", async () => {
    const routes = t.app.routeList.filter((r) => !/^\/(assets\/|favicon|robots|index\.html)/.test(r.url));
    const missing = routes.map((r) => `${r.method} ${r.url}`).filter((k) => !EXPECTED[k]);
    expect(missing, "routes missing from the authorization table").toEqual([]);

    const observed: Record<string, number[]> = {};
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      await approveBoth(); // a resubmission or a status change by an earlier route must not hide the next one
      observed[key] = [];
      for (const caller of CALLERS) {
        const res = await t.request({
          ...(await requestFor(route.method, route.url, caller)),
          cookie: cookies[caller],
        } as never);
        observed[key].push(res.statusCode);
      }
    }
    const wrong = Object.entries(observed).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(EXPECTED[k]));
    expect(Object.fromEntries(wrong.map(([k, v]) => [k, { observed: v, expected: EXPECTED[k] }]))).toEqual({});
  }, 120_000);

  it("vendor B never sees vendor A's data in its own answers", async () => {
    await approveBoth();
    const b = cookies.vendorB;
    const inquiries = await t.request({ url: "/api/vendor/inquiries", cookie: b });
    const reviews = await t.request({ url: "/api/vendor/reviews", cookie: b });
    const leads = await t.request({ url: "/api/vendor/leads", cookie: b });
    const notes = await t.request({ url: "/api/notifications", cookie: b });
    const media = await t.request({ url: "/api/vendor/media", cookie: b });
    const app = await t.request({ url: "/api/vendor/application", cookie: b });
    for (const res of [inquiries, reviews, leads, media, app, notes]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(a.vendorId);
      expect(res.body).not.toContain("Studio A");
      expect(res.body).not.toContain("Seed Client");
    }
  });

  it("a private link's routes answer 404 to a wrong token, whoever asks", async () => {
    const linkRoutes = t.app.routeList.filter((r) => r.url.startsWith("/api/client/:token"));
    expect(linkRoutes.length).toBeGreaterThan(0);
    const wrong = "wrongClientLinkToken".padEnd(43, "y");
    for (const route of linkRoutes) {
      const request = await requestFor(route.method, route.url, "anon");
      // A write whose body this table does not give would be refused as a bad request first.
      if (route.method !== "GET" && !("payload" in request)) continue;
      const url = request.url
        .replace(/^\/api\/client\/[^/]+/, `/api/client/${wrong}`)
        .replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000");
      for (const caller of CALLERS) {
        const res = await t.request({ ...request, url, cookie: cookies[caller] } as never);
        expect(res.statusCode, `${route.method} ${route.url} as ${caller}`).toBe(404);
      }
    }
  });
});
