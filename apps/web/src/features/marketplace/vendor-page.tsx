import {
  BANNER_IMAGE_SIZES,
  type ImageRef,
  LISTING_PATH_BY_TYPE,
  normalizeVendorType,
  parseGoogleMapsEmbed,
  townOf,
  UNKNOWN_LOCATION,
  VENDOR_TYPE_LABELS,
} from "@bihe/shared";
import { ArrowLeft, BadgeCheck, Briefcase, MapPin, Phone } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { ShortlistHeart } from "../../components/shortlist/shortlist-heart";
import { Button, buttonClass } from "../../components/ui/button";
import { Badge, Card, PageSpinner, Spinner } from "../../components/ui/card";
import { RatingLine } from "../../components/ui/stars";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { isNotFound } from "../../lib/api";
import { useMe } from "../../lib/auth";
import { useBackWithinSite } from "../../lib/back-within-site";
import { ClientOnly } from "../../lib/client-only";
import { useMyUnlock } from "../../lib/customer-api";
import { usePageTitle } from "../../lib/page-title";
import { hasPendingContact } from "../../lib/return-to";
import { useVendorPage } from "./api";
import { ShareButton } from "./share-button";
import { ListingPrice, TypeOverviewView } from "./type-facts";
import { VendorImage } from "./vendor-image";
import { VendorMap } from "./vendor-map";
import { pageTabs } from "./vendor-tabs";

// The tabs after Overview show on a click: their code loads once the page is on screen (see below), not before
// its first paint.
const sections = () => import("./vendor-sections");
const PackagesView = lazy(() => sections().then((m) => ({ default: m.PackagesView })));
const PaymentView = lazy(() => sections().then((m) => ({ default: m.PaymentView })));
const ReviewsView = lazy(() => sections().then((m) => ({ default: m.ReviewsView })));
const AreasView = lazy(() => sections().then((m) => ({ default: m.AreasView })));
// Dialogs load when opened: the page's first paint does not wait for their code.
const Lightbox = lazy(() => import("./lightbox"));
const ContactDialog = lazy(() => import("./contact-dialog"));
// The next months' dates: below the contact panel, drawn once the page is on screen (its data is in the page's
// answer), so its code never delays the first paint.
const VendorAvailabilityCard = lazy(() => import("./vendor-availability"));
// Shown in place of the button when the signed-in couple already unlocked this vendor.
const ContactPanel = lazy(() => import("./contact-flow").then((m) => ({ default: m.ContactFlow })));

/** Spec 000 'Vendor detail page (/vendor/{id})': one request for the whole page. */
export function VendorDetailPage() {
  const { t } = useTranslation("marketplace");
  const { id } = useParams();
  const { data: v, isLoading, error, refetch, isFetching } = useVendorPage(id);
  const [contactOpen, setContactOpen] = useState(false);
  // The couple's own unlock comes from a small private request: the page's answer stays public and cached.
  const { data: me } = useMe();
  const isCustomer = me?.user.role === "customer";
  const unlocked = useMyUnlock(id ?? "", isCustomer && !!id).data?.unlock;
  // Back from signing in to contact this vendor: the dialog opens and makes the contact.
  useEffect(() => {
    if (v?.id && isCustomer && hasPendingContact(v.id)) setContactOpen(true);
  }, [v?.id, isCustomer]);
  // The other tabs' code, fetched once the vendor is on screen: here before a reader picks a tab.
  useEffect(() => {
    if (v) void sections();
  }, [v]);
  const [photo, setPhoto] = useState<number | null>(null);
  // Opened from a link outside the site, back goes to the vendor's own listing (/banquets for a hall).
  const listing = v ? LISTING_PATH_BY_TYPE[normalizeVendorType(v.vendorType)] : "/photographers";
  const back = useBackWithinSite(listing);
  const f = usePlainFormat();
  // The title the server wrote for this page (seo/page-words.ts), kept when moving between pages.
  const town = v ? townOf(v, f.lang) : null;
  usePageTitle(
    v
      ? t("seo.vendorTitle", {
          name: v.companyName,
          kind: t(`seo.kinds.${normalizeVendorType(v.vendorType)}`),
          town: town ?? t("seo.nepal"),
        })
      : isNotFound(error)
        ? t("page.notFound")
        : null,
  );

  if (isLoading) return <PageSpinner />;
  if (!v) {
    // A 404 is a vendor that is not public: spec 000's 'Vendor Not Found' state (the server answered this
    // address with 404 and noindex too); anything else (a dropped connection) may pass on a retry.
    const failed = Boolean(error) && !isNotFound(error);
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{failed ? t("page.loadFailed") : t("page.notFound")}</h1>
        <p className="mt-2 text-stone-600">{failed ? t("page.loadFailedText") : t("page.notFoundText")}</p>
        <div className="mt-6 flex justify-center gap-3">
          {failed && (
            <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
              {t("page.tryAgain")}
            </Button>
          )}
          <Button onClick={back}>{t("page.goBack")}</Button>
        </div>
      </div>
    );
  }
  // A pasted embed, or the one the server builds from the vendor's pin (maps.google.com ... output=embed).
  const mapSrc = parseGoogleMapsEmbed(v.address?.googleMapsUrl);

  return (
    <div className="pb-28 lg:pb-12">
      <div className="relative">
        <VendorImage
          image={v.bannerImage ?? v.cardImage}
          alt={v.companyName}
          className="aspect-[16/9] w-full sm:aspect-[16/5]"
          sizes={BANNER_IMAGE_SIZES}
          eager
        />
        <Button variant="secondary" size="sm" onClick={back} className="absolute left-3 top-3 shadow">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t("page.back")}
        </Button>
      </div>
      <div className="mx-auto max-w-7xl px-4">
        {v.status !== "approved" && (
          <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
            {t("page.preview", { status: v.status })}
          </p>
        )}
        <div className="-mt-10 flex flex-col gap-4 sm:-mt-12 sm:flex-row sm:items-end">
          <VendorImage
            image={v.cardImage}
            alt=""
            className="h-24 w-24 shrink-0 rounded-full border-4 border-white shadow sm:h-28 sm:w-28"
            sizes="112px"
            eager
          />
          <div className="min-w-0 flex-1 space-y-1.5 pb-1">
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{v.companyName}</h1>
              {v.status === "approved" && (
                <div className="flex shrink-0 items-center gap-2">
                  <ShortlistHeart vendor={v} look="inline" />
                  <ShareButton
                    // A Nepali reader shares the Nepali address: the link previews in the sender's language.
                    url={`/vendor/${v.id}${f.lang === "ne" ? "?lang=ne" : ""}`}
                    title={v.companyName}
                  />
                </div>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="brand">
                {t(`vendorTypeLabels.${normalizeVendorType(v.vendorType)}`, {
                  defaultValue: VENDOR_TYPE_LABELS[normalizeVendorType(v.vendorType)],
                })}
              </Badge>
              {/* Only an approved vendor is verified: an admin previewing a pending one must not see it. */}
              {v.status === "approved" && (
                <Badge tone="green" data-testid="verified-badge">
                  <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
                  {t("verified")}
                </Badge>
              )}
              <RatingLine rating={v.rating} count={v.reviewCount} label={t("reviews", { count: v.reviewCount })} />
              <span className="inline-flex items-center gap-1 text-sm text-stone-600">
                <Briefcase className="h-4 w-4" aria-hidden="true" />
                {t("years", { count: v.yearsInBusiness })}
              </span>
            </div>
          </div>
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_320px]">
          <Tabs defaultValue="overview" className="min-w-0">
            {/* Wrapped, not scrolled: every tab is on screen at 390 px. */}
            <TabsList className="flex-wrap overflow-x-visible">
              {pageTabs(v).map((k) => (
                <TabsTrigger key={k} value={k}>
                  {t(`page.tabs.${k}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview" className="space-y-4">
              <p className="whitespace-pre-line text-stone-700">{v.description}</p>
              <TypeOverviewView vendor={v} />
              <div className="rounded-lg border border-stone-200 p-4 text-sm">
                <h3 className="mb-1 font-semibold">{t("page.address")}</h3>
                <p className="flex items-start gap-1.5 text-stone-700">
                  <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                  {v.locationText === UNKNOWN_LOCATION ? t("card.noLocation") : f.location(v)}
                  {v.address?.ward ? ` · ${t("page.ward", { n: v.address.ward })}` : ""}
                </p>
                {mapSrc && <VendorMap embedUrl={mapSrc} />}
              </div>
            </TabsContent>
            <TabsContent value="packages">
              <Suspense fallback={<Spinner />}>
                <PackagesView vendor={v} />
              </Suspense>
            </TabsContent>
            <TabsContent value="portfolio">
              <Portfolio images={v.portfolio} alt={v.companyName} onOpen={setPhoto} />
            </TabsContent>
            <TabsContent value="payment">
              <Suspense fallback={<Spinner />}>
                <PaymentView vendor={v} />
              </Suspense>
            </TabsContent>
            <TabsContent value="reviews" className="space-y-3">
              <Link to={`/review/${v.id}`} className={buttonClass("secondary", "sm")}>
                {t("page.writeReview")}
              </Link>
              <Suspense fallback={<Spinner />}>
                <ReviewsView vendor={v} />
              </Suspense>
            </TabsContent>
            <TabsContent value="areas">
              <Suspense fallback={<Spinner />}>
                <AreasView vendor={v} />
              </Suspense>
            </TabsContent>
          </Tabs>

          <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
            <Card className="space-y-3 p-5">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <Phone className="h-5 w-5 text-brand-700" aria-hidden="true" />
                {t("contact.panelTitle")}
              </h2>
              {unlocked ? (
                <Suspense fallback={null}>
                  <ContactPanel key={v.id} vendorId={v.id} vendorName={v.companyName} />
                </Suspense>
              ) : (
                <>
                  <p className="text-sm text-stone-600">{t("contact.panelText")}</p>
                  <Button className="w-full" onClick={() => setContactOpen(true)}>
                    {t("contact.request")}
                  </Button>
                </>
              )}
            </Card>
            <ClientOnly fallback={<div className="h-[26rem]" aria-hidden="true" />}>
              <VendorAvailabilityCard availability={v.availability} />
            </ClientOnly>
          </aside>
        </div>
      </div>
      {/* On a phone, contacting is one tap away wherever the page is scrolled. */}
      <div
        className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden"
        data-testid="contact-bar"
      >
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-stone-900">{v.companyName}</p>
            <ListingPrice vendor={v} className="truncate text-sm text-stone-600" />
          </div>
          {v.status === "approved" && <ShortlistHeart vendor={v} look="inline" />}
          <Button onClick={() => setContactOpen(true)} className="shrink-0">
            <Phone className="h-4 w-4" aria-hidden="true" />
            {t("contact.sticky")}
          </Button>
        </div>
      </div>
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactDialog
            vendorId={v.id}
            title={t("contact.panelTitle")}
            description={v.companyName}
            onClose={() => setContactOpen(false)}
          />
        </Suspense>
      )}
      {photo != null && v.portfolio.length > 0 && (
        <Suspense fallback={null}>
          <Lightbox
            images={v.portfolio}
            index={photo}
            onIndex={setPhoto}
            onClose={() => setPhoto(null)}
            alt={v.companyName}
          />
        </Suspense>
      )}
    </div>
  );
}

function Portfolio({ images, alt, onOpen }: { images: ImageRef[]; alt: string; onOpen: (i: number) => void }) {
  const { t } = useTranslation("marketplace");
  const [broken, setBroken] = useState<Set<string>>(new Set());
  const visible = images.filter((i) => !broken.has(i.url));
  if (!visible.length) return <p className="py-6 text-center text-sm text-stone-500">{t("page.noPortfolio")}</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 md:grid-cols-3">
      {images.map((img, i) =>
        broken.has(img.url) ? null : (
          <li key={img.url}>
            <button
              type="button"
              onClick={() => onOpen(i)}
              className="block w-full overflow-hidden rounded-lg"
              aria-label={t("page.lightbox", { n: i + 1, total: images.length })}
            >
              <div className="relative aspect-[3/2] bg-stone-200">
                <img
                  src={img.cardUrl}
                  srcSet={`${img.thumbUrl} 320w, ${img.cardUrl} 640w, ${img.url} ${img.width ?? 1000}w`}
                  sizes="(max-width: 768px) 50vw, 300px"
                  alt={`${alt} ${i + 1}`}
                  loading="lazy"
                  decoding="async"
                  onError={() => setBroken((s) => new Set(s).add(img.url))}
                  className="absolute inset-0 h-full w-full object-cover transition hover:scale-105"
                />
              </div>
            </button>
          </li>
        ),
      )}
    </ul>
  );
}
