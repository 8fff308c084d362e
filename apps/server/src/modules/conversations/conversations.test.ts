import { MESSAGE_MAX_LENGTH } from "@bihe/shared";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { customerInquiries, emailOutbox, leadEvents, leads, notifications, vendorProfiles } from "../../db/schema";
import { CLIENT_LINK_LIMIT, MESSAGE_LIMIT } from "./routes";

let t: TestApp;
type Login = { cookie: string; userId: string };
type Vendor = Login & { vendorId: string };
let vendorA: Vendor;
let vendorB: Vendor;
let couple: Login;
let otherCouple: Login;

async function makeVendor(name: string): Promise<Vendor> {
  const { cookie, userId, email } = await t.login("vendor");
  const [v] = await t.app.db
    .insert(vendorProfiles)
    .values({
      userId,
      vendorType: "wedding_cinematographer",
      status: "approved",
      companyName: name,
      slug: `s-${userId}`,
      emailAddress: email,
    })
    .returning({ id: vendorProfiles.id });
  return { cookie, userId, vendorId: v.id };
}

async function makeLead(vendorId: string, customerId: string | null = null, name = "Sita Sharma") {
  const [lead] = await t.app.db
    .insert(leads)
    .values({ vendorId, name, number: "9812345678", inquiryDate: "2026-01-01", customerId })
    .returning({ id: leads.id });
  await t.app.db.insert(leadEvents).values({ leadId: lead.id, eventName: "Wedding", eventDate: "2026-02-14" });
  return lead.id;
}

const send = (url: string, body: unknown, cookie?: string) =>
  t.request({ method: "POST", url, payload: body as object, cookie });
const message = (body = "Namaste, is 14 February free?") => ({ requestId: crypto.randomUUID(), body });

/** Makes a lead's private link as its vendor and returns the token read from the emailed link. */
async function linkFor(leadId: string, vendor: Vendor, email = "walkin@example.com"): Promise<string> {
  const res = await t.request({
    method: "PUT",
    url: `/api/vendor/leads/${leadId}/thread/client-link`,
    payload: { email },
    cookie: vendor.cookie,
  });
  expect(res.statusCode).toBe(200);
  const [mail] = await t.app.db
    .select({ body: emailOutbox.body })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = mail.body.match(/\/c\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no link in ${mail.body}`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  vendorA = await makeVendor("Himal Studio");
  vendorB = await makeVendor("Other Studio");
  couple = await t.login("customer");
  otherCouple = await t.login("customer");
});
afterAll(() => t.close());

describe("who may read and write a thread", () => {
  it("only the lead's vendor and couple: another vendor, another couple, an admin and a stranger get 404/401/403", async () => {
    const leadId = await makeLead(vendorA.vendorId, couple.userId);
    const admin = await t.login("admin");
    expect((await send(`/api/customer/messages/${leadId}`, message(), couple.cookie)).statusCode).toBe(201);
    expect((await send(`/api/vendor/leads/${leadId}/thread/messages`, message("Yes"), vendorA.cookie)).statusCode).toBe(
      201,
    );

    for (const cookie of [vendorB.cookie, admin.cookie]) {
      expect((await t.request({ url: `/api/vendor/leads/${leadId}/thread`, cookie })).statusCode).toBe(404);
      expect((await send(`/api/vendor/leads/${leadId}/thread/messages`, message(), cookie)).statusCode).toBe(404);
      expect((await send(`/api/vendor/leads/${leadId}/thread/read`, {}, cookie)).statusCode).toBe(404);
    }
    expect((await t.request({ url: `/api/customer/messages/${leadId}`, cookie: otherCouple.cookie })).statusCode).toBe(
      404,
    );
    expect((await send(`/api/customer/messages/${leadId}`, message(), otherCouple.cookie)).statusCode).toBe(404);
    expect((await t.request({ url: `/api/customer/messages/${leadId}`, cookie: admin.cookie })).statusCode).toBe(404);
    // A couple is not a vendor, a vendor is not a couple, a stranger is nobody.
    expect((await t.request({ url: `/api/vendor/leads/${leadId}/thread`, cookie: couple.cookie })).statusCode).toBe(
      403,
    );
    expect((await t.request({ url: `/api/customer/messages/${leadId}`, cookie: vendorA.cookie })).statusCode).toBe(403);
    expect((await t.request({ url: `/api/vendor/messages` })).statusCode).toBe(401);
    expect((await t.request({ url: `/api/customer/messages` })).statusCode).toBe(401);

    // Vendor B's inbox and the other couple's list do not show the thread.
    const inboxB = await t.request({ url: "/api/vendor/messages", cookie: vendorB.cookie });
    expect(inboxB.json()).toEqual([]);
    const listOther = await t.request({ url: "/api/customer/messages", cookie: otherCouple.cookie });
    expect(listOther.json()).toEqual([]);

    const thread = await t.request({ url: `/api/vendor/leads/${leadId}/thread`, cookie: vendorA.cookie });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toEqual([
      "Namaste, is 14 February free?",
      "Yes",
    ]);
  });

  it("a walk-in client by its link; a wrong, malformed or revoked token gets 404; regenerating ends the old link", async () => {
    const leadId = await makeLead(vendorA.vendorId, null, "Ram Thapa");
    // Vendor B cannot make a link for vendor A's lead.
    const stolen = await t.request({
      method: "PUT",
      url: `/api/vendor/leads/${leadId}/thread/client-link`,
      payload: { email: "x@example.com" },
      cookie: vendorB.cookie,
    });
    expect(stolen.statusCode).toBe(404);
    const token = await linkFor(leadId, vendorA);

    const page = await t.request({ url: `/api/client/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    expect(page.json()).toMatchObject({
      vendorName: "Himal Studio",
      events: [{ name: "Wedding", date: "2026-02-14" }],
      thread: { clientName: "Ram Thapa", me: "client", clientLinkEmail: null },
    });
    expect((await send(`/api/client/${token}/messages`, message("Hello from Ram"))).statusCode).toBe(201);

    const wrong = "A".repeat(43);
    expect((await t.request({ url: `/api/client/${wrong}` })).statusCode).toBe(404);
    expect((await send(`/api/client/${wrong}/messages`, message())).statusCode).toBe(404);
    expect((await t.request({ url: "/api/client/short" })).statusCode).toBe(404);

    // Regenerate: the old token stops, the new one sees the same thread.
    const fresh = await linkFor(leadId, vendorA, "ram@example.com");
    expect(fresh).not.toBe(token);
    expect((await t.request({ url: `/api/client/${token}` })).statusCode).toBe(404);
    const again = await t.request({ url: `/api/client/${fresh}` });
    expect(again.json().thread.messages.map((m: { body: string }) => m.body)).toEqual(["Hello from Ram"]);
    const vendorView = await t.request({ url: `/api/vendor/leads/${leadId}/thread`, cookie: vendorA.cookie });
    expect(vendorView.json()).toMatchObject({ clientReachable: true, clientLinkEmail: "ram@example.com" });

    // Revoke: 404 from then on, for reading and writing.
    const revoke = await t.request({
      method: "DELETE",
      url: `/api/vendor/leads/${leadId}/thread/client-link`,
      cookie: vendorA.cookie,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await t.request({ url: `/api/client/${fresh}` })).statusCode).toBe(404);
    expect((await send(`/api/client/${fresh}/read`, {})).statusCode).toBe(404);
    const after = await t.request({ url: `/api/vendor/leads/${leadId}/thread`, cookie: vendorA.cookie });
    expect(after.json()).toMatchObject({ clientReachable: false, clientLinkEmail: null });
  });

  it("a couple's lead needs no link (409), and a bad email is a 400", async () => {
    const leadId = await makeLead(vendorA.vendorId, couple.userId);
    const url = `/api/vendor/leads/${leadId}/thread/client-link`;
    const withAccount = await t.request({
      method: "PUT",
      url,
      payload: { email: "a@example.com" },
      cookie: vendorA.cookie,
    });
    expect(withAccount.statusCode).toBe(409);
    const walkIn = await makeLead(vendorA.vendorId);
    const bad = await t.request({
      method: "PUT",
      url: `/api/vendor/leads/${walkIn}/thread/client-link`,
      payload: { email: "not an email" },
      cookie: vendorA.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the inquiry's words", () => {
  it("open the thread of a lead made from a marketplace inquiry, for both sides", async () => {
    const [inquiry] = await t.app.db
      .insert(customerInquiries)
      .values({
        vendorId: vendorA.vendorId,
        customerName: "Sita Sharma",
        customerPhone: "9812345678",
        promoCode: "CONVO123",
        message: "Is 2 Falgun free? <b>We</b> would like a drone.",
      })
      .returning({ id: customerInquiries.id });
    const leadId = await makeLead(vendorA.vendorId, couple.userId);
    await t.app.db.update(leads).set({ inquiryId: inquiry.id }).where(eq(leads.id, leadId));
    for (const [url, cookie] of [
      [`/api/vendor/leads/${leadId}/thread`, vendorA.cookie],
      [`/api/customer/messages/${leadId}`, couple.cookie],
    ] as const) {
      const view = (await t.request({ url, cookie })).json();
      expect(view.inquiry).toMatchObject({ message: "Is 2 Falgun free? <b>We</b> would like a drone." });
      expect(view.messages).toEqual([]);
    }
    const walkIn = await makeLead(vendorA.vendorId);
    expect(
      (await t.request({ url: `/api/vendor/leads/${walkIn}/thread`, cookie: vendorA.cookie })).json().inquiry,
    ).toBeNull();
  });
});

describe("sending", () => {
  it("a double send with one request id makes one message, in parallel too", async () => {
    const leadId = await makeLead(vendorA.vendorId, couple.userId);
    const body = message("Only once");
    const url = `/api/customer/messages/${leadId}`;
    const answers = await Promise.all([send(url, body, couple.cookie), send(url, body, couple.cookie)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0].json().id).toBe(answers[1].json().id);
    const retry = await send(url, body, couple.cookie);
    expect(retry.json().id).toBe(answers[0].json().id);
    const thread = await t.request({ url, cookie: couple.cookie });
    expect(thread.json().messages).toHaveLength(1);
  });

  it("refuses an empty, too long or non-text message with a 400, and keeps text as text", async () => {
    const leadId = await makeLead(vendorA.vendorId, couple.userId);
    const url = `/api/customer/messages/${leadId}`;
    for (const body of ["", "   ", "x".repeat(MESSAGE_MAX_LENGTH + 1), 42, null, ["a"], { a: 1 }]) {
      const res = await send(url, { requestId: crypto.randomUUID(), body }, couple.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send(url, { requestId: "nope", body: "hi" }, couple.cookie)).statusCode).toBe(400);
    expect((await send(url, message("x".repeat(MESSAGE_MAX_LENGTH)), couple.cookie)).statusCode).toBe(201);
    const html = "<script>alert(1)</script> <b>bold</b>";
    expect((await send(url, message(html), couple.cookie)).statusCode).toBe(201);
    const thread = await t.request({ url, cookie: couple.cookie });
    expect(thread.json().messages.at(-1).body).toBe(html);
  });

  it("limits how many messages one sender writes per window, whatever the thread", async () => {
    const sender = await makeVendor("Busy Studio");
    const first = await makeLead(sender.vendorId);
    const second = await makeLead(sender.vendorId);
    const answers = [];
    for (let i = 0; i < MESSAGE_LIMIT.max; i++) {
      const leadId = i % 2 ? first : second;
      answers.push(
        (await send(`/api/vendor/leads/${leadId}/thread/messages`, message(`n${i}`), sender.cookie)).statusCode,
      );
    }
    expect(answers.every((s) => s === 201)).toBe(true);
    const over = await send(`/api/vendor/leads/${first}/thread/messages`, message("one too many"), sender.cookie);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // Another sender is not held back by it.
    const leadId = await makeLead(vendorA.vendorId);
    expect((await send(`/api/vendor/leads/${leadId}/thread/messages`, message(), vendorA.cookie)).statusCode).toBe(201);
  });
});

describe("unread counts, read receipts and notifications", () => {
  it("limits how many private links (each one an email) a vendor makes per hour", async () => {
    const sender = await makeVendor("Link Studio");
    const leadId = await makeLead(sender.vendorId);
    const link = (n: number) =>
      t.request({
        method: "PUT",
        url: `/api/vendor/leads/${leadId}/thread/client-link`,
        cookie: sender.cookie,
        payload: { email: `walkin${n}@example.com` },
      });
    for (let i = 0; i < CLIENT_LINK_LIMIT.max; i++) expect((await link(i)).statusCode).toBe(200);
    const over = await link(99);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    const mailed = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "walkin99@example.com"));
    expect(mailed).toEqual([]);
  });

  it("counts the other side's messages until read; the reader's read time is the sender's receipt", async () => {
    const fresh = await t.login("customer");
    const vendor = await makeVendor("Receipt Studio");
    const leadId = await makeLead(vendor.vendorId, fresh.userId, "Gita Rai");
    await send(`/api/customer/messages/${leadId}`, message("One"), fresh.cookie);
    await send(`/api/customer/messages/${leadId}`, message("Two"), fresh.cookie);

    const inbox = await t.request({ url: "/api/vendor/messages", cookie: vendor.cookie });
    expect(inbox.json()).toMatchObject([
      { leadId, clientName: "Gita Rai", unread: 2, lastMessage: { author: "client", body: "Two" } },
    ]);
    const badge = await t.request({ url: "/api/notifications/unread-count", cookie: vendor.cookie });
    expect(badge.json().messages).toBe(1);
    // A burst tells the vendor once.
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, vendor.userId), eq(notifications.kind, "message_received")));
    expect(told).toHaveLength(1);
    expect(told[0].link).toBe(`/vendor-messages?lead=${leadId}`);

    let coupleView = await t.request({ url: `/api/customer/messages/${leadId}`, cookie: fresh.cookie });
    expect(coupleView.json().otherReadAt).toBeNull();

    expect((await send(`/api/vendor/leads/${leadId}/thread/read`, {}, vendor.cookie)).statusCode).toBe(200);
    const read = await t.request({ url: "/api/vendor/messages", cookie: vendor.cookie });
    expect(read.json()[0].unread).toBe(0);
    expect((await t.request({ url: "/api/notifications/unread-count", cookie: vendor.cookie })).json().messages).toBe(
      0,
    );
    coupleView = await t.request({ url: `/api/customer/messages/${leadId}`, cookie: fresh.cookie });
    const seenAt = coupleView.json().otherReadAt;
    expect(seenAt).not.toBeNull();
    for (const m of coupleView.json().messages) expect(m.createdAt <= seenAt).toBe(true);
    // Reading cleared the vendor's notification of the thread: the next message tells it again.
    await send(`/api/customer/messages/${leadId}`, message("Three"), fresh.cookie);
    const toldAgain = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, vendor.userId), eq(notifications.kind, "message_received")));
    expect(toldAgain).toHaveLength(2);

    // The vendor answers: the couple's side counts it, and the couple's list shows it.
    await send(`/api/vendor/leads/${leadId}/thread/messages`, message("Free, yes"), vendor.cookie);
    const list = await t.request({ url: "/api/customer/messages", cookie: fresh.cookie });
    expect(list.json()).toMatchObject([
      { leadId, vendorName: "Receipt Studio", unread: 1, lastMessage: { author: "vendor", body: "Free, yes" } },
    ]);
    expect((await t.request({ url: "/api/notifications/unread-count", cookie: fresh.cookie })).json().messages).toBe(1);
    const coupleTold = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fresh.userId), eq(notifications.kind, "message_received_customer")));
    expect(coupleTold).toHaveLength(1);
    await send(`/api/customer/messages/${leadId}/read`, {}, fresh.cookie);
    expect((await t.request({ url: "/api/notifications/unread-count", cookie: fresh.cookie })).json().messages).toBe(0);
  });

  it("emails a walk-in client once per burst of the vendor's messages", async () => {
    const vendor = await makeVendor("Mail Studio");
    const leadId = await makeLead(vendor.vendorId, null, "Hari");
    const token = await linkFor(leadId, vendor, "hari@example.com");
    const mails = () =>
      t.app.db
        .select({ subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, "hari@example.com"), like(emailOutbox.subject, "%message%")));
    await send(`/api/vendor/leads/${leadId}/thread/messages`, message("One"), vendor.cookie);
    await send(`/api/vendor/leads/${leadId}/thread/messages`, message("Two"), vendor.cookie);
    expect(await mails()).toHaveLength(1);
    await send(`/api/client/${token}/read`, {});
    await send(`/api/vendor/leads/${leadId}/thread/messages`, message("Three"), vendor.cookie);
    expect(await mails()).toHaveLength(2);
  });
});
