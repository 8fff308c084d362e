// npm run restore -- FILE: brings a fresh DATA_DIR (or an empty DATABASE_URL database) back to a backup.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { loadConfig } from "../src/config";
import { acquireDataDirLock } from "../src/db/lock";

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error("Usage: npm run restore -- path/to/bihe-backup.tar.gz");
  process.exit(2);
}
const config = loadConfig();
const stage = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-restore-"));
try {
  execFileSync("tar", ["-xzf", path.resolve(file), "-C", stage]);
  const manifest = JSON.parse(fs.readFileSync(path.join(stage, "manifest.json"), "utf8")) as { kind: string };
  if (config.databaseUrl) {
    if (manifest.kind !== "postgres")
      throw new Error("This backup holds an embedded database; restore it with DATABASE_URL unset.");
    execFileSync(
      "psql",
      ["--quiet", "--set", "ON_ERROR_STOP=1", "--file", path.join(stage, "db.sql"), config.databaseUrl],
      { stdio: "inherit" },
    );
  } else {
    if (manifest.kind !== "pglite")
      throw new Error("This backup holds a PostgreSQL dump; restore it with DATABASE_URL set.");
    const dbDir = path.join(config.dataDir, "db");
    if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
      throw new Error(`${dbDir} is not empty: restore into a fresh DATA_DIR.`);
    }
    fs.mkdirSync(dbDir, { recursive: true });
    const release = acquireDataDirLock(config.dataDir);
    const pglite = await PGlite.create(dbDir, {
      loadDataDir: new Blob([fs.readFileSync(path.join(stage, "db.tar.gz"))]),
    });
    await pglite.query("select 1");
    await pglite.close();
    await release();
  }
  const media = path.join(stage, "media");
  if (fs.existsSync(media)) fs.cpSync(media, path.join(config.dataDir, "media"), { recursive: true });
  console.log(`Restored ${file}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  fs.rmSync(stage, { recursive: true, force: true });
}
