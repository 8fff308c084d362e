import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  addDaysAd,
  DISCOUNT_TOO_LARGE_MESSAGE,
  formatBs,
  QUOTATION_NOT_DRAFT_MESSAGE,
  QUOTATION_STALE_MESSAGE,
  scheduleMismatchMessage,
  todayAdInNepal,
  toNepaliDigits,
  VALIDITY_PAST_MESSAGE,
  VAT_NEEDS_PAN_MESSAGE,
} from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, smallPng } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  comboPackages,
  emailOutbox,
  eventPricing,
  leadHistory,
  leadMessages,
  leads,
  leadThreads,
  paymentTerms,
  quotations,
  vendorAddons,
  vendorProfiles,
} from "../../db/schema";
import { DOCUMENT_LIMIT } from "../../lib/document-limit";
import { newClientToken } from "../conversations/access";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Vendor = { cookie: string; userId: string; vendorId: string; email: string };
let n = 0;
/** A photographer with prices for two events, a combo, add-ons, 30/70 payment terms and (optionally) a PAN. */
async function vendor(opts: { pan?: string | null; name?: string } = {}): Promise<Vendor> {
  const login = await t.login("vendor");
  const [row] = await t.app.db
    .insert(vendorProfiles)
    .values({
      userId: login.userId,
      vendorType: "wedding_cinematographer",
      status: "approved",
      companyName: opts.name ?? `Studio Q${++n}`,
      slug: `studio-q-${login.userId}`,
      emailAddress: login.email,
      phone: "9800000011",
      city: "Kathmandu",
      vatPanNumber: opts.pan === undefined ? "301234567" : opts.pan,
    })
    .returning({ id: vendorProfiles.id });
  const vendorId = row.id;
  await t.app.db.insert(eventPricing).values([
    { vendorId, eventName: "Bride Mehendi", price: 40_000, hours: 4, photographers: 1, videographers: 1, sortOrder: 0 },
    {
      vendorId,
      eventName: "Wedding (Both Sides)",
      price: 120_000,
      hours: 10,
      photographers: 2,
      videographers: 2,
      sortOrder: 1,
    },
  ]);
  await t.app.db.insert(comboPackages).values({
    vendorId,
    packageKey: "gold",
    packageName: "Gold",
    price: 150_000,
    events: [{ eventName: "Wedding (Both Sides)", photographers: 2, videographers: 2, hours: 10 }],
  });
  await t.app.db.insert(vendorAddons).values({ vendorId, drone: 15_000, album: 8_000 });
  await t.app.db.insert(paymentTerms).values([
    { vendorId, termOrder: 1, installmentNumber: 1, percentage: 30, description: "", termLabel: "Advance to confirm" },
    { vendorId, termOrder: 2, installmentNumber: 2, percentage: 70, description: "", termLabel: "On the day" },
  ]);
  return { ...login, vendorId };
}

const inDays = (d: number) => addDaysAd(todayAdInNepal(), d);

async function lead(v: Vendor, name = "Sita Sharma"): Promise<string> {
  const res = await t.request({
    method: "POST",
    url: "/api/vendor/leads",
    cookie: v.cookie,
    payload: {
      name,
      number: "9812345678",
      inquiryDate: todayAdInNepal(),
      locations: [{ locationType: "bride_side" }],
      events: [
        { eventName: "Bride Mehendi", eventDate: inDays(60) },
        { eventName: "Wedding (Both Sides)", eventDate: inDays(62) },
        { eventName: "Reception (Groom Side)", eventDate: inDays(63) },
      ],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** A signed-in couple made the client of the lead (as a marketplace inquiry would). */
async function coupleOf(leadId: string) {
  const couple = await t.login("customer");
  await t.app.db.update(leads).set({ customerId: couple.userId }).where(eq(leads.id, leadId));
  return couple;
}

const draft = (over: Record<string, unknown> = {}) => ({
  items: [
    { description: "Wedding coverage", quantity: 1, unitPrice: 120_000 },
    { description: "Album", quantity: 2, unitPrice: 8_000 },
  ],
  discount: 6_000,
  withVat: true,
  validUntil: inDays(14),
  terms: "Advance is not refundable.",
  // (136,000 - 6,000) = 130,000 + 13 % VAT 16,900 = 146,900
  schedule: [
    { label: "Advance", amount: 46_900, dueDate: inDays(7) },
    { label: "On the day", amount: 100_000, dueDate: null },
  ],
  ...over,
});

const base = (leadId: string) => `/api/vendor/leads/${leadId}/quotations`;
const create = (v: Vendor, leadId: string, d = draft()) =>
  t.request({
    method: "POST",
    url: base(leadId),
    cookie: v.cookie,
    payload: { requestId: crypto.randomUUID(), draft: d },
  });
const send = (v: Vendor, leadId: string, q: { id: string; rowVersion: number }) =>
  t.request({
    method: "POST",
    url: `${base(leadId)}/${q.id}/send`,
    cookie: v.cookie,
    payload: { rowVersion: q.rowVersion },
  });
const count = async (table: "lead_messages" | "email_outbox", where: ReturnType<typeof sql>) => {
  const r = await t.app.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return (r.rows[0] as { n: number }).n;
};

async function pdfText(payload: Buffer): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "quotation-")), "q.pdf");
  fs.writeFileSync(file, payload);
  if (process.env.QUOTATION_PDF_DIR)
    fs.copyFileSync(file, path.join(process.env.QUOTATION_PDF_DIR, `q-${Date.now()}.pdf`));
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
}

describe("the template", () => {
  it("prices the lead's events from the vendor's event pricing and offers its packages and add-ons", async () => {
    const v = await vendor();
    const leadId = await lead(v);
    const res = await t.request({ url: `${base(leadId)}/template`, cookie: v.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Two of the three events have a price; the reception has none.
    expect(body.draft.items).toEqual([
      { description: "Bride Mehendi: 4 h, 1 photographer, 1 videographer", quantity: 1, unitPrice: 40_000 },
      { description: "Wedding (Both Sides): 10 h, 2 photographers, 2 videographers", quantity: 1, unitPrice: 120_000 },
    ]);
    // 30 % of 160,000 and the rest.
    expect(body.draft.schedule).toEqual([
      { label: "Advance to confirm", amount: 48_000, dueDate: null },
      { label: "On the day", amount: 112_000, dueDate: null },
    ]);
    expect(body.draft.validUntil).toBe(inDays(14));
    expect(body.vatPanNumber).toBe("301234567");
    expect(body.options).toEqual(
      expect.arrayContaining([
        { group: "package", description: "Gold (Wedding (Both Sides))", unitPrice: 150_000 },
        { group: "addon", description: "Drone", unitPrice: 15_000 },
        { group: "addon", description: "Album", unitPrice: 8_000 },
      ]),
    );
    expect(body.clientName).toBe("Sita Sharma");
    expect(body.events).toHaveLength(3);
  });
});

describe("drafts", () => {
  it("creates a draft with the shared rule's totals; a second create answers the open draft", async () => {
    const v = await vendor();
    const leadId = await lead(v);
    const first = await create(v, leadId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      version: 1,
      status: "draft",
      subtotal: 136_000,
      discount: 6_000,
      vatPercent: 13,
      vatAmount: 16_900,
      total: 146_900,
      rowVersion: 1,
    });
    const again = await create(v, leadId);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
  });

  it("a retried create answers the quotation its request made, even once sent", async () => {
    const v = await vendor();
    const leadId = await lead(v);
    const requestId = crypto.randomUUID();
    const post = () =>
      t.request({ method: "POST", url: base(leadId), cookie: v.cookie, payload: { requestId, draft: draft() } });
    const first = await post();
    expect(first.statusCode).toBe(201);
    expect((await send(v, leadId, first.json())).statusCode).toBe(200);
    const retry = await post();
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: first.json().id, version: 1, status: "sent" });
    // A new request after the send is a new version.
    const next = await create(v, leadId);
    expect(next.statusCode).toBe(201);
    expect(next.json().version).toBe(2);
  });

  it("the database keeps one open draft per lead", async () => {
    const v = await vendor();
    const leadId = await lead(v);
    await create(v, leadId);
    const error = await t.app.db
      .insert(quotations)
      .values({ leadId, vendorId: v.vendorId, version: 9, items: [], schedule: [], subtotal: 0, total: 0 })
      .then(() => null)
      .catch((e: Error & { cause?: { constraint?: string } }) => e);
    expect(error?.cause?.constraint).toBe("quotations_one_draft_idx");
  });

  it("parallel creates make one version, with one request id or several", async () => {
    const v = await vendor();
    const leadId = await lead(v);
    const requestId = crypto.randomUUID();
    const same = () =>
      t.request({ method: "POST", url: base(leadId), cookie: v.cookie, payload: { requestId, draft: draft() } });
    const results = await Promise.all([create(v, leadId), same(), same(), create(v, leadId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.app.db.select().from(quotations).where(eq(quotations.leadId, leadId));
    expect(rows).toHaveLength(1);
  });

  it("edits a draft against its row version; a stale one is a 409", async () => {
    const v = await vendor();
    const leadId = await lead(v);
    const q = (await create(v, leadId)).json();
    const put = (
      rowVersion: number,
      d = draft({ discount: 0, schedule: [{ label: "All", amount: 153_680, dueDate: null }] }),
    ) =>
      t.request({ method: "PUT", url: `${base(leadId)}/${q.id}`, cookie: v.cookie, payload: { rowVersion, draft: d } });
    const ok = await put(1);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ rowVersion: 2, discount: 0, total: 153_680 });
    const stale = await put(1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(QUOTATION_STALE_MESSAGE);
  });

  it("refuses bad input with a 4xx and the rule's message, never a 500", async () => {
    const v = await vendor({ pan: null });
    const leadId = await lead(v);
    const cases: [Record<string, unknown>, string | null][] = [
      [draft({ withVat: false, discount: 200_000 }), DISCOUNT_TOO_LARGE_MESSAGE],
      [draft({ withVat: false }), scheduleMismatchMessage(130_000)],
      [draft(), VAT_NEEDS_PAN_MESSAGE],
      [
        draft({ withVat: false, validUntil: inDays(-1), schedule: [{ label: "All", amount: 130_000, dueDate: null }] }),
        VALIDITY_PAST_MESSAGE,
      ],
      [draft({ items: [] }), null],
      [draft({ items: [{ description: "Half", quantity: 1, unitPrice: 10.5 }] }), null],
      [draft({ items: [{ description: "Huge", quantity: 1000, unitPrice: 1_000_000_000 }] }), null],
      [draft({ items: [{ description: "", quantity: 1, unitPrice: 10 }] }), null],
      [draft({ discount: -5 }), null],
      [draft({ schedule: "all at once" }), null],
      [{ nope: true }, null],
    ];
    for (const [body, message] of cases) {
      const res = await create(v, leadId, body as ReturnType<typeof draft>);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(res.json())).toContain(message);
    }
    const noBody = await t.request({ method: "POST", url: base(leadId), cookie: v.cookie, payload: {} });
    expect(noBody.statusCode).toBe(400);
    expect(await t.app.db.select().from(quotations).where(eq(quotations.leadId, leadId))).toHaveLength(0);
  });
});

describe("sending", () => {
  it("sends: the card in the thread, the lead at Quotation Sent with its history, one email to the couple", async () => {
    const v = await vendor({ name: "Himalayan Frames" });
    const leadId = await lead(v);
    const couple = await coupleOf(leadId);
    const q = (await create(v, leadId)).json();
    const res = await send(v, leadId, q);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "sent", rowVersion: 2, vatPanNumber: "301234567" });
    expect(res.json().sentAt).toBeTruthy();

    const cards = await t.app.db.select().from(leadMessages).where(eq(leadMessages.leadId, leadId));
    expect(cards).toMatchObject([{ kind: "quotation", quotationId: q.id, author: "vendor" }]);
    const [l] = await t.app.db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
    expect(l.status).toBe("quotation_sent");
    const history = await t.app.db.select().from(leadHistory).where(eq(leadHistory.leadId, leadId));
    expect(history).toMatchObject([{ fromStatus: "inquiry", toStatus: "quotation_sent", changedBy: v.userId }]);
    const mails = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, couple.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Himalayan Frames sent you a quotation");
    expect(mails[0].body).toContain("Rs. 1,46,900");
    expect(mails[0].body).toContain(`http://localhost:3000/customer-dashboard?tab=messages&lead=${leadId}`);

    // A sent quotation is never edited.
    const edit = await t.request({
      method: "PUT",
      url: `${base(leadId)}/${q.id}`,
      cookie: v.cookie,
      payload: { rowVersion: 2, draft: draft() },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(QUOTATION_NOT_DRAFT_MESSAGE);
  });

  it("a walk-in client is emailed at the address its private link went to; a lead without one is emailed nothing", async () => {
    const v = await vendor();
    const walkIn = await lead(v, "Walk-in Client");
    const address = `walk-in-${Date.now()}@test.bihe`;
    await t.app.db.insert(leadThreads).values({ leadId: walkIn, vendorId: v.vendorId, clientEmail: address });
    expect((await send(v, walkIn, (await create(v, walkIn)).json())).statusCode).toBe(200);
    const [mail] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
    expect(mail.body).toContain("Walk-in Client");
    expect(mail.body).toContain("private link");
    expect(mail.attachments).toMatchObject([{ document: { kind: "quotation", lang: "en" } }]);
    // The attached PDF is made when the email leaves.
    const pdf = await t.app.mailer.renderAttachment(mail.attachments![0]!);
    expect(Buffer.from(pdf!).subarray(0, 5).toString()).toBe("%PDF-");

    const before = await count("email_outbox", sql`true`);
    const silent = await lead(v, "No Address");
    expect((await send(v, silent, (await create(v, silent)).json())).statusCode).toBe(200);
    expect(await count("email_outbox", sql`true`)).toBe(before);
    expect(await count("lead_messages", sql`lead_id = ${silent}`)).toBe(1);
  });

  it("a double send posts one card and one email", async () => {
    const v = await vendor();
    const leadId = await lead(v);
    const couple = await coupleOf(leadId);
    const q = (await create(v, leadId)).json();
    const results = await Promise.all([send(v, leadId, q), send(v, leadId, q)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await count("lead_messages", sql`lead_id = ${leadId}`)).toBe(1);
    expect(await count("email_outbox", sql`to_address = ${couple.email}`)).toBe(1);
    const history = await t.app.db.select().from(leadHistory).where(eq(leadHistory.leadId, leadId));
    expect(history).toHaveLength(1);
  });

  it("a new version supersedes the sent one, which stays readable; a Won lead stays Won", async () => {
    const v = await vendor();
    const leadId = await lead(v);
    const v1 = (await send(v, leadId, (await create(v, leadId)).json())).json();
    await t.app.db.update(leads).set({ status: "won" }).where(eq(leads.id, leadId));
    const v2draft = await create(
      v,
      leadId,
      draft({ discount: 16_000, schedule: [{ label: "All", amount: 135_600, dueDate: null }] }),
    );
    expect(v2draft.statusCode).toBe(201);
    expect(v2draft.json().version).toBe(2);
    const v2 = await send(v, leadId, v2draft.json());
    expect(v2.json()).toMatchObject({ version: 2, status: "sent", total: 135_600 });
    const list = (await t.request({ url: base(leadId), cookie: v.cookie })).json();
    expect(list.map((q: { version: number; status: string }) => [q.version, q.status])).toEqual([
      [2, "sent"],
      [1, "superseded"],
    ]);
    expect(list[1]).toMatchObject({ id: v1.id, total: 146_900 });
    expect(await count("lead_messages", sql`lead_id = ${leadId} and kind = 'quotation'`)).toBe(2);
    const [l] = await t.app.db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
    expect(l.status).toBe("won");
  });

  it("refuses to send a quotation whose validity has passed", async () => {
    const v = await vendor();
    const leadId = await lead(v);
    const q = (await create(v, leadId)).json();
    await t.app.db
      .update(quotations)
      .set({ validUntil: inDays(-2) })
      .where(eq(quotations.id, q.id));
    const res = await send(v, leadId, q);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(VALIDITY_PAST_MESSAGE);
    const [row] = await t.app.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row.status).toBe("draft");
    expect(await count("lead_messages", sql`lead_id = ${leadId}`)).toBe(0);
  });
});

describe("who may read a quotation", () => {
  it("the vendor's own only; the couple and the link holder see sent versions, never a draft", async () => {
    const a = await vendor();
    const b = await vendor();
    const leadId = await lead(a);
    const couple = await coupleOf(leadId);
    const otherCouple = await t.login("customer");
    const sent = (await send(a, leadId, (await create(a, leadId)).json())).json();
    const open = (
      await create(a, leadId, draft({ discount: 0, schedule: [{ label: "All", amount: 153_680, dueDate: null }] }))
    ).json();
    const { token, hash } = newClientToken();
    await t.app.db.insert(leadThreads).values({ leadId, vendorId: a.vendorId }).onConflictDoNothing();
    await t.app.db.update(leadThreads).set({ clientTokenHash: hash }).where(eq(leadThreads.leadId, leadId));

    for (const url of [base(leadId), `${base(leadId)}/template`, `${base(leadId)}/${sent.id}/pdf`]) {
      expect((await t.request({ url, cookie: b.cookie })).statusCode, url).toBe(404);
      expect((await t.request({ url, cookie: couple.cookie })).statusCode, url).toBe(403);
      expect((await t.request({ url })).statusCode, url).toBe(401);
    }
    expect((await send(b, leadId, open)).statusCode).toBe(404);
    expect((await create(b, leadId)).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: "PUT",
          url: `${base(leadId)}/${open.id}`,
          cookie: b.cookie,
          payload: { rowVersion: open.rowVersion, draft: draft() },
        })
      ).statusCode,
    ).toBe(404);

    const mine = await t.request({ url: `/api/customer/quotations/${sent.id}`, cookie: couple.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: sent.id, status: "sent", vendorName: expect.any(String) });
    expect((await t.request({ url: `/api/customer/quotations/${open.id}`, cookie: couple.cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ url: `/api/customer/quotations/${sent.id}`, cookie: otherCouple.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ url: `/api/customer/quotations/${sent.id}/pdf`, cookie: otherCouple.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ url: `/api/customer/quotations/${sent.id}/pdf`, cookie: couple.cookie })).statusCode,
    ).toBe(200);

    expect((await t.request({ url: `/api/client/${token}/quotations/${sent.id}` })).statusCode).toBe(200);
    expect((await t.request({ url: `/api/client/${token}/quotations/${sent.id}/pdf` })).statusCode).toBe(200);
    expect((await t.request({ url: `/api/client/${token}/quotations/${open.id}` })).statusCode).toBe(404);
    const wrong = newClientToken().token;
    expect((await t.request({ url: `/api/client/${wrong}/quotations/${sent.id}` })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/client/${wrong}/quotations/${sent.id}/pdf` })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/client/short/quotations/${sent.id}` })).statusCode).toBe(404);

    // Each PDF costs up to a second of CPU: a caller's downloads are counted, its own only.
    await t.app.counters.add(`documents|customerId|${couple.userId}`, DOCUMENT_LIMIT.max, DOCUMENT_LIMIT.timeWindow);
    const flooded = await t.request({ url: `/api/customer/quotations/${sent.id}/pdf`, cookie: couple.cookie });
    expect(flooded.statusCode).toBe(429);
    expect(Number(flooded.headers["retry-after"])).toBeGreaterThan(0);
    expect((await t.request({ url: `/api/client/${token}/quotations/${sent.id}/pdf` })).statusCode).toBe(200);
  });
});

describe("the PDF", () => {
  it("in English and Nepali: vendor, PAN/VAT, client, BS dates, lines, VAT, total, schedule and the payment QR", async () => {
    const v = await vendor({ name: "Everest Studio" });
    const leadId = await lead(v, "Sita Sharma");
    const upload = await t.request({
      method: "PUT",
      url: "/api/vendor/payment-qr",
      cookie: v.cookie,
      ...multipartBody(
        { label: "eSewa 9800000011" },
        { buffer: await QRCode.toBuffer("esewa://pay/9800000011", { width: 400 }), name: "qr.png", type: "image/png" },
      ),
    });
    expect(upload.statusCode).toBe(200);
    const q = (await send(v, leadId, (await create(v, leadId)).json())).json();

    const en = await t.request({ url: `${base(leadId)}/${q.id}/pdf?lang=en`, cookie: v.cookie });
    expect(en.statusCode).toBe(200);
    expect(en.headers["content-type"]).toBe("application/pdf");
    expect(en.headers["content-disposition"]).toBe('attachment; filename="everest-studio-quotation-v1-en.pdf"');
    const text = await pdfText(en.rawPayload);
    for (const part of [
      "Everest Studio",
      "PAN/VAT No. 301234567",
      "Quotation - Version 1",
      "Sita Sharma",
      "Bride Mehendi",
      formatBs(inDays(60)),
      "Wedding coverage",
      "Rs. 1,20,000",
      "Rs. 16,000",
      "- Rs. 6,000",
      "VAT (13%)",
      "Rs. 16,900",
      "Rs. 1,46,900",
      "Payment schedule",
      "Advance",
      formatBs(inDays(7)),
      "Advance is not refundable.",
      "Pay by scanning: eSewa 9800000011",
    ]) {
      expect(text, part).toContain(part);
    }

    const ne = await t.request({ url: `${base(leadId)}/${q.id}/pdf?lang=ne`, cookie: v.cookie });
    expect(ne.statusCode).toBe(200);
    const neText = await pdfText(ne.rawPayload);
    for (const part of [
      "Everest Studio",
      "रु. १,४६,९००",
      "रु. १,२०,०००",
      toNepaliDigits(formatBs(inDays(60), "ne").split(" ")[0]!),
      "१३",
      // The events by their Nepali names.
      "बेहुलीको मेहेन्दी",
    ]) {
      expect(neText, part).toContain(part);
    }
    expect(neText).not.toContain("Rs.");

    const bad = await t.request({ url: `${base(leadId)}/${q.id}/pdf?lang=fr`, cookie: v.cookie });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the payment QR", () => {
  it("uploads, replaces and removes; a file that is not an image or a missing label is a 400", async () => {
    const v = await vendor();
    const put = (label: string, buffer: Buffer, name = "qr.png", type = "image/png") =>
      t.request({
        method: "PUT",
        url: "/api/vendor/payment-qr",
        cookie: v.cookie,
        ...multipartBody({ label }, { buffer, name, type }),
      });
    expect((await t.request({ url: "/api/vendor/payment-qr", cookie: v.cookie })).json()).toEqual({ qr: null });
    const first = await put("Khalti", await smallPng());
    expect(first.statusCode).toBe(200);
    expect(first.json().qr).toMatchObject({ label: "Khalti" });
    const second = await put("NIC Asia Bank", await smallPng());
    expect(second.json().qr.label).toBe("NIC Asia Bank");
    expect(second.json().qr.url).not.toBe(first.json().qr.url);
    // The replaced picture is gone from storage.
    const oldPath = new URL(first.json().qr.url, "http://x").pathname;
    expect((await t.request({ url: oldPath })).statusCode).toBe(404);

    const notImage = await put("eSewa", Buffer.from("not an image at all"), "qr.png");
    expect(notImage.statusCode).toBe(400);
    const noLabel = await put("", await smallPng());
    expect(noLabel.statusCode).toBe(400);
    const longLabel = await put("x".repeat(61), await smallPng());
    expect(longLabel.statusCode).toBe(400);

    const removed = await t.request({ method: "DELETE", url: "/api/vendor/payment-qr", cookie: v.cookie });
    expect(removed.json()).toEqual({ qr: null });
    const rows = await t.app.db.execute(
      sql`select count(*)::int as n from vendor_payment_qrs where vendor_id = ${v.vendorId}`,
    );
    expect((rows.rows[0] as { n: number }).n).toBe(0);
  });
});
