import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config";
import type { Storage } from "./index";
import { isStorageKey, type MediaUrls } from "./media-urls";

/** Uploaded files never change under their key (a new upload gets a new key), so caches may keep them. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** An S3 client for an S3-compatible store (AWS, MinIO, Ceph, R2, s3rver in the tests). */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every upload, in
    // aws-chunked encoding) is refused by several S3-compatible stores.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Files in one bucket of an S3-compatible store, shared by every instance: an upload on one is
 * served by all, and a restart or a new machine loses nothing (docs/deploy.md).
 */
export class S3Storage implements Storage {
  private client: S3Client;
  private bucket: string;

  constructor(
    config: S3Config,
    private urls: MediaUrls,
  ) {
    this.client = s3Client(config);
    this.bucket = config.bucket;
  }

  private check(key: string): string {
    if (!isStorageKey(key)) throw new Error("invalid storage key");
    return key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.check(key),
        Body: data,
        ContentType: contentType,
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.check(key) }));
  }

  async read(key: string): Promise<Readable | null> {
    if (!isStorageKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (object.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (err instanceof S3ServiceException && (err.name === "NoSuchKey" || err.$metadata.httpStatusCode === 404))
        return null;
      throw err;
    }
  }

  url(key: string): string {
    return this.urls.url(key);
  }

  keyOf(url: string): string | null {
    return this.urls.keyOf(url);
  }

  redirect(key: string): string | null {
    return this.urls.redirect(key);
  }

  /** Closes the client's connections (scripts that exit, tests). */
  close(): void {
    this.client.destroy();
  }
}
