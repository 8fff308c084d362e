import { PAYMENT_QR_LABEL_MAX } from "@bihe/shared";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, Skeleton } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { usePaymentQr, usePaymentQrChange } from "./api";

/** The vendor's payment QR (eSewa, Khalti, Fonepay or a bank's): upload, replace, remove; printed on quotations. */
export function PaymentQrSection() {
  const { t } = useTranslation("quotations");
  const current = usePaymentQr();
  const { upload, remove } = usePaymentQrChange();
  const [label, setLabel] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const qr = current.data?.qr ?? null;
  const busy = upload.isPending || remove.isPending;

  const submit = () => {
    if (!file) return;
    upload.mutate(
      { label: label.trim() || qr?.label || "", file },
      {
        onSuccess: () => {
          notify.success(t("qr.saved"));
          setFile(null);
          setLabel("");
        },
        onError: (e) => notify.error(t("qr.failed"), errorMessage(e, t("qr.failed"))),
      },
    );
  };

  return (
    <Card className="space-y-3 p-4" data-testid="payment-qr-section">
      <div>
        <h2 className="font-semibold">{t("qr.title")}</h2>
        <p className="text-sm text-stone-600">{t("qr.intro")}</p>
      </div>
      {current.isLoading ? (
        <Skeleton className="h-24" />
      ) : qr ? (
        <div className="flex items-center gap-3">
          <img
            src={qr.url}
            alt={t("qr.alt", { label: qr.label })}
            className="h-24 w-24 rounded border object-contain"
          />
          <div className="space-y-2">
            <p className="font-medium">{qr.label}</p>
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => notify.success(t("qr.removed")),
                  onError: (e) => notify.error(t("qr.failed"), errorMessage(e, t("qr.failed"))),
                })
              }
            >
              {t("qr.remove")}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t("qr.none")}</p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("qr.label")} htmlFor="payment-qr-label">
          <Input
            id="payment-qr-label"
            value={label}
            maxLength={PAYMENT_QR_LABEL_MAX}
            placeholder={qr?.label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </Field>
        <Field label={t("qr.file")} htmlFor="payment-qr-file">
          <Input
            id="payment-qr-file"
            type="file"
            accept="image/*"
            className="py-1.5"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
      </div>
      <Button disabled={busy || !file || !(label.trim() || qr?.label)} onClick={submit}>
        {qr ? t("qr.replace") : t("qr.upload")}
      </Button>
    </Card>
  );
}
