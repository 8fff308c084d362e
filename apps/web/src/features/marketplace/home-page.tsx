import { FEATURED_SHOWN, findDistrict, findProvince, LISTING_PATH_BY_TYPE, telLink } from "@bihe/shared";
import { Camera, Music, Paintbrush, Quote, Sparkles, Star, UtensilsCrossed, Warehouse } from "lucide-react";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { useRegions } from "../../components/location/use-locations";
import { Button, buttonClass } from "../../components/ui/button";
import { Badge, Skeleton } from "../../components/ui/card";
import { Select } from "../../components/ui/input";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { useSettings } from "../../lib/settings";
import { useFeatured } from "./api";
import { BrowseByDistrict } from "./browse-by-district";
import { DRAWN_WHEN_NEAR, LATER_CARDS_DRAWN_WHEN_NEAR } from "./drawn-when-near";
import { homeSearchHref, isSearchType, LIVE_SEARCH_TYPES, SEARCH_TYPES, type SearchType } from "./listing-url";
import { VendorCard } from "./vendor-card";

const CardDialog = lazy(() => import("./card-dialog"));

const SERVICES = [
  ["wedding_cinematographer", Camera],
  ["banquet", Warehouse],
  ["decorator", Paintbrush],
  ["makeup_artist", Sparkles],
  ["catering", UtensilsCrossed],
  ["dj", Music],
] as const;

export function HomePage() {
  const { t } = useTranslation("marketplace");
  const f = usePlainFormat();
  const tc = useTranslation().t;
  const navigate = useNavigate();
  const { data: regions } = useRegions();
  const [province, setProvince] = useState("");
  const [district, setDistrict] = useState("");
  const [type, setType] = useState<SearchType>("wedding_cinematographer");
  const featured = useFeatured();
  const settings = useSettings();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const shown = featured.data?.vendors.slice(0, FEATURED_SHOWN) ?? [];
  const districts = findProvince(regions, province ? Number(province) : null)?.districts ?? [];
  const testimonials = t("testimonials", { returnObjects: true }) as { name: string; place: string; text: string }[];

  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(homeSearchHref(type, province ? Number(province) : null, district ? Number(district) : null));
  };

  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-amber-600 px-4 py-14 text-white md:py-24">
        <div className="mx-auto max-w-5xl text-center">
          <h1 className="text-3xl font-bold md:text-5xl">{t("home.title")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-white/90 md:text-lg">{t("home.subtitle")}</p>
          <form
            onSubmit={search}
            className="mx-auto mt-8 grid max-w-4xl gap-2 rounded-2xl bg-white p-3 text-left text-stone-900 shadow-xl sm:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <Select
              aria-label={t("home.province")}
              value={province}
              onChange={(e) => {
                setProvince(e.target.value);
                setDistrict("");
              }}
            >
              <option value="">{t("home.anyProvince")}</option>
              {regions?.provinces.map((p) => (
                <option key={p.id} value={p.id}>
                  {f.placeLabel(p)}
                </option>
              ))}
            </Select>
            <Select
              aria-label={t("home.district")}
              value={district}
              onChange={(e) => setDistrict(e.target.value)}
              disabled={!province}
            >
              <option value="">{t("home.anyDistrict")}</option>
              {districts.map((d) => (
                <option key={d.id} value={d.id}>
                  {f.placeLabel(d)}
                </option>
              ))}
            </Select>
            <Select
              aria-label={t("home.vendorType")}
              value={type}
              onChange={(e) => isSearchType(e.target.value) && setType(e.target.value)}
            >
              {SEARCH_TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`types.${k}`)}
                  {LIVE_SEARCH_TYPES[k] ? "" : ` (${tc("comingSoon")})`}
                </option>
              ))}
            </Select>
            <Button type="submit" size="md">
              {t("home.search")}
            </Button>
          </form>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/photographers" className={buttonClass("secondary")}>
              {t("home.browse")}
            </Link>
            <Link
              to="/vendor-signup"
              className="inline-flex h-10 items-center rounded-lg border border-white/60 px-4 font-medium text-white hover:bg-white/10"
            >
              {t("home.listBusiness")}
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 className="text-2xl font-bold">{t("home.featuredTitle")}</h2>
            <p className="text-stone-600">{t("home.featuredSubtitle")}</p>
          </div>
          <Link to="/photographers" className="font-medium text-brand-700 hover:underline">
            {t("home.viewAll")}
          </Link>
        </div>
        {featured.isLoading ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-80" />
            ))}
          </div>
        ) : shown.length ? (
          <div
            className={`grid justify-items-center gap-4 sm:grid-cols-2 lg:grid-cols-4 [&>article]:w-full ${LATER_CARDS_DRAWN_WHEN_NEAR}`}
            data-testid="featured"
          >
            {shown.map((v, i) => (
              <VendorCard key={v.id} vendor={v} onOpen={() => setOpenIndex(i)} eager={i < 2} />
            ))}
          </div>
        ) : (
          <p className="py-8 text-center text-stone-500">{t("home.noVendors")}</p>
        )}
      </section>

      <BrowseByDistrict />

      <section className={`bg-white px-4 py-12 ${DRAWN_WHEN_NEAR}`}>
        <div className="mx-auto max-w-7xl">
          <h2 className="text-2xl font-bold">{t("home.servicesTitle")}</h2>
          <p className="text-stone-600">{t("home.servicesSubtitle")}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map(([k, Icon]) => {
              // Photographers, banquet halls and decorators have a listing; the rest are to come.
              const live = k !== "dj" && LIVE_SEARCH_TYPES[k];
              const body = (
                <>
                  <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
                  <div>
                    <p className="flex items-center gap-2 font-semibold">
                      {t(`types.${k}`)} {!live && <Badge>{tc("comingSoon")}</Badge>}
                    </p>
                    <p className="text-sm text-stone-600">{t(`services.${k}`)}</p>
                  </div>
                </>
              );
              return (
                <li key={k}>
                  {live ? (
                    <Link
                      to={LISTING_PATH_BY_TYPE[live]}
                      className="flex gap-4 rounded-xl border border-stone-200 p-5 hover:border-brand-200 hover:shadow-sm"
                    >
                      {body}
                    </Link>
                  ) : (
                    <div className="flex gap-4 rounded-xl border border-stone-200 p-5 opacity-70" aria-disabled="true">
                      {body}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={`mx-auto max-w-7xl px-4 py-12 ${DRAWN_WHEN_NEAR}`}>
        <h2 className="text-2xl font-bold">{t("home.testimonialsTitle")}</h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {testimonials.map((x) => (
            <li key={x.name} className="rounded-xl border border-stone-200 bg-white p-5">
              <Quote className="h-6 w-6 text-brand-200" aria-hidden="true" />
              <div className="mt-2 flex" role="img" aria-label="5 / 5">
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                ))}
              </div>
              <p className="mt-2 text-stone-700">{x.text}</p>
              <p className="mt-3 text-sm font-semibold">
                {x.name} <span className="font-normal text-stone-500">· {x.place}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`bg-stone-900 px-4 py-12 text-center text-white ${DRAWN_WHEN_NEAR}`}>
        <h2 className="text-2xl font-bold">{t("home.ctaTitle")}</h2>
        <p className="mx-auto mt-2 max-w-xl text-white/80">{t("home.ctaText")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {settings.data?.contactPhone && (
            <a
              href={telLink(settings.data.contactPhone)}
              className={buttonClass("primary", "lg")}
              data-testid="cta-phone"
            >
              {t("home.ctaCall", { phone: f.digits(settings.data.contactPhone) })}
            </a>
          )}
          <Link to="/vendor-signup" className={buttonClass("secondary", "lg")}>
            {t("home.ctaVendor")}
          </Link>
        </div>
      </section>
      {openIndex != null && shown.length > 0 && (
        <Suspense fallback={null}>
          <CardDialog
            vendors={shown}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** '/vendors': the chosen category is coming soon; the chosen place is kept for photographers. */
export function VendorsComingSoonPage() {
  const { t } = useTranslation("marketplace");
  const [params] = useSearchParams();
  const { data: regions } = useRegions();
  const type = params.get("type") ?? "";
  // An old link to a category that is live now (halls, decorators): its listing, with the place.
  const live = isSearchType(type) ? LIVE_SEARCH_TYPES[type] : undefined;
  if (live) {
    const province = Number(params.get("provinces")) || null;
    const district = Number(params.get("districts")) || null;
    return <Navigate replace to={homeSearchHref(type as SearchType, province, district)} />;
  }
  // Banquet halls were the old default; they are live now, so an unknown category is just 'more'.
  const typeLabel = isSearchType(type) ? t(`types.${type}`) : null;
  const place = [
    findDistrict(regions, Number(params.get("districts")) || null)?.name,
    findProvince(regions, Number(params.get("provinces")) || null)?.name,
  ]
    .filter(Boolean)
    .join(", ");
  const keep = new URLSearchParams();
  for (const k of ["provinces", "districts"]) if (params.get(k)) keep.set(k, params.get(k) ?? "");
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <Sparkles className="mx-auto h-10 w-10 text-brand-700" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">
        {typeLabel ? t("vendorsPage.title", { type: typeLabel }) : t("vendorsPage.titleAny")}
      </h1>
      <p className="mt-2 text-stone-600">{t("vendorsPage.text")}</p>
      {place && <p className="mt-2 text-sm text-stone-500">{t("vendorsPage.where", { place })}</p>}
      <Link to={`/photographers${keep.size ? `?${keep}` : ""}`} className={`${buttonClass("primary")} mt-6`}>
        {t("vendorsPage.browse")}
      </Link>
    </div>
  );
}
