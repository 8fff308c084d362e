import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../components/ui/button";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-xl font-semibold">{t("notFound.title")}</h1>
      <Link to="/" className={buttonClass("primary")}>
        {t("notFound.home")}
      </Link>
    </div>
  );
}
