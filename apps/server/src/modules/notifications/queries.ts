import {
  isUuid,
  NOTIFICATION_KIND_NOT_YOURS,
  NOTIFICATION_NOT_FOUND,
  NOTIFICATION_PAGE,
  type NotificationData,
  type NotificationKind,
  type NotificationList,
  type NotificationPreference,
  notificationKindsFor,
} from "@bihe/shared";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { notificationPreferences, notifications } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";

/** Every query here is scoped by the caller's user id: nobody reads or marks another's rows. */

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Conversations with a message the user has not read, as a vendor (its vendor's threads whose last
 * message is the client's, after the vendor last read) or as a couple (the other way round). Counted
 * here from the tables, so the badge request stays one (the conversations module writes these rows;
 * it imports notify(), so this module does not import it back).
 */
export async function unreadThreadCount(db: DbOrTx, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from lead_threads t join vendor_profiles v on v.id = t.vendor_id
        where v.user_id = ${userId} and t.last_message_by = 'client'
          and (t.vendor_read_at is null or t.last_message_at > t.vendor_read_at))
      + (select count(*)::int from lead_threads t join leads l on l.id = t.lead_id
        where l.customer_id = ${userId} and t.last_message_by = 'vendor'
          and (t.client_read_at is null or t.last_message_at > t.client_read_at)) as n`);
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

export async function listNotifications(db: DbOrTx, userId: string): Promise<NotificationList> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      data: (r.data ?? {}) as NotificationData,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    unreadCount: await unreadCount(db, userId),
  };
}

/** Another user's id answers exactly like an unknown one (404): no way to probe for ids. */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(NOTIFICATION_NOT_FOUND);
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!rows.length) throw notFound(NOTIFICATION_NOT_FOUND);
}

export async function markAllRead(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** One entry per kind the role receives; kinds without a saved row are the default (email, at once). */
export async function getPreferences(db: DbOrTx, userId: string, role: string): Promise<NotificationPreference[]> {
  const kinds = notificationKindsFor(role);
  const saved = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const byKind = new Map(saved.map((p) => [p.kind, p]));
  return kinds.map((kind) => {
    const p = byKind.get(kind);
    return {
      kind,
      email: p?.email ?? true,
      delivery: (p?.delivery ?? "instant") as NotificationPreference["delivery"],
    };
  });
}

/**
 * Saves the given kinds (others keep their choice) in one transaction. Turning a kind's email off
 * also drops the emails of that kind still waiting (at once or in tonight's digest); switching
 * between at once and digest moves the waiting ones along.
 */
export async function savePreferences(
  db: Db,
  userId: string,
  role: string,
  input: NotificationPreference[],
): Promise<NotificationPreference[]> {
  const allowed = new Set<string>(notificationKindsFor(role));
  const foreign = input.find((p) => !allowed.has(p.kind));
  if (foreign) throw badRequest(NOTIFICATION_KIND_NOT_YOURS, { [foreign.kind]: NOTIFICATION_KIND_NOT_YOURS });
  return db.transaction(async (tx) => {
    for (const p of input) {
      await tx
        .insert(notificationPreferences)
        .values({ userId, kind: p.kind, email: p.email, delivery: p.delivery })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { email: p.email, delivery: p.delivery, updatedAt: sql`now()` },
        });
      await tx
        .update(notifications)
        .set({ emailState: p.email ? p.delivery : "none" })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, p.kind),
            inArray(notifications.emailState, ["instant", "digest"]),
          ),
        );
    }
    return getPreferences(tx, userId, role);
  });
}
