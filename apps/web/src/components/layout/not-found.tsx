import { Link } from "react-router";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { usePageTitle } from "../../lib/page-title";
import { buttonClass } from "../ui/button";

/** The one 404 page: unknown addresses, and vendors or places that do not exist or are not public (the server answers 404 too). */
export function NotFound() {
  const { t } = useTranslation();
  const f = usePlainFormat();
  usePageTitle(t("notFound.title"));
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">{f.digits(404)}</p>
      <h1 className="text-xl font-semibold">{t("notFound.title")}</h1>
      <Link to="/" className={buttonClass("primary")}>
        {t("notFound.home")}
      </Link>
    </div>
  );
}
