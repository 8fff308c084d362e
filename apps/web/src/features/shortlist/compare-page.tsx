import { shortlistContracts } from "@bihe/shared/contracts";
import { COMPARE_BAD_ID_MESSAGE, COMPARE_MIN, parseCompareIds } from "@bihe/shared/shortlist";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, X } from "lucide-react";
import { Fragment } from "react";
import { Link, useSearchParams } from "react-router";
import { DateStateBadge } from "../../components/availability/date-state-badge";
import { ShortlistHeart } from "../../components/shortlist/shortlist-heart";
import { Button, buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/card";
import { useTranslation } from "../../i18n/use-translation";
import { useAvailabilityOn, useCoupleDate } from "../../lib/availability-api";
import { contractQuery } from "../../lib/call-api";
import { cn } from "../../lib/cn";
import { usePageTitle } from "../../lib/page-title";
import { type CompareRow, useCompareRows } from "./compare-rows";

/**
 * /compare?ids=a,b,c: two to four vendors side by side (docs/decisions/0016). The address is the state (it can
 * be shared); one request brings every column. On a phone each vendor is one column of a sideways
 * scroll, the names stay at the top and the row labels at the left while scrolling.
 */
export function ComparePage() {
  const { t } = useTranslation(["shortlist", "marketplace"]);
  usePageTitle(t("compare.title"));
  const [params, setParams] = useSearchParams();
  const parsed = parseCompareIds(params.get("ids"));
  const ids = "ids" in parsed ? parsed.ids : [];
  const query = useQuery({
    ...contractQuery(shortlistContracts.compare, { query: { ids: ids.join(",") } }),
    enabled: ids.length > 0,
  });
  const compared = useCompareRows(query.data?.vendors ?? []);
  // The couple's date (the URL's, else the profile's) heads the rows: each vendor's state on it, one request.
  const { t: tr } = useTranslation("reference");
  const { date } = useCoupleDate();
  const states = useAvailabilityOn(date, query.data?.vendors.map((v) => v.id) ?? []).data?.states;
  const dateRow: CompareRow | null =
    date && states
      ? {
          key: "date",
          label: tr("availability.yourDate"),
          cell: (v) => (states[v.id] ? <DateStateBadge state={states[v.id]!} date={date} /> : null),
        }
      : null;
  const rows = dateRow ? [dateRow, ...compared] : compared;
  const setIds = (next: string[]) => {
    const p = new URLSearchParams(params);
    p.set("ids", next.join(","));
    setParams(p);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <Link to="/shortlist" className="inline-flex items-center gap-1 text-sm text-stone-600 hover:text-brand-700">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("compare.backToShortlist")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-stone-900 md:text-3xl">{t("compare.title")}</h1>
      <p className="mb-4 mt-1 text-stone-600">{t("compare.intro")}</p>

      {"error" in parsed ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {parsed.error === COMPARE_BAD_ID_MESSAGE ? t("compare.badId") : t("compare.countError")}
        </p>
      ) : query.isPending ? (
        <Spinner className="mx-auto my-16" />
      ) : query.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          <p>{query.error.message || t("compare.loadFailed")}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t("compare.retry")}
          </Button>
        </div>
      ) : (
        <>
          {query.data.unknownIds.length > 0 && (
            <div className="mb-3 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <span className="flex-1">{t("compare.unknown", { count: query.data.unknownIds.length })}</span>
              {query.data.vendors.length >= COMPARE_MIN && (
                <Button variant="secondary" size="sm" onClick={() => setIds(query.data.vendors.map((v) => v.id))}>
                  {t("compare.dropUnknown")}
                </Button>
              )}
            </div>
          )}
          {query.data.vendors.length < COMPARE_MIN ? (
            <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{t("compare.countError")}</p>
          ) : (
            <div
              className="max-h-[calc(100dvh-12rem)] overflow-auto overscroll-x-contain rounded-xl border border-stone-200 bg-white shadow-sm"
              data-testid="compare-scroll"
            >
              <table className="w-max border-separate border-spacing-0 text-left text-sm text-stone-800 sm:w-full sm:table-fixed">
                <thead>
                  <tr>
                    <th
                      scope="col"
                      className="sticky left-0 top-0 z-30 hidden w-44 border-b border-stone-200 bg-stone-50 p-3 align-bottom text-xs font-semibold uppercase tracking-wide text-stone-500 sm:table-cell"
                    >
                      {t("compare.vendor")}
                    </th>
                    {query.data.vendors.map((v) => (
                      <th
                        key={v.id}
                        scope="col"
                        className="sticky top-0 z-20 w-[72vw] max-w-72 border-b border-l border-stone-200 bg-white p-3 align-top sm:w-auto sm:max-w-none"
                        data-testid="compare-name"
                      >
                        <div className="flex items-start gap-2">
                          {v.cardImage ? (
                            <img
                              src={v.cardImage.thumbUrl}
                              alt=""
                              className="h-12 w-12 shrink-0 rounded-lg object-cover"
                              width={48}
                              height={48}
                            />
                          ) : null}
                          <div className="min-w-0 flex-1">
                            <Link
                              to={`/vendor/${v.id}`}
                              className="line-clamp-2 font-semibold text-stone-900 hover:text-brand-700"
                            >
                              {v.companyName}
                            </Link>
                            <Link to={`/vendor/${v.id}`} className="text-xs font-normal text-brand-700 hover:underline">
                              {t("compare.viewVendor")}
                            </Link>
                          </div>
                          <div className="flex shrink-0 flex-col items-center gap-1">
                            <ShortlistHeart vendor={v} look="inline" className="h-9 w-9" />
                            {query.data.vendors.length > COMPARE_MIN && (
                              <button
                                type="button"
                                className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
                                aria-label={t("compare.drop", { name: v.companyName })}
                                onClick={() => setIds(ids.filter((id) => id !== v.id))}
                              >
                                <X className="h-4 w-4" aria-hidden="true" />
                              </button>
                            )}
                          </div>
                        </div>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <Fragment key={row.key}>
                      {/* On a phone the label is a line of its own above the vendors' cells. */}
                      <tr className="sm:hidden">
                        <th
                          scope="colgroup"
                          colSpan={query.data.vendors.length}
                          className="border-b border-stone-100 bg-stone-50 px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-stone-500"
                        >
                          <span className="sticky left-3">{row.label}</span>
                        </th>
                      </tr>
                      <tr>
                        <th
                          scope="row"
                          className="sticky left-0 z-10 hidden border-b border-stone-100 bg-stone-50 p-3 align-top text-xs font-semibold uppercase tracking-wide text-stone-500 sm:table-cell"
                        >
                          {row.label}
                        </th>
                        {query.data.vendors.map((v) => (
                          <td
                            key={v.id}
                            className={cn("border-b border-l border-stone-100 p-3 align-top")}
                            data-testid={`compare-${row.key}`}
                          >
                            {row.cell(v)}
                          </td>
                        ))}
                      </tr>
                    </Fragment>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="mt-4">
            <Link to="/shortlist" className={buttonClass("secondary")}>
              {t("compare.backToShortlist")}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
