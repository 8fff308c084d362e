import { type LeadStatus, nextSort, type SortState } from "@bihe/shared";
import { Inbox, LayoutGrid, Table2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, Skeleton } from "../../components/ui/card";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useLeads } from "./api";
import {
  EMPTY_FILTERS,
  filterLeads,
  isFiltering,
  type LeadFilters,
  leadCities,
  type SortKey,
  sortLeads,
} from "./filtering";
import { LeadCards } from "./lead-cards";
import { LeadDetailDialog } from "./lead-detail";
import { LeadFiltersBar } from "./lead-filters";
import { LeadsTable } from "./leads-table";

const VIEW_KEY = "bihe.leads.view";
/** The saved choice; otherwise cards on a phone, the table on wider screens. */
const defaultView = (): "cards" | "table" => {
  const saved = localStorage.getItem(VIEW_KEY);
  if (saved === "cards" || saved === "table") return saved;
  return window.matchMedia("(max-width: 767px)").matches ? "cards" : "table";
};
/** Spec 001 section 9: 6 skeletons in the queue. */
const SKELETONS = ["s1", "s2", "s3", "s4", "s5", "s6"];

/**
 * Spec 001 2.13: the queue (status inquiry) and the Called / Quotation Sent / Won / Loss pages.
 * Each page is its own instance (keyed by status): its filters start afresh, and it shows the
 * skeletons until its own leads arrive, never the previous page's leads.
 */
export function LeadsListPage({ status }: { status: LeadStatus }) {
  return <LeadsList key={status} status={status} />;
}

function LeadsList({ status }: { status: LeadStatus }) {
  const { t } = useTranslation("leads");
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<"cards" | "table">(defaultView);
  const [statusFilter, setStatusFilter] = useState<LeadStatus | "all">(status);
  const [filters, setFilters] = useState<LeadFilters>(EMPTY_FILTERS);
  const [editing, setEditing] = useState(false);
  const [sort, setSort] = useState<SortState<SortKey>>(null);
  const { data, isLoading, isError } = useLeads(statusFilter);

  useEffect(() => {
    if (isError) notify.error(t("list.loadFailed"));
  }, [isError, t]);

  const all = data ?? [];
  const cities = useMemo(() => [...new Set(all.flatMap(leadCities))].sort(), [all]);
  const shown = useMemo(() => sortLeads(filterLeads(all, filters), sort), [all, filters, sort]);
  const leadId = params.get("leadId");
  const open = (id: string) =>
    setParams((p) => {
      p.set("leadId", id);
      return p;
    });
  const close = () =>
    setParams((p) => {
      p.delete("leadId");
      return p;
    });
  const chooseView = (v: "cards" | "table") => {
    setView(v);
    localStorage.setItem(VIEW_KEY, v);
  };

  return (
    <div className="space-y-4 p-4 md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t(`pageTitle.${status}`)}</h1>
        <fieldset className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5" aria-label={t("list.view")}>
          {(["cards", "table"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => chooseView(v)}
              className={cn(
                "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm",
                view === v ? "bg-brand-700 text-white" : "text-stone-700",
              )}
            >
              {v === "cards" ? <LayoutGrid className="h-4 w-4" /> : <Table2 className="h-4 w-4" />}
              {t(`list.${v}`)}
            </button>
          ))}
        </fieldset>
      </div>

      <LeadFiltersBar
        filters={filters}
        onChange={setFilters}
        status={statusFilter}
        onStatus={setStatusFilter}
        cities={cities}
        editing={editing}
        onEditing={setEditing}
      />

      {isLoading ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {SKELETONS.map((k) => (
            <Skeleton key={k} className="h-36" />
          ))}
        </div>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t("list.showing", { shown: shown.length, total: all.length })}
          </p>
          {shown.length === 0 ? (
            <Card className="flex flex-col items-center gap-2 p-10 text-center">
              <Inbox className="h-10 w-10 text-stone-300" />
              <p className="font-medium">{all.length === 0 ? t("list.empty") : t("list.emptyFiltered")}</p>
              {all.length === 0 ? (
                <p className="text-sm text-stone-600">{t("list.emptyHint")}</p>
              ) : (
                isFiltering(filters) && (
                  <Button variant="secondary" size="sm" onClick={() => setFilters(EMPTY_FILTERS)}>
                    {t("list.clearFilters")}
                  </Button>
                )
              )}
            </Card>
          ) : view === "table" ? (
            <LeadsTable leads={shown} sort={sort} onSort={(k) => setSort((s) => nextSort(s, k))} onOpen={open} />
          ) : (
            <LeadCards leads={shown} onOpen={open} />
          )}
        </>
      )}
      <LeadDetailDialog leadId={leadId} onClose={close} />
    </div>
  );
}
