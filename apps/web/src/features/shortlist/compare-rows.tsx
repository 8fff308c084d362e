import { isMadeTermLabel, normalizeVendorType } from "@bihe/shared";
import type { CompareVendor } from "@bihe/shared/shortlist";
import { Check, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Chips } from "../../components/chips";
import { packageDeliverables } from "../../components/package-deliverables";
import { useTypeLabels } from "../../components/vendor-type-labels";
import { type Formatter, useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";

/** One line of the comparison: its label and what each vendor's cell shows. */
export type CompareRow = { key: string; label: string; cell: (v: CompareVendor) => ReactNode };

const Muted = ({ children }: { children: ReactNode }) => <span className="text-stone-400">{children}</span>;

/**
 * The lines compare shows, in the order a couple decides by, with the lines of the types
 * being compared: a hall's guests and facilities, a decorator's specialties and events.
 */
export function useCompareRows(vendors: CompareVendor[]): CompareRow[] {
  const { t } = useTranslation(["shortlist", "marketplace"]);
  const labels = useTypeLabels();
  const f = useFormat();
  const none = <Muted>{t("compare.notListed")}</Muted>;
  const types = new Set(vendors.map((v) => normalizeVendorType(v.vendorType)));
  const onlyPhotographers = types.size === 1 && types.has("wedding_cinematographer");
  const halls = types.has("banquet_hall");
  const decorators = types.has("decorator");
  const typeOf = (v: CompareVendor) => normalizeVendorType(v.vendorType);
  const chips = (items: string[]) => (items.length ? <Chips items={items} /> : none);
  return [
    {
      key: "price",
      label: onlyPhotographers ? t("compare.weddingPrice") : labels.t("compare.price"),
      cell: (v) =>
        v.weddingPrice <= 0 ? (
          none
        ) : typeOf(v) === "wedding_cinematographer" ? (
          <span className="text-base font-semibold">{f.money(v.weddingPrice)}</span>
        ) : (
          <span className="text-base font-semibold">
            {typeOf(v) === "banquet_hall"
              ? labels.t("card.perPlate", { price: f.money(v.weddingPrice) })
              : labels.t("card.from", { price: f.money(v.weddingPrice) })}
          </span>
        ),
    },
    ...(halls
      ? [
          {
            key: "capacity",
            label: labels.t("compare.capacity"),
            cell: (v: CompareVendor) => (v.capacity != null ? labels.t("card.guests", { count: v.capacity }) : none),
          },
          {
            key: "facilities",
            label: labels.t("compare.facilities"),
            cell: (v: CompareVendor) =>
              v.hall
                ? chips(
                    v.hall.facilities.map((x) =>
                      x.parkingSpaces != null
                        ? `${labels.facility(x.name)} (${f.number(x.parkingSpaces)})`
                        : labels.facility(x.name),
                    ),
                  )
                : none,
          },
        ]
      : []),
    ...(decorators
      ? [
          {
            key: "specialties",
            label: labels.t("compare.specialties"),
            cell: (v: CompareVendor) => (v.decorator ? chips(v.decorator.specialties.map(labels.specialty)) : none),
          },
          {
            key: "events",
            label: labels.t("compare.eventTypes"),
            cell: (v: CompareVendor) => (v.decorator ? chips(v.decorator.eventTypes.map(labels.event)) : none),
          },
        ]
      : []),
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
    { key: "location", label: t("compare.location"), cell: (v) => f.location(v) },
    {
      key: "areas",
      label: t("compare.serviceAreas"),
      // A hall has no service areas: couples come to it (its location is the line above).
      cell: (v) =>
        v.hall ? (
          none
        ) : (
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
      cell: (v) =>
        v.hall || v.decorator ? (
          <TypePackages vendor={v} none={none} />
        ) : v.packages.length ? (
          <Packages vendor={v} f={f} />
        ) : (
          none
        ),
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
                  {isMadeTermLabel(p) ? t("marketplace:page.installment", { n: p.installmentNumber }) : p.termLabel}
                  {p.description && (
                    <span className="block text-xs text-stone-500">{f.defaultText(p.description)}</span>
                  )}
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

/** A hall's packages (guests, price per plate) or a decorator's (a price). */
function TypePackages({ vendor, none }: { vendor: CompareVendor; none: ReactNode }) {
  const { t } = useTypeLabels();
  const f = useFormat();
  const rows = vendor.hall
    ? vendor.hall.packages.map((p) => ({
        id: p.id,
        name: f.defaultText(p.packageName),
        price: t("card.perPlate", { price: f.money(p.pricePerPlate) }),
        note: t("page.packageGuests", { count: p.capacity }),
      }))
    : (vendor.decorator?.packages ?? []).map((p) => ({
        id: p.id,
        name: p.packageName,
        price: f.money(p.price),
        note: p.includes,
      }));
  if (!rows.length) return none;
  return (
    <ul className="space-y-3">
      {rows.map((p) => (
        <li key={p.id} className="rounded-lg border border-stone-200 p-2.5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-2">
            <span className="font-medium">{p.name}</span>
            <span className="font-semibold text-brand-700">{p.price}</span>
          </div>
          {p.note && <p className="mt-1 line-clamp-3 text-xs text-stone-600">{p.note}</p>}
        </li>
      ))}
    </ul>
  );
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
