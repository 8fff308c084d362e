import { type SQL, sql } from "drizzle-orm";

/**
 * A vendor's years in business, in SQL, for the row alias `t` of vendor_profiles: the company age the
 * vendor gave, else the years since its profile was created, never negative (spec 000, the listing's
 * experience filter). They grow with the calendar, so every query computes them when it reads.
 */
export const yearsInBusiness = (t: SQL) =>
  sql`greatest(coalesce(${t}.company_age::int, extract(year from now())::int - extract(year from ${t}.created_at)::int), 0)`;
