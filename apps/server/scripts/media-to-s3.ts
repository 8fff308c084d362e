// npm run media:to-s3 [-- --from DIR]
// Copies the media kept on the local disk (DATA_DIR/media, or DIR) into the S3-compatible bucket
// of S3_BUCKET (S3_ENDPOINT, S3_REGION, keys, S3_FORCE_PATH_STYLE), under the same keys: the step
// from one machine to a fleet (docs/deploy.md). Copying again is harmless: a key holds one file.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config";
import { MediaUrls } from "../src/storage";
import { S3Storage } from "../src/storage/s3";

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
};

const { values } = parseArgs({ options: { from: { type: "string" } } });
const config = loadConfig();
if (!config.s3) {
  console.error("Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) first.");
  process.exit(2);
}
const from = path.resolve(values.from ?? path.join(config.dataDir, "media"));
if (!fs.existsSync(from)) {
  console.error(`Nothing to copy: ${from} does not exist.`);
  process.exit(2);
}

const storage = new S3Storage(config.s3, new MediaUrls(config.mediaPublicUrl));
const files = (fs.readdirSync(from, { recursive: true, encoding: "utf8" }) as string[])
  .map((name) => name.split(path.sep).join("/"))
  // A half-written file (its .tmp name) is not media yet.
  .filter((key) => !key.endsWith(".tmp") && fs.statSync(path.join(from, key)).isFile());
let bytes = 0;
let done = 0;
try {
  // A few at a time: a bucket takes parallel uploads, a laptop's upload link does not take hundreds.
  const queue = [...files];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const data = fs.readFileSync(path.join(from, key));
      await storage.put(key, data, CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream");
      bytes += data.length;
      done += 1;
      if (done % 500 === 0) console.log(`  ${done} of ${files.length}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  console.log(
    `Copied ${done} files (${(bytes / 1024 / 1024).toFixed(1)} MB) from ${from} to bucket ${config.s3.bucket}`,
  );
} catch (err) {
  console.error(`Stopped after ${done} of ${files.length} files: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  storage.close();
}
