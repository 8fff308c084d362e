import type { LeadListItem } from "@bihe/shared";
import { CalendarDays, Clock, MapPin, Phone } from "lucide-react";
import { Card } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { BsDate } from "./bs-date";
import { firstEventDate } from "./filtering";
import { firstCityText, LeadStatusBadge, shownEventNames, ValleyBadge } from "./lead-bits";

/** Spec 001 2.13: the card view of the leads. */
export function LeadCards({ leads, onOpen }: { leads: LeadListItem[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation("leads");
  const f = useFormat();
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {leads.map((lead) => (
        <li key={lead.id}>
          <Card className="h-full p-4">
            <div className="flex items-start justify-between gap-2">
              <button
                type="button"
                onClick={() => onOpen(lead.id)}
                className="text-left text-base font-semibold text-brand-800 hover:underline"
              >
                {lead.name}
              </button>
              <LeadStatusBadge status={lead.status} />
            </div>
            <p className="mt-1 text-sm text-stone-600">{shownEventNames(lead).map(f.event).join(", ")}</p>
            <dl className="mt-3 space-y-1.5 text-sm text-stone-700">
              <div className="flex items-center gap-2">
                <CalendarDays className="h-4 w-4 text-stone-400" />
                <dt className="sr-only">{t("list.columns.eventDate")}</dt>
                <dd>
                  <BsDate ad={firstEventDate(lead)} />
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <MapPin className="h-4 w-4 text-stone-400" />
                <dt className="sr-only">{t("list.columns.city")}</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  {firstCityText(lead, f) ?? "—"} <ValleyBadge lead={lead} />
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <Phone className="h-4 w-4 text-stone-400" />
                <dt className="sr-only">{t("detail.phone")}</dt>
                <dd>{lead.number}</dd>
              </div>
              {lead.preferredContactTime && (
                <div className="flex items-center gap-2">
                  <Clock className="h-4 w-4 text-stone-400" />
                  <dt className="sr-only">{t("list.columns.preferredTime")}</dt>
                  <dd>
                    {f.storedTime(lead.preferredContactTime)}
                    {lead.preferredContactDays ? ` · ${f.contactDays(lead.preferredContactDays)}` : ""}
                  </dd>
                </div>
              )}
            </dl>
            <p className="mt-3 text-xs text-stone-500">
              {t("list.columns.inquiryDate")}: <BsDate ad={lead.inquiryDate} />
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
