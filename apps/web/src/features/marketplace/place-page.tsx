import { LISTING_PATH_BY_TYPE, placePageOf, placePath } from "@bihe/shared";
import { ChevronRight } from "lucide-react";
import { useMemo } from "react";
import { Link, useLocation, useParams } from "react-router";
import { NotFound } from "../../components/layout/not-found";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/card";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { isNotFound } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { BrowseByDistrict } from "./browse-by-district";
import { LISTING_PAGES } from "./listing-page";
import { usePlace } from "./places-api";

/**
 * `/photographers/in/<district or province>` (and `/banquets/in/…`, `/decorators/in/…`): the listing of one
 * type in one place, with its own heading, a short intro from the data (how many vendors, their price range)
 * and breadcrumbs. Crawlable: the server sends its title, canonical address, structured data and first answers
 * with the HTML.
 */
export function PlacePage() {
  const { t } = useTranslation("marketplace");
  const { place: slug } = useParams();
  const vendorType = placePageOf(useLocation().pathname)?.vendorType ?? "wedding_cinematographer";
  const texts = `place.${vendorType}` as const;
  const { data: place, error, isLoading, refetch, isFetching } = usePlace(slug, vendorType);
  const f = usePlainFormat();
  // "Kaski, Gandaki" for a district, "Gandaki Province" for a province (the server's words too).
  const label = !place
    ? ""
    : place.province
      ? `${f.place(place.name)}, ${f.place(place.province.name)}`
      : t("browse.province", { name: f.place(place.name) });
  usePageTitle(place ? t(`${texts}.title`, { place: label }) : null);
  const filter = useMemo(() => (place ? { kind: place.kind, id: place.id } : null), [place]);

  if (isLoading) return <PageSpinner />;
  if (!place || !filter) {
    if (isNotFound(error)) return <NotFound />;
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t("page.loadFailed")}</h1>
        <p className="mt-2 text-stone-600">{t("page.loadFailedText")}</p>
        <Button className="mt-6" disabled={isFetching} onClick={() => void refetch()}>
          {t("page.tryAgain")}
        </Button>
      </div>
    );
  }

  const header = (
    <header className="space-y-2">
      <nav aria-label={t("place.breadcrumbs")}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-600">
          <li>
            <Link to={LISTING_PATH_BY_TYPE[vendorType]} className="hover:text-brand-700 hover:underline">
              {t(`${texts}.all`)}
            </Link>
          </li>
          {place.province && (
            <li className="flex items-center gap-1">
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
              <Link to={placePath(place.province.name, vendorType)} className="hover:text-brand-700 hover:underline">
                {f.place(place.province.name)}
              </Link>
            </li>
          )}
          <li className="flex items-center gap-1">
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
            <span aria-current="page" className="font-medium text-stone-800">
              {f.place(place.name)}
            </span>
          </li>
        </ol>
      </nav>
      <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{t(`${texts}.title`, { place: label })}</h1>
      <p className="max-w-3xl text-stone-600" data-testid="place-intro">
        {place.vendorCount
          ? t(`${texts}.intro`, { count: place.vendorCount, place: label })
          : t(`${texts}.none`, { place: label })}
        {place.minPrice != null && place.maxPrice != null && (
          <>
            {" "}
            {place.minPrice === place.maxPrice
              ? t(`${texts}.price`, { price: f.money(place.minPrice) })
              : t(`${texts}.prices`, { min: f.money(place.minPrice), max: f.money(place.maxPrice) })}
          </>
        )}
      </p>
    </header>
  );

  const Listing = LISTING_PAGES[vendorType];
  return (
    <>
      <Listing key={`${vendorType}-${place.slug}`} place={filter} header={header} />
      <BrowseByDistrict current={place.slug} vendorType={vendorType} />
    </>
  );
}
