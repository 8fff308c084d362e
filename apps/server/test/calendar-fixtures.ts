import { adToBsParam, bsParamToAd } from "@bihe/shared";
import { sql } from "drizzle-orm";
import { vendorProfiles } from "../src/db/schema";
import type { TestApp } from "./harness";

export type CalendarVendor = { cookie: string; userId: string; vendorId: string };

/** A signed-in photographer with a profile (no application needed: the calendar is any vendor's). */
export async function calendarVendor(t: TestApp): Promise<CalendarVendor> {
  const { cookie, userId, email } = await t.login("vendor");
  const [v] = await t.app.db
    .insert(vendorProfiles)
    .values({
      userId,
      vendorType: "wedding_cinematographer",
      status: "approved",
      companyName: `Studio ${email}`,
      slug: `studio-${userId}`,
      emailAddress: email,
    })
    .returning({ id: vendorProfiles.id });
  return { cookie, userId, vendorId: v!.id };
}

/** The AD date of a BS URL date, for expectations ('2083-10-15' -> '2027-01-29'). */
export const ad = (bs: string): string => {
  const value = bsParamToAd(bs);
  if (!value) throw new Error(`${bs} is no BS date`);
  return value;
};
export const bs = adToBsParam;

/** A lead added by the vendor with one event per given BS date (a start time on the first). */
export async function leadOn(t: TestApp, v: CalendarVendor, name: string, bsDates: string[]): Promise<string> {
  const res = await t.request({
    method: "POST",
    url: "/api/vendor/leads",
    cookie: v.cookie,
    payload: {
      name,
      number: "9812345678",
      inquiryDate: "2026-11-20",
      locations: [{ locationType: "event_venue", city: "Pokhara" }],
      events: bsDates.map((d, i) => ({
        eventName: i === 0 ? "Wedding (Both Sides)" : "Reception (Groom Side)",
        eventDate: ad(d),
        ...(i === 0 ? { startTime: "10:30 AM" } : {}),
      })),
    },
  });
  if (res.statusCode !== 201) throw new Error(`lead failed: ${res.body}`);
  return res.json().id as string;
}

/** Moves a lead to a status (confirming an over-capacity warning when asked). */
export const moveLead = (t: TestApp, v: CalendarVendor, id: string, status: string, confirm?: boolean) =>
  t.request({
    method: "PATCH",
    url: `/api/vendor/leads/${id}`,
    cookie: v.cookie,
    payload: { status, ...(confirm === undefined ? {} : { confirmOverCapacity: confirm }) },
  });

/** The vendor's full dates as the listing filter reads them (AD, in order). */
export async function fullDates(t: TestApp, vendorId: string): Promise<string[]> {
  const { rows } = await t.app.db.execute<{ day: string }>(
    sql`select to_char(day, 'YYYY-MM-DD') as day from vendor_full_dates where vendor_id = ${vendorId} order by day`,
  );
  return rows.map((r) => r.day);
}
