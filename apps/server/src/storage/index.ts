import type { Readable } from "node:stream";
import type { Config } from "../config";
import { LocalDiskStorage } from "./local-disk";
import { MediaUrls } from "./media-urls";
import { S3Storage } from "./s3";

/**
 * Where uploaded files live: the local disk (`DATA_DIR/media`) by default, an S3-compatible
 * bucket when S3_BUCKET is set. Keys are relative paths like vendors/... .
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** A readable stream, or null when the key does not exist. */
  read(key: string): Promise<Readable | null>;
  /** The URL a browser loads a key from: `/media/<key>`, or under MEDIA_PUBLIC_URL when set. */
  url(key: string): string;
  /** The key of a URL `url` made (either form), or null for any other URL. */
  keyOf(url: string): string | null;
  /** Where `/media/<key>` sends the browser instead of streaming the file itself, when anywhere. */
  redirect(key: string): string | null;
}

export function createStorage(config: Pick<Config, "dataDir" | "s3" | "mediaPublicUrl">): Storage {
  const urls = new MediaUrls(config.mediaPublicUrl);
  return config.s3 ? new S3Storage(config.s3, urls) : new LocalDiskStorage(config.dataDir, urls);
}

export { isStorageKey, MediaUrls } from "./media-urls";
