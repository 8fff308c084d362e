import { trimTrailing } from "@bihe/shared";
/** A key is a relative path of plain segments: never absolute, never up a level, never empty. */
export function isStorageKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 1024 &&
    !key.startsWith("/") &&
    !key.includes("\\") &&
    key.split("/").every((part) => part !== "" && part !== "." && part !== "..")
  );
}

/** The two forms of a media URL: the app's `/media/<key>`, and MEDIA_PUBLIC_URL's (a CDN, the bucket). */
export class MediaUrls {
  private readonly base?: string;
  constructor(publicUrl?: string) {
    this.base = publicUrl === undefined ? undefined : trimTrailing(publicUrl, "/");
  }

  url(key: string): string {
    return this.base ? `${this.base}/${key}` : `/media/${key}`;
  }

  keyOf(url: string): string | null {
    for (const prefix of ["/media/", ...(this.base ? [`${this.base}/`] : [])]) {
      if (url.startsWith(prefix)) {
        const key = url.slice(prefix.length);
        return isStorageKey(key) ? key : null;
      }
    }
    return null;
  }

  redirect(key: string): string | null {
    return this.base ? `${this.base}/${key}` : null;
  }
}
