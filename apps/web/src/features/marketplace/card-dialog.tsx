import { normalizeVendorType, VENDOR_TYPE_LABELS, type VendorCard } from "@bihe/shared";
import { BadgeCheck, ChevronLeft, ChevronRight, MapPin } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { DateStateBadge } from "../../components/availability/date-state-badge";
import { ShortlistHeart } from "../../components/shortlist/shortlist-heart";
import { Button, buttonClass } from "../../components/ui/button";
import { Badge, Spinner } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { RatingLine } from "../../components/ui/stars";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { useAvailabilityOn, useCoupleDate } from "../../lib/availability-api";
import { useVendorPage } from "./api";
import { ContactFlow } from "./contact-flow";
import { TypeOverviewView } from "./type-facts";
import { VendorImage } from "./vendor-image";
import { PackagesView, SocialView } from "./vendor-sections";

/** Spec 000: the card dialog with tabs, previous/next (and Left/Right keys), 'n of total'. */
export default function CardDialog({
  vendors,
  index,
  onIndexChange,
  onClose,
}: {
  vendors: VendorCard[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("marketplace");
  const f = usePlainFormat();
  const card = vendors[index];
  const { data: page, isLoading } = useVendorPage(card?.id);
  const total = vendors.length;
  const go = (delta: number) => onIndexChange((index + delta + total) % total);
  // On the couple's date: one request for every vendor the dialog moves through.
  const { date } = useCoupleDate();
  const states = useAvailabilityOn(
    date,
    vendors.map((v) => v.id),
  ).data?.states;
  const state = card ? states?.[card.id] : undefined;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.isContentEditable)) return;
      if (e.key === "ArrowLeft") onIndexChange((index - 1 + total) % total);
      if (e.key === "ArrowRight") onIndexChange((index + 1) % total);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [index, total, onIndexChange]);

  if (!card) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={card.companyName} className="max-w-3xl">
      <div className="-mt-2 mb-3 flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => go(-1)}
          aria-label={t("card.previous")}
          disabled={total < 2}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </Button>
        <span className="text-sm text-stone-600" data-testid="dialog-position">
          {t("card.position", { n: index + 1, total })}
        </span>
        <Button variant="secondary" size="sm" onClick={() => go(1)} aria-label={t("card.next")} disabled={total < 2}>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="relative">
        <VendorImage
          image={page?.bannerImage ?? card.cardImage}
          alt={card.companyName}
          className="aspect-[16/6] w-full rounded-lg"
          sizes="(max-width: 768px) 100vw, 720px"
          eager
        />
        <ShortlistHeart vendor={card} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Badge tone="brand">
          {t(`vendorTypeLabels.${normalizeVendorType(card.vendorType)}`, {
            defaultValue: VENDOR_TYPE_LABELS[normalizeVendorType(card.vendorType)],
          })}
        </Badge>
        <Badge tone="green">
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
          {t("verified")}
        </Badge>
        <RatingLine rating={card.rating} count={card.reviewCount} label={t("reviews", { count: card.reviewCount })} />
        <span className="text-sm text-stone-600">· {t("years", { count: card.yearsInBusiness })}</span>
        {date && state && <DateStateBadge state={state} date={date} />}
      </div>
      <Tabs defaultValue="overview" key={card.id} className="mt-3">
        <TabsList>
          <TabsTrigger value="overview">{t("card.tabs.overview")}</TabsTrigger>
          <TabsTrigger value="packages">{t("card.tabs.packages")}</TabsTrigger>
          <TabsTrigger value="social">{t("card.tabs.social")}</TabsTrigger>
          <TabsTrigger value="contact">{t("card.tabs.contact")}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="space-y-3">
          <p className="whitespace-pre-line text-sm text-stone-700">{card.description}</p>
          <p className="flex items-start gap-1.5 text-sm text-stone-600">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {f.location(card)}
          </p>
          {page && !page.hall && (
            <p className="text-sm">
              <span className="font-medium">{t("card.serviceArea")}:</span> {f.serviceArea(page.serviceAreaLabel)}
            </p>
          )}
          {page && <TypeOverviewView vendor={page} />}
        </TabsContent>
        <TabsContent value="packages">
          {page ? <PackagesView vendor={page} /> : isLoading ? <Spinner /> : null}
        </TabsContent>
        <TabsContent value="social">{page ? <SocialView vendor={page} /> : isLoading ? <Spinner /> : null}</TabsContent>
        <TabsContent value="contact">
          <ContactFlow key={card.id} vendorId={card.id} vendorName={card.companyName} />
        </TabsContent>
      </Tabs>
      <div className="mt-5 flex justify-end border-t border-stone-100 pt-4">
        <Link to={`/vendor/${card.id}`} className={buttonClass("primary")}>
          {t("card.viewProfile")}
        </Link>
      </div>
    </Dialog>
  );
}
