import type { VendorStatus } from "@bihe/shared";
import { useTranslation } from "react-i18next";
import { notify } from "../../components/ui/toast";
import { useChangeStatus } from "./api";

/** Changes a vendor's status with the spec's toasts; lists and counters refetch afterwards. */
export function useStatusChange({ quietFailure = false }: { quietFailure?: boolean } = {}) {
  const { t } = useTranslation("admin");
  const mutation = useChangeStatus();
  const change = async (id: string, status: VendorStatus) => {
    try {
      await mutation.mutateAsync({ id, status });
      notify.success(t("status.updatedTitle"), t("status.updated", { status }));
      return true;
    } catch (err) {
      // Spec 001 section 8: in the dashboard list a failure is only logged.
      if (quietFailure) console.error(err);
      else notify.error(t("status.failed"));
      return false;
    }
  };
  return { change, pending: mutation.isPending ? mutation.variables : undefined };
}
