import type { VendorCard as Card, ListingBand, ListingFilters } from "@bihe/shared";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/card";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { useBandMore } from "./api";
import { LATER_CARDS_DRAWN_WHEN_NEAR } from "./drawn-when-near";
import type { ListingTexts } from "./listing-texts";
import { VendorCard } from "./vendor-card";

export const SCROLL_STEP = 340;
export const ARROWS_ABOVE = 3;

/**
 * One price band: a title with the spec's subtitle and a horizontally scrolling row (grid) or a
 * list. More vendors load as the row nears its end (or with Load more in the list layout).
 */
export function BandRow({
  band,
  filters,
  layout,
  onLoaded,
  onOpen,
  texts,
  eagerCards = 0,
}: {
  /** The words of the page's vendor type (band subtitles per type). */
  texts: Pick<ListingTexts, "bandSubtitle" | "moreFailed">;
  /** How many of the first cards load their picture at once (the first row on screen). */
  eagerCards?: number;
  band: ListingBand;
  filters: ListingFilters;
  layout: "grid" | "list";
  onLoaded: (band: ListingBand["id"], vendors: Card[]) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation("marketplace");
  const f = usePlainFormat();
  const scroller = useRef<HTMLDivElement>(null);
  const more = useBandMore(filters, band.id, band.nextCursor);
  const vendors = useMemo(
    () => [...band.vendors, ...(more.data?.pages.flatMap((p) => p.bands[0]?.vendors ?? []) ?? [])],
    [band.vendors, more.data],
  );
  const canLoadMore = more.data ? more.hasNextPage : band.nextCursor != null;
  // The flat list (rating and newest sorts) wraps into a grid; a price band scrolls sideways.
  const flat = band.id === "all";
  const loadMore = () => {
    if (!canLoadMore || more.isFetching) return;
    if (more.data) void more.fetchNextPage();
    else void more.refetch();
  };

  useEffect(() => onLoaded(band.id, vendors), [band.id, vendors, onLoaded]);

  const onScroll = () => {
    const el = scroller.current;
    if (el && el.scrollLeft + el.clientWidth > el.scrollWidth - SCROLL_STEP * 2) loadMore();
  };
  const scrollBy = (dx: number) => scroller.current?.scrollBy({ left: dx, behavior: "smooth" });
  const arrows = band.total > ARROWS_ABOVE && !flat;
  const total = band.totalCapped ? t("list.atLeast", { count: band.total }) : f.number(band.total);

  return (
    <section className="space-y-3" aria-labelledby={`band-${band.id}`} data-testid={`band-${band.id}`}>
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id={`band-${band.id}`} className="text-xl font-bold text-stone-900">
            {band.id === "all" ? t(`list.flat.${filters.sort}`) : t(`list.bands.${band.id}.title`)}{" "}
            <span className="text-base font-normal text-stone-500">({total})</span>
          </h2>
          {band.id !== "all" && <p className="text-sm text-stone-600">{texts.bandSubtitle(band.id)}</p>}
        </div>
        {arrows && layout === "grid" && (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="icon"
              onClick={() => scrollBy(-SCROLL_STEP)}
              aria-label={t("list.scrollLeft")}
            >
              <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            </Button>
            <Button
              variant="secondary"
              size="icon"
              onClick={() => scrollBy(SCROLL_STEP)}
              aria-label={t("list.scrollRight")}
            >
              <ChevronRight className="h-5 w-5" aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      {layout === "grid" && !flat ? (
        <div
          ref={scroller}
          onScroll={onScroll}
          className={`-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] ${LATER_CARDS_DRAWN_WHEN_NEAR}`}
        >
          {vendors.map((v, i) => (
            <VendorCard key={v.id} vendor={v} onOpen={() => onOpen(v.id)} eager={i < eagerCards} />
          ))}
          {more.isFetching && (
            <div className="flex w-24 shrink-0 items-center justify-center">
              <Spinner />
            </div>
          )}
        </div>
      ) : (
        <div className="space-y-3">
          <div
            className={
              layout === "grid" ? "grid gap-4 sm:grid-cols-[repeat(auto-fill,minmax(300px,1fr))]" : "space-y-3"
            }
          >
            {vendors.map((v, i) => (
              <VendorCard
                key={v.id}
                vendor={v}
                layout={layout === "grid" ? "cell" : "list"}
                onOpen={() => onOpen(v.id)}
                eager={i < eagerCards}
              />
            ))}
          </div>
          {more.isError && (
            <p role="alert" className="text-sm text-red-700">
              {texts.moreFailed}
            </p>
          )}
          {canLoadMore && (
            <Button variant="secondary" onClick={loadMore} disabled={more.isFetching}>
              {more.isError ? t("list.tryAgain") : t("list.loadMore")}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
