import type { ReactNode } from "react";
import type { ClientReader } from "../../lib/bookings-api";
import { QuotationEventLine, type QuotationCardProps as ThreadCardProps } from "../conversations/quotation-card";
import { QuotationCard } from "../quotations/quotation-card";
import { QuotationAnswer } from "./quotation-answer";

/**
 * How a client's conversation shows a quotation (the couple's messages tab, the private-link page): the
 * quotation itself (lines, schedule, PDF) with Accept and Decline while it is open; an accepted or declined
 * entry as the thread words it.
 * Pass it as the thread's `renderQuotation`.
 */
export function clientQuotationRenderer(reader: ClientReader, bookingHref?: string) {
  return function renderClientQuotation(card: ThreadCardProps): ReactNode {
    // An 'accepted' or 'declined' entry says what happened; the quotation itself is on its own card.
    if (card.message.kind !== "quotation") return <QuotationEventLine {...card} />;
    const q = card.message.quotation;
    return (
      <QuotationCard
        quotation={q}
        reader={reader}
        actions={<QuotationAnswer quotation={q} reader={reader} bookingHref={bookingHref} />}
      />
    );
  };
}
