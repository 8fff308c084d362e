import type { InquiryWedding, InquiryWeddingDto, VendorContact } from "@bihe/shared";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { contactUnlocks, customerInquiries, unlockBursts, vendorContacts } from "../../db/schema";
import { generatePromoCode } from "./promo-code";

/** Serialises one couple's unlocks (transaction-scoped): the cap count and the pair check stay exact. */
export async function lockCustomerUnlocks(tx: Tx, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unlock|customer|${customerId}`}, 0))`);
}

/** The couple's earlier unlock of this vendor: its promo code. */
export async function existingUnlock(
  db: DbOrTx,
  customerId: string,
  vendorId: string,
): Promise<{ promoCode: string; createdAt: Date; inquiryId: string } | undefined> {
  const [row] = await db
    .select({
      promoCode: customerInquiries.promoCode,
      createdAt: contactUnlocks.createdAt,
      inquiryId: customerInquiries.id,
    })
    .from(contactUnlocks)
    .innerJoin(customerInquiries, eq(customerInquiries.id, contactUnlocks.inquiryId))
    .where(and(eq(contactUnlocks.customerId, customerId), eq(contactUnlocks.vendorId, vendorId)));
  return row;
}

/**
 * When a rolling cap of `cap` unlocks since `since` frees a place: the moment its `cap`-th newest unlock
 * leaves the window (then only cap - 1 are left in it), or null while fewer than `cap` are in it.
 * One row read from the (who, created_at) index.
 */
export async function capFullSince(
  db: DbOrTx,
  by: { customerId: string } | { ip: string },
  cap: number,
  since: Date,
): Promise<Date | null> {
  const who = "customerId" in by ? eq(contactUnlocks.customerId, by.customerId) : eq(contactUnlocks.ip, by.ip);
  const [row] = await db
    .select({ at: contactUnlocks.createdAt })
    .from(contactUnlocks)
    .where(and(who, gt(contactUnlocks.createdAt, since)))
    .orderBy(desc(contactUnlocks.createdAt))
    .offset(Math.max(0, cap - 1))
    .limit(1);
  return row?.at ?? null;
}

/** Inserts the inquiry with a new crypto-random code, retrying on the (astronomically rare) collision. */
export async function insertInquiry(
  tx: Tx,
  values: {
    vendorId: string;
    customerName: string;
    customerPhone: string;
    customerEmail: string;
  } & InquiryWedding,
): Promise<{ id: string; promoCode: string }> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const inserted = await tx
      .insert(customerInquiries)
      .values({ ...values, promoCode: generatePromoCode() })
      .onConflictDoNothing({ target: customerInquiries.promoCode })
      .returning({ id: customerInquiries.id, promoCode: customerInquiries.promoCode });
    if (inserted.length) return inserted[0];
  }
  throw new Error("could not make a unique promo code");
}

/** What an inquiry says about the wedding (dates as AD text). */
export async function inquiryWeddingOf(db: DbOrTx, inquiryId: string): Promise<InquiryWeddingDto | null> {
  const [row] = await db
    .select({
      weddingDate: customerInquiries.weddingDate,
      events: customerInquiries.events,
      guests: customerInquiries.guests,
      budget: customerInquiries.budget,
      message: customerInquiries.message,
    })
    .from(customerInquiries)
    .where(eq(customerInquiries.id, inquiryId));
  return row ? { ...row, weddingDate: row.weddingDate ? String(row.weddingDate) : null } : null;
}

/** The couple's new details replace the inquiry's. */
export async function updateInquiryWedding(tx: Tx, inquiryId: string, w: InquiryWedding): Promise<void> {
  await tx
    .update(customerInquiries)
    .set({ weddingDate: w.weddingDate, events: w.events, guests: w.guests, budget: w.budget, message: w.message })
    .where(eq(customerInquiries.id, inquiryId));
}

/** Links the couple to the inquiry; false when the pair already exists (the unique constraint). */
export async function insertUnlock(
  tx: Tx,
  values: { customerId: string; vendorId: string; inquiryId: string; ip: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(contactUnlocks)
    .values(values)
    .onConflictDoNothing({ target: [contactUnlocks.customerId, contactUnlocks.vendorId] })
    .returning({ id: contactUnlocks.id });
  return inserted.length > 0;
}

export async function vendorContactList(db: DbOrTx, vendorId: string): Promise<VendorContact[]> {
  return db
    .select({
      name: vendorContacts.name,
      mobile: vendorContacts.mobile,
      whatsapp: vendorContacts.whatsapp,
      secondaryContact: vendorContacts.secondaryContact,
    })
    .from(vendorContacts)
    .where(eq(vendorContacts.vendorId, vendorId))
    .orderBy(asc(vendorContacts.contactPersonNumber));
}

/** One row per (cap, who, day): a refusal adds to its count. */
export async function recordBurst(
  db: DbOrTx,
  burst: { kind: "customer" | "ip"; customerId: string; ip: string },
): Promise<void> {
  const subject = burst.kind === "customer" ? burst.customerId : burst.ip;
  await db
    .insert(unlockBursts)
    .values({ ...burst, subject, day: sql`current_date` })
    .onConflictDoUpdate({
      target: [unlockBursts.kind, unlockBursts.subject, unlockBursts.day],
      set: {
        refused: sql`${unlockBursts.refused} + 1`,
        lastAt: sql`now()`,
        customerId: burst.customerId,
        ip: burst.ip,
      },
    });
}
