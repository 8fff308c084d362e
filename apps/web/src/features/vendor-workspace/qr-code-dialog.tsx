import { Download } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useTranslation } from "../../i18n/use-translation";
import { useMe } from "../../lib/auth";
import { QR_PNG_URL } from "./api";
import { useQrPdfDownload } from "./use-qr-pdf-download";

/** The avatar menu's QR Code: the review QR (made by our server) and its PDF. */
export function QrCodeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("vendorWorkspace");
  const { data: me } = useMe();
  const { busy, download } = useQrPdfDownload();
  const approved = me?.vendor?.status === "approved";

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("qrDialog.title")} description={t("qrDialog.description")}>
      {approved ? (
        <div className="flex flex-col items-center gap-4">
          {open && <img src={QR_PNG_URL} alt={t("reviews.qrAlt")} width={200} height={200} className="h-50 w-50" />}
          <Button onClick={() => void download()} disabled={busy}>
            <Download className="h-4 w-4" />
            {t("qrDialog.download")}
          </Button>
        </div>
      ) : (
        <p className="text-stone-600">
          {me?.vendor?.status === "pending" ? t("reviewsAccess.pending") : t("reviewsAccess.incomplete")}
        </p>
      )}
    </Dialog>
  );
}
