import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { notify } from "../components/ui/toast";
import { useTranslation } from "../i18n/use-translation";
import { ApiRequestError } from "./api";
import { authApi } from "./auth";

/**
 * Signs out, clears every cached answer, shows the toast and goes to / (replacing history).
 * The navigation bar and the vendor sidebar say 'You have been successfully signed out.';
 * the customer dashboard's Sign Out says 'You have been signed out successfully.' (spec 000 section 8).
 */
export function useSignOut(variant: "navigation" | "dashboard" = "navigation") {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await authApi.signOut();
      qc.clear();
      qc.setQueryData(["me"], null);
      notify.success(t("signOut.title"), t(variant === "dashboard" ? "signOut.dashboardMessage" : "signOut.message"));
      navigate("/", { replace: true });
    } catch (err) {
      if (err instanceof ApiRequestError) notify.error(t("signOut.failedTitle"), t("signOut.failed"));
      else notify.error("Error", t("signOut.unexpected"));
    }
  };
}
