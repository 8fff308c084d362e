import { randomBytes } from "node:crypto";
import { addDaysAd, formatBs, time12To24, todayAdInNepal } from "@bihe/shared";
import { sql } from "drizzle-orm";
import ical from "ical-generator";
import type { DbOrTx } from "../../db/client";

/** 32 random bytes as base64url: 43 characters nobody can guess from anything public. */
export const newFeedToken = () => randomBytes(32).toString("base64url");
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** How far back the feed reaches: a year of past bookings, every future one. */
const FEED_PAST_DAYS = 366;
/** A timed event's length in the feed: the lead keeps a start time only. */
const TIMED_EVENT_HOURS = 4;

export const feedUrlOf = (origin: string, token: string) => `${origin}/api/calendar/${token}.ics`;

/** The token of a feed file name ('<token>.ics'), or null for anything else. */
export function feedTokenOf(file: string): string | null {
  return FEED_FILE.exec(file)?.[1] ?? null;
}

/**
 * The vendor's private iCalendar feed for the token, or null when no vendor has it (a revoked or
 * made-up token). Won leads' events (the event and the couple's name; all-day, or from the start
 * time in Nepal time) and blocked dates are VEVENTs with stable UIDs, so a client updates them.
 */
export async function feedIcs(db: DbOrTx, token: string): Promise<string | null> {
  const { rows: owners } = await db.execute<{ vendor_id: string; company_name: string }>(sql`
    select c.vendor_id, v.company_name from vendor_calendars c join vendor_profiles v on v.id = c.vendor_id
    where c.feed_token = ${token}`);
  const owner = owners[0];
  if (!owner) return null;
  const since = addDaysAd(todayAdInNepal(), -FEED_PAST_DAYS);
  const [events, blocks] = await Promise.all([
    db.execute<{ id: number; name: string; event_name: string; day: string; start_time: string | null }>(sql`
      select e.id, l.name, e.event_name, to_char(e.event_date, 'YYYY-MM-DD') as day, e.start_time
      from leads l join lead_events e on e.lead_id = l.id
      where l.vendor_id = ${owner.vendor_id} and l.status = 'won' and e.event_date >= ${since}::date
      order by e.event_date, e.sort_order`),
    db.execute<{ day: string; note: string | null }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, note from vendor_date_blocks
      where vendor_id = ${owner.vendor_id} and day >= ${since}::date order by day`),
  ]);
  const calendar = ical({
    name: `${owner.company_name} · Bihe`,
    prodId: { company: "Bihe", product: "vendor-calendar", language: "EN" },
    ttl: 60 * 60,
  });
  for (const e of events.rows) {
    const start24 = time12To24(e.start_time);
    const start = new Date(start24 ? `${e.day}T${start24}:00+05:45` : `${e.day}T00:00:00Z`);
    calendar.createEvent({
      id: `lead-event-${e.id}@bihe`,
      summary: `${e.event_name} · ${e.name}`,
      description: formatBs(e.day),
      start,
      ...(start24
        ? { end: new Date(start.getTime() + TIMED_EVENT_HOURS * 3_600_000) }
        : { allDay: true, end: new Date(`${addDaysAd(e.day, 1)}T00:00:00Z`) }),
    });
  }
  for (const b of blocks.rows) {
    calendar.createEvent({
      id: `block-${owner.vendor_id}-${b.day}@bihe`,
      summary: b.note ? `Booked: ${b.note}` : "Booked",
      description: formatBs(b.day),
      allDay: true,
      start: new Date(`${b.day}T00:00:00Z`),
      end: new Date(`${addDaysAd(b.day, 1)}T00:00:00Z`),
    });
  }
  return calendar.toString();
}
