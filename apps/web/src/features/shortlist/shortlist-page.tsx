import { ShortlistPanel } from "../../components/shortlist/shortlist-panel";
import { useTranslation } from "../../i18n/use-translation";
import { usePageTitle } from "../../lib/page-title";

/** /shortlist: the hearted vendors of this device, or of the signed-in couple's account. */
export function ShortlistPage() {
  const { t } = useTranslation("shortlist");
  usePageTitle(t("list.title"));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{t("list.title")}</h1>
      <p className="mb-4 mt-1 text-stone-600">{t("list.intro")}</p>
      <ShortlistPanel />
    </div>
  );
}
