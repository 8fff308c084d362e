import { useNavigate, useRevalidator } from "react-router";
import { Button } from "../components/ui/button";
import { useTranslation } from "../i18n/use-translation";
import { Interactive } from "./interactive";

/** Spec 000 'Error fallback screen'. */
export function ErrorFallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      {/* A drawn page whose app failed still gets its buttons back: Try Again, Go Home. */}
      <Interactive />
      <h1 className="text-2xl font-semibold">{t("errorFallback.title")}</h1>
      <div className="flex gap-3">
        <Button
          onClick={() => {
            revalidator.revalidate();
            navigate(0);
          }}
        >
          {t("errorFallback.retry")}
        </Button>
        <Button variant="secondary" onClick={() => navigate("/")}>
          {t("errorFallback.home")}
        </Button>
      </div>
    </div>
  );
}
