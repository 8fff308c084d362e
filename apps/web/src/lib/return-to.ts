/**
 * Where a couple returns after signing in or up: the `?next=` path (lib/next-path.ts)
 * and the contact they were about to make, kept in sessionStorage for this tab only.
 */
const PENDING_KEY = "bihe.pendingContact";

export { safeNext, withNext } from "./next-path";

export type PendingContact = { vendorId: string; at: number };
const PENDING_TTL_MS = 60 * 60 * 1000;

export function rememberPendingContact(vendorId: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ vendorId, at: Date.now() } satisfies PendingContact));
  } catch {
    // Private mode without storage: the couple taps Contact again after signing in.
  }
}

/** The pending contact for this vendor, if one was left within the hour (read once: it is cleared). */
export function takePendingContact(vendorId: string): boolean {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return false;
    const pending = JSON.parse(raw) as Partial<PendingContact>;
    if (pending.vendorId !== vendorId) return false;
    sessionStorage.removeItem(PENDING_KEY);
    return typeof pending.at === "number" && Date.now() - pending.at < PENDING_TTL_MS;
  } catch {
    return false;
  }
}

/** True when a contact is waiting for this vendor (without clearing it). */
export function hasPendingContact(vendorId: string): boolean {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    return !!raw && (JSON.parse(raw) as Partial<PendingContact>).vendorId === vendorId;
  } catch {
    return false;
  }
}
