// `node --import tsx apps/server/scripts/explain-requests.ts <urls.json> [--only <substring>] [--slowest N]`,
// with DATABASE_URL set to a database seeded by `npm run seed:bench`: EXPLAIN ANALYZE of the listing query
// of every request saved by `profile-requests.ts --save-urls <urls.json>`, so that two versions of the code
// (or two sizes of database) are compared on the same requests. Each request is explained twice and the
// second, warm pass is reported per variant: the average planning and execution time, the part spent in the
// capped counts and in the pages, the buffers read, the median and 99th percentile of planning + execution,
// and the slowest requests.
import fs from "node:fs";
import { bandOrder, type ListingSectionId, listingLayout, parseListingFilters } from "@bihe/shared";
import pg from "pg";
import { listingQuery, type Section } from "../src/modules/marketplace/queries";
import { decodeCursor } from "../src/modules/marketplace/service";

const file = process.argv[2];
if (!file || file.startsWith("--")) throw new Error("Usage: explain-requests.ts <urls.json> [--only s] [--slowest N]");
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ONLY = arg("only");
const SLOWEST = Number(arg("slowest") ?? 3);
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required (a database seeded with npm run seed:bench)");
// As the app's public reads run (db/client.ts): without parallel workers.
const pool = new pg.Pool({ connectionString: url, max: 1, options: "-c max_parallel_workers_per_gather=0" });

/** The query listVendors runs (service.ts): a band's next page, or the first page of each section. */
function queryOf(params: URLSearchParams) {
  const filters = parseListingFilters(params);
  const band = params.get("band") as ListingSectionId | null;
  const after = params.get("after");
  const ids: ListingSectionId[] = band
    ? [band]
    : listingLayout(filters.sort) === "flat"
      ? ["all"]
      : [...bandOrder(filters.sort)];
  const sections: Section[] = ids.map((id) => ({
    band: id === "all" ? null : id,
    after: after ? decodeCursor(filters.sort, after) : null,
  }));
  return listingQuery(filters, sections, Number(params.get("limit") ?? 20));
}

type Explained = { path: string; planning: number; execution: number; counts: number; pages: number; buffers: number };
type PlanNode = { "Node Type": string; "Actual Total Time": number; Plans?: PlanNode[] } & Record<string, unknown>;

async function explain(path: string): Promise<Explained> {
  const query = queryOf(new URL(path, "http://x").searchParams);
  const result = await pool.query({
    text: `explain (analyze, buffers, format json) ${query.text}`,
    values: query.values,
  });
  const out = result.rows[0]["QUERY PLAN"][0] as { Plan: PlanNode; "Planning Time": number; "Execution Time": number };
  let counts = 0;
  let pages = 0;
  // Each section is two init plans: the capped count (an aggregate over a Limit) and the page (over a join).
  for (const sub of out.Plan.Plans ?? []) {
    if (sub.Plans?.[0]?.["Node Type"] === "Limit") counts += sub["Actual Total Time"];
    else pages += sub["Actual Total Time"];
  }
  return {
    path,
    planning: out["Planning Time"],
    execution: out["Execution Time"],
    counts,
    pages,
    buffers: Number(out.Plan["Shared Hit Blocks"]) + Number(out.Plan["Shared Read Blocks"]),
  };
}

const saved = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string[]>;
const f = (x: number) => x.toFixed(2);
console.log("| variant | requests | planning ms | execution ms | counts ms | pages ms | buffers | p50 ms | p99 ms |");
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
const slowest: string[] = [];
for (const [name, paths] of Object.entries(saved)) {
  if (!name.includes("uncached") || (ONLY && !name.includes(ONLY))) continue;
  for (const path of paths) await explain(path); // the cold pass: caches, catalog
  const runs: Explained[] = [];
  for (const path of paths) runs.push(await explain(path));
  const avg = (k: keyof Omit<Explained, "path">) => runs.reduce((s, r) => s + r[k], 0) / runs.length;
  const totals = runs.map((r) => r.planning + r.execution).sort((a, b) => a - b);
  const at = (q: number) => totals[Math.min(totals.length - 1, Math.floor(q * totals.length))];
  console.log(
    `| ${name} | ${runs.length} | ${f(avg("planning"))} | ${f(avg("execution"))} | ${f(avg("counts"))} | ${f(avg("pages"))} | ${Math.round(avg("buffers"))} | ${f(at(0.5))} | ${f(at(0.99))} |`,
  );
  for (const r of [...runs].sort((a, b) => b.planning + b.execution - (a.planning + a.execution)).slice(0, SLOWEST))
    slowest.push(
      `${name}: ${f(r.planning + r.execution)} ms (counts ${f(r.counts)}, pages ${f(r.pages)}, ${r.buffers} buffers) ${r.path}`,
    );
}
if (slowest.length) console.log(`\nSlowest:\n${slowest.join("\n")}`);
await pool.end();
