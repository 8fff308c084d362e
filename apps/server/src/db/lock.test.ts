import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./lock";

describe("data dir lock", () => {
  it("refuses a second holder while the first is alive, and frees on release", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-lock-"));
    const release = acquireDataDirLock(dir);
    // The same process may not take it twice through a different owner record:
    fs.writeFileSync(
      path.join(dir, "db.lock"),
      JSON.stringify({ pid: process.ppid, command: "other server", since: "now" }),
    );
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
    fs.rmSync(path.join(dir, "db.lock"));
    await release();
    const again = acquireDataDirLock(dir);
    await again();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
  });

  it("takes over a lock left by a dead process", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-lock-"));
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    fs.writeFileSync(
      path.join(dir, "db.lock"),
      JSON.stringify({ pid: Number(dead), command: "killed", since: "earlier" }),
    );
    const release = acquireDataDirLock(dir);
    await release();
  });
});
