// `npm run seed:bench -- --vendors 5000`: adds that many approved photographers (set-based SQL)
// to the configured database, after the demo data (whose images they reuse).
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { prepareDatabase } from "../src/db/setup";
import { seedBenchVendors } from "../src/seed/bench";
import { seedDemoIfEmpty } from "../src/seed/demo";

const i = process.argv.indexOf("--vendors");
const count = i > 0 ? Number(process.argv[i + 1]) : 5000;
if (!Number.isInteger(count) || count < 1 || count > 200_000) {
  console.error("Usage: npm run seed:bench -- --vendors 5000");
  process.exit(1);
}
const config = loadConfig();
const database = await prepareDatabase(config);
const app = await buildApp({ config, database, logger: false });
await seedDemoIfEmpty(app);
const started = Date.now();
const { added } = await seedBenchVendors(app.db, count);
console.log(`Added ${added} bench vendors in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
await app.close();
await database.close();
