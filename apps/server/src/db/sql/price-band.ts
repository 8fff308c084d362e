import { bandsHighFirst, type VendorType } from "@bihe/shared";
import { type SQL, sql } from "drizzle-orm";

/**
 * The SQL form of `priceBand(price, vendorType)` (packages/shared/src/price-bands.ts), written from the
 * same constants so the database's `band` column and the web's band can never disagree:
 * `case when <price> >= 75000 then 'premium' when <price> >= 40000 then 'medium' else 'budget' end`.
 * The thresholds are literals, not parameters: a generated column's expression cannot take them.
 */
export function priceBandSql(price: SQL, vendorType: VendorType = "wedding_cinematographer"): SQL {
  const bands = bandsHighFirst(vendorType);
  const lowest = bands[bands.length - 1]!;
  const whens = bands
    .slice(0, -1)
    .map((b) => sql`when ${price} >= ${sql.raw(String(Math.trunc(b.min)))} then ${sql.raw(`'${b.id}'`)}`);
  return sql`case ${sql.join(whens, sql` `)} else ${sql.raw(`'${lowest.id}'`)} end`;
}

/**
 * The band of a row of any vendor type (docs/decisions/0021): each type's own thresholds,
 * photographers' for any other type. `vendor_profiles.band` is this expression.
 */
export function listingBandSql(price: SQL, vendorType: SQL): SQL {
  return sql`case ${vendorType} when 'banquet_hall' then (${priceBandSql(price, "banquet_hall")}) when 'decorator' then (${priceBandSql(price, "decorator")}) else (${priceBandSql(price)}) end`;
}
