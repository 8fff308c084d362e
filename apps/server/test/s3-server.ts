/// <reference path="./s3rver.d.ts" />
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "../src/config";

/**
 * A real S3-compatible server for the tests (s3rver: the S3 REST API over files in a temporary
 * folder), with one empty bucket. Path-style addresses, any keys accepted.
 */
export async function startS3Server(bucket = "bihe-media"): Promise<{
  config: S3Config;
  /** The bucket's public address, as MEDIA_PUBLIC_URL would give it. */
  publicUrl: string;
  close: () => Promise<void>;
}> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-s3-"));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: {
      endpoint,
      bucket,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    publicUrl: `${endpoint}/${bucket}`,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

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
