import type { CompareVendor } from "@bihe/shared/shortlist";
import { Check, Star } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { packageDeliverables } from "../../components/package-deliverables";
import { type Formatter, useFormat } from "../../i18n/format";

/** One line of the comparison: its label and what each vendor's cell shows. */
export type CompareRow = { key: string; label: string; cell: (v: CompareVendor) => ReactNode };

const Muted = ({ children }: { children: ReactNode }) => <span className="text-stone-400">{children}</span>;

/** The lines compare shows, in the order a couple decides by (issue 15). */
export function useCompareRows(): CompareRow[] {
  const { t } = useTranslation(["shortlist", "marketplace"]);
  const f = useFormat();
  const none = <Muted>{t("compare.notListed")}</Muted>;
  return [
    {
      key: "price",
      label: t("compare.weddingPrice"),
      cell: (v) =>
        v.weddingPrice > 0 ? <span className="text-base font-semibold">{f.money(v.weddingPrice)}</span> : none,
    },
    { key: "band", label: t("compare.band"), cell: (v) => t(`marketplace:list.bands.${v.band}.title`) },
    {
      key: "rating",
      label: t("compare.rating"),
      cell: (v) =>
        v.reviewCount > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            <span className="font-semibold">{f.digits(v.rating.toFixed(1))}</span>
            <span className="text-stone-500">({t("compare.reviews", { count: v.reviewCount })})</span>
          </span>
        ) : (
          <Muted>{t("compare.noReviews")}</Muted>
        ),
    },
    { key: "years", label: t("compare.years"), cell: (v) => t("marketplace:years", { count: v.yearsInBusiness }) },
    { key: "location", label: t("compare.location"), cell: (v) => v.locationText || none },
    {
      key: "areas",
      label: t("compare.serviceAreas"),
      cell: (v) => (
        <>
          <span className="font-medium">{f.serviceArea(v.serviceAreaLabel)}</span>
          {v.serviceAreas.length > 0 && (
            <span className="mt-1 block text-xs text-stone-500">
              {v.serviceAreas.map((a) => f.place(a.district)).join(", ")}
            </span>
          )}
        </>
      ),
    },
    {
      key: "packages",
      label: t("compare.packages"),
      cell: (v) => (v.packages.length ? <Packages vendor={v} f={f} /> : none),
    },
    {
      key: "terms",
      label: t("compare.paymentTerms"),
      cell: (v) =>
        v.paymentTerms.length ? (
          <ol className="space-y-1.5">
            {v.paymentTerms.map((p) => (
              <li key={p.installmentNumber} className="flex gap-2">
                <span className="w-11 shrink-0 font-semibold text-brand-700">{f.digits(p.percentage)}%</span>
                <span>
                  {p.termLabel || t("marketplace:page.installment", { n: p.installmentNumber })}
                  {p.description && <span className="block text-xs text-stone-500">{p.description}</span>}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          none
        ),
    },
  ];
}

function Packages({ vendor, f }: { vendor: CompareVendor; f: Formatter }) {
  const { t } = useTranslation("marketplace");
  return (
    <ul className="space-y-3">
      {vendor.packages.map((p) => {
        const items = packageDeliverables(p, t);
        return (
          <li key={p.id} className="rounded-lg border border-stone-200 p-2.5">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-medium">{p.packageName}</span>
              <span className="shrink-0 font-semibold text-brand-700">{f.money(p.price)}</span>
            </div>
            {p.events.length > 0 && (
              <p className="mt-1 text-xs text-stone-600">{p.events.map((e) => f.event(e.eventName)).join(", ")}</p>
            )}
            <p className="mt-1 text-xs text-stone-500">
              {items
                .filter(([, n]) => n > 0)
                .map(([label, n]) => `${f.digits(n)} ${label}`)
                .join(" · ")}
            </p>
            {p.allEditedPictures && (
              <p className="mt-1 flex items-center gap-1 text-xs text-emerald-700">
                <Check className="h-3.5 w-3.5" aria-hidden="true" />
                {t("page.allEdited")}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
