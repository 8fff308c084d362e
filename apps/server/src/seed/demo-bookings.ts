import { addDaysAd, type QuotationDraft, todayAdInNepal, WEDDING_BOTH_SIDES } from "@bihe/shared";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createUser } from "../auth/users";
import { customerProfiles, leads } from "../db/schema";
import { acceptQuotation } from "../modules/bookings/accept";
import { recordPayment } from "../modules/bookings/payments";
import { clientLead, vendorLead } from "../modules/conversations/access";
import { sendMessage } from "../modules/conversations/service";
import { unlockVendorContacts } from "../modules/marketplace/unlock";
import { createDraft, sendQuotation } from "../modules/quotations/service";
import { submitReview } from "../modules/reviews/service";

/**
 * The demo studio's business from inquiry to booking (docs/decisions/0035), made through the modules' own
 * services so every row agrees (threads, lead statuses, the calendar's full dates, receipts): three demo
 * couples each ask from the marketplace. The first talks with the studio and has a revised quotation (v2
 * replacing v1) waiting; the second accepted its quotation and paid the advance; the third's wedding is over
 * and its review says 'Booked through Bihe'. Dates are relative to today, so the demo never goes stale.
 * Idempotent: skipped when the first couple's lead is already there.
 */
export const DEMO_BOOKING_COUPLES = [
  { email: "anjali.couple@bihe.demo", fullName: "Anjali Shrestha", phone: "9841300201", inDays: 50 },
  { email: "priya.couple@bihe.demo", fullName: "Priya Gurung", phone: "9841300202", inDays: 35 },
  { email: "sarita.couple@bihe.demo", fullName: "Sarita Maharjan", phone: "9841300203", inDays: -10 },
] as const;

const IP = "127.0.0.1";

function draft(price: number, advancePercent: number, note: string): QuotationDraft {
  const advance = Math.round((price * advancePercent) / 100);
  return {
    items: [
      { description: "Wedding day photo and film (2 photographers, 1 videographer)", quantity: 1, unitPrice: price },
      { description: "Drone coverage", quantity: 1, unitPrice: 15_000 },
    ],
    discount: 5_000,
    withVat: false,
    validUntil: null,
    terms: note,
    schedule: [
      { label: "Advance to confirm", amount: advance, dueDate: null },
      { label: "On the wedding day", amount: price + 10_000 - advance, dueDate: null },
    ],
  };
}

export async function seedDemoBookings(
  app: FastifyInstance,
  studioEmail: string,
  password: string,
  passwordHash?: string,
): Promise<void> {
  const r = await app.db.execute(sql`
    select v.id, v.user_id from vendor_profiles v join users u on u.id = v.user_id where u.email = ${studioEmail}`);
  const studio = r.rows[0] as { id: string; user_id: string } | undefined;
  if (!studio) return;
  const vendor = { vendorId: studio.id, userId: studio.user_id };
  const deps = { db: app.db, mailer: app.mailer, baseUrl: app.authBaseUrl };
  const today = todayAdInNepal();

  type DemoLead = (typeof DEMO_BOOKING_COUPLES)[number] & { userId: string; leadId: string };
  const leadsOf: DemoLead[] = [];
  for (const couple of DEMO_BOOKING_COUPLES) {
    const { id } = await createUser(app, {
      email: couple.email,
      password,
      passwordHash,
      role: "customer",
      name: couple.fullName,
    });
    const [done] = await app.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.vendorId, vendor.vendorId), eq(leads.customerId, id)));
    if (done) return;
    const weddingDate = addDaysAd(today, couple.inDays);
    await app.db
      .insert(customerProfiles)
      .values({ userId: id, fullName: couple.fullName, phone: couple.phone, weddingDate, city: "Kathmandu" })
      .onConflictDoNothing({ target: customerProfiles.userId });
    await unlockVendorContacts(app, {
      customer: { id, email: couple.email, role: "customer", vendorType: null, emailVerified: true },
      vendorId: vendor.vendorId,
      ip: IP,
      wedding: {
        weddingDate,
        events: [{ event: WEDDING_BOTH_SIDES, date: weddingDate }],
        guests: 300,
        budget: 150_000,
        message: "Namaste! Are you free on our wedding day? We would like photos and a film.",
      },
    });
    const [lead] = await app.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.vendorId, vendor.vendorId), eq(leads.customerId, id)));
    if (!lead) throw new Error(`the demo inquiry of ${couple.email} made no lead`);
    leadsOf.push({ ...couple, userId: id, leadId: lead.id });
  }

  const say = async (lead: DemoLead, side: "vendor" | "client", body: string) => {
    const party =
      side === "vendor"
        ? await vendorLead(app.db, vendor.vendorId, lead.leadId)
        : await clientLead(app.db, { userId: lead.userId }, lead.leadId);
    await sendMessage(app.db, app.mailer, party, side === "vendor" ? vendor.userId : lead.userId, {
      requestId: crypto.randomUUID(),
      body,
    });
  };
  const quote = async (lead: DemoLead, d: QuotationDraft) => {
    const { view } = await createDraft(app.db, vendor, lead.leadId, { requestId: crypto.randomUUID(), draft: d });
    return sendQuotation(
      app.db,
      app.mailer,
      vendor,
      { leadId: lead.leadId, quotationId: view.id },
      { rowVersion: view.rowVersion, origin: app.authBaseUrl },
    );
  };
  const [talking, booked, married] = leadsOf as [DemoLead, DemoLead, DemoLead];

  // A conversation, a quotation and its revision (v2 replaces v1), waiting for the couple.
  await say(talking, "vendor", "Namaste Anjali ji! Yes, the date is free. How many events will there be?");
  await say(talking, "client", "Just the wedding, around 300 guests. Could you add a drone?");
  await quote(talking, draft(110_000, 30, "30 % advance confirms the date."));
  await say(talking, "client", "Thank you! Is there any discount if we pay more in advance?");
  await quote(talking, draft(100_000, 40, "40 % advance confirms the date; the rest on the day."));
  await say(talking, "vendor", "I have sent a new version with a better price for a 40 % advance.");

  // Accepted, with the advance paid (its receipt numbered).
  await say(booked, "client", "Please send us your quotation.");
  const bookedQuote = await quote(booked, draft(120_000, 30, "30 % advance confirms the date."));
  const { bookingId } = await acceptQuotation(
    deps,
    { userId: booked.userId },
    { quotationId: bookedQuote.id, name: booked.fullName, ip: IP },
  );
  await recordPayment(app.db, vendor.vendorId, vendor.userId, bookingId, {
    requestId: crypto.randomUUID(),
    amount: bookedQuote.schedule[0]!.amount,
    paidOn: today,
    method: "esewa",
    reference: "ESW-DEMO-1042",
  });

  // The wedding is over, all paid: the couple's review is tied to its booking.
  const marriedQuote = await quote(married, draft(90_000, 30, "30 % advance confirms the date."));
  const done = await acceptQuotation(
    deps,
    { userId: married.userId },
    { quotationId: marriedQuote.id, name: married.fullName, ip: IP },
  );
  await recordPayment(app.db, vendor.vendorId, vendor.userId, done.bookingId, {
    requestId: crypto.randomUUID(),
    amount: marriedQuote.total,
    paidOn: addDaysAd(today, DEMO_BOOKING_COUPLES[2].inDays),
    method: "bank_transfer",
    reference: "NIC-778812",
  });
  await submitReview(app, {
    vendorId: vendor.vendorId,
    identity: { email: married.email, customerId: married.userId },
    name: married.fullName,
    rating: 5,
    text: "They were with us from the first ritual to the last dance, and the film came within three weeks.",
  });
}
