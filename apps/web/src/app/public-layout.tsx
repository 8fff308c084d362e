import { localDigits, todayAdInNepal, toLang } from "@bihe/shared";
import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { PageSpinner } from "../components/ui/card";
import { useTranslation } from "../i18n/use-translation";
import { useSiteName } from "../lib/settings";
import { Interactive } from "./interactive";
import { Navbar } from "./navbar";

export function PublicLayout() {
  const siteName = useSiteName();
  const { t, i18n } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      {/* At least a screen tall, so the footer starts below the fold and a page arriving late does not push it. */}
      <main className="min-h-screen flex-1 pt-16">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <Interactive />
        </Suspense>
      </main>
      <footer className="border-t border-stone-200 bg-white py-6 text-center text-sm text-stone-600">
        {t("footer", { year: localDigits(todayAdInNepal().slice(0, 4), toLang(i18n.language)), site: siteName })}
      </footer>
      <ScrollRestoration />
    </div>
  );
}
