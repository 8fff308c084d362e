import { type ListingFilters, placeKeyOf } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { TtlCache } from "../../lib/ttl-cache";

/** The words of a search box: lower case, letters and digits only, at most 8 ('Himal, Fram!' -> himal, fram). */
function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** Words of a search box as a prefix tsquery ('himal fram' -> 'himal:* & fram:*'); null when empty. */
export function toPrefixTsQuery(q: string): string | null {
  const words = searchWords(q);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/** At most this many exact words stand for a prefix; a prefix beginning more stays a prefix. */
export const MAX_EXPANSION = 16;
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/** The least string above every string that begins with `word`, in code point order (`C` collation). */
function pastPrefix(word: string): string {
  const chars = Array.from(word);
  let next = (chars.pop() as string).codePointAt(0) as number;
  next = next + 1 === 0xd800 ? 0xe000 : next + 1; // no surrogates: they are not characters
  return chars.join("") + String.fromCodePoint(next);
}

/**
 * The search's tsquery for `to_tsquery('simple', …)`. When the search has something else for GIN to
 * intersect its words with (another word, a place, a rating), each word is written as the exact words
 * of listing_words it begins ('film' -> `(film | films)`, migration 0025): a prefix makes GIN gather
 * every row of every word it begins before intersecting, exact words let it skip through a long posting
 * list using the short one. The same rows match either way: listing_words holds every word of every
 * vector. No lookup without another condition (a lone word gains nothing). `cache` (the public cache)
 * keeps a lookup as long as the answers it keeps, so a word a vendor has just added is found no later
 * than a cached answer would show it.
 */
export async function searchTsQuery(db: DbOrTx, f: ListingFilters, cache?: TtlCache<unknown>): Promise<string | null> {
  const words = searchWords(f.q);
  if (!words.length) return null;
  const others = words.length - 1 + Number(placeKeyOf(f) != null) + Number(f.rating != null) + Number(f.featured);
  if (others === 0) return toPrefixTsQuery(f.q);
  const lookup = () => exactWords(db, words);
  return (cache ? cache.get(`search-words:${words.join(" ")}`, lookup) : lookup()) as Promise<string>;
}

/**
 * The words as a tsquery of the exact words each begins, in one query. A prefix stays a prefix when it
 * begins more than MAX_EXPANSION words, or one that is not letters and digits only (to_tsquery would
 * split it), or none.
 */
async function exactWords(db: DbOrTx, words: string[]): Promise<string> {
  const ranges = JSON.stringify(words.map((w) => [w, pastPrefix(w)]));
  const result = await db.execute(sql`select array(select l.word from listing_words l
      where l.word >= r.w ->> 0 and l.word < r.w ->> 1 order by l.word limit ${MAX_EXPANSION + 1}) as found
    from jsonb_array_elements(${ranges}::jsonb) with ordinality r(w, i) order by r.i`);
  const found = (result.rows as { found: string[] }[]).map((r) => r.found);
  return words
    .map((w, i) => {
      const exact = found[i] ?? [];
      if (!exact.length || exact.length > MAX_EXPANSION || !exact.every((x) => PLAIN_WORD.test(x))) return `${w}:*`;
      return `(${exact.join(" | ")})`;
    })
    .join(" & ");
}
