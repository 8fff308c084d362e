/**
 * Requests built to hold the event loop (docs/decisions/0013), for every route the app registered:
 * each route's real body shape with every text field replaced by a pathological string (repeated
 * '.', '@', '<iframe', slashes, spaces...), flat bodies with every field name the app knows,
 * bodies of nearly 1 MB, bodies over the limit, deep nesting, many-field bodies (the red-team's
 * sign-in of 60,000 fields, wide lists, long keys, the widest body the JSON parser still accepts),
 * and long paths and query strings.
 * Built ahead as plain data, so the event-loop tests can send them in process or over HTTP.
 */
import { defaultVendorApplication } from "@bihe/shared";
import { pathologicalStrings } from "@bihe/shared/testing/pathological-text";

export type HostileRequest = {
  label: string;
  method: string;
  url: string;
  /** Which signed-in caller sends it (undefined: anonymous). */
  caller?: "vendor" | "admin" | "newVendor";
  contentType?: string;
  body?: string;
  /** A many-field body (see manyFieldBodies). */
  manyFields?: true;
};

/**
 * Bodies wide rather than long, around a route's real shape: what a parser builds field by field.
 * The 60,000 fields and the long list are refused before they are parsed (over a small form's
 * size limit, or past the JSON parser's width bounds); the long keys and the widest body inside
 * those bounds are parsed wherever a body may weigh that much (a signed-in caller's).
 */
export function manyFieldBodies(shape: unknown): { label: string; body: string }[] {
  const real = JSON.stringify(shape ?? {}).slice(1, -1);
  const around = (extra: string) => `{${real}${real ? "," : ""}${extra}}`;
  const fields = (n: number, name: (i: number) => string, value: string) =>
    Array.from({ length: n }, (_, i) => `"${name(i)}":${value}`).join(",");
  return [
    { label: "60,000 fields", body: around(fields(60_000, (i) => `f${i}`, '"x"')) },
    { label: "a list of 200,000", body: around(`"items":[${Array(200_000).fill(0).join(",")}]`) },
    { label: "long keys", body: around(fields(60, (i) => `${i}${"k".repeat(15_000)}`, "0")) },
    {
      label: "widest allowed (9 objects of 999 fields)",
      body: around(fields(9, (i) => `o${i}`, `{${fields(999, (i) => `f${i}`, "0")}}`)),
    },
  ];
}

/** What a JSON body may weigh (the app's limit is 1 MiB); a body is built just under it. */
const BODY_BUDGET = 1_000_000;

const lead = {
  name: "Sita",
  number: "9812345678",
  whatsappNumber: "9812345678",
  source: "Instagram",
  reference: "Ram",
  inquiryDate: "2025-11-20",
  preferredContactDays: ["Sunday"],
  preferredContactTime: "10:30 AM",
  locations: [{ locationType: "bride_side", city: "Kathmandu", area: "Baneshwor", googleMapsLink: "https://x.y" }],
  events: [{ eventName: "Bride Mehendi", eventDate: "2026-01-10", startTime: "4:00 PM" }],
};
const application = defaultVendorApplication("owner@studio.test");
const auth = {
  email: "a@b.co",
  password: "secret123",
  name: "Asha",
  otp: "123456",
  newPassword: "secret1234",
  currentPassword: "secret123",
  token: "t",
  callbackURL: "/",
  type: "email-verification",
};

/** The body each route really takes ('METHOD url' as registered); others get the flat body. */
const SHAPES: Record<string, unknown> = {
  "POST /api/vendors/:id/reviews": { name: "Asha", rating: 5, text: "Lovely", proof: "p" },
  "POST /api/vendors/:id/my-review": { proof: "p" },
  "POST /api/reviews/email-code": { vendorId: "v", email: "asha@test.bihe" },
  "POST /api/reviews/email-code/verify": { challengeId: "c", code: "123456" },
  "POST /api/reviews/:id/report": { reason: "fake", details: "Never hired" },
  "POST /api/vendor/reviews/:id/reply": { text: "Thank you" },
  "POST /api/admin/reviews/:id/moderate": { action: "hide" },
  "POST /api/vendors/:id/unlock": { name: "Asha", phone: "9812345678" },
  "POST /api/client-form/:vendorId": lead,
  "POST /api/vendor/leads": lead,
  "PATCH /api/vendor/leads/:id": { status: "won", totalAmount: "100000", advanceAmount: "20000" },
  "POST /api/areas": { municipalityId: "1", ward: "4", name: "New Tole" },
  "POST /api/admin/vendors/:id/status": { status: "approved" },
  "PUT /api/vendor/drive-link": { googleDriveLink: "https://drive.google.com/x" },
  "PUT /api/admin/settings": { siteName: "Bihe", contactPhone: "+977 9800000000" },
  "POST /api/vendor/application": application,
  "PUT /api/vendor/draft": { step: 1, data: application },
  "PUT /api/admin/vendors/:id": { application },
  "POST /api/vendor/banquet-form": {
    name: "Hall",
    email: "hall@test.bihe",
    phone: "014000000",
    city: "Kathmandu",
    address: "Baneshwor",
    description: "A hall",
  },
  "POST /api/vendor/decorator-form": {
    businessName: "Decor",
    email: "decor@test.bihe",
    description: "Flowers",
    address: "Patan",
    city: "Lalitpur",
  },
};

/** Every field name above, flat: what a route without a known shape receives. */
const FLAT = Object.fromEntries(
  [
    ...new Set(
      [...Object.values(SHAPES), auth, application.businessProfile, application.media].flatMap((o) => keysOf(o)),
    ),
  ].map((k) => [k, ""]),
);

function keysOf(value: unknown): string[] {
  if (!value || typeof value !== "object") return [];
  if (Array.isArray(value)) return value.flatMap(keysOf);
  return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
}

/** Every string leaf of a value replaced by `text`. */
function everyString(value: unknown, text: string): unknown {
  if (typeof value === "string") return text;
  if (Array.isArray(value)) return value.map((v) => everyString(v, text));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyString(v, text)]));
  return value;
}

/** The shape as JSON with each text field set to a hostile string, cut so the body stays under the budget. */
function hostileBody(shape: unknown, unit: string): string {
  const leaves = JSON.stringify(everyString(shape, "LEAF")).split("LEAF").length - 1 || 1;
  const sample = pathologicalStrings(1000).find((s) => s.name === unit)!.value;
  const bytesPerChar = Buffer.byteLength(JSON.stringify(sample)) / sample.length;
  const length = Math.min(300_000, Math.floor(BODY_BUDGET / leaves / bytesPerChar) - 20);
  const text = pathologicalStrings(length).find((s) => s.name === unit)!.value;
  return JSON.stringify(everyString(shape, text));
}

const AUTH_PATHS = [
  "sign-in/email",
  "sign-up/email",
  "email-otp/send-verification-otp",
  "email-otp/verify-email",
  "email-otp/check-verification-otp",
  "email-otp/request-password-reset",
  "email-otp/reset-password",
  "change-password",
  "update-user",
];
const CALLERS: HostileRequest["caller"][] = [undefined, "vendor", "admin", "newVendor"];

/**
 * The hostile requests for the given routes. `vendorId` is an approved vendor (so the review and
 * unlock handlers run past 'not found'); `leadId` one of the signed-in vendor's leads.
 */
export function hostileRequests(
  routes: { method: string; url: string }[],
  ids: { vendorId: string; leadId?: string },
  /** Only these kinds of pathological text (names from pathologicalStrings); all by default. */
  kinds?: string[],
): HostileRequest[] {
  const units = pathologicalStrings(10)
    .map((s) => s.name)
    .filter((name) => !kinds || kinds.includes(name));
  const out: HostileRequest[] = [];
  let turn = 0;
  const nextCaller = () => CALLERS[turn++ % CALLERS.length];
  const json = "application/json";

  for (const route of routes) {
    if (route.method === "HEAD" || route.method === "OPTIONS") continue;
    const key = `${route.method} ${route.url}`;
    const paths =
      route.url === "/api/auth/*"
        ? route.method === "GET"
          ? ["/api/auth/get-session"]
          : AUTH_PATHS.map((p) => `/api/auth/${p}`)
        : [
            route.url
              .replace("/api/vendor/leads/:id", `/api/vendor/leads/${ids.leadId ?? ids.vendorId}`)
              .replace(/:\w+/g, ids.vendorId)
              .replace("*", "x"),
          ];
    for (const url of paths) {
      const shape = url.startsWith("/api/auth/") ? auth : (SHAPES[key] ?? FLAT);
      if (route.method === "GET" || route.method === "DELETE") {
        // Text reaches a read through its path and query.
        for (const unit of units) {
          // As long as a request line may be (16 KB with both parameters): Devanagari encodes to 9 bytes a letter.
          let q = "";
          for (let length = 4000; !q || q.length > 7000; length = Math.floor(length / 2))
            q = encodeURIComponent(pathologicalStrings(length).find((s) => s.name === unit)!.value);
          out.push({
            label: `${key} ?…=${unit}`,
            method: route.method,
            url: `${url}?q=${q}&search=${q}`,
            caller: nextCaller(),
          });
        }
        continue;
      }
      for (const unit of units)
        out.push({
          label: `${key} ${unit}`,
          method: route.method,
          url,
          caller: nextCaller(),
          contentType: json,
          body: hostileBody(shape, unit),
        });
      for (const { label, body } of manyFieldBodies(shape))
        out.push({
          label: `${key} ${label}`,
          method: route.method,
          url,
          caller: nextCaller(),
          contentType: json,
          body,
          manyFields: true,
        });
      // Nearly 1 MB of text in one field, over the limit, and nested far too deep.
      out.push({
        label: `${key} 1 MB of <iframe`,
        method: route.method,
        url,
        caller: nextCaller(),
        contentType: json,
        body: JSON.stringify({ ...FLAT, text: "<iframe".repeat(140_000) }),
      });
      out.push({
        label: `${key} over the limit`,
        method: route.method,
        url,
        caller: nextCaller(),
        contentType: json,
        body: JSON.stringify({ text: ".".repeat(1_200_000) }),
      });
      out.push({
        label: `${key} nested`,
        method: route.method,
        url,
        caller: nextCaller(),
        contentType: json,
        body: "[".repeat(20_000) + "]".repeat(20_000),
      });
    }
  }
  // The red-team's request, and pages whose paths are long runs of slashes, dots and hyphens.
  out.push({
    label: "the red-team's review email",
    method: "POST",
    url: `/api/vendors/${ids.vendorId}/reviews`,
    contentType: json,
    body: JSON.stringify({ name: "A", rating: 5, email: `a@${".".repeat(300_000)}@` }),
  });
  // The address goes to the review-code request (a review needs a confirmed email).
  out.push({
    label: "the red-team's email on the review code",
    method: "POST",
    url: "/api/reviews/email-code",
    contentType: json,
    body: JSON.stringify({ vendorId: ids.vendorId, email: `a@${".".repeat(300_000)}@` }),
  });
  for (const path of [
    `/vendor/${"/".repeat(8000)}x`,
    `/photographers/in/${"a-".repeat(4000)}!`,
    `/${"/".repeat(8000)}`,
    `/api/vendors/${".".repeat(8000)}`,
  ])
    out.push({ label: `GET ${path.slice(0, 20)}…`, method: "GET", url: path });
  return out;
}
