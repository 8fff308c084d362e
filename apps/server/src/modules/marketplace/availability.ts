import {
  AVAILABILITY_IDS_MAX,
  AVAILABILITY_IDS_MESSAGE,
  type AvailabilityOnDate,
  bsParamToAd,
  DATE_PARAM_MESSAGE,
  isUuid,
  publicAvailabilityRange,
  type VendorAvailability,
} from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { withPublicTimeout } from "../../db/public-timeout";
import { badRequest } from "../../lib/errors";
import type { Uses } from "../../lib/services";
import { publicDays, statesOnDate } from "../calendar/queries";
import { saaitDaysBetween } from "../calendar/saait";

/**
 * The vendor page's months (publicAvailabilityRange): the dates that are not free and the saait
 * dates, read with the page (three small queries by primary key and date range), so the page's
 * one request answers 'Is 2 Falgun free?' without unlocking.
 */
export async function vendorAvailability(db: DbOrTx, vendorId: string, now = new Date()): Promise<VendorAvailability> {
  const { from, to } = publicAvailabilityRange(now);
  const days = await publicDays(db, vendorId, from, to);
  const saait = await saaitDaysBetween(db, from, to);
  return {
    from,
    to,
    days: days.flatMap((d) => (d.state === "free" ? [] : [{ day: d.day, state: d.state }])),
    saait: saait.map((s) => ({ day: s.day, sample: s.sample })),
  };
}

/**
 * Each asked vendor's state on one date (a BS date as the URL carries it), in ONE query for all of
 * them: the card dialog's and compare's vendors on the couple's date. Ids that are not approved
 * vendors are left out (nothing is told about them).
 */
export async function availabilityOnDate(
  app: Uses<"db">,
  rawIds: string | undefined,
  rawDate: string | undefined,
): Promise<AvailabilityOnDate> {
  const date = bsParamToAd(rawDate?.trim());
  if (!date) throw badRequest(DATE_PARAM_MESSAGE);
  const ids = [...new Set((rawIds ?? "").split(",").map((s) => s.trim().toLowerCase()))].filter(Boolean);
  if (ids.length === 0 || ids.length > AVAILABILITY_IDS_MAX || !ids.every(isUuid))
    throw badRequest(AVAILABILITY_IDS_MESSAGE);
  const states = await withPublicTimeout(app.db, async (tx) => {
    const approved = await approvedIds(tx, ids);
    return statesOnDate(tx, approved, date);
  });
  return { date, states: Object.fromEntries(states) };
}

async function approvedIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from vendor_profiles where status = 'approved' and id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.id);
}
