import fs from "node:fs";
import path from "node:path";
import { PRICE_BANDS_BY_TYPE, priceBand, VENDOR_TYPES, type VendorType } from "@bihe/shared";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { listingBandSql, priceBandSql } from "./price-band";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIGRATIONS = path.join(import.meta.dirname, "../migrations");
const prices = [
  0,
  1,
  ...Object.values(PRICE_BANDS_BY_TYPE).flatMap((bands) => bands.flatMap((b) => [b.min - 1, b.min, b.min + 1])),
  10_000_000,
].filter((p) => p >= 0);
/** Every price around every type's thresholds, for every type. */
const cases = VENDOR_TYPES.flatMap((type) => prices.map((p) => [type, p] as [VendorType, number]));
const typesArray = `{${cases.map(([type]) => type).join(",")}}`;
const pricesArray = `{${cases.map(([, p]) => p).join(",")}}`;

describe("price bands in SQL come from PRICE_BANDS_BY_TYPE", () => {
  it("the SQL expression gives priceBand() of every price around each threshold", async () => {
    const result = await t.app.db.execute(
      sql`select p, ${priceBandSql(sql`p`)} as band from unnest(${`{${prices.join(",")}}`}::int[]) as p`,
    );
    const rows = result.rows as { p: number; band: string }[];
    expect(rows.map((r) => [Number(r.p), r.band])).toEqual(prices.map((p) => [p, priceBand(p)]));
  });

  it("the per-type expression gives priceBand(price, type) of every type and price around each threshold", async () => {
    const result = await t.app.db.execute(
      sql`select vt, p, ${listingBandSql(sql`p`, sql`vt`)} as band
        from unnest(${typesArray}::text[], ${pricesArray}::int[]) as x(vt, p)`,
    );
    const rows = result.rows as { vt: VendorType; p: number; band: string }[];
    expect(rows.map((r) => [r.vt, Number(r.p), r.band])).toEqual(cases.map(([vt, p]) => [vt, p, priceBand(p, vt)]));
  });

  it("the vendor_profiles.band column is that expression (the newest migration that defines it)", async () => {
    const files = fs
      .readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith(".sql"))
      .sort();
    const definitions = files
      .map((f) => fs.readFileSync(path.join(MIGRATIONS, f), "utf8"))
      .flatMap((text) => [...text.matchAll(/"band" text GENERATED ALWAYS AS \((.+?)\) STORED/g)].map((m) => m[1]));
    expect(definitions.length).toBeGreaterThan(0);
    const rendered = new PgDialect().sqlToQuery(listingBandSql(sql.raw("wedding_price"), sql.raw("vendor_type"))).sql;
    // A threshold changed in packages/shared needs a migration that redefines the column.
    expect(definitions.at(-1)).toBe(rendered);
  });

  it("the database's column agrees: its band for each price is priceBand()", async () => {
    const expression = await t.app.db.execute(
      sql`select generation_expression as e from information_schema.columns
          where table_name = 'vendor_profiles' and column_name = 'band'`,
    );
    const generated = (expression.rows[0] as { e: string }).e
      .replaceAll("wedding_price", "p")
      .replaceAll("vendor_type", "vt");
    const result = await t.app.db.execute(
      sql`select vt, p, ${sql.raw(generated)} as band from unnest(${typesArray}::text[], ${pricesArray}::int[]) as x(vt, p)`,
    );
    const rows = result.rows as { vt: VendorType; p: number; band: string }[];
    expect(rows.map((r) => [r.vt, Number(r.p), r.band])).toEqual(cases.map(([vt, p]) => [vt, p, priceBand(p, vt)]));
  });
});
