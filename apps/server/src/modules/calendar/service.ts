import { addDaysAd, DEFAULT_CAPACITY, dateState, PUBLIC_AVAILABILITY_MONTHS, todayAdInNepal } from "@bihe/shared";
import {
  type BsSpan,
  bsMonthToAdSpan,
  type CalendarSaait,
  isSpanProblem,
  MONTH_PARAM_MESSAGE,
  parseBsRange,
  SPAN_MISSING_MESSAGE,
  type VendorCalendar,
} from "@bihe/shared/vendor-calendar";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { feedUrlOf, newFeedToken } from "./feed";
import { refreshFullDates } from "./full-dates";
import { lockVendorCalendar } from "./lock";
import { vendorDays } from "./queries";
import { type SaaitDay, saaitDaysBetween } from "./saait";
import { inquiriesOnDates } from "./saait-demand";

/** A BS range from the request, or a 400 naming the field with the shared message. */
export function rangeOrBadRequest(from: string, to: string | undefined): BsSpan {
  const span = parseBsRange(from, to);
  if (isSpanProblem(span)) throw badRequest(span.message, { [span.field]: span.message });
  return span;
}

/** The span a calendar read asks for: a BS month, or a range of at most 366 days. */
export function spanOf(query: { month?: string; from?: string; to?: string }): BsSpan {
  if (query.month !== undefined) {
    const span = bsMonthToAdSpan(query.month);
    if (!span) throw badRequest(MONTH_PARAM_MESSAGE, { month: MONTH_PARAM_MESSAGE });
    return span;
  }
  if (query.from === undefined || query.to === undefined) throw badRequest(SPAN_MISSING_MESSAGE);
  return rangeOrBadRequest(query.from, query.to);
}

/**
 * The calendar screen in one answer: every date of the span with its weddings, block and state,
 * the capacity, the span's saait dates and the coming ones with the inquiries each has drawn, and
 * the feed's address.
 */
export async function readCalendar(db: Db, vendorId: string, span: BsSpan, origin: string): Promise<VendorCalendar> {
  const today = todayAdInNepal();
  const comingTo = addDaysAd(today, Math.round(PUBLIC_AVAILABILITY_MONTHS * 30.5));
  const [settings, filled, inSpan, coming] = await Promise.all([
    db.execute<{ capacity: number; feed_token: string | null }>(
      sql`select capacity, feed_token from vendor_calendars where vendor_id = ${vendorId}`,
    ),
    vendorDays(db, vendorId, span.fromAd, span.toAd),
    saaitDaysBetween(db, span.fromAd, span.toAd),
    saaitDaysBetween(db, today, comingTo),
  ]);
  const capacity = Number(settings.rows[0]?.capacity ?? DEFAULT_CAPACITY);
  const feedToken = settings.rows[0]?.feed_token ?? null;
  const upcoming = [...new Set([...inSpan, ...coming].map((s) => s.day).filter((d) => d >= today))];
  const inquiries = await inquiriesOnDates(db, vendorId, upcoming);
  const withDemand = (s: SaaitDay): CalendarSaait => ({
    ...s,
    inquiries: s.day >= today ? (inquiries.get(s.day) ?? 0) : null,
  });

  const byDay = new Map(filled.map((d) => [d.day, d]));
  const days: VendorCalendar["days"] = [];
  for (let day = span.fromAd; day <= span.toAd; day = addDaysAd(day, 1)) {
    const d = byDay.get(day);
    const load = { weddings: d?.weddings ?? 0, blocked: d?.blocked ?? false };
    days.push({ day, ...load, note: d?.note ?? null, state: dateState(load, capacity) });
  }
  return {
    vendorId,
    capacity,
    from: span.fromAd,
    to: span.toAd,
    days,
    saait: inSpan.map(withDemand),
    comingSaait: coming.map(withDemand),
    feedUrl: feedToken ? feedUrlOf(origin, feedToken) : null,
  };
}

/** The vendor's capacity, and the full dates it makes (one transaction, under the calendar's lock). */
export async function setCapacity(db: Db, vendorId: string, capacity: number): Promise<{ capacity: number }> {
  return db.transaction(async (tx) => {
    await lockVendorCalendar(tx, vendorId);
    await tx.execute(
      sql`update vendor_calendars set capacity = ${capacity}, updated_at = now() where vendor_id = ${vendorId}`,
    );
    await refreshFullDates(tx, vendorId, capacity);
    return { capacity };
  });
}

/**
 * Blocks every date of the span. A date already blocked stays blocked; a given note (or an empty
 * one, which clears it) replaces the old note, no note keeps it.
 */
export async function blockDates(
  db: Db,
  vendorId: string,
  span: BsSpan,
  note: string | null | undefined,
): Promise<{ from: string; to: string; days: number }> {
  return db.transaction(async (tx) => {
    const capacity = await lockVendorCalendar(tx, vendorId);
    const keepNote = note === undefined;
    const { rows } = await tx.execute<{ n: number }>(sql`
      with added as (
        insert into vendor_date_blocks (vendor_id, day, note)
        select ${vendorId}, d::date, ${note ?? null}
        from generate_series(${span.fromAd}::date, ${span.toAd}::date, interval '1 day') d
        on conflict (vendor_id, day) do update
          set note = case when ${keepNote} then vendor_date_blocks.note else excluded.note end
        returning 1
      ) select count(*)::int as n from added`);
    await refreshFullDates(tx, vendorId, capacity);
    return { from: span.fromAd, to: span.toAd, days: Number(rows[0]?.n ?? 0) };
  });
}

/** Frees every blocked date of the span; the count is of the dates that were blocked. */
export async function unblockDates(
  db: Db,
  vendorId: string,
  span: BsSpan,
): Promise<{ from: string; to: string; days: number }> {
  return db.transaction(async (tx) => {
    const capacity = await lockVendorCalendar(tx, vendorId);
    const { rows } = await tx.execute<{ n: number }>(sql`
      with gone as (
        delete from vendor_date_blocks
        where vendor_id = ${vendorId} and day between ${span.fromAd}::date and ${span.toAd}::date
        returning 1
      ) select count(*)::int as n from gone`);
    await refreshFullDates(tx, vendorId, capacity);
    return { from: span.fromAd, to: span.toAd, days: Number(rows[0]?.n ?? 0) };
  });
}

/** A new feed token (the old address stops working), or none. */
export async function setFeed(
  db: Db,
  vendorId: string,
  origin: string,
  on: boolean,
): Promise<{ feedUrl: string | null }> {
  const token = on ? newFeedToken() : null;
  await db.execute(sql`
    insert into vendor_calendars (vendor_id, feed_token) values (${vendorId}, ${token})
    on conflict (vendor_id) do update set feed_token = excluded.feed_token, updated_at = now()`);
  return { feedUrl: token ? feedUrlOf(origin, token) : null };
}
