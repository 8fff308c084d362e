import type { ReactNode } from "react";
import type { ClientReader } from "../../lib/bookings-api";
import type { QuotationCardProps as ThreadCardProps } from "../conversations/quotation-card";
import { QuotationCard } from "../quotations/quotation-card";
import { QuotationAnswer } from "./quotation-answer";

/**
 * How a client's conversation shows a quotation (the couple's messages tab, the private-link page): the
 * quotation itself (lines, schedule, PDF) and, on the card of a sent version, Accept and Decline.
 * Pass it as the thread's `renderQuotation`.
 */
export function clientQuotationRenderer(reader: ClientReader, bookingHref?: string) {
  return function renderClientQuotation(card: ThreadCardProps): ReactNode {
    const q = card.message.quotation;
    return (
      <QuotationCard
        quotation={q}
        reader={reader}
        actions={
          card.message.kind === "quotation" ? (
            <QuotationAnswer quotation={q} reader={reader} bookingHref={bookingHref} />
          ) : undefined
        }
      />
    );
  };
}
