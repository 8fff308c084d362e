import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_START_MS, startServer, waitForExit } from "../../test/server-process";

const root = path.resolve(import.meta.dirname, "../../../..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-ops-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const tsx = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ["--import", "tsx", path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, SEED_DEMO: "false", ...env },
    encoding: "utf8",
  });

// Embedded-database operations: run once, not again in the PostgreSQL pass.
describe.skipIf(process.env.TEST_DB === "postgres")("the embedded data directory", () => {
  it(
    "refuses a second process with a message naming the holder, and the CLI works once it stops",
    async () => {
      const dataDir = path.join(tmp, "locked");
      const server = await startServer({ DATA_DIR: dataDir });
      const second = tsx(
        "apps/server/scripts/create-admin.ts",
        ["--email", "boss@test.bihe", "--password", "long-enough"],
        { DATA_DIR: dataDir },
      );
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(new RegExp(`in use by process ${server.child.pid}`));
      server.child.kill("SIGTERM");
      await waitForExit(server.child);
      const again = tsx(
        "apps/server/scripts/create-admin.ts",
        ["--email", "boss@test.bihe", "--password", "long-enough"],
        { DATA_DIR: dataDir },
      );
      expect(again.stdout).toMatch(/Admin account created: boss@test.bihe/);
    },
    SERVER_START_MS + 60_000,
  );

  it("backup then restore into a fresh data dir brings back the accounts and the media", () => {
    const source = path.join(tmp, "source");
    const target = path.join(tmp, "target");
    const file = path.join(tmp, "backup.tar.gz");
    expect(
      tsx("apps/server/scripts/create-admin.ts", ["--email", "kept@test.bihe", "--password", "long-enough"], {
        DATA_DIR: source,
      }).status,
    ).toBe(0);
    fs.mkdirSync(path.join(source, "media/vendors/x"), { recursive: true });
    fs.writeFileSync(path.join(source, "media/vendors/x/photo.webp"), "image-bytes");
    expect(tsx("apps/server/scripts/backup.ts", [file], { DATA_DIR: source }).status).toBe(0);
    const restored = tsx("apps/server/scripts/restore.ts", [file], { DATA_DIR: target });
    expect(restored.status, restored.stderr).toBe(0);
    expect(fs.readFileSync(path.join(target, "media/vendors/x/photo.webp"), "utf8")).toBe("image-bytes");
    // Restoring over a used data dir is refused.
    expect(tsx("apps/server/scripts/restore.ts", [file], { DATA_DIR: target }).status).toBe(1);
    // The restored database holds the account: promoting it again says it exists.
    const promote = tsx(
      "apps/server/scripts/create-admin.ts",
      ["--email", "kept@test.bihe", "--password", "long-enough"],
      { DATA_DIR: target },
    );
    expect(promote.stdout).toMatch(/Existing account promoted/);
    expect(execFileSync("tar", ["-tzf", file], { encoding: "utf8" })).toMatch(/db\.tar\.gz/);
  }, 120_000);
});
