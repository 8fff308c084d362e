import { bsToAd } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/**
 * A SAMPLE list of saait dates for the demo (BS year, month, day), so pickers and calendars have
 * something to mark. It is invented, not an astrologer's list: every row is stored with
 * sample = true and every screen labels it as sample data (docs/decisions/0034). It includes the
 * demo couple's date (2 Falgun 2083).
 */
const SAMPLE_SAAIT: readonly [number, number, number][] = [
  [2083, 8, 12],
  [2083, 8, 19],
  [2083, 8, 26],
  [2083, 10, 9],
  [2083, 10, 16],
  [2083, 10, 23],
  [2083, 11, 2],
  [2083, 11, 8],
  [2083, 11, 15],
  [2084, 1, 14],
  [2084, 1, 24],
  [2084, 2, 5],
  [2084, 8, 10],
  [2084, 8, 18],
  [2084, 10, 7],
  [2084, 11, 4],
];

/** Inserts the sample list; dates an admin already keeps are left as they are. Idempotent. */
export async function seedDemoSaait(db: DbOrTx): Promise<void> {
  const rows = SAMPLE_SAAIT.map(
    // No note: the 'sample' label says what they are, in the reader's language.
    ([year, month, day]) => sql`(${bsToAd({ year, month, day })}::date, ${year}, null, true)`,
  );
  await db.execute(sql`insert into saait_dates (day, bs_year, note, sample) values ${sql.join(rows, sql`, `)}
    on conflict (day) do nothing`);
}
