import type { ContactedVendor, UnlockBurst } from "@bihe/shared";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  contactUnlocks,
  customerInquiries,
  customerProfiles,
  unlockBursts,
  users,
  vendorContacts,
  vendorProfiles,
} from "../../db/schema";

export async function profileOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      fullName: customerProfiles.fullName,
      phone: customerProfiles.phone,
      weddingDate: customerProfiles.weddingDate,
      city: customerProfiles.city,
      budget: customerProfiles.budget,
    })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, userId));
  return row ?? null;
}

export async function saveProfile(
  db: DbOrTx,
  userId: string,
  values: { fullName: string; phone: string; weddingDate: string | null; city: string | null; budget: number | null },
) {
  await db
    .insert(customerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...values, updatedAt: new Date() } });
}

/** The couple's unlocks, newest first (or of one vendor), with each vendor's contacts. */
export async function contactedVendors(db: DbOrTx, customerId: string, vendorId?: string): Promise<ContactedVendor[]> {
  const rows = await db
    .select({
      vendorId: contactUnlocks.vendorId,
      companyName: vendorProfiles.companyName,
      promoCode: customerInquiries.promoCode,
      unlockedAt: contactUnlocks.createdAt,
      weddingDate: customerInquiries.weddingDate,
      events: customerInquiries.events,
      guests: customerInquiries.guests,
      budget: customerInquiries.budget,
      message: customerInquiries.message,
    })
    .from(contactUnlocks)
    .innerJoin(customerInquiries, eq(customerInquiries.id, contactUnlocks.inquiryId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, contactUnlocks.vendorId))
    .where(
      vendorId
        ? and(eq(contactUnlocks.customerId, customerId), eq(contactUnlocks.vendorId, vendorId))
        : eq(contactUnlocks.customerId, customerId),
    )
    .orderBy(desc(contactUnlocks.createdAt), desc(contactUnlocks.id));
  if (!rows.length) return [];
  const contacts = await db
    .select({
      vendorId: vendorContacts.vendorId,
      name: vendorContacts.name,
      mobile: vendorContacts.mobile,
      whatsapp: vendorContacts.whatsapp,
      secondaryContact: vendorContacts.secondaryContact,
    })
    .from(vendorContacts)
    .where(
      inArray(
        vendorContacts.vendorId,
        rows.map((r) => r.vendorId),
      ),
    )
    .orderBy(asc(vendorContacts.contactPersonNumber));
  return rows.map((r) => ({
    vendorId: r.vendorId,
    companyName: r.companyName ?? "",
    promoCode: r.promoCode,
    unlockedAt: r.unlockedAt.toISOString(),
    contacts: contacts.filter((c) => c.vendorId === r.vendorId).map(({ vendorId: _, ...c }) => c),
    wedding: {
      weddingDate: r.weddingDate ? String(r.weddingDate) : null,
      events: r.events,
      guests: r.guests,
      budget: r.budget,
      message: r.message,
    },
  }));
}

/** The newest refusals past the daily caps, for the admin. */
export async function recentBursts(db: DbOrTx, limit = 200): Promise<UnlockBurst[]> {
  const rows = await db
    .select({
      id: unlockBursts.id,
      kind: unlockBursts.kind,
      customerEmail: users.email,
      ip: unlockBursts.ip,
      day: unlockBursts.day,
      refused: unlockBursts.refused,
      firstAt: unlockBursts.firstAt,
      lastAt: unlockBursts.lastAt,
    })
    .from(unlockBursts)
    .leftJoin(users, eq(users.id, unlockBursts.customerId))
    .orderBy(desc(unlockBursts.lastAt))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    kind: r.kind === "ip" ? "ip" : "customer",
    customerEmail: r.customerEmail ?? null,
    firstAt: r.firstAt.toISOString(),
    lastAt: r.lastAt.toISOString(),
  }));
}
