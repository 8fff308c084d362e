import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Storage } from "./index";
import { isStorageKey, type MediaUrls } from "./media-urls";

/** Files under `DATA_DIR/media`: one machine's disk (or a shared filesystem mounted there). */
export class LocalDiskStorage implements Storage {
  private root: string;
  constructor(
    dataDir: string,
    private urls: MediaUrls,
  ) {
    this.root = path.join(dataDir, "media");
  }

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!isStorageKey(key) || !full.startsWith(this.root + path.sep)) throw new Error("invalid storage key");
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${process.pid}.tmp`;
    await fsp.writeFile(tmp, data);
    await fsp.rename(tmp, full); // never a half-written file under the real name
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }

  async read(key: string): Promise<Readable | null> {
    let full: string;
    try {
      full = this.resolve(key);
      const stat = await fsp.stat(full);
      if (!stat.isFile()) return null;
    } catch {
      return null;
    }
    return fs.createReadStream(full);
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
}
