import { isMadeTermLabel, normalizeVendorType, placePath, type VendorPage } from "@bihe/shared";
import { Camera, Check, Globe, Music2, Play, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { packageDeliverables } from "../../components/package-deliverables";
import { Badge, Spinner } from "../../components/ui/card";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";

// A hall's and a decorator's sections: a photographer's page never downloads them.
const TypePackages = lazy(() => import("./type-sections").then((m) => ({ default: m.TypePackages })));
// A review shows its date (Bikram Sambat tables, about 6 KB gzip): it loads with the first review list
// a reader opens, not with every vendor page (its texts already load then, under the same Suspense).
const ReviewItem = lazy(() => import("./review-item").then((m) => ({ default: m.ReviewItem })));

const Empty = ({ text }: { text: string }) => <p className="py-6 text-center text-sm text-stone-500">{text}</p>;

export function PackagesView({ vendor }: { vendor: VendorPage }) {
  const { t } = useTranslation("marketplace");
  const f = usePlainFormat();
  if (vendor.hall || vendor.decorator) {
    const count = (vendor.hall?.packages ?? vendor.decorator?.packages ?? []).length;
    if (!count) return <Empty text={t("page.noPackages")} />;
    return (
      <Suspense fallback={<Spinner />}>
        <TypePackages vendor={vendor} />
      </Suspense>
    );
  }
  if (!vendor.packages.length && !vendor.eventPricing.length) return <Empty text={t("page.noPackages")} />;
  return (
    <div className="space-y-6">
      {vendor.packages.length > 0 && (
        <section>
          <h3 className="mb-3 font-semibold">{t("page.comboPackages")}</h3>
          <div className="grid gap-3 md:grid-cols-2">
            {vendor.packages.map((p) => {
              const items = packageDeliverables(p, t);
              return (
                <div key={p.id} className="rounded-lg border border-stone-200 p-4">
                  <div className="flex items-baseline justify-between gap-2">
                    <h4 className="font-semibold">{p.packageName}</h4>
                    <span className="font-semibold text-brand-700">{f.money(p.price)}</span>
                  </div>
                  <ul className="mt-2 space-y-1 text-sm text-stone-700">
                    {p.events.map((e) => (
                      <li key={e.eventName} className="flex gap-2">
                        <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                        <span>
                          {f.event(e.eventName)}{" "}
                          <span className="text-stone-500">
                            ({t("page.crew", { p: e.photographers, v: e.videographers })})
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                  <div className="mt-3 flex flex-wrap gap-1.5">
                    {items
                      .filter(([, n]) => n > 0)
                      .map(([label, n]) => (
                        <Badge key={label}>
                          {f.digits(n)} {label}
                        </Badge>
                      ))}
                    {p.allEditedPictures && <Badge tone="green">{t("page.allEdited")}</Badge>}
                  </div>
                </div>
              );
            })}
          </div>
        </section>
      )}
      {vendor.eventPricing.length > 0 && (
        <section>
          <h3 className="mb-3 font-semibold">{t("page.eventPricing")}</h3>
          <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
            {vendor.eventPricing.map((e) => (
              <li key={e.eventName} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                <span>
                  <span className="font-medium">{f.event(e.eventName)}</span>
                  <span className="block text-xs text-stone-500">
                    {t("page.hours", { count: e.hours })} · {t("page.crew", { p: e.photographers, v: e.videographers })}
                  </span>
                </span>
                <span className="shrink-0 font-semibold">{f.money(e.price)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function PaymentView({ vendor }: { vendor: VendorPage }) {
  const { t } = useTranslation("marketplace");
  const f = usePlainFormat();
  return (
    <div className="space-y-6">
      <section>
        <h3 className="mb-3 font-semibold">{t("page.paymentTerms")}</h3>
        {vendor.paymentTerms.length ? (
          <ol className="space-y-2">
            {vendor.paymentTerms.map((p) => (
              <li
                key={p.installmentNumber}
                className="flex items-center gap-3 rounded-lg border border-stone-200 p-3 text-sm"
              >
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700">
                  {f.digits(p.percentage)}%
                </span>
                <span>
                  <span className="block font-medium">
                    {isMadeTermLabel(p) ? t("page.installment", { n: p.installmentNumber }) : p.termLabel}
                  </span>
                  <span className="text-stone-600">{f.defaultText(p.description)}</span>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <Empty text={t("page.noTerms")} />
        )}
      </section>
      <section>
        <h3 className="mb-3 font-semibold">{t("page.cancellation")}</h3>
        {vendor.cancellationPolicy ? (
          <p className="whitespace-pre-line rounded-lg bg-stone-50 p-4 text-sm text-stone-700">
            {f.policy(vendor.cancellationPolicy)}
          </p>
        ) : (
          <Empty text={t("page.noPolicy")} />
        )}
      </section>
    </div>
  );
}

export function ReviewsView({ vendor }: { vendor: VendorPage }) {
  const { t } = useTranslation("marketplace");
  if (!vendor.reviews.length) return <Empty text={t("page.noReviews")} />;
  // The reviews' code, dates and texts load with the first review list a reader opens.
  return (
    <Suspense fallback={<Spinner />}>
      <ul className="space-y-3" data-testid="reviews">
        {vendor.reviews.map((r) => (
          <ReviewItem key={r.id} review={r} vendorName={vendor.companyName} />
        ))}
      </ul>
    </Suspense>
  );
}

export function AreasView({ vendor }: { vendor: VendorPage }) {
  const { t } = useTranslation("marketplace");
  const f = usePlainFormat();
  return (
    <div className="space-y-3">
      <Badge tone="brand" className="text-sm">
        {f.serviceArea(vendor.serviceAreaLabel)}
      </Badge>
      {vendor.serviceAreas.length ? (
        <ul className="flex flex-wrap gap-2">
          {vendor.serviceAreas.map((a) => (
            <li key={a.district}>
              {/* Each district's own page of this vendor's type (crawlable links from vendors to places). */}
              <Link
                to={placePath(a.district, normalizeVendorType(vendor.vendorType))}
                className="inline-flex min-h-9 items-center rounded-full border border-stone-200 px-3 text-sm hover:border-brand-300 hover:text-brand-700"
              >
                {f.place(a.district)},&nbsp;<span className="text-stone-500">{f.place(a.province)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Empty text={t("page.noAreas")} />
      )}
    </div>
  );
}

const SOCIAL = [
  ["facebook", "Facebook", Users],
  ["instagram", "Instagram", Camera],
  ["youtube", "YouTube", Play],
  ["tiktok", "TikTok", Music2],
  ["website", "Website", Globe],
] as const;

export function SocialView({ vendor }: { vendor: VendorPage }) {
  const { t } = useTranslation("marketplace");
  const links = SOCIAL.filter(([key]) => /^https?:\/\//i.test(vendor.social[key] ?? ""));
  if (!links.length) return <Empty text={t("card.noSocial")} />;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {links.map(([key, label, Icon]) => (
        <li key={key}>
          <a
            href={vendor.social[key] ?? "#"}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="flex items-center gap-2 rounded-lg border border-stone-200 p-3 text-sm hover:bg-stone-50"
          >
            <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
