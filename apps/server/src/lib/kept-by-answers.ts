/**
 * Things made from shared answers (a drawn first screen, a page's HTML), kept while they would be made
 * from the very same answer objects: the public cache hands out one object per answer for its lifetime,
 * so a popular page is made once per cached answer, and a write that drops an answer makes it anew.
 * At most `max` are kept, the oldest made going first.
 */
export class KeptByAnswers<T> {
  private kept = new Map<string, { from: readonly unknown[]; value: T }>();

  constructor(private max: number) {}

  get(key: string, from: readonly unknown[]): T | undefined {
    const hit = this.kept.get(key);
    if (!hit || hit.from.length !== from.length || hit.from.some((x, i) => x !== from[i])) return undefined;
    return hit.value;
  }

  set(key: string, from: readonly unknown[], value: T): T {
    this.kept.delete(key);
    this.kept.set(key, { from, value });
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value as string);
    return value;
  }
}
