import { ACCEPTED_NAME_MAX, DECLINE_REASON_MAX, type QuotationView } from "@bihe/shared";
import { bookingsContracts as contracts } from "@bihe/shared/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useFormat } from "../../i18n/format";
import { Localized } from "../../i18n/localized";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import type { ClientReader } from "../../lib/bookings-api";
import { callApi } from "../../lib/call-api";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field, Input, Textarea } from "../ui/input";

/** Accept and decline through the reader's route; an answer changes the quotation, its card, the bookings and badges. */
function useAnswerQuotation(reader: ClientReader) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries();
  const accept = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      reader.kind === "customer"
        ? callApi(contracts.customerAccept, { params: { id }, body: { name } })
        : callApi(contracts.clientAccept, { params: { token: reader.token, id }, body: { name } }),
    onSuccess: refresh,
  });
  const decline = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      reader.kind === "customer"
        ? callApi(contracts.customerDecline, { params: { id }, body: { reason } })
        : callApi(contracts.clientDecline, { params: { token: reader.token, id }, body: { reason } }),
    onSuccess: refresh,
  });
  return { accept, decline };
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError ? (error.fields?.name ?? error.fields?.reason ?? error.message) : fallback;

/**
 * The client's Accept and Decline under a sent quotation (the quotation card's actions): Accept asks
 * for the client's typed name in a dialog, Decline for an optional reason. An accepted quotation says
 * so and links to the booking when the page gives one.
 */
export function QuotationAnswer({
  quotation: q,
  reader,
  bookingHref,
}: {
  quotation: Pick<QuotationView, "id" | "version" | "total" | "status">;
  reader: ClientReader;
  bookingHref?: string;
}) {
  const { t } = useTranslation("bookings");
  const f = useFormat();
  const { accept, decline } = useAnswerQuotation(reader);
  const [dialog, setDialog] = useState<"accept" | "decline" | null>(null);
  const [name, setName] = useState("");
  const [reason, setReason] = useState("");

  if (q.status === "accepted" || accept.isSuccess) {
    return (
      <div className="space-y-1 text-sm text-green-800" data-testid="quotation-accepted">
        <p className="flex items-center gap-1.5 font-medium">
          <CheckCircle2 className="h-4 w-4" aria-hidden />
          {t("accepted")}
        </p>
        {bookingHref && (
          <a className="text-brand-700 underline" href={bookingHref}>
            {t("openBooking")}
          </a>
        )}
      </div>
    );
  }
  if (q.status === "declined" || decline.isSuccess) return <p className="text-sm text-stone-600">{t("declined")}</p>;
  if (q.status !== "sent") return null;

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setDialog("accept")} data-testid="quotation-accept">
        {t("accept")}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setDialog("decline")} data-testid="quotation-decline">
        {t("decline")}
      </Button>
      <Dialog
        open={dialog === "accept"}
        onOpenChange={(open) => setDialog(open ? "accept" : null)}
        title={t("acceptTitle")}
        description={t("acceptIntro", { version: f.digits(q.version), total: f.money(q.total) })}
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            accept.mutate({ id: q.id, name }, { onSuccess: () => setDialog(null) });
          }}
        >
          <Field
            label={t("yourName")}
            htmlFor="accept-name"
            error={accept.isError ? messageOf(accept.error, t("failed")) : undefined}
          >
            <Input
              id="accept-name"
              value={name}
              maxLength={ACCEPTED_NAME_MAX}
              autoComplete="name"
              required
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={accept.isPending || !name.trim()} data-testid="quotation-accept-confirm">
              {t("confirmAccept")}
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={dialog === "decline"}
        onOpenChange={(open) => setDialog(open ? "decline" : null)}
        title={t("declineTitle")}
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            decline.mutate({ id: q.id, reason: reason.trim() || null }, { onSuccess: () => setDialog(null) });
          }}
        >
          <Field label={t("reason")} htmlFor="decline-reason" hint={t("reasonHint")}>
            <Textarea
              id="decline-reason"
              rows={3}
              value={reason}
              maxLength={DECLINE_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          {decline.isError && (
            <p role="alert" className="text-sm text-red-600">
              <Localized message={messageOf(decline.error, t("failed"))} />
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t("cancel")}
            </Button>
            <Button type="submit" variant="danger" disabled={decline.isPending} data-testid="quotation-decline-confirm">
              {t("confirmDecline")}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
