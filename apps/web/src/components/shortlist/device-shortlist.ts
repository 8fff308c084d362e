import { SHORTLIST_CAP } from "@bihe/shared/shortlist-rules";

/**
 * The shortlist of a visitor who is not signed in, kept in this browser's localStorage (docs/decisions/0016).
 * What is stored is only what the list shows without asking the server: the vendor's id and name
 * and when it was added. Whatever is found in storage is read defensively (another version of the
 * app, an extension or a person may have written anything there): entries that do not have the
 * shape are dropped, duplicates are dropped, and the list never grows past SHORTLIST_CAP.
 */
export type DeviceEntry = { id: string; name: string; at: number };

export const DEVICE_KEY = "bihe.shortlist.v1";
/** A vendor name as the list shows it; longer text in storage is cut, not trusted. */
const MAX_NAME = 120;
/** The stored text is read only up to this size (100 entries are about 12 KB). */
const MAX_STORED_CHARS = 64_000;
/** The shape of a vendor id (the server checks it properly; this only keeps junk out). */
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type DeviceAddResult = "added" | "already" | "full";

/**
 * The empty list, one array: what the server draws and what an empty device reads, so hydration finds the same
 * snapshot (a new `[]` made React draw every heart on the page again, at once, right after hydrating).
 */
export const NO_ENTRIES: DeviceEntry[] = [];

/** The entries in a stored text: newest first, valid and unique, at most SHORTLIST_CAP. */
export function parseDeviceShortlist(raw: string | null): DeviceEntry[] {
  if (!raw || raw.length > MAX_STORED_CHARS) return NO_ENTRIES;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NO_ENTRIES;
  }
  if (!Array.isArray(value)) return NO_ENTRIES;
  const seen = new Set<string>();
  const out: DeviceEntry[] = [];
  for (const item of value.slice(0, SHORTLIST_CAP * 2)) {
    if (!item || typeof item !== "object") continue;
    const { id, name, at } = item as Record<string, unknown>;
    if (typeof id !== "string") continue;
    const key = id.toLowerCase();
    if (!ID_SHAPE.test(key) || seen.has(key)) continue;
    seen.add(key);
    out.push({
      id: key,
      name: typeof name === "string" ? name.slice(0, MAX_NAME) : "",
      at: typeof at === "number" && Number.isFinite(at) ? at : 0,
    });
    if (out.length >= SHORTLIST_CAP) break;
  }
  return out.length ? out : NO_ENTRIES;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the shortlist lives for this page only
  }
}

let memory: string | null = null;
let cachedRaw: string | null | undefined;
let cached = NO_ENTRIES;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  const s = storage();
  if (!s) return memory;
  try {
    return s.getItem(DEVICE_KEY);
  } catch {
    return memory;
  }
}

/** The current list; the same array until the stored text changes (for useSyncExternalStore). */
export function deviceShortlist(): DeviceEntry[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseDeviceShortlist(raw);
  }
  return cached;
}

function write(entries: DeviceEntry[]) {
  const raw = JSON.stringify(entries.slice(0, SHORTLIST_CAP));
  memory = raw;
  const s = storage();
  try {
    if (entries.length) s?.setItem(DEVICE_KEY, raw);
    else s?.removeItem(DEVICE_KEY);
  } catch {
    // Storage full or blocked: the in-memory copy keeps this page right.
  }
  for (const listener of listeners) listener();
}

export function addToDevice(vendor: { id: string; name: string }, now = Date.now()): DeviceAddResult {
  const id = vendor.id.toLowerCase();
  if (!ID_SHAPE.test(id)) return "already";
  const list = deviceShortlist();
  if (list.some((e) => e.id === id)) return "already";
  if (list.length >= SHORTLIST_CAP) return "full";
  write([{ id, name: vendor.name.slice(0, MAX_NAME), at: now }, ...list]);
  return "added";
}

export function removeFromDevice(ids: string[]) {
  const drop = new Set(ids.map((id) => id.toLowerCase()));
  const list = deviceShortlist();
  const kept = list.filter((e) => !drop.has(e.id));
  if (kept.length !== list.length) write(kept);
}

/** Subscribes to changes from this tab and from other tabs (the `storage` event). */
export function subscribeDevice(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === DEVICE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
