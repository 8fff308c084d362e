/**
 * Text PostgreSQL cannot store: the NUL character (refused in text and jsonb) and unpaired
 * UTF-16 surrogates (refused as jsonb escapes). Caught at the door so such input is a 400
 * rather than a database error (500) deep in a handler.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  "The text contains characters that cannot be saved. Please remove them and try again.";

/** True when any string (or object key) inside the value holds unstorable text. */
export function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (UNSTORABLE.test(item)) return true;
    } else if (item !== null && typeof item === "object" && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}
