import { normalizeVendorType } from "@bihe/shared";
import { COMPARE_MAX, COMPARE_MIN, compareHref } from "@bihe/shared/shortlist-rules";
import { Heart, MapPin, Star, X } from "lucide-react";
import { Suspense, useState } from "react";
import { Link } from "react-router";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { buttonClass } from "../ui/button";
import { Spinner } from "../ui/card";
import { useTypeLabels } from "../vendor-type-labels";
import { useShortlist } from "./use-shortlist";

/** One row as the list shows it: the account gives the vendor's figures, the device only its name. */
type Row = {
  id: string;
  companyName: string;
  thumbUrl?: string;
  /** Its place line in the reader's language. */
  location?: string;
  weddingPrice?: number;
  vendorType?: string;
  rating?: number;
  reviewCount?: number;
};

/**
 * The shortlist with its compare picker (docs/decisions/0016): on /shortlist for everyone, and as the
 * Shortlist tab of a signed-in couple's dashboard. Picking two to four vendors links to
 * /compare?ids=..., whose address is the comparison (it can be shared).
 */
export function ShortlistPanel() {
  const { t } = useTranslation("shortlist");
  const f = usePlainFormat();
  const shortlist = useShortlist();
  const [picked, setPicked] = useState<string[]>([]);

  const rows: Row[] = shortlist.onAccount
    ? (shortlist.account.data?.vendors ?? []).map((v) => ({
        ...v,
        location: f.location(v),
        thumbUrl: v.cardImage?.thumbUrl,
      }))
    : shortlist.device.map((e) => ({ id: e.id, companyName: e.name }));
  const chosen = picked.filter((id) => rows.some((r) => r.id === id));
  const canCompare = chosen.length >= COMPARE_MIN && chosen.length <= COMPARE_MAX;

  if (shortlist.onAccount && shortlist.account.isPending) return <Spinner className="mx-auto my-10" />;
  if (shortlist.onAccount && shortlist.account.isError)
    return <p className="py-10 text-center text-sm text-red-700">{t("list.loadFailed")}</p>;

  return (
    <div className="space-y-4" data-testid="shortlist-panel">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
        {shortlist.onAccount ? (
          t("list.onAccount")
        ) : (
          <>
            <span>{t("list.onDevice")}</span>
            <Link
              to={`/login?next=${encodeURIComponent("/shortlist")}`}
              state={{ from: "/shortlist" }}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t("list.signIn")}
            </Link>
          </>
        )}
      </p>

      {rows.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <Heart className="mx-auto h-8 w-8 text-stone-400" aria-hidden="true" />
          <p className="mt-3 text-stone-600">{t("list.empty")}</p>
          <Link to="/photographers" className={cn(buttonClass("primary"), "mt-4")}>
            {t("list.browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm font-medium text-stone-700">{t("list.count", { count: rows.length })}</p>
          <ul className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white">
            {rows.map((r) => {
              const isPicked = chosen.includes(r.id);
              return (
                <li key={r.id} className={cn("flex items-center gap-3 px-3 py-3 sm:px-4", isPicked && "bg-brand-50")}>
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0 accent-brand-700"
                    checked={isPicked}
                    onChange={() => setPicked(isPicked ? chosen.filter((id) => id !== r.id) : [...chosen, r.id])}
                    aria-label={t("list.select", { name: r.companyName })}
                  />
                  {r.thumbUrl ? (
                    <img src={r.thumbUrl} alt="" className="h-14 w-14 shrink-0 rounded-lg object-cover" />
                  ) : (
                    <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-stone-100">
                      <Heart className="h-5 w-5 fill-brand-600 text-brand-600" aria-hidden="true" />
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/vendor/${r.id}`}
                      className="block truncate font-semibold text-stone-900 hover:text-brand-700"
                    >
                      {r.companyName}
                    </Link>
                    {r.location && (
                      <p className="flex items-center gap-1 truncate text-xs text-stone-500">
                        <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                        <span className="truncate">{r.location}</span>
                      </p>
                    )}
                    <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-700">
                      {r.weddingPrice ? <RowPrice price={r.weddingPrice} vendorType={r.vendorType} /> : null}
                      {r.rating !== undefined && r.reviewCount ? (
                        <span className="inline-flex items-center gap-1">
                          <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                          {f.digits(r.rating.toFixed(1))}
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="rounded-md p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
                    aria-label={t("list.remove", { name: r.companyName })}
                    onClick={() => void shortlist.toggle(r)}
                  >
                    <X className="h-5 w-5" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="sticky bottom-2 flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur">
            <p className="min-w-0 flex-1 text-sm text-stone-600" aria-live="polite">
              {chosen.length > COMPARE_MAX ? t("list.tooMany") : t("list.pickHint")}
            </p>
            {canCompare ? (
              <Link to={compareHref(chosen)} className={buttonClass("primary")} data-testid="compare-link">
                {t("list.compare", { count: chosen.length })}
              </Link>
            ) : (
              <span className={cn(buttonClass("primary"), "cursor-not-allowed opacity-50")} aria-disabled="true">
                {t("list.compare", { count: chosen.length })}
              </span>
            )}
          </div>
        </>
      )}
    </div>
  );
}

/** A row's price in its type's words: a hall's is per plate, a decorator's its starting package. */
function RowPrice({ price, vendorType }: { price: number; vendorType?: string }) {
  const f = usePlainFormat();
  const type = normalizeVendorType(vendorType);
  if (type === "wedding_cinematographer") return <span>{f.money(price)}</span>;
  return (
    <Suspense fallback={<span>{f.money(price)}</span>}>
      <TypedPrice price={price} type={type} />
    </Suspense>
  );
}

function TypedPrice({ price, type }: { price: number; type: "banquet_hall" | "decorator" }) {
  const f = usePlainFormat();
  const { t } = useTypeLabels();
  return (
    <span>
      {type === "banquet_hall"
        ? t("card.perPlate", { price: f.money(price) })
        : t("card.from", { price: f.money(price) })}
    </span>
  );
}
