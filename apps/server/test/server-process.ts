import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { inject } from "vitest";
import { SNAPSHOT } from "./global-setup";

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * How long a start may take: a fresh data dir is migrated and loaded with the reference data
 * first (about 11 s on an idle two-core machine of 2026-11-27, several times that while the other
 * test worker seeds a demo server's pictures on both cores).
 */
export const SERVER_START_MS = 120_000;

/**
 * Starts the real server, compiled as production runs it (test/global-setup.ts builds it once), as a child process
 * and waits for /api/health. A new embedded data dir starts as a copy of the migrated snapshot, as every API test's
 * database does, unless `fresh` asks for the migration itself; a server (DATABASE_URL) is left as given.
 */
export async function startServer(
  env: Record<string, string>,
  opts: { fresh?: boolean } = {},
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = env.PORT ?? String(await freePort());
  if (env.DATA_DIR && !env.DATABASE_URL && !opts.fresh) fromSnapshot(path.join(env.DATA_DIR, "db"));
  let output = "";
  const child = spawn(process.execPath, [inject("serverMain")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      RATE_LIMITS: "false",
      SEED_IMAGE_CACHE: path.join(root, ".tmp/seed-images"),
      ...env,
      PORT: port,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, child, output: () => output };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output}`);
}

/** Unpacks the migrated snapshot (a PGlite data dir with the reference data) into an empty database folder. */
function fromSnapshot(dbDir: string) {
  if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) return;
  fs.mkdirSync(dbDir, { recursive: true });
  execFileSync("tar", ["-xzf", SNAPSHOT, "-C", dbDir], { stdio: "pipe" });
}

/**
 * A port nothing listens on now, as the system hands them out. A random port could be taken by another
 * test's server: on 2026-11-28 a server said it was running yet never answered its health checks until
 * the start timed out, most likely because another process held its port on 127.0.0.1.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function waitForExit(child: ChildProcess): Promise<number | null> {
  const done = child.exitCode !== null || child.signalCode !== null;
  return new Promise((resolve) => (done ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code))));
}
