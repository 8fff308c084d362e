// `npm run seed:bench -- --vendors 5000`: adds that many approved photographers (set-based SQL)
// to the configured database, after the demo data (whose images they reuse), then rewrites the tables it
// filled compactly (compactSeeded).
// `--halls-decorators 5000` also adds that many approved banquet halls and as many decorators.
// Every bench vendor gets a calendar (bench-calendars.ts): Won leads, blocks and full dates.
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { prepareDatabase } from "../src/db/setup";
import { compactSeeded, seedBenchHallsAndDecorators, seedBenchVendors } from "../src/seed/bench";
import { seedBenchCalendars } from "../src/seed/bench-calendars";
import { seedDemoIfEmpty } from "../src/seed/demo";

const i = process.argv.indexOf("--vendors");
const count = i > 0 ? Number(process.argv[i + 1]) : 5000;
const h = process.argv.indexOf("--halls-decorators");
const typed = h > 0 ? Number(process.argv[h + 1]) : 0;
if (
  !Number.isInteger(count) ||
  count < 1 ||
  count > 200_000 ||
  !Number.isInteger(typed) ||
  typed < 0 ||
  typed > 100_000
) {
  console.error("Usage: npm run seed:bench -- --vendors 5000 [--halls-decorators 5000]");
  process.exit(1);
}
const config = loadConfig();
const database = await prepareDatabase(config);
const app = await buildApp({ config, database, logger: false });
await seedDemoIfEmpty(app);
const started = Date.now();
const { added } = await seedBenchVendors(app.db, count);
console.log(`Added ${added} bench vendors in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
let typedAdded = 0;
if (typed > 0) {
  const t0 = Date.now();
  typedAdded = (await seedBenchHallsAndDecorators(app.db, typed)).added;
  console.log(`Added ${typedAdded} bench halls and decorators in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
}
{
  const t0 = Date.now();
  const cal = await seedBenchCalendars(app.db);
  console.log(
    `Calendars of ${cal.vendors} bench vendors (${cal.leads} Won leads, ${cal.fullDates} full dates) in ${((Date.now() - t0) / 1000).toFixed(1)} s.`,
  );
}
if (added + typedAdded > 0) {
  const t0 = Date.now();
  await compactSeeded(app.db);
  console.log(`Compacted the seeded tables in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
}
await app.close();
await database.close();
