import {
  allowedStatusMoves,
  type LeadDetail,
  type LeadStatus,
  remainingAmount,
  telLink,
  visibleEvents,
  whatsappLink,
} from "@bihe/shared";
import { ExternalLink, MessageCircle, Phone } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button, buttonClass } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { useLead, useUpdateLead } from "./api";
import { BsDate } from "./bs-date";
import { Row, Section } from "./detail-parts";
import { InquiryFacts } from "./inquiry-facts";
import { LeadStatusBadge, placeParts, ValleyBadge } from "./lead-bits";
import { FinancialsEditor, PackageEditor } from "./lead-editors";
import { LeadHistory } from "./lead-history";
import { LeadBookingSlot, QuotationsSlot } from "./lead-slots";
import { OverCapacityWarning, overCapacityWarning } from "./over-capacity";

// The lead's conversation with its client (features/conversations), loaded with the lead it is for.
const LeadThreadPanel = lazy(() =>
  import("../../components/conversations/lead-thread-panel").then((m) => ({ default: m.LeadThreadPanel })),
);

/** Spec 001 2.14: the lead detail, opened by ?leadId= on the leads pages. */
export function LeadDetailDialog({ leadId, onClose }: { leadId: string | null; onClose: () => void }) {
  const { t } = useTranslation("leads");
  const { data: lead, isLoading, isError } = useLead(leadId);
  useEffect(() => {
    if (isError) {
      notify.error(t("detail.loadFailed"));
      onClose();
    }
  }, [isError, onClose, t]);
  return (
    <Dialog
      open={!!leadId}
      onOpenChange={(o) => !o && onClose()}
      title={lead?.name ?? t("detail.title")}
      className="md:max-w-3xl"
    >
      {isLoading || !lead ? (
        <div className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        <LeadDetailBody lead={lead} />
      )}
    </Dialog>
  );
}

function LeadDetailBody({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation("leads");
  const f = useFormat();
  const update = useUpdateLead(lead.id);
  // A Won lead on a full (or blocked) date waits for the vendor's answer to the warning.
  const [warning, setWarning] = useState<{ to: LeadStatus; message: string } | null>(null);
  const move = (to: LeadStatus, confirmOverCapacity?: boolean) =>
    update.mutate(
      { status: to, ...(confirmOverCapacity ? { confirmOverCapacity } : {}) },
      {
        onSuccess: () => {
          setWarning(null);
          notify.success(t("detail.moved", { status: t(`status.${to}`) }));
        },
        onError: (err) => {
          const message = overCapacityWarning(err, f.lang);
          if (message) return setWarning({ to, message });
          notify.error(t("detail.saveFailed"), errorMessage(err, t("detail.saveFailed")));
        },
      },
    );
  const wa = lead.whatsappNumber || lead.number;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <LeadStatusBadge status={lead.status} />
        <span className="text-sm text-stone-600">{t("detail.status")}:</span>
        {allowedStatusMoves(lead.status).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === "won" ? "success" : s === "lost" ? "danger" : "secondary"}
            disabled={update.isPending}
            onClick={() => move(s)}
          >
            {t("detail.moveTo", { status: t(`status.${s}`) })}
          </Button>
        ))}
      </div>
      {warning && (
        <OverCapacityWarning
          message={warning.message}
          busy={update.isPending}
          onConfirm={() => move(warning.to, true)}
          onCancel={() => setWarning(null)}
        />
      )}

      <Section title={t("detail.client")}>
        <dl>
          <Row label={t("detail.phone")}>{lead.number}</Row>
          <Row label={t("detail.whatsapp")}>{lead.whatsappNumber}</Row>
          <Row label={t("detail.source")}>{lead.source}</Row>
          <Row label={t("detail.reference")}>{lead.reference}</Row>
          <Row label={t("detail.inquiryDate")}>
            <BsDate ad={lead.inquiryDate} />
          </Row>
          <Row label={t("detail.contactDays")}>{f.contactDays(lead.preferredContactDays)}</Row>
          <Row label={t("detail.contactTime")}>{f.storedTime(lead.preferredContactTime)}</Row>
        </dl>
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={telLink(lead.number)} className={buttonClass("primary", "sm")}>
            <Phone className="h-4 w-4" />
            {t("detail.call")}
          </a>
          <a href={whatsappLink(wa)} target="_blank" rel="noreferrer" className={buttonClass("success", "sm")}>
            <MessageCircle className="h-4 w-4" />
            {t("detail.whatsappButton")}
          </a>
        </div>
      </Section>

      {lead.inquiry && <InquiryFacts inquiry={lead.inquiry} />}

      <Section title={t("detail.messages")}>
        <Suspense fallback={<Skeleton className="h-40" />}>
          <LeadThreadPanel leadId={lead.id} />
        </Suspense>
      </Section>

      {LeadBookingSlot && (
        <Suspense fallback={null}>
          <LeadBookingSlot lead={lead} />
        </Suspense>
      )}
      {QuotationsSlot && (
        <Suspense fallback={<Skeleton className="h-24" />}>
          <QuotationsSlot lead={lead} />
        </Suspense>
      )}

      <FinancialsEditor lead={lead} update={update}>
        <dl>
          <Row label={t("detail.total")}>{f.money(lead.totalAmount)}</Row>
          <Row label={t("detail.advance")}>{f.money(lead.advanceAmount)}</Row>
          <Row label={t("detail.remaining")}>
            <span data-testid="remaining">{f.money(remainingAmount(lead.totalAmount, lead.advanceAmount))}</span>
          </Row>
        </dl>
      </FinancialsEditor>

      <Section title={t("detail.events")}>
        <ul className="space-y-2">
          {visibleEvents(lead.events).map((e) => (
            <li key={e.id} className="rounded-lg bg-stone-50 p-3 text-sm">
              <p className="font-medium">{f.event(e.eventName)}</p>
              <p className="text-stone-600">
                <BsDate ad={e.eventDate} />
                {e.startTime ? ` · ${f.storedTime(e.startTime)}` : ""}
              </p>
              {/* A photo crew only on a photography vendor's lead (a hall's or decorator's has none). */}
              {(e.numberOfPhotographer > 0 || e.numberOfVideographer > 0 || e.drone) && (
                <p className="text-stone-600">
                  {t("detail.photographers")}: {f.digits(e.numberOfPhotographer)} · {t("detail.videographers")}:{" "}
                  {f.digits(e.numberOfVideographer)} · {t("detail.drone")}: {e.drone ? t("detail.yes") : t("detail.no")}
                </p>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t("detail.locations")} action={<ValleyBadge lead={lead} />}>
        <ul className="space-y-2">
          {lead.locations.map((l) => (
            <li key={l.id} className="rounded-lg bg-stone-50 p-3 text-sm">
              <p className="font-medium">{t(`locationTypes.${l.locationType}`)}</p>
              <p className="text-stone-600">{placeParts(l, f) || "—"}</p>
              {l.googleMapsLink && (
                <a
                  href={l.googleMapsLink}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-1 inline-flex items-center gap-1 text-brand-700 hover:underline"
                >
                  <ExternalLink className="h-3.5 w-3.5" />
                  {t("detail.openMap")}
                </a>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <PackageEditor lead={lead} update={update} />
      <LeadHistory lead={lead} />
    </div>
  );
}
