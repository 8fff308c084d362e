// `node --import tsx apps/server/scripts/explain-requests.ts <urls.json> [--only s] [--slowest N] [--prefixes]`,
// with DATABASE_URL set to a database seeded by `npm run seed:bench`: EXPLAIN ANALYZE of the listing query
// of every request saved by `profile-requests.ts --save-urls <urls.json>`, so that two versions of the code
// (or two sizes of database) are compared on the same requests. Each request is explained twice and the
// second, warm pass is reported per variant: the average time of the search words' lookup (migration 0025),
// planning and execution, the part spent in the capped counts and in the pages, the buffers read, the median
// and 99th percentile of the three together, and the slowest requests. `--prefixes` keeps search words as
// prefixes (as before migration 0025), to see what their exact words change.
import fs from "node:fs";
import { type ListingSectionId, parseListingFilters } from "@bihe/shared";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../src/db/schema";
import { listingQuery } from "../src/modules/marketplace/queries";
import { searchTsQuery, toPrefixTsQuery } from "../src/modules/marketplace/search-words";
import { decodeCursor, sectionsToRead } from "../src/modules/marketplace/service";

const file = process.argv[2];
if (!file || file.startsWith("--"))
  throw new Error("Usage: explain-requests.ts <urls.json> [--only s] [--slowest N] [--prefixes]");
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ONLY = arg("only");
const SLOWEST = Number(arg("slowest") ?? 3);
const PREFIXES = process.argv.includes("--prefixes");
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required (a database seeded with npm run seed:bench)");
// As the app's public reads run (db/client.ts): without parallel workers.
const pool = new pg.Pool({ connectionString: url, max: 1, options: "-c max_parallel_workers_per_gather=0" });
const db = drizzle(pool, { schema, casing: "snake_case" });

/** The query listVendors runs (service.ts): a band's next page, or the first page of each section. */
async function queryOf(params: URLSearchParams) {
  const filters = parseListingFilters(params);
  const after = params.get("after");
  const { sections } = sectionsToRead(
    filters.sort,
    params.get("band") as ListingSectionId | null,
    after ? decodeCursor(filters.sort, after) : null,
  );
  const t0 = performance.now();
  const tsq = PREFIXES ? toPrefixTsQuery(filters.q) : await searchTsQuery(db, filters);
  const lookup = performance.now() - t0;
  return { query: listingQuery(filters, sections, Number(params.get("limit") ?? 20), tsq), lookup };
}

type Explained = {
  path: string;
  /** The search words' lookup (searchTsQuery), wall time with its round trip; 0 when there is none. */
  lookup: number;
  planning: number;
  execution: number;
  counts: number;
  pages: number;
  buffers: number;
};
type PlanNode = { "Node Type": string; "Actual Total Time": number; Plans?: PlanNode[] } & Record<string, unknown>;

async function explain(path: string): Promise<Explained> {
  const { query, lookup } = await queryOf(new URL(path, "http://x").searchParams);
  const result = await pool.query({
    text: `explain (analyze, buffers, format json) ${query.text}`,
    values: query.values,
  });
  const out = result.rows[0]["QUERY PLAN"][0] as { Plan: PlanNode; "Planning Time": number; "Execution Time": number };
  // Each section's capped count is an init plan (an aggregate over a Limit); the pages are the rest.
  let counts = 0;
  for (const sub of out.Plan.Plans ?? [])
    if (sub["Parent Relationship"] === "InitPlan" && sub.Plans?.[0]?.["Node Type"] === "Limit")
      counts += sub["Actual Total Time"];
  const pages = out["Execution Time"] - counts;
  return {
    path,
    lookup,
    planning: out["Planning Time"],
    execution: out["Execution Time"],
    counts,
    pages,
    buffers: Number(out.Plan["Shared Hit Blocks"]) + Number(out.Plan["Shared Read Blocks"]),
  };
}

const saved = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string[]>;
const f = (x: number) => x.toFixed(2);
console.log(
  "| variant | requests | word lookup ms | planning ms | execution ms | counts ms | pages ms | buffers | p50 ms | p99 ms |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
/** A request's database time: the word lookup, planning and execution. */
const total = (r: Explained) => r.lookup + r.planning + r.execution;
const slowest: string[] = [];
for (const [name, paths] of Object.entries(saved)) {
  if (!name.includes("uncached") || (ONLY && !name.includes(ONLY))) continue;
  for (const path of paths) await explain(path); // the cold pass: caches, catalog
  const runs: Explained[] = [];
  for (const path of paths) runs.push(await explain(path));
  const avg = (k: keyof Omit<Explained, "path">) => runs.reduce((s, r) => s + r[k], 0) / runs.length;
  const totals = runs.map(total).sort((a, b) => a - b);
  const at = (q: number) => totals[Math.min(totals.length - 1, Math.floor(q * totals.length))];
  console.log(
    `| ${name} | ${runs.length} | ${f(avg("lookup"))} | ${f(avg("planning"))} | ${f(avg("execution"))} | ${f(avg("counts"))} | ${f(avg("pages"))} | ${Math.round(avg("buffers"))} | ${f(at(0.5))} | ${f(at(0.99))} |`,
  );
  for (const r of [...runs].sort((a, b) => total(b) - total(a)).slice(0, SLOWEST))
    slowest.push(
      `${name}: ${f(total(r))} ms (counts ${f(r.counts)}, pages ${f(r.pages)}, ${r.buffers} buffers) ${r.path}`,
    );
}
if (slowest.length) console.log(`\nSlowest:\n${slowest.join("\n")}`);
await pool.end();
