import { useSyncExternalStore } from "react";

/**
 * The wizard's uploads in flight and the ones that failed (docs/decisions/0020), outside React state so
 * they outlive the media step's component (a vendor may move to another step while a file is on
 * its way) and the submit can refuse to say 'Success!' while a file failed or is still going up.
 */
export type UploadEntry = { key: string; name: string; percent: number; error?: string };

let entries: UploadEntry[] = [];
const listeners = new Set<() => void>();
const set = (next: UploadEntry[]) => {
  entries = next;
  for (const fn of listeners) fn();
};
let counter = 0;

export const mediaUploads = {
  start(name: string): string {
    const key = `upload-${++counter}`;
    set([...entries, { key, name, percent: 0 }]);
    return key;
  },
  progress(key: string, percent: number) {
    set(entries.map((e) => (e.key === key ? { ...e, percent } : e)));
  },
  fail(key: string, error: string) {
    set(entries.map((e) => (e.key === key ? { ...e, error } : e)));
  },
  /** A finished upload, or a failure the vendor dismissed. */
  remove(key: string) {
    set(entries.filter((e) => e.key !== key));
  },
  /** The file names that stop a submit: still uploading, or failed and not dismissed. */
  blocking(): string[] {
    return entries.map((e) => e.name);
  },
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
  snapshot: () => entries,
};

export function useMediaUploads(): UploadEntry[] {
  return useSyncExternalStore(mediaUploads.subscribe, mediaUploads.snapshot, mediaUploads.snapshot);
}
