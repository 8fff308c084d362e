import type { Counters } from "../lib/counters";
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
 *   out.
 *
 * The delay is an immediate 429 with Retry-After, not a response held back: holding requests
 * (a timer per attempt) would let anyone keep thousands of connections open for a minute each at
 * no cost to themselves. A refused attempt checks no password, so it teaches nothing.
 *
 * An attempt counts as a failure from the moment it starts (and is taken back if the password
 * was right), so parallel requests cannot all slip past the limit before the first answer.
 * The count per email is forgotten EMAIL_FORGET_MS after its first failure (a fixed window, as
 * every shared counter is: docs/decisions/0031).
 */
export const PAIR_FAILURES = 5;
export const PAIR_WINDOW_MS = 15 * 60_000;
export const EMAIL_FREE_FAILURES = 10;
export const EMAIL_MAX_DELAY_MS = 60_000;
export const EMAIL_FORGET_MS = 60 * 60_000;

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

/** What became of an attempt: a wrong password, an answer without a password check, or a sign-in. */
export type SignInOutcome = "failed" | "not-checked" | "signed-in";

/**
 * The limits above, counted in the app's counters (lib/counters.ts), so that instances on one
 * PostgreSQL server count together. Each step is one atomic change of one counter; a step that
 * refuses gives back what the attempt had counted, so a refused attempt costs nothing. The
 * per-email wait is a gate: the attempt that passes holds it for the wait that follows it, and
 * an attempt that finds it held is refused, however many instances the guesses are spread over.
 */
export class SignInLimits {
  constructor(private counters: Counters) {}

  /**
   * Called before the password is checked: throws a 429 if this attempt must wait, otherwise
   * counts it as a failure and returns what to call once the answer is known.
   */
  async begin(email: string, ip: string): Promise<(outcome: SignInOutcome) => Promise<void>> {
    const c = this.counters;
    const pairKey = `sign-in-pair|${email}|${ip}`;
    const emailKey = `sign-in-email|${email}`;
    const gateKey = `sign-in-wait|${email}`;
    const pair = await c.add(pairKey, 1, PAIR_WINDOW_MS);
    if (pair.count > PAIR_FAILURES) {
      await c.add(pairKey, -1, PAIR_WINDOW_MS);
      throw new SignInWait(pair.resetInMs);
    }
    const failures = (await c.add(emailKey, 1, EMAIL_FORGET_MS)).count;
    const delay = delayAfter(failures);
    // With a wait to follow, this attempt takes the gate for that long; otherwise it only looks.
    const gate = delay > 0 ? await c.add(gateKey, 1, delay) : await c.get(gateKey);
    const held = delay > 0 ? gate.count > 1 : gate.count > 0;
    if (held) {
      await Promise.all([
        c.add(pairKey, -1, PAIR_WINDOW_MS),
        c.add(emailKey, -1, EMAIL_FORGET_MS),
        delay > 0 ? c.add(gateKey, -1, delay) : undefined,
      ]);
      throw new SignInWait(gate.resetInMs);
    }
    let settled = false;
    return async (outcome) => {
      if (settled) return;
      settled = true;
      // The wait runs from the answer, not from the start of a slow password check.
      if (outcome === "failed") {
        if (delay > 0) await c.set(gateKey, 1, delay);
        return;
      }
      // The password was not checked (bad input, another limit) or was right: the attempt is not
      // held against the account. Only a sign-in clears this address's own count; other
      // addresses' failures still count.
      await Promise.all([
        outcome === "signed-in" ? c.delete(pairKey) : c.add(pairKey, -1, PAIR_WINDOW_MS),
        c.add(emailKey, -1, EMAIL_FORGET_MS),
        delay > 0 ? c.delete(gateKey) : undefined,
      ]);
    };
  }
}
