import type { VendorApplication } from "@bihe/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, vendorChangeRequests, vendorProfiles, vendorStatusDecisions, vendorUploads } from "../db/schema";
import { loadVendorApplication } from "../modules/vendor-profile/form/service";

/** The rejected persona is told why, on the step it concerns (docs/decisions/0015). */
export const DEMO_REJECTION = {
  email: "rejected@bihe.demo",
  reason:
    "Photos too small. Please upload at least three sharp portfolio photos (1200 px wide or more) and add your prices for the main events.",
  step: "media",
} as const;

/** An approved persona whose update waits for the admin (docs/decisions/0015): the live profile stays. */
export const DEMO_CHANGE = {
  email: "lumbini.lens@bihe.demo",
  description:
    "Wedding photos and films across Lumbini Province, now with same-day highlight reels and a drone team for outdoor ceremonies.",
  weddingPriceIncrease: 5000,
} as const;

const vendorOf = async (db: Db, email: string) =>
  (
    await db
      .select({ id: vendorProfiles.id, version: vendorProfiles.version })
      .from(vendorProfiles)
      .innerJoin(users, eq(users.id, vendorProfiles.userId))
      .where(eq(users.email, email))
  )[0];

/**
 * The demo's decisions and waiting changes, once (skipped when already there): the rejection
 * reason of rejected@bihe.demo and a pending change request of an approved photographer (a
 * new description and a higher wedding price), so both screens show something on a fresh start.
 */
export async function seedDemoChanges(db: Db, adminEmail: string): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  const rejected = await vendorOf(db, DEMO_REJECTION.email);
  const changing = await vendorOf(db, DEMO_CHANGE.email);
  await db.transaction(async (tx) => {
    if (rejected) {
      const [has] = await tx
        .select({ id: vendorStatusDecisions.id })
        .from(vendorStatusDecisions)
        .where(eq(vendorStatusDecisions.vendorId, rejected.id));
      if (!has)
        await tx.insert(vendorStatusDecisions).values({
          vendorId: rejected.id,
          status: "rejected",
          reason: DEMO_REJECTION.reason,
          reasonStep: DEMO_REJECTION.step,
          deciderId: admin?.id ?? null,
        });
    }
    if (changing) {
      const [has] = await tx
        .select({ id: vendorChangeRequests.id })
        .from(vendorChangeRequests)
        .where(and(eq(vendorChangeRequests.vendorId, changing.id), eq(vendorChangeRequests.status, "pending")));
      const live = has ? null : await loadVendorApplication(tx, changing.id);
      if (live) {
        const proposed: VendorApplication = structuredClone(live);
        proposed.businessProfile.description = DEMO_CHANGE.description;
        for (const e of proposed.eventPricing.events)
          if (e.eventName === "Wedding (Both Sides)" && e.price != null) e.price += DEMO_CHANGE.weddingPriceIncrease;
        const photos = await tx
          .select({ id: vendorUploads.id })
          .from(vendorUploads)
          .where(eq(vendorUploads.vendorId, changing.id));
        await tx.insert(vendorChangeRequests).values({
          vendorId: changing.id,
          proposed,
          baseVersion: changing.version,
          baseUploadIds: photos.map((p) => p.id),
          submittedAt: new Date(Date.now() - 26 * 60 * 60 * 1000),
        });
      }
    }
  });
}
