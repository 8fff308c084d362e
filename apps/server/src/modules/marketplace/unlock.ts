import {
  hasWeddingDetails,
  type InquiryWedding,
  inquiryDates,
  NOTIFIED_EVENTS_MAX,
  todayAdInNepal,
  UNLOCK_CUSTOMERS_ONLY_MESSAGE,
  UNLOCK_PROFILE_MESSAGE,
  UNLOCK_VERIFY_MESSAGE,
  type UnlockResponse,
  VENDOR_NOT_FOUND,
} from "@bihe/shared";
import { and, eq } from "drizzle-orm";
import type { Caller } from "../../auth/guards";
import type { Tx } from "../../db/client";
import { customerProfiles, vendorProfiles } from "../../db/schema";
import { AppError, forbidden, notFound, RetryLater } from "../../lib/errors";
import type { Services } from "../../lib/services";
import { bookedAmong } from "../calendar/booked-dates";
import { leadFromInquiry, refreshInquiryLeadEvents } from "../leads/from-inquiry";
import { notify } from "../notifications/notify";
import { unlockCapAt, unlockCapsOf } from "./unlock-caps";
import {
  existingUnlock,
  inquiryWeddingOf,
  insertInquiry,
  insertUnlock,
  lockCustomerUnlocks,
  recordBurst,
  updateInquiryWedding,
  vendorContactList,
} from "./unlock-queries";

/** What an unlock did, for whoever hooks into it (the notifications helper emails the vendor on `created`). */
export type UnlockOutcome = UnlockResponse & { created: boolean; vendorId: string; customerId: string };

/**
 * Reveals a vendor's contacts to a signed-in couple (docs/decisions/0018). The couple must have a verified
 * email and a profile with their name and Nepali mobile: the inquiry the vendor receives carries
 * them and the email. The same couple and vendor always get the same inquiry and promo code back
 * (a unique pair, under a per-couple lock); a new vendor counts against the caps per couple
 * and per address (rolling 24 hours, unlock-caps.ts), whose refusals are recorded for the admin.
 * The inquiry carries what the couple tells about its wedding and becomes a lead in the vendor's
 * pipeline in the same transaction (docs/decisions/0034); sent again with details, it updates them.
 */
export async function unlockVendorContacts(
  app: Services,
  input: { customer: Caller; vendorId: string; ip: string; wedding: InquiryWedding },
): Promise<UnlockOutcome> {
  const { customer, vendorId, ip, wedding } = input;
  if (customer.role !== "customer") throw forbidden(UNLOCK_CUSTOMERS_ONLY_MESSAGE);
  if (!customer.emailVerified) throw new AppError(403, "EMAIL_NOT_VERIFIED", UNLOCK_VERIFY_MESSAGE);
  const [profile] = await app.db
    .select({
      fullName: customerProfiles.fullName,
      phone: customerProfiles.phone,
      weddingDate: customerProfiles.weddingDate,
      city: customerProfiles.city,
    })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, customer.id));
  if (!profile) throw new AppError(409, "PROFILE_REQUIRED", UNLOCK_PROFILE_MESSAGE);
  const [vendor] = await app.db
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(and(eq(vendorProfiles.id, vendorId), eq(vendorProfiles.status, "approved")));
  if (!vendor) throw notFound(VENDOR_NOT_FOUND);

  const caps = unlockCapsOf(app);
  const result = await app.db
    .transaction(async (tx) => {
      await lockCustomerUnlocks(tx, customer.id);
      const earlier = await existingUnlock(tx, customer.id, vendorId);
      if (earlier) {
        // The couple tells the vendor again: new details replace the old (an empty form keeps them).
        if (hasWeddingDetails(wedding)) {
          const before = await inquiryWeddingOf(tx, earlier.inquiryId);
          await updateInquiryWedding(tx, earlier.inquiryId, wedding);
          await refreshInquiryLeadEvents(tx, earlier.inquiryId, wedding);
          const known = new Set(before ? inquiryDates(before) : []);
          const added = inquiryDates(wedding).filter((d) => !known.has(d));
          await noticeBookedDates(tx, vendorId, profile.fullName, added);
        }
        return { promoCode: earlier.promoCode, created: false } as const;
      }
      const cap = await unlockCapAt(tx, caps, { customerId: customer.id, ip }, Date.now());
      if (cap) return { refused: cap } as const;
      const inquiry = await insertInquiry(tx, {
        vendorId,
        customerName: profile.fullName,
        customerPhone: profile.phone,
        customerEmail: customer.email,
        weddingDate: wedding.weddingDate,
        events: wedding.events,
        guests: wedding.guests,
        budget: wedding.budget,
        message: wedding.message,
      });
      // The lock makes a clash impossible from this server; the constraint is the last word anyway,
      // and a lost race must not leave a second inquiry in the vendor's inbox.
      if (!(await insertUnlock(tx, { customerId: customer.id, vendorId, inquiryId: inquiry.id, ip }))) {
        throw new UnlockRace();
      }
      await leadFromInquiry(tx, {
        inquiryId: inquiry.id,
        vendorId,
        customerId: customer.id,
        name: profile.fullName,
        phone: profile.phone,
        city: profile.city?.trim() || null,
        today: todayAdInNepal(),
        wedding,
      });
      // A new couple for this vendor: the vendor hears of it (in this transaction, so a lost race tells nobody).
      // With the wedding's date and place the couple gave, so the email says what the inquiry is about.
      const weddingDate = wedding.weddingDate ?? (profile.weddingDate ? String(profile.weddingDate) : null);
      const data = {
        customerName: profile.fullName,
        ...(weddingDate ? { eventDate: weddingDate } : {}),
        ...(profile.city?.trim() ? { city: profile.city.trim() } : {}),
        ...(wedding.events.length
          ? { events: wedding.events.slice(0, NOTIFIED_EVENTS_MAX).map((e) => ({ name: e.event, date: e.date })) }
          : {}),
        ...(wedding.guests != null ? { guests: wedding.guests } : {}),
      };
      await notify(tx, { kind: "contact_unlocked", vendorId, data });
      await noticeBookedDates(tx, vendorId, profile.fullName, inquiryDates(wedding));
      return { promoCode: inquiry.promoCode, created: true } as const;
    })
    .catch(async (err) => {
      if (!(err instanceof UnlockRace)) throw err;
      const winner = await existingUnlock(app.db, customer.id, vendorId);
      if (!winner) throw err;
      return { promoCode: winner.promoCode, created: false } as const;
    });

  if ("refused" in result && result.refused) {
    const { kind, message, retryAfterSeconds } = result.refused;
    await recordBurst(app.db, { kind, customerId: customer.id, ip });
    throw new RetryLater(kind === "customer" ? "UNLOCK_DAILY_CAP" : "UNLOCK_IP_DAILY_CAP", message, retryAfterSeconds);
  }
  if (!("promoCode" in result) || !result.promoCode) throw new Error("unlock: no promo code");
  const [contacts, stored] = await Promise.all([
    vendorContactList(app.db, vendorId),
    existingUnlock(app.db, customer.id, vendorId).then((u) => (u ? inquiryWeddingOf(app.db, u.inquiryId) : null)),
  ]);
  return {
    promoCode: result.promoCode,
    contacts,
    wedding: stored ?? { weddingDate: null, events: [], guests: null, budget: null, message: null },
    reused: !result.created,
    created: result.created,
    vendorId,
    customerId: customer.id,
  };
}

class UnlockRace extends Error {}

/**
 * The vendor hears at once when a couple asks about dates it has no room left on (blocked or full), so
 * it can answer quickly; only the booked ones among `days` are named.
 */
async function noticeBookedDates(tx: Tx, vendorId: string, customerName: string, days: string[]): Promise<void> {
  const booked = await bookedAmong(tx, vendorId, days);
  if (!booked.length) return;
  await notify(tx, {
    kind: "inquiry_on_booked_date",
    vendorId,
    data: { customerName, eventDate: booked[0], dates: booked.slice(0, NOTIFIED_EVENTS_MAX) },
  });
}
