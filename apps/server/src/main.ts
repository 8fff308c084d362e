import { buildApp } from "./app";
import { loadConfig } from "./config";
import { DataDirLockedError } from "./db/lock";
import { prepareDatabase } from "./db/setup";
import { seedDemoIfEmpty } from "./seed/demo";

async function main() {
  const config = loadConfig();
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
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const logins = await seedDemoIfEmpty(app);
    if (logins) console.log(`\nDemo data loaded. Sign in with:\n${logins}\n`);
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(`Bihe is running at ${config.publicUrl ?? `http://localhost:${config.port}`}`);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
