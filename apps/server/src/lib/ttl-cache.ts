/**
 * A tiny in-process cache for public answers that every visitor shares (the listing, the home
 * page's featured vendors). A few seconds of staleness is invisible to people and turns a burst of
 * identical requests into one query. Per instance by design (DESIGN principle 6): nothing depends on it.
 *
 * Entries carry tags (for example `vendor:<id>` for every vendor an answer shows), so a write
 * drops only the answers it can change (docs/decisions/0011): one vendor saving its profile again and
 * again no longer keeps everyone else's listing uncached.
 *
 * Its memory is bounded twice: by entries, and by weight, where an entry weighs 1 + its tags. A
 * listing answer is tagged with every vendor it shows, so its weight follows its size (a first page
 * of three bands weighs about 60, a setting 1): a flood of different listings cannot fill the
 * process with answers, which lets production run with a fixed heap limit (docs/performance.md).
 */
type Entry<V> = { value: Promise<V>; expires: number; tags: Set<string> | null; weight: number };

export class TtlCache<V> {
  /** `tags` is null while the value is still loading (its tags are not known yet). */
  private entries = new Map<string, Entry<V>>();
  private weight = 0;

  constructor(
    private ttlMs: number,
    private maxEntries = 500,
    private maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  /**
   * The cached value for `key`, or the result of `load` (concurrent callers share one load).
   * `tags` names what the value depends on, read from the value once it has loaded.
   */
  get(key: string, load: () => Promise<V>, tags?: (value: V) => Iterable<string>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    this.remove(key); // re-added at the end, so the map stays in order of expiry
    this.dropExpired(now);
    if (this.entries.size >= this.maxEntries) this.removeOldest();
    const value = load();
    const entry: Entry<V> = { value, expires: now + this.ttlMs, tags: null, weight: 0 };
    this.entries.set(key, entry);
    value.then(
      (v) => {
        if (this.entries.get(key) !== entry) return; // dropped while loading
        entry.tags = new Set(tags ? tags(v) : []);
        entry.weight = 1 + entry.tags.size;
        this.weight += entry.weight;
        while (this.weight > this.maxWeight && this.entries.size > 1) this.removeOldest();
      },
      () => this.remove(key, entry), // never cache a failure
    );
    return value;
  }

  /** How many entries are held (expired ones included until the next miss sweeps them). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Drops the entries tagged with any of `tags`, and those still loading (they may have read the
   * data before the write that calls this; the next request loads afresh).
   */
  invalidate(tags: Iterable<string>): void {
    const wanted = new Set(tags);
    if (wanted.size === 0) return;
    for (const [key, entry] of this.entries) {
      if (!entry.tags || [...entry.tags].some((t) => wanted.has(t))) this.remove(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  /**
   * Drops the expired entries from the front (every entry has the same TTL, so the map's order is
   * the order of expiry): an answer no one asks for again is not kept until newer ones push it out.
   */
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) return;
      this.remove(key);
    }
  }

  private removeOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.remove(oldest.value);
  }

  /** Removes `key` (only if it still holds `entry`, when given). */
  private remove(key: string, entry?: Entry<V>): void {
    const held = this.entries.get(key);
    if (!held || (entry && held !== entry)) return;
    this.entries.delete(key);
    this.weight -= held.weight;
  }
}
