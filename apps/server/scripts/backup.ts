// npm run backup [-- FILE]: one file holding the database and the uploaded media (those on the local
// disk: media in an S3 bucket are backed up by the bucket's versioning, docs/deploy.md).
// Embedded: a PGlite data-dir dump (the server must be stopped: the data dir has one owner).
// PostgreSQL (DATABASE_URL): pg_dump in plain SQL.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { DataDirLockedError } from "../src/db/lock";

const config = loadConfig();
const file = path.resolve(process.argv[2] ?? `bihe-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
const stage = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-backup-"));

try {
  if (config.databaseUrl) {
    execFileSync(
      "pg_dump",
      ["--no-owner", "--no-privileges", "--file", path.join(stage, "db.sql"), config.databaseUrl],
      { stdio: "inherit" },
    );
  } else {
    const database = await openDatabase({ dataDir: config.dataDir });
    const dump = await database.pglite!.dumpDataDir("gzip");
    fs.writeFileSync(path.join(stage, "db.tar.gz"), Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  const media = path.join(config.dataDir, "media");
  if (fs.existsSync(media)) fs.cpSync(media, path.join(stage, "media"), { recursive: true });
  fs.writeFileSync(
    path.join(stage, "manifest.json"),
    JSON.stringify({ createdAt: new Date().toISOString(), kind: config.databaseUrl ? "postgres" : "pglite" }),
  );
  execFileSync("tar", ["-czf", file, "-C", stage, "."]);
  console.log(`Backup written to ${file}`);
  // Media in a bucket are not in this file: the bucket keeps them, with versioning (docs/deploy.md).
  if (config.s3)
    console.log(`Media are in bucket ${config.s3.bucket}, not in this file: see docs/deploy.md, "Back up".`);
} catch (err) {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exitCode = 1;
} finally {
  fs.rmSync(stage, { recursive: true, force: true });
}
