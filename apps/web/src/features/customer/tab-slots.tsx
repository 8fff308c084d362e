import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * The dashboard tabs other parts of the couple's account own, plugged in by file name so the shell never
 * needs editing when they arrive:
 *   ./shortlist-tab.tsx   exports `ShortlistTab` (the shortlist helper's)
 *   ./my-reviews-tab.tsx  exports `MyReviewsTab` (the reviews helper's)
 * A missing file resolves to null and the tab shows an honest fallback instead.
 */
const modules = import.meta.glob<Record<string, ComponentType>>(["./shortlist-tab.tsx", "./my-reviews-tab.tsx"]);

function slot(file: string, name: string): LazyExoticComponent<ComponentType> | null {
  const load = modules[file];
  if (!load) return null;
  return lazy(() => load().then((m) => ({ default: m[name] ?? m.default ?? (() => null) })));
}

export const ShortlistSlot = slot("./shortlist-tab.tsx", "ShortlistTab");
export const MyReviewsSlot = slot("./my-reviews-tab.tsx", "MyReviewsTab");

/** The couple's conversations with vendors (components/conversations), loaded when the tab opens. */
export const MessagesSlot = lazy(() =>
  Promise.all([
    import("../../components/conversations/customer-messages-tab"),
    import("../../components/bookings/client-quotation-card"),
  ]).then(([m, card]) => {
    // A quotation in the couple's thread shows itself in full, with Accept and Decline on a sent one.
    const renderQuotation = card.clientQuotationRenderer({ kind: "customer" }, "/customer-dashboard?tab=bookings");
    return { default: () => <m.CustomerMessagesTab renderQuotation={renderQuotation} /> };
  }),
);

/** The couple's bookings: what is paid and due per installment, and the receipts (components/bookings). */
export const BookingsSlot = lazy(() =>
  import("../../components/bookings/customer-bookings-tab").then((m) => ({ default: m.CustomerBookingsTab })),
);
