import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { leadMessages, leads, leadThreads, notifications, quotations, vendorProfiles } from "../../db/schema";
import { clientLead, hashClientToken, newClientToken, vendorLead } from "./access";
import { postThreadEvent } from "./thread-events";

let t: TestApp;
type Vendor = { userId: string; vendorId: string };
let vendorA: Vendor;
let vendorB: Vendor;
let couple: { userId: string };
let otherCouple: { userId: string };

async function makeVendor(): Promise<Vendor> {
  const { userId, email } = await t.login("vendor");
  const [v] = await t.app.db
    .insert(vendorProfiles)
    .values({
      userId,
      vendorType: "wedding_cinematographer",
      status: "approved",
      companyName: `Studio ${email}`,
      slug: `s-${userId}`,
      emailAddress: email,
    })
    .returning({ id: vendorProfiles.id });
  return { userId, vendorId: v.id };
}

const makeLead = async (vendorId: string, customerId: string | null = null) => {
  const [lead] = await t.app.db
    .insert(leads)
    .values({ vendorId, name: "Sita Sharma", number: "9812345678", inquiryDate: "2026-01-01", customerId })
    .returning({ id: leads.id });
  return lead.id;
};

beforeAll(async () => {
  t = await createTestApp();
  vendorA = await makeVendor();
  vendorB = await makeVendor();
  couple = await t.login("customer");
  otherCouple = await t.login("customer");
});
afterAll(() => t.close());

describe("who is a party of a lead's thread", () => {
  it("the vendor by its own vendor id; another vendor and malformed ids get 404", async () => {
    const leadId = await makeLead(vendorA.vendorId);
    await expect(vendorLead(t.app.db, vendorA.vendorId, leadId)).resolves.toMatchObject({ leadId, party: "vendor" });
    await expect(vendorLead(t.app.db, vendorB.vendorId, leadId)).rejects.toMatchObject({ statusCode: 404 });
    await expect(vendorLead(t.app.db, vendorA.vendorId, "nope")).rejects.toMatchObject({ statusCode: 404 });
  });

  it("the couple by the lead's customer id; another couple and a couple without the lead id get 404", async () => {
    const leadId = await makeLead(vendorA.vendorId, couple.userId);
    await expect(clientLead(t.app.db, { userId: couple.userId }, leadId)).resolves.toMatchObject({
      leadId,
      vendorId: vendorA.vendorId,
      party: "client",
    });
    await expect(clientLead(t.app.db, { userId: otherCouple.userId }, leadId)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(clientLead(t.app.db, { userId: couple.userId })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("a walk-in client by the token's hash; a wrong, malformed or revoked token gets 404", async () => {
    const leadId = await makeLead(vendorA.vendorId);
    const { token, hash } = newClientToken();
    expect(token).toHaveLength(43);
    expect(hash).toBe(hashClientToken(token));
    expect(hash).not.toContain(token);
    await t.app.db.insert(leadThreads).values({ leadId, vendorId: vendorA.vendorId, clientTokenHash: hash });
    await expect(clientLead(t.app.db, { token })).resolves.toMatchObject({ leadId, party: "client" });
    await expect(clientLead(t.app.db, { token }, leadId)).resolves.toMatchObject({ leadId });
    const otherLead = await makeLead(vendorA.vendorId);
    await expect(clientLead(t.app.db, { token }, otherLead)).rejects.toMatchObject({ statusCode: 404 });
    await expect(clientLead(t.app.db, { token: newClientToken().token })).rejects.toMatchObject({ statusCode: 404 });
    await expect(clientLead(t.app.db, { token: "short" })).rejects.toMatchObject({ statusCode: 404 });
    await t.app.db.update(leadThreads).set({ clientTokenHash: null }).where(eq(leadThreads.leadId, leadId));
    await expect(clientLead(t.app.db, { token })).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("postThreadEvent", () => {
  it("makes the thread, posts the card once per request id, moves the last message and tells the couple once", async () => {
    const leadId = await makeLead(vendorA.vendorId, couple.userId);
    const [q] = await t.app.db
      .insert(quotations)
      .values({
        leadId,
        vendorId: vendorA.vendorId,
        version: 1,
        status: "sent",
        items: [],
        schedule: [],
        subtotal: 1000,
        total: 1000,
      })
      .returning({ id: quotations.id });
    const event = {
      leadId,
      vendorId: vendorA.vendorId,
      author: "vendor" as const,
      authorUserId: vendorA.userId,
      kind: "quotation" as const,
      quotationId: q.id,
      requestId: crypto.randomUUID(),
      mailer: t.app.mailer,
    };
    const [first, again] = await Promise.all([
      t.app.db.transaction((tx) => postThreadEvent(tx, event)),
      t.app.db.transaction((tx) => postThreadEvent(tx, event)),
    ]);
    expect(again.id).toBe(first.id);
    await t.app.db.transaction((tx) => postThreadEvent(tx, { ...event, requestId: crypto.randomUUID() }));
    const cards = await t.app.db.select().from(leadMessages).where(eq(leadMessages.leadId, leadId));
    expect(cards.map((c) => c.kind)).toEqual(["quotation", "quotation"]);
    const [thread] = await t.app.db.select().from(leadThreads).where(eq(leadThreads.leadId, leadId));
    expect(thread.lastMessageBy).toBe("vendor");
    expect(thread.lastMessageAt).not.toBeNull();
    // Two cards, one notification: the second came while the first was unread.
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, couple.userId), eq(notifications.kind, "message_received_customer")));
    expect(told).toHaveLength(1);
    expect(told[0].link).toContain(leadId);
  });
});
