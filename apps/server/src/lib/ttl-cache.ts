/**
 * A tiny in-process cache for public answers that every visitor shares (the listing, the home
 * page's featured vendors). A few seconds of staleness is invisible to people and turns a burst of
 * identical requests into one query. Per instance by design (DESIGN principle 6): nothing depends on it.
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private ttlMs: number,
    private maxEntries = 500,
  ) {}

  /** The cached value for `key`, or the result of `load` (concurrent callers share one load). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key)); // never cache a failure
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
