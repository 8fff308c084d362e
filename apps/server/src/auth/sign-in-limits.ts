import { AppError } from "../lib/errors";

/**
 * Sign-in failure limits that a stranger cannot turn against the account's owner (docs/decisions/0010).
 *
 * - Per (email, IP), tight: PAIR_FAILURES wrong passwords in PAIR_WINDOW_MS and that address is
 *   refused for that account until the window ends. Guessing from one address stops there, and it
 *   stops only there: the owner on another address is not affected.
 * - Per email, loose, with growing delays: the first EMAIL_FREE_FAILURES failures (from any
 *   addresses) cost nothing; from then on each failure makes the next attempt wait twice as long
 *   as the last (1 s, 2 s, 4 s ... at most EMAIL_MAX_DELAY_MS), so guessing from many addresses is slowed to
 *   about one guess a minute, while the owner is at worst asked to wait that long, never locked
 *   out. The count is forgotten after EMAIL_FORGET_MS without a failure.
 *
 * The delay is an immediate 429 with Retry-After, not a response held back: holding requests
 * (a timer per attempt) would let anyone keep thousands of connections open for a minute each at
 * no cost to themselves. A refused attempt checks no password, so it teaches nothing.
 *
 * An attempt counts as a failure from the moment it starts (and is taken back if the password
 * was right), so parallel requests cannot all slip past the limit before the first answer.
 * In process memory like the other limiters (one instance; DESIGN principle 6).
 */
export const PAIR_FAILURES = 5;
export const PAIR_WINDOW_MS = 15 * 60_000;
export const EMAIL_FREE_FAILURES = 10;
export const EMAIL_MAX_DELAY_MS = 60_000;
export const EMAIL_FORGET_MS = 60 * 60_000;
const MAX_KEYS = 100_000;

type Pair = { failures: number; resetAt: number };
type Email = { failures: number; lastFailureAt: number; notBefore: number };

const delayAfter = (failures: number) =>
  failures < EMAIL_FREE_FAILURES ? 0 : Math.min(1000 * 2 ** (failures - EMAIL_FREE_FAILURES), EMAIL_MAX_DELAY_MS);

/** A 429 that says how long to wait (routes.ts sends it as Retry-After too). */
export class SignInWait extends AppError {
  readonly retryAfterSeconds: number;
  constructor(waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} second${seconds === 1 ? "" : "s"}`;
    super(429, "RATE_LIMITED", `Too many sign-in attempts. Please wait ${wait} and try again.`);
    this.retryAfterSeconds = seconds;
  }
}

/** Drops what has expired; if a flood of fresh keys remains, the oldest go first (insertion order). */
function prune<V>(map: Map<string, V>, expired: (v: V) => boolean) {
  if (map.size < MAX_KEYS) return;
  for (const [k, v] of map) if (expired(v)) map.delete(k);
  for (const k of map.keys()) {
    if (map.size < MAX_KEYS * 0.9) break;
    map.delete(k);
  }
}

/** What became of an attempt: a wrong password, an answer without a password check, or a sign-in. */
export type SignInOutcome = "failed" | "not-checked" | "signed-in";

export class SignInLimits {
  private pairs = new Map<string, Pair>();
  private emails = new Map<string, Email>();
  constructor(private now: () => number = Date.now) {}

  /**
   * Called before the password is checked: throws a 429 if this attempt must wait, otherwise
   * counts it as a failure and returns what to call once the answer is known.
   */
  begin(email: string, ip: string): (outcome: SignInOutcome) => void {
    const now = this.now();
    const pairKey = `${email}|${ip}`;
    let pair = this.pairs.get(pairKey);
    if (pair && pair.resetAt <= now) pair = undefined;
    if (pair && pair.failures >= PAIR_FAILURES) throw new SignInWait(pair.resetAt - now);
    let mail = this.emails.get(email);
    if (mail && now - mail.lastFailureAt > EMAIL_FORGET_MS) mail = undefined;
    if (mail && mail.notBefore > now) throw new SignInWait(mail.notBefore - now);

    if (!pair) {
      prune(this.pairs, (p) => p.resetAt <= now);
      pair = { failures: 0, resetAt: now + PAIR_WINDOW_MS };
      this.pairs.set(pairKey, pair);
    }
    if (!mail) {
      prune(this.emails, (m) => now - m.lastFailureAt > EMAIL_FORGET_MS);
      mail = { failures: 0, lastFailureAt: now, notBefore: 0 };
      this.emails.set(email, mail);
    }
    const [p, m] = [pair, mail];
    p.failures += 1;
    m.failures += 1;
    m.lastFailureAt = now;
    m.notBefore = now + delayAfter(m.failures);
    let settled = false;
    return (outcome) => {
      if (settled) return;
      settled = true;
      // The wait runs from the answer, not from the start of a slow password check.
      if (outcome === "failed") {
        m.notBefore = Math.max(m.notBefore, this.now() + delayAfter(m.failures));
        return;
      }
      // The password was not checked (bad input, another limit) or was right: the attempt is not
      // held against the account. Only a sign-in clears this address's own count; other
      // addresses' failures still count.
      if (outcome === "signed-in") this.pairs.delete(pairKey);
      else p.failures = Math.max(0, p.failures - 1);
      m.failures = Math.max(0, m.failures - 1);
      m.notBefore = Math.min(m.notBefore, this.now() + delayAfter(m.failures));
    };
  }
}
