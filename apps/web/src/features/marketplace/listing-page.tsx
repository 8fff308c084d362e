import {
  EXPERIENCE_FILTERS,
  findDistrict,
  findMunicipality,
  findProvince,
  hasActiveFilters,
  LISTING_PATH_BY_TYPE,
  LISTING_SORTS,
  type ListingFilters,
  type ListingSectionId,
  type LocationTree,
  listingFiltersToParams,
  RATING_FILTERS,
  type VendorCard,
  type VendorType,
} from "@bihe/shared";
import { LayoutGrid, List, Search, X } from "lucide-react";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { type LocationValue, regionsTree, useLocalLevels, useRegions } from "../../components/location/use-locations";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/card";
import { Input, Select } from "../../components/ui/input";
import i18n from "../../i18n";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { isNotFound } from "../../lib/api";
import { ClientOnly } from "../../lib/client-only";
import { cn } from "../../lib/cn";
import { usePageTitle } from "../../lib/page-title";
import { useListing } from "./api";
import { BandRow } from "./band-row";
import { type ListingTexts, usePhotographerTexts, useTypeListingTexts } from "./listing-texts";
import { clearedFilters, type FixedPlace, pageFilters, pageParams } from "./listing-url";

const CardDialog = lazy(() => import("./card-dialog"));
// The place filter shows once its texts (the reference namespace) are here, never in the first paint: its code
// (the cascade and its comboboxes, 3.7 KB gzip) loads beside them instead of before the page can paint.
const LocationPicker = lazy(() =>
  Promise.all([import("../../components/location/location-picker"), i18n.loadNamespaces("reference")]).then(([m]) => ({
    default: m.LocationPicker,
  })),
);
// "Available on": the BS date picker and its texts (the reference namespace) load beside the place filter.
const DateFilter = lazy(() =>
  Promise.all([import("./date-filter"), i18n.loadNamespaces("reference")]).then(([m]) => ({ default: m.DateFilter })),
);
// Only halls and decorators have them: a photographers' page never downloads them.
const TypeFilters = lazy(() => import("./type-filters").then((m) => ({ default: m.TypeFilters })));

/** The place picker's columns on this page: two on a phone, all four levels in a row on a wide screen. */
const PICKER_GRID = "grid-cols-2 gap-3 lg:grid-cols-4";

type PageProps = { place?: FixedPlace; header?: ReactNode };

/** Spec 000 '/photographers'. A place page (place-page.tsx) shows it with its place and heading. */
export function PhotographersPage(props: PageProps = {}) {
  return <ListingPage vendorType="wedding_cinematographer" texts={usePhotographerTexts()} {...props} />;
}

/** '/banquets', the same listing of banquet halls (docs/decisions/0021); a place page shows it with its place. */
export function BanquetsPage(props: PageProps = {}) {
  return <ListingPage vendorType="banquet_hall" texts={useTypeListingTexts("banquet_hall")} {...props} />;
}

/** '/decorators', the same listing of decorators (docs/decisions/0021); a place page shows it with its place. */
export function DecoratorsPage(props: PageProps = {}) {
  return <ListingPage vendorType="decorator" texts={useTypeListingTexts("decorator")} {...props} />;
}

/** Each type's listing page, for a page that shows one of them (a place page). */
export const LISTING_PAGES: Record<VendorType, (props: PageProps) => ReactNode> = {
  wedding_cinematographer: PhotographersPage,
  banquet_hall: BanquetsPage,
  decorator: DecoratorsPage,
};

/**
 * One listing page for every vendor type: everything (search, filters, sort, layout) lives in the
 * URL; the path says the type. A place page's filter changes continue on the type's own page with
 * the place kept in the URL.
 */
function ListingPage({
  vendorType,
  texts,
  place,
  header,
}: PageProps & { vendorType: VendorType; texts: ListingTexts }) {
  const { t } = useTranslation("marketplace");
  const [params, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const path = LISTING_PATH_BY_TYPE[vendorType];
  const setParams = (p: URLSearchParams) => (place ? navigate(`${path}?${p}`) : setSearchParams(p));
  const filters = useMemo(() => pageFilters(params, vendorType, place), [params, vendorType, place]);
  // The tab's title after moving here inside the app (a place page sets its own).
  usePageTitle(place ? null : texts.title);
  const layout = params.get("view") === "list" ? "list" : "grid";
  const { data, isLoading, isError, isFetching, refetch } = useListing(filters);
  const [q, setQ] = useState(filters.q);
  useEffect(() => setQ(filters.q), [filters.q]);

  const apply = (next: Partial<ListingFilters>, view?: "grid" | "list") =>
    setParams(pageParams(params, { ...filters, ...next }, view));
  const clear = () => apply(clearedFilters(vendorType));

  // The dialog moves through every loaded vendor, band after band.
  const [loaded, setLoaded] = useState<Record<string, VendorCard[]>>({});
  const onLoaded = useCallback(
    (band: ListingSectionId, vendors: VendorCard[]) => setLoaded((s) => ({ ...s, [band]: vendors })),
    [],
  );
  const ordered = useMemo(
    () => (data?.bands ?? []).filter((b) => b.total > 0).flatMap((b) => loaded[b.id] ?? b.vendors),
    [data, loaded],
  );
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  const bands = data?.bands.filter((b) => b.total > 0) ?? [];
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 md:py-10">
      {header ?? (
        <header>
          <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{texts.title}</h1>
          <p className="text-stone-600">{texts.subtitle}</p>
        </header>
      )}

      <form
        aria-label={texts.search}
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ q: q.trim() });
        }}
      >
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-400"
            aria-hidden="true"
          />
          <Input
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={texts.search}
            aria-label={texts.search}
            className="pl-9"
            maxLength={100}
          />
        </div>
        <Button type="submit">{t("home.search")}</Button>
      </form>

      <Filters filters={filters} apply={apply} clear={clear} layout={layout} />
      {/* A date the address carries but no calendar has: said, and the list shown without it. */}
      {!!params.get("date")?.trim() && filters.date == null && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="bad-date">
          {t("list.badDate")}
        </p>
      )}

      {isLoading ? (
        <div className="flex gap-4 overflow-hidden">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-80 w-[300px] shrink-0" />
          ))}
        </div>
      ) : isError && !data ? (
        // Failure is not emptiness: say the list did not load and offer to load it again.
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-16 text-center"
          data-testid="load-failed"
        >
          <p className="text-lg font-semibold text-red-800">{texts.loadFailed}</p>
          <p className="mt-1 text-sm text-red-700">{t("list.loadFailedText")}</p>
          <Button className="mt-4" onClick={() => void refetch()} disabled={isFetching}>
            {t("list.tryAgain")}
          </Button>
        </div>
      ) : !bands.length ? (
        <div
          className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-16 text-center"
          data-testid="empty-state"
        >
          <p className="text-lg font-semibold text-stone-800">{texts.empty}</p>
          <p className="mt-1 text-sm text-stone-600">{t("list.emptyHint")}</p>
          {hasActiveFilters(filters) && (
            <Button className="mt-4" onClick={clear}>
              {t("list.clearAll")}
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {texts.found(data?.total ?? 0, data?.totalCapped ?? false)}
          </p>
          <div className="space-y-10">
            {bands.map((b, bandIndex) => (
              <BandRow
                key={`${b.id}-${listingFiltersToParams(filters)}`}
                eagerCards={bandIndex === 0 ? 2 : 0}
                band={b}
                filters={filters}
                texts={texts}
                layout={layout}
                onLoaded={onLoaded}
                onOpen={(id) =>
                  setOpenIndex(
                    Math.max(
                      0,
                      ordered.findIndex((v) => v.id === id),
                    ),
                  )
                }
              />
            ))}
          </div>
        </>
      )}
      {openIndex != null && ordered.length > 0 && (
        <Suspense fallback={null}>
          <CardDialog
            vendors={ordered}
            index={Math.min(openIndex, ordered.length - 1)}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

function Filters({
  filters,
  apply,
  clear,
  layout,
}: {
  filters: ListingFilters;
  apply: (next: Partial<ListingFilters>, view?: "grid" | "list") => void;
  clear: () => void;
  layout: "grid" | "list";
}) {
  const { t } = useTranslation("marketplace");
  // The provinces and districts, and the chosen district's local levels (both arrive with the page's HTML), not
  // the whole tree: the filter offers a district's local levels only once that district is chosen.
  const regions = useRegions();
  const levels = useLocalLevels(filters.district ?? undefined, filters.municipality ?? undefined);
  const tree = useMemo(() => regionsTree(regions.data, levels.data), [regions.data, levels.data]);
  const place = placeValue(tree, filters);
  const f = usePlainFormat();
  // In the reader's language (the reference data has both names).
  const chosen = [
    findMunicipality(tree, place.municipalityId),
    findDistrict(tree, place.districtId),
    findProvince(tree, place.provinceId),
  ].find(Boolean);
  const placeName = chosen ? f.placeLabel(chosen) : undefined;
  // Known from the URL before the place tree arrives (its name shows as "…" until then): the row is there from
  // the first paint instead of pushing the list down when the tree comes.
  const hasPlace = place.provinceId != null || place.districtId != null || place.municipalityId != null;
  const num = (v: string) => (v ? Number(v) : null);
  return (
    <div className="space-y-3">
      {/* Where: the wizard's searchable cascade (English and Nepali names); ward only after a municipality. */}
      <fieldset className="rounded-xl border border-stone-200 bg-white p-3" data-testid="place-filter">
        <legend className="px-1 text-sm font-medium text-stone-700">{t("list.where")}</legend>
        <ClientOnly fallback={<PickerOutline />}>
          <LocationPicker
            key={`${place.provinceId}-${place.districtId}-${place.municipalityId}-${place.ward}`}
            idPrefix="place"
            levels={["province", "district", "municipality", "ward"]}
            allowCustomArea={false}
            value={place}
            onChange={(v) =>
              apply({
                province: v.provinceId ?? null,
                district: v.districtId ?? null,
                municipality: v.municipalityId ?? null,
                ward: v.municipalityId != null ? (v.ward ?? null) : null,
              })
            }
            className={PICKER_GRID}
            places={{
              tree,
              isLoading: regions.isLoading || levels.isLoading,
              // An address naming a place that does not exist (a 404) names no place: not a failure to show.
              isError: regions.isError || (levels.isError && !isNotFound(levels.error)),
            }}
          />
        </ClientOnly>
      </fieldset>
      <div className="sm:max-w-sm">
        <ClientOnly fallback={<DateFilterOutline />}>
          <DateFilter value={filters.date} onChange={(date) => apply({ date })} />
        </ClientOnly>
      </div>
      {filters.vendorType !== "wedding_cinematographer" && (
        <ClientOnly fallback={<div className="h-10" />}>
          <TypeFilters filters={filters} apply={apply} />
        </ClientOnly>
      )}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        <Select
          aria-label={t("list.rating")}
          value={filters.rating ?? ""}
          onChange={(e) => apply({ rating: num(e.target.value) })}
          className="text-sm sm:w-40"
        >
          <option value="">{t("list.anyRating")}</option>
          {RATING_FILTERS.map((r) => (
            <option key={r} value={r}>
              {f.digits(r.toFixed(1))}+
            </option>
          ))}
        </Select>
        <Select
          aria-label={t("list.experience")}
          value={filters.experience ?? ""}
          onChange={(e) => apply({ experience: num(e.target.value) })}
          className="text-sm sm:w-48"
        >
          <option value="">{t("list.anyExperience")}</option>
          {EXPERIENCE_FILTERS.map((y) => (
            <option key={y} value={y}>
              {t("list.years", { count: y })}
            </option>
          ))}
        </Select>
        <Select
          aria-label={t("list.sort")}
          value={filters.sort}
          onChange={(e) => apply({ sort: e.target.value as ListingFilters["sort"] })}
          className="text-sm sm:w-52"
        >
          {LISTING_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`list.sorts.${s}`)}
            </option>
          ))}
        </Select>
        <label className="flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm">
          <input
            type="checkbox"
            checked={filters.featured}
            onChange={(e) => apply({ featured: e.target.checked })}
            className="accent-brand-700"
          />
          {t("list.featuredOnly")}
        </label>
        <div className="col-span-2 flex h-10 overflow-hidden rounded-lg border border-stone-300 bg-white sm:col-span-1 sm:ml-auto">
          {(["grid", "list"] as const).map((l) => (
            <button
              key={l}
              type="button"
              onClick={() => apply({}, l)}
              aria-pressed={layout === l}
              aria-label={l === "grid" ? t("list.grid") : t("list.listView")}
              className={cn(
                "flex flex-1 items-center justify-center px-3",
                layout === l ? "bg-brand-700 text-white" : "text-stone-600 hover:bg-stone-100",
              )}
            >
              {l === "grid" ? (
                <LayoutGrid className="h-4 w-4" aria-hidden="true" />
              ) : (
                <List className="h-4 w-4" aria-hidden="true" />
              )}
            </button>
          ))}
        </div>
      </div>
      {(hasPlace || hasActiveFilters(filters)) && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {hasPlace && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-brand-800">
              {t("list.places")}: {placeName ?? "…"}
              {place.ward != null && `, ${t("list.wardN", { n: place.ward })}`}
              <button
                type="button"
                onClick={() => apply({ province: null, district: null, municipality: null, ward: null })}
                aria-label={t("list.removePlaces")}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </span>
          )}
          {hasActiveFilters(filters) && (
            <button type="button" onClick={clear} className="text-brand-700 hover:underline">
              {t("list.clearAll")}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The date filter's outline while its code and texts load: its label line and field. */
function DateFilterOutline() {
  return (
    <div className="space-y-1.5" aria-hidden="true">
      <div className="h-5" />
      <div className="h-10 rounded-lg border border-stone-200 bg-white" />
    </div>
  );
}

/** The place picker's outline while its code and texts load: its grid, label lines and fields, so nothing below moves. */
function PickerOutline() {
  return (
    // The picker's own grid classes followed by the ones this page gives it (location-picker.tsx).
    <div className={cn("grid gap-4 sm:grid-cols-2", PICKER_GRID)} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="space-y-1.5">
          <div className="h-5" />
          <div className="h-10 rounded-lg border border-stone-200" />
        </div>
      ))}
    </div>
  );
}

/**
 * The picker's value from the URL's one place, with its ancestors filled in from the tree (a
 * link with only a district still shows its province, so the cascade stays usable).
 */
function placeValue(tree: LocationTree | undefined, f: ListingFilters): LocationValue {
  let provinceId = f.province ?? undefined;
  let districtId = f.district ?? undefined;
  const municipalityId = f.municipality ?? undefined;
  if (tree && municipalityId != null && districtId == null)
    districtId = tree.provinces
      .flatMap((p) => p.districts)
      .find((d) => d.municipalities.some((m) => m.id === municipalityId))?.id;
  if (tree && districtId != null && provinceId == null)
    provinceId = tree.provinces.find((p) => p.districts.some((d) => d.id === districtId))?.id;
  return { provinceId, districtId, municipalityId, ward: municipalityId != null ? (f.ward ?? undefined) : undefined };
}
