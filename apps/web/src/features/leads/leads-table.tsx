import type { LeadListItem, SortState } from "@bihe/shared";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { BsDate } from "./bs-date";
import { firstEventDate, SORT_KEYS, type SortKey } from "./filtering";
import { firstCityText, LeadStatusBadge, shownEventNames, ValleyBadge } from "./lead-bits";

type Props = {
  leads: LeadListItem[];
  sort: SortState<SortKey>;
  onSort: (key: SortKey) => void;
  onOpen: (id: string) => void;
};

/** Spec 001 2.13: the table with sortable columns (each click: ascending, descending, none). */
export function LeadsTable({ leads, sort, onSort, onOpen }: Props) {
  const { t } = useTranslation("leads");
  const f = useFormat();
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase text-stone-600">
          <tr>
            {SORT_KEYS.map((key) => {
              const active = sort?.key === key ? sort.dir : null;
              const Icon = active === "asc" ? ArrowUp : active === "desc" ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={key}
                  scope="col"
                  className="px-3 py-2"
                  aria-sort={active === "asc" ? "ascending" : active === "desc" ? "descending" : "none"}
                >
                  <button
                    type="button"
                    onClick={() => onSort(key)}
                    className="inline-flex items-center gap-1 font-semibold hover:text-stone-900"
                    title={t("list.sortBy", { column: t(`list.columns.${key}`) })}
                  >
                    {t(`list.columns.${key}`)}
                    <Icon className={active ? "h-3.5 w-3.5 text-brand-700" : "h-3.5 w-3.5 text-stone-400"} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr
              key={lead.id}
              className="cursor-pointer border-b border-stone-100 last:border-0 hover:bg-brand-50/40"
              onClick={() => onOpen(lead.id)}
            >
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="text-left font-medium text-brand-800 hover:underline"
                  onClick={() => onOpen(lead.id)}
                >
                  {lead.name}
                </button>
                <div className="max-w-56 truncate text-xs text-stone-500">
                  {shownEventNames(lead).map(f.event).join(", ")}
                </div>
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                <BsDate ad={lead.inquiryDate} />
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                <BsDate ad={firstEventDate(lead)} />
              </td>
              <td className="px-3 py-2">{firstCityText(lead, f) ?? "—"}</td>
              <td className="px-3 py-2">
                <ValleyBadge lead={lead} />
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {lead.preferredContactTime ? f.storedTime(lead.preferredContactTime) : "—"}
              </td>
              <td className="px-3 py-2">
                <LeadStatusBadge status={lead.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
