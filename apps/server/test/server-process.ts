import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

/** Starts the real server (main.ts) as a child process and waits for /api/health. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = env.PORT ?? String(4000 + Math.floor(Math.random() * 2000));
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      RATE_LIMITS: "false",
      ...env,
      PORT: port,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
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

export function waitForExit(child: ChildProcess): Promise<number | null> {
  const done = child.exitCode !== null || child.signalCode !== null;
  return new Promise((resolve) => (done ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code))));
}
