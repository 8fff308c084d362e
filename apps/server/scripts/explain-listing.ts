// `node --import tsx apps/server/scripts/explain-listing.ts`: EXPLAIN ANALYZE of the listing's one
// query for a few typical requests, against DATABASE_URL (seeded with `npm run seed:bench`).
// The plans behind docs/decisions/0012-listing-by-index.md come from here; with `--types`, the banquet
// halls' and decorators' requests of docs/decisions/0021-listing-every-vendor-type.md.
import { parseListingFilters } from "@bihe/shared";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../src/db/schema";
import { listingQuery } from "../src/modules/marketplace/queries";
import { searchTsQuery } from "../src/modules/marketplace/search-words";
import { decodeCursor } from "../src/modules/marketplace/service";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
// As the app's public reads run (db/client.ts): without parallel workers.
const pool = new pg.Pool({ connectionString: url, max: 1, options: "-c max_parallel_workers_per_gather=0" });
const db = drizzle(pool, { schema, casing: "snake_case" });
const TYPES = process.argv.includes("--types");
const [sample] = (
  await pool.query(
    `select band, rating::float8 as rating, review_count, to_json(created_at) #>> '{}' as created, id
    from vendor_profiles where status = 'approved' and vendor_type = $1 order by id limit 1 offset $2`,
    [TYPES ? "banquet_hall" : "wedding_cinematographer", TYPES ? 2500 : 20000],
  )
).rows;
const cursor = Buffer.from(
  JSON.stringify(["recommended", sample.rating, sample.review_count, sample.created, sample.id]),
).toString("base64url");

type Case = [string, string, { band: "budget" | "medium" | "premium" | null; after: boolean }[]];
const every: Case[2] = [
  { band: "budget", after: false },
  { band: "medium", after: false },
  { band: "premium", after: false },
];
const typeCases: Case[] = [
  ["halls: first page of every band, no filter", "type=banquet_hall", every],
  [
    "halls: capacity 500-1,000 in Kathmandu district, every band",
    "type=banquet_hall&capacity=500-1000&district=27",
    every,
  ],
  ["halls: a deep 'load more' page (keyset, 2,500 rows in)", "type=banquet_hall", [{ band: sample.band, after: true }]],
  [
    "halls: parking and WiFi, price low to high, every band",
    "type=banquet_hall&facilities=wifi,parking&sort=price-low",
    every,
  ],
  [
    "halls: search words + capacity + rating, flat by rating",
    "type=banquet_hall&q=durbar&capacity=200-500&rating=4&sort=rating",
    [{ band: null, after: false }],
  ],
  ["decorators: specialty + event type, every band", "type=decorator&specialty=lighting&event=pasni", every],
];

const photographerCases: Case[] = [
  [
    "first page of every band, no filter",
    "",
    [
      { band: "budget", after: false },
      { band: "medium", after: false },
      { band: "premium", after: false },
    ],
  ],
  ["a deep 'load more' page (keyset, 20,000 rows in)", "", [{ band: sample.band, after: true }]],
  [
    "district (based or serving) + price high to low, first band",
    "district=27&sort=price-high",
    [{ band: "premium", after: false }],
  ],
  ["province + recommended, first band", "province=3", [{ band: "budget", after: false }]],
  [
    "search words, first page of every band",
    "q=him",
    [
      { band: "budget", after: false },
      { band: "medium", after: false },
      { band: "premium", after: false },
    ],
  ],
  ["search words + rating filter, flat list by rating", "q=himal&rating=4&sort=rating", [{ band: null, after: false }]],
  [
    "search words within a province, price high to low, first band",
    "q=anna&province=5&sort=price-high",
    [{ band: "premium", after: false }],
  ],
  ["search words, featured only, newest first", "q=phew&featured=true&sort=newest", [{ band: null, after: false }]],
];
for (const [title, qs, sections] of TYPES ? typeCases : photographerCases) {
  const filters = parseListingFilters(new URLSearchParams(qs));
  const { text, values } = listingQuery(
    filters,
    sections.map((s) => ({ band: s.band, after: s.after ? decodeCursor(filters.sort, cursor) : null })),
    20,
    await searchTsQuery(db, filters),
  );
  const plan = await pool.query({ text: `explain (analyze, buffers, costs off, summary on) ${text}`, values });
  console.log(
    `\n### ${title}${qs ? ` (?${qs})` : ""}\n\n\`\`\`\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}\n\`\`\``,
  );
}
await pool.end();
