import {
  UNLOCK_CAP_PER_CUSTOMER,
  UNLOCK_CAP_PER_IP,
  UNLOCK_WINDOW_MS,
  type UnlockCap,
  unlockCapMessage,
  unlockIpCapMessage,
} from "@bihe/shared";
import type { DbOrTx } from "../../db/client";
import type { Services } from "../../lib/services";
import { capFullSince } from "./unlock-queries";

export type UnlockCaps = { perCustomer: number; perIp: number };

export const unlockCapsOf = (app: Pick<Services, "config">): UnlockCaps =>
  app.config.unlockCaps ?? { perCustomer: UNLOCK_CAP_PER_CUSTOMER, perIp: UNLOCK_CAP_PER_IP };

/**
 * The rolling cap (docs/decisions/0018) that refuses this couple, from this address, a new vendor at
 * `now`, with the seconds until a place frees; null when a new vendor is allowed. The couple's own
 * cap is named first: it is the one they can do something about.
 */
export async function unlockCapAt(
  db: DbOrTx,
  caps: UnlockCaps,
  who: { customerId: string; ip: string },
  now: number,
): Promise<UnlockCap | null> {
  const since = new Date(now - UNLOCK_WINDOW_MS);
  const secondsUntilFree = (filledAt: Date) =>
    Math.max(1, Math.ceil((filledAt.getTime() + UNLOCK_WINDOW_MS - now) / 1000));
  const byCustomer = await capFullSince(db, { customerId: who.customerId }, caps.perCustomer, since);
  if (byCustomer) {
    const wait = secondsUntilFree(byCustomer);
    return { kind: "customer", retryAfterSeconds: wait, message: unlockCapMessage(caps.perCustomer, wait) };
  }
  const byIp = await capFullSince(db, { ip: who.ip }, caps.perIp, since);
  if (byIp) {
    const wait = secondsUntilFree(byIp);
    return { kind: "ip", retryAfterSeconds: wait, message: unlockIpCapMessage(wait) };
  }
  return null;
}
