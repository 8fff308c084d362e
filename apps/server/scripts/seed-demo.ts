// `npm run seed:demo`: loads the demo marketplace into the configured database (DATA_DIR or
// DATABASE_URL) on demand. Accounts that already have a vendor profile are left as they are.
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { DataDirLockedError } from "../src/db/lock";
import { prepareDatabase } from "../src/db/setup";
import { seedDemo } from "../src/seed/demo";

const config = loadConfig();
if (config.isProduction && process.argv[2] !== "--force") {
  console.error("Refusing to load demo data with NODE_ENV=production (pass --force if you really mean it).");
  process.exit(1);
}
let database: Awaited<ReturnType<typeof prepareDatabase>>;
try {
  database = await prepareDatabase(config);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const app = await buildApp({ config, database, logger: false });
const started = Date.now();
const logins = await seedDemo(app);
console.log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s. Sign in with:\n${logins}`);
await app.close();
await database.close();
