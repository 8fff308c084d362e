import {
  type Booking,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  type PaymentMethodName,
  toAsciiDigits,
  todayAdInNepal,
} from "@bihe/shared";
import { useState } from "react";
import { NepaliDatePicker } from "../../components/calendar/nepali-date-picker";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { Localized } from "../../i18n/localized";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";

import { useRecordPayment } from "./api";

/**
 * "Record payment": amount (at most the balance), date received (BS picker), method and reference.
 * The request id is made when the dialog opens, so a double click or a retry records one payment.
 */
export function RecordPaymentDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("bookings");
  const f = useFormat();
  const save = useRecordPayment(booking.id);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState("");
  const [paidOn, setPaidOn] = useState(() => todayAdInNepal());
  const [method, setMethod] = useState<PaymentMethodName>("cash");
  const [reference, setReference] = useState("");
  const fields = save.error instanceof ApiRequestError ? (save.error.fields ?? {}) : {};
  const other = save.error instanceof ApiRequestError && !save.error.fields ? save.error.message : null;

  const reset = () => {
    setRequestId(crypto.randomUUID());
    setAmount("");
    setReference("");
    save.reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      title={t("recordTitle")}
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { requestId, amount: Number(amount), paidOn, method, reference: reference.trim() || null },
            {
              onSuccess: (answer) => {
                notify.success(t("saved", { number: f.digits(answer.payment.receiptNo) }));
                reset();
                onOpenChange(false);
              },
            },
          );
        }}
      >
        <Field
          label={t("amount")}
          htmlFor="payment-amount"
          hint={t("amountHint", { balance: f.money(booking.balance) })}
          error={fields.amount}
        >
          <Input
            id="payment-amount"
            inputMode="numeric"
            value={amount}
            required
            onChange={(e) => setAmount(toAsciiDigits(e.target.value).replace(/\D/g, ""))}
            data-testid="payment-amount"
          />
        </Field>
        <NepaliDatePicker
          id="payment-date"
          label={t("paidOn")}
          value={paidOn}
          onChange={setPaidOn}
          error={fields.paidOn}
        />
        <Field label={t("method")} htmlFor="payment-method" error={fields.method}>
          <Select
            id="payment-method"
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethodName)}
            data-testid="payment-method"
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("reference")} htmlFor="payment-reference" hint={t("referenceHint")} error={fields.reference}>
          <Input
            id="payment-reference"
            value={reference}
            maxLength={PAYMENT_REFERENCE_MAX}
            onChange={(e) => setReference(e.target.value)}
          />
        </Field>
        {other && (
          <p role="alert" className="text-sm text-red-600">
            <Localized message={other} />
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={save.isPending || !amount} data-testid="payment-save">
            {t("save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
