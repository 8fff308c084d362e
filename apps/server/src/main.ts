import os from "node:os";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { DataDirLockedError } from "./db/lock";
import { prepareDatabase } from "./db/setup";
import { drainAndClose } from "./lib/shutdown";
import { seedDemoIfEmpty } from "./seed/demo";

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::"]);

/** This machine's IPv4 addresses on its networks (not loopback). */
function lanAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === "IPv4" && !i.internal)
    .map((i) => i!.address);
}

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
  if (WILDCARD_HOSTS.has(config.host)) {
    // The addresses a phone on the same network can use (in development any of them may sign in).
    for (const address of lanAddresses()) console.log(`  on your network: http://${address}:${config.port}`);
  } else if (!config.isProduction && config.host === "127.0.0.1") {
    console.log("  only this computer can reach it; set HOST=0.0.0.0 to try it from a phone on the same network");
  }

  let closing = false;
  // SIGTERM (a deploy, systemd, a container stop): report not ready, serve through the grace
  // period, then close within the deadline. SIGINT (Ctrl+C at a terminal) skips the grace period.
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const graceMs = signal === "SIGTERM" ? config.shutdown.graceMs : 0;
    const outcome = await drainAndClose(app, { ...config.shutdown, graceMs }, () => database.close());
    process.exit(outcome === "closed" ? 0 : 1);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
