import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/card";
import { useTranslation } from "../../i18n/use-translation";
import { useMe } from "../../lib/auth";
import { useSiteName } from "../../lib/settings";
import { QR_PNG_URL, useVendorReviews } from "./api";
import { ReviewsRestricted } from "./reviews-restricted";

/** Spec 001 screen 10: the printable QR page, opened in a new window; it prints itself about 1 s after the QR loads. */
export default function PrintQrPage() {
  const { t } = useTranslation("vendorWorkspace");
  const siteName = useSiteName();
  const { data: me } = useMe();
  const { data, isLoading, error } = useVendorReviews(true);
  const [qrLoaded, setQrLoaded] = useState(false);
  const steps = t("print.steps", { returnObjects: true }) as string[];

  useEffect(() => {
    if (!qrLoaded) return;
    const timer = setTimeout(() => window.print(), 1000);
    return () => clearTimeout(timer);
  }, [qrLoaded]);

  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <div className="p-6">
        <ReviewsRestricted status={me?.vendor?.status} />
      </div>
    );
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center gap-5 bg-white px-6 py-10 text-center print:py-4">
      <p className="font-semibold text-brand-700">{siteName}</p>
      <h1 className="text-3xl font-bold">{data.vendor.companyName}</h1>
      <p className="text-xl text-stone-600">{t("print.heading")}</p>
      <img
        src={QR_PNG_URL}
        alt={t("reviews.qrAlt")}
        width={300}
        height={300}
        onLoad={() => setQrLoaded(true)}
        className="h-75 w-75"
      />
      <p className="text-lg">{t("print.scan")}</p>
      <p className="text-sm text-stone-500">{t("print.orVisit")}</p>
      <p className="break-all font-semibold text-brand-700">{data.reviewUrl}</p>
      <ol className="list-decimal space-y-1 pl-6 text-left text-stone-700">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <p lang="ne" className="text-lg">
        {t("print.nepali")}
      </p>
      <p className="text-xl font-semibold text-brand-700">{t("print.thanks")}</p>
      <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
        {t("print.print")}
      </Button>
    </main>
  );
}
