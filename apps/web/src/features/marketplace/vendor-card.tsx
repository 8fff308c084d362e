import { type VendorCard as Card, normalizeVendorType, VENDOR_TYPE_LABELS } from "@bihe/shared";
import { BadgeCheck, Briefcase, MapPin } from "lucide-react";
import { ShortlistHeart } from "../../components/shortlist/shortlist-heart";
import { Badge } from "../../components/ui/card";
import { RatingLine } from "../../components/ui/stars";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { CardTypeFacts, ListingPrice } from "./type-facts";
import { VendorImage } from "./vendor-image";

/** A vendor card (spec 000 '/photographers'), with its type's facts: opens the card dialog. */
export function VendorCard({
  vendor,
  onOpen,
  layout = "grid",
  eager = false,
}: {
  vendor: Card;
  onOpen: () => void;
  /** grid: a fixed-width card in a sideways row; cell: fills a cell of a wrapping grid; list: a wide row. */
  layout?: "grid" | "cell" | "list";
  /** Above the fold on first paint: load the picture at once (it is the page's largest element). */
  eager?: boolean;
}) {
  const { t } = useTranslation("marketplace");
  const f = usePlainFormat();
  const type = normalizeVendorType(vendor.vendorType);
  const list = layout === "list";
  return (
    <article
      className={cn(
        "group overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md",
        list
          ? "flex w-full flex-col sm:flex-row"
          : layout === "cell"
            ? "w-full"
            : "w-[300px] shrink-0 snap-start sm:w-[320px]",
      )}
      data-testid="vendor-card"
    >
      <div className={cn("relative", list && "sm:w-72 sm:shrink-0")}>
        <button type="button" onClick={onOpen} className="block w-full text-left" aria-label={vendor.companyName}>
          <VendorImage
            image={vendor.cardImage}
            alt={vendor.companyName}
            className="aspect-[4/3] w-full"
            eager={eager}
          />
        </button>
        <ShortlistHeart vendor={vendor} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 truncate text-lg font-semibold text-stone-900">
            <button type="button" onClick={onOpen} className="hover:text-brand-700">
              {vendor.companyName}
            </button>
          </h3>
          {vendor.featured && <Badge tone="yellow">{t("featured")}</Badge>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{t(`vendorTypeLabels.${type}`, { defaultValue: VENDOR_TYPE_LABELS[type] })}</Badge>
          <Badge tone="green">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
            {t("verified")}
          </Badge>
        </div>
        <RatingLine
          rating={vendor.rating}
          count={vendor.reviewCount}
          label={t("reviews", { count: vendor.reviewCount })}
        />
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <Briefcase className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t("years", { count: vendor.yearsInBusiness })}
        </p>
        <p className="flex items-start gap-1.5 text-sm text-stone-600">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="line-clamp-1">{f.location(vendor)}</span>
        </p>
        {list && <p className="line-clamp-2 text-sm text-stone-600">{vendor.description}</p>}
        <CardTypeFacts vendor={vendor} />
        <ListingPrice vendor={vendor} className="text-sm font-medium text-stone-900" />
        {vendor.topPhotos.length > 0 && (
          <div className="mt-auto flex gap-1 overflow-hidden pt-1" aria-hidden="true">
            {vendor.topPhotos.slice(0, 10).map((p) => (
              <img
                key={p.thumbUrl}
                src={p.thumbUrl}
                alt=""
                loading="lazy"
                decoding="async"
                width={40}
                height={40}
                className="h-10 w-10 shrink-0 rounded object-cover"
              />
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
