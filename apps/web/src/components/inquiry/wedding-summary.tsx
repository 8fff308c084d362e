import type { InquiryWeddingDto } from "@bihe/shared";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";

/**
 * What a couple told a vendor about its wedding (the couple's contact dialog, the vendor's
 * Inquiries and lead): dates in BS with AD alongside, events, guests, budget, message.
 */
export function WeddingSummary({ wedding }: { wedding: InquiryWeddingDto }) {
  const { t } = useTranslation("marketplace");
  const f = useFormat();
  const day = (ad: string) => `${f.date(ad)} (${f.adDate(ad)})`;
  const empty =
    !wedding.weddingDate &&
    !wedding.events.length &&
    wedding.guests == null &&
    wedding.budget == null &&
    !wedding.message;
  if (empty) return <p className="text-sm text-stone-500">{t("wedding.noDetails")}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="wedding-summary">
      {wedding.weddingDate && (
        <>
          <dt className="text-stone-500">{t("wedding.date")}</dt>
          <dd className="font-medium text-stone-900">{day(wedding.weddingDate)}</dd>
        </>
      )}
      {wedding.events.length > 0 && (
        <>
          <dt className="text-stone-500">{t("wedding.events")}</dt>
          <dd>
            <ul className="space-y-0.5">
              {wedding.events.map((e) => (
                <li key={e.event}>
                  {f.event(e.event)}
                  {(e.date ?? wedding.weddingDate) && (
                    <span className="text-stone-500"> · {f.date(e.date ?? wedding.weddingDate ?? "")}</span>
                  )}
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {wedding.guests != null && (
        <>
          <dt className="text-stone-500">{t("wedding.guests")}</dt>
          <dd>{t("wedding.guestsValue", { count: wedding.guests })}</dd>
        </>
      )}
      {wedding.budget != null && (
        <>
          <dt className="text-stone-500">{t("wedding.budget")}</dt>
          <dd>{f.money(wedding.budget)}</dd>
        </>
      )}
      {wedding.message && (
        <>
          <dt className="text-stone-500">{t("wedding.message")}</dt>
          <dd className="whitespace-pre-line break-words text-stone-800">{wedding.message}</dd>
        </>
      )}
    </dl>
  );
}
