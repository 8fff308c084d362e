import { DEFAULT_CAPACITY } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";

/**
 * Takes the vendor's calendar row for the rest of the transaction (creating it with the default
 * capacity the first time) and returns the capacity. Every write that books or frees a date (a Won
 * lead, a block, a capacity change) calls this first, so two of them for the same vendor run one
 * after the other and the second sees the first's dates: never a silent double booking
 * (docs/decisions/0034). On PGlite the single connection already serialises them.
 */
export async function lockVendorCalendar(tx: Tx, vendorId: string): Promise<number> {
  await tx.execute(
    sql`insert into vendor_calendars (vendor_id, capacity) values (${vendorId}, ${DEFAULT_CAPACITY}) on conflict do nothing`,
  );
  const { rows } = await tx.execute<{ capacity: number }>(
    sql`select capacity from vendor_calendars where vendor_id = ${vendorId} for update`,
  );
  return rows[0]?.capacity ?? DEFAULT_CAPACITY;
}
