/**
 * A tiny in-process cache for public answers that every visitor shares (the listing, the home
 * page's featured vendors). A few seconds of staleness is invisible to people and turns a burst of
 * identical requests into one query. Per instance by design (DESIGN principle 6): nothing depends on it.
 *
 * Entries carry tags (for example `vendor:<id>` for every vendor an answer shows), so a write
 * drops only the answers it can change (issue 13 item 11): one vendor saving its profile again and
 * again no longer keeps everyone else's listing uncached.
 */
export class TtlCache<V> {
  /** `tags` is null while the value is still loading (its tags are not known yet). */
  private entries = new Map<string, { value: Promise<V>; expires: number; tags: Set<string> | null }>();

  constructor(
    private ttlMs: number,
    private maxEntries = 500,
  ) {}

  /**
   * The cached value for `key`, or the result of `load` (concurrent callers share one load).
   * `tags` names what the value depends on, read from the value once it has loaded.
   */
  get(key: string, load: () => Promise<V>, tags?: (value: V) => Iterable<string>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const value = load();
    const entry = { value, expires: now + this.ttlMs, tags: null as Set<string> | null };
    this.entries.set(key, entry);
    value.then(
      (v) => {
        entry.tags = new Set(tags ? tags(v) : []);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key); // never cache a failure
      },
    );
    return value;
  }

  /**
   * Drops the entries tagged with any of `tags`, and those still loading (they may have read the
   * data before the write that calls this; the next request loads afresh).
   */
  invalidate(tags: Iterable<string>): void {
    const wanted = new Set(tags);
    if (wanted.size === 0) return;
    for (const [key, entry] of this.entries) {
      if (!entry.tags || [...entry.tags].some((t) => wanted.has(t))) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
