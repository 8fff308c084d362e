/**
 * An answer many requests share, kept as its JSON text (and the cache tags of what it shows) rather
 * than as objects. A listing page is thousands of small objects; held for the public cache's 5 s they
 * outlived V8's young generation and kept it marking the old one (about 3.5 full collections a second
 * under ten connections). Kept as text, the objects die young; a page's head that draws from the
 * answer parses it once per holder, so the same cached answer is always the same object
 * (first-screen.ts reuses a drawing made from the very same answer objects).
 */
export class SharedJson<T> {
  readonly text: string;
  readonly tags: string[];
  private parsed: T | undefined;

  /** An answer already written as JSON (the listing's: the database writes its cards, service.ts splices them). */
  constructor(text: string, tags: string[]) {
    this.text = text;
    this.tags = tags;
  }

  /** An answer made as objects, written out once. */
  static of<T>(answer: T, tagsOf: (answer: T) => string[]): SharedJson<T> {
    return new SharedJson<T>(JSON.stringify(answer), tagsOf(answer));
  }

  /** The answer as objects: parsed on first use, then the same objects every time. */
  get value(): T {
    this.parsed ??= JSON.parse(this.text) as T;
    return this.parsed;
  }
}
