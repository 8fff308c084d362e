/**
 * The text checks every form and route shares (no request blocks the server: docs/decisions/0013).
 * Two rules keep a hostile string from freezing the event loop:
 * - the length is checked first, and a too-long value stops there (zod 4 runs later checks and
 *   refinements after a failed `.max()` unless that check aborts);
 * - every pattern is linear: no two quantifiers can match the same characters, so a failed
 *   match never retries the text from every split point.
 */
import { z } from "zod";

/** The longest address SMTP can deliver to (RFC 5321: a 256-octet path minus its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one email pattern (the web forms, the routes and the scripts all use this): a local part,
 * '@', then dot-separated labels with no empty one, no whitespace anywhere. Linear: the local
 * part cannot contain '@' and a label cannot contain '.', so every character has one place.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** True for an email address the app accepts (length checked before the pattern runs). */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * A trimmed string of at most `max` characters. When it is longer, the check aborts: nothing
 * chained after it (a pattern, a refinement, an object's superRefine) sees the value.
 */
export const boundedText = (max: number, message?: string, params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .trim()
    .max(max, { error: message ?? `Must be at most ${max} characters`, abort: true });

/**
 * An email field: required (`requiredMessage` when empty), at most EMAIL_MAX_LENGTH characters
 * and of the shape above, both refused with `invalidMessage`.
 */
export const emailText = (requiredMessage: string, invalidMessage = "Please enter a valid email address") =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: invalidMessage, abort: true })
    .regex(EMAIL_PATTERN, invalidMessage);

const URL_SCHEME = /^https?:\/\//i;
const NO_SPACE_OR_DOT_START = /^[^\s/$.?#]\S*$/;

/**
 * An http(s) address with a host that has a dot ('https://facebook.com/studio'), checked without
 * backtracking: scheme, a first host character that is not '/', '$', '.', '?' or '#', no
 * whitespace, a '.' before the last character, and what the URL parser accepts.
 */
export function isValidHttpUrl(value: string, maxLength = 2000): boolean {
  if (value.length > maxLength) return false;
  const scheme = URL_SCHEME.exec(value);
  if (!scheme) return false;
  const rest = value.slice(scheme[0].length);
  if (!NO_SPACE_OR_DOT_START.test(rest) || !rest.slice(1, -1).includes(".")) return false;
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * `value` without the run of `char` at its end ('/a///' -> '/a'). A loop, not /\/+$/: that
 * pattern retries from every character of a long run, quadratic in a path of slashes.
 */
export function trimTrailing(value: string, char: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === char) end--;
  return value.slice(0, end);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id as the database makes them; anything else is simply 'not found' (no query runs). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && value.length === 36 && UUID_PATTERN.test(value);
}
