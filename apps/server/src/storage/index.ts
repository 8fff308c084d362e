import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config";

/** Where uploaded files live. Local disk by default; keys are relative paths like vendors/... */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** A readable stream, or null when the key does not exist. */
  read(key: string): Promise<fs.ReadStream | null>;
  /** The public URL path of a key. */
  url(key: string): string;
}

export function createStorage(config: Pick<Config, "dataDir">): Storage {
  return new LocalDiskStorage(path.join(config.dataDir, "media"));
}

export class LocalDiskStorage implements Storage {
  constructor(private root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error("invalid storage key");
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

  async read(key: string): Promise<fs.ReadStream | null> {
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
    return `/media/${key}`;
  }
}
