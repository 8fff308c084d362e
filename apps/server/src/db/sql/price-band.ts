import { BANDS_HIGH_FIRST } from "@bihe/shared";
import { type SQL, sql } from "drizzle-orm";

/**
 * The SQL form of `priceBand()` (packages/shared/src/price-bands.ts), written from the same
 * constants so the database's `band` column and the web's band can never disagree:
 * `case when <price> >= 75000 then 'premium' when <price> >= 40000 then 'medium' else 'budget' end`.
 * The thresholds are literals, not parameters: a generated column's expression cannot take them.
 */
export function priceBandSql(price: SQL): SQL {
  const lowest = BANDS_HIGH_FIRST[BANDS_HIGH_FIRST.length - 1]!;
  const whens = BANDS_HIGH_FIRST.slice(0, -1).map(
    (b) => sql`when ${price} >= ${sql.raw(String(Math.trunc(b.min)))} then ${sql.raw(`'${b.id}'`)}`,
  );
  return sql`case ${sql.join(whens, sql` `)} else ${sql.raw(`'${lowest.id}'`)} end`;
}
