import type { LeadDetail } from "@bihe/shared";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * Parts of the leads screens that other features own, plugged in by file name (as the couple's
 * dashboard tabs are, features/customer/tab-slots.tsx), so neither feature imports the other and each
 * part is its own chunk, loaded when the screen shows it:
 *   ../quotations/quotations-section.tsx   exports `QuotationsSection` (the lead's quotations and builder)
 *   ../quotations/payment-qr-section.tsx   exports `PaymentQrSection` (the payment QR on the leads dashboard)
 *   ../bookings/lead-booking-link.tsx      exports `LeadBookingLink` (the lead's booking, once accepted)
 * A missing file resolves to null and the part is simply not shown.
 */
const modules = import.meta.glob<Record<string, ComponentType<never>>>([
  "../quotations/quotations-section.tsx",
  "../quotations/payment-qr-section.tsx",
  "../bookings/lead-booking-link.tsx",
]);

function slot<P>(file: string, name: string): LazyExoticComponent<ComponentType<P>> | null {
  const load = modules[file];
  if (!load) return null;
  return lazy(() =>
    load().then((m) => ({ default: (m[name] ?? m.default ?? (() => null)) as unknown as ComponentType<P> })),
  );
}

export const QuotationsSlot = slot<{ lead: Pick<LeadDetail, "id" | "name"> }>(
  "../quotations/quotations-section.tsx",
  "QuotationsSection",
);
export const PaymentQrSlot = slot<Record<string, never>>("../quotations/payment-qr-section.tsx", "PaymentQrSection");
export const LeadBookingSlot = slot<{ lead: Pick<LeadDetail, "id"> }>(
  "../bookings/lead-booking-link.tsx",
  "LeadBookingLink",
);
