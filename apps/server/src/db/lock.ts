import fs from "node:fs";
import path from "node:path";

/**
 * PGlite is a single-process database: two processes writing one data dir corrupt it.
 * A lock file with the owner's pid keeps a second process out; a lock left by a dead
 * process (kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => Promise<void> {
  const file = path.join(dataDir, "db.lock");
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(
        file,
        JSON.stringify({ pid: process.pid, command: process.argv.slice(1).join(" "), since: new Date().toISOString() }),
        { flag: "wx" },
      );
      return async () => {
        try {
          const owner = JSON.parse(fs.readFileSync(file, "utf8"));
          if (owner.pid === process.pid) fs.unlinkSync(file);
        } catch {}
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${owner.pid} (${owner.command || "unknown command"}, since ${owner.since}). ` +
            "Stop that process first, or point DATA_DIR elsewhere.",
        );
      }
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${file}`);
}

export class DataDirLockedError extends Error {}

function readOwner(file: string): { pid: number; command?: string; since?: string } | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
