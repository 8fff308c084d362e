import { useState } from "react";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { downloadQrPdf } from "./api";

/** Downloads the review QR's PDF with its toasts; `busy` while it is on the way (the button waits). */
export function useQrPdfDownload() {
  const { t } = useTranslation("vendorWorkspace");
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadQrPdf();
      notify.success(t("reviews.pdfTitle"), t("reviews.pdfDownloaded"));
    } catch {
      notify.error(t("reviews.errorTitle"), t("reviews.pdfFailed"));
    } finally {
      setBusy(false);
    }
  }
  return { busy, download };
}
