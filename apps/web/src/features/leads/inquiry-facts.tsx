import type { LeadInquiry } from "@bihe/shared";
import { Mail } from "lucide-react";
import { WeddingSummary } from "../../components/inquiry/wedding-summary";
import { useTranslation } from "../../i18n/use-translation";
import { Row, Section } from "./detail-parts";

/**
 * A lead from a couple's marketplace inquiry: the couple's email (the lead itself keeps a name and a
 * phone) and what it said about its wedding; the events are the lead's own, shown below.
 */
export function InquiryFacts({ inquiry }: { inquiry: LeadInquiry }) {
  const { t } = useTranslation("leads");
  return (
    <Section title={t("inquiry.title")}>
      <dl data-testid="lead-inquiry">
        <Row label={t("inquiry.email")}>
          {inquiry.email && (
            <a
              href={`mailto:${inquiry.email}`}
              className="inline-flex items-center gap-1 text-brand-700 hover:underline"
            >
              <Mail className="h-4 w-4" aria-hidden="true" />
              {inquiry.email}
            </a>
          )}
        </Row>
        <Row label={t("inquiry.promoCode")}>
          <span className="font-mono tracking-wider">{inquiry.promoCode}</span>
        </Row>
      </dl>
      <div className="mt-2 border-t border-stone-100 pt-2">
        <WeddingSummary wedding={{ ...inquiry, events: [] }} />
      </div>
    </Section>
  );
}
