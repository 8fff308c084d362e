import {
  type AdminVendorDetail,
  APPLICATION_CHANGED_MESSAGE,
  type AuditEntry,
  formatVendorTypeLabel,
  nepalDateTime,
  type VendorStatus,
} from "@bihe/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Spinner, StatusBadge } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { ApiRequestError } from "../../lib/api";
import { useAdminVendor, useSaveVendor } from "./api";
import { MediaTab, PackagesTab, PaymentTab, PricingTab } from "./edit-tabs-pricing";
import { AddressTab, BusinessTab, ContactsTab, ServiceAreasTab, SocialTab } from "./edit-tabs-profile";
import { useApplicationForm } from "./form-state";
import { useStatusChange } from "./use-status-change";
import { formatDate } from "./vendor-links";

/** Spec 001 screen 20: nine tabs, Save Changes, Close, Approve / Reject, status badge, history. */
export function VendorEditDialog({ vendorId, onClose }: { vendorId: string | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const query = useAdminVendor(vendorId);
  return (
    <Dialog
      open={!!vendorId}
      onOpenChange={(open) => !open && onClose()}
      title={query.data?.vendor.companyName ?? t("dialog.title")}
      className="max-w-5xl!"
    >
      {query.isLoading || (query.isFetching && !query.data) ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-8 w-8" />
        </div>
      ) : query.isError || !query.data ? (
        <div className="space-y-4 py-8 text-center">
          <p role="alert" className="text-red-700">
            {t("dialog.loadFailed")}
          </p>
          <Button variant="secondary" onClick={onClose} className="whitespace-nowrap">
            {t("dialog.close")}
          </Button>
        </div>
      ) : (
        <EditForm key={query.data.vendor.id} detail={query.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function EditForm({ detail, onClose }: { detail: AdminVendorDetail; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const form = useApplicationForm(detail.application);
  const save = useSaveVendor(detail.vendor.id);
  const { change, pending, reasonDialog } = useStatusChange();
  const [tab, setTab] = useState("business");
  const full = detail.vendor.vendorType === "wedding_cinematographer";

  const submit = async () => {
    form.setErrors({});
    try {
      // Based on the version this dialog shows (the answer of a save replaces it with the new one).
      await save.mutateAsync({ application: form.value, version: detail.vendor.version });
      notify.success(t("dialog.successTitle"), t("dialog.success"));
    } catch (err) {
      if (err instanceof ApiRequestError && err.fields) form.setErrors(err.fields);
      // The vendor or another admin saved since this dialog opened: saving would undo their change.
      const changed =
        err instanceof ApiRequestError && err.status === 409 && err.message === APPLICATION_CHANGED_MESSAGE;
      notify.error(
        t("dialog.errorTitle"),
        changed
          ? t("dialog.changedElsewhere")
          : err instanceof ApiRequestError && err.message
            ? err.message
            : t("dialog.saveFailed"),
      );
    }
  };
  const setStatus = (status: VendorStatus) => void change(detail.vendor.id, status, detail.vendor.companyName);

  const tabs = full
    ? ([
        "business",
        "address",
        "contacts",
        "serviceAreas",
        "pricing",
        "packages",
        "payment",
        "media",
        "social",
      ] as const)
    : (["business", "media", "social"] as const);

  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
        <StatusBadge status={detail.vendor.status} />
        <span>{formatVendorTypeLabel(detail.vendor.vendorType)}</span>
        {detail.vendor.loginEmail && <span className="break-all">{detail.vendor.loginEmail}</span>}
        <span>{formatDate(detail.vendor.submittedAt ?? detail.vendor.createdAt)}</span>
      </p>
      {!full && <TypeSummary detail={detail} />}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          {tabs.map((k) => (
            <TabsTrigger key={k} value={k}>
              {t(`dialog.tabs.${k}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="business">
          <BusinessTab form={form} />
        </TabsContent>
        {full && (
          <>
            <TabsContent value="address">
              <AddressTab form={form} />
            </TabsContent>
            <TabsContent value="contacts">
              <ContactsTab form={form} />
            </TabsContent>
            <TabsContent value="serviceAreas">
              <ServiceAreasTab form={form} />
            </TabsContent>
            <TabsContent value="pricing">
              <PricingTab form={form} />
            </TabsContent>
            <TabsContent value="packages">
              <PackagesTab form={form} />
            </TabsContent>
            <TabsContent value="payment">
              <PaymentTab form={form} />
            </TabsContent>
          </>
        )}
        <TabsContent value="media">
          <MediaTab form={form} portfolio={detail.portfolio} />
        </TabsContent>
        <TabsContent value="social">
          <SocialTab form={form} />
        </TabsContent>
      </Tabs>

      <History entries={detail.audit} />

      <div className="sticky -bottom-5 -mx-5 flex flex-col gap-3 border-t border-stone-200 bg-white px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="success" size="sm" disabled={!!pending} onClick={() => setStatus("approved")}>
            {t("dialog.approve")}
          </Button>
          <Button variant="danger" size="sm" disabled={!!pending} onClick={() => setStatus("rejected")}>
            {t("dialog.reject")}
          </Button>
          <StatusBadge status={detail.vendor.status} />
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onClose} className="whitespace-nowrap">
            {t("dialog.close")}
          </Button>
          <Button onClick={() => void submit()} disabled={save.isPending} className="whitespace-nowrap">
            {save.isPending ? t("dialog.saving") : t("dialog.save")}
          </Button>
        </div>
      </div>
      {reasonDialog}
    </div>
  );
}

function TypeSummary({ detail }: { detail: AdminVendorDetail }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const lines: string[] = [];
  if (detail.banquet) {
    if (detail.banquet.capacity != null) lines.push(t("list.capacity", { count: detail.banquet.capacity }));
    if (detail.banquet.price != null) lines.push(t("list.pricePerPlate", { price: f.money(detail.banquet.price) }));
    if (detail.banquet.amenities.length)
      lines.push(
        `${t("list.amenities")}: ${detail.banquet.amenities.map((a) => (a.quantity != null ? `${a.name} (${a.quantity})` : a.name)).join(", ")}`,
      );
  }
  if (detail.decorator) {
    if (detail.decorator.specialties.length)
      lines.push(`${t("list.specialties")}: ${detail.decorator.specialties.join(", ")}`);
    if (detail.decorator.eventTypes.length)
      lines.push(`${t("list.eventTypes")}: ${detail.decorator.eventTypes.join(", ")}`);
  }
  return (
    <div className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
      <p className="mt-1 text-xs text-stone-500">{t("dialog.readOnlyType")}</p>
    </div>
  );
}

function History({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation("admin");
  const describe = (e: AuditEntry) => {
    if (e.action === "vendor.status") {
      const b = (e.before as { status?: string } | null)?.status ?? "pending";
      const a = (e.after as { status?: string } | null)?.status ?? "pending";
      return t("dialog.historyStatus", { before: b, after: a });
    }
    return t("dialog.historyEdit", {
      fields: e.changed.map((k) => t(`dialog.historyParts.${k}`, { defaultValue: k })).join(", ") || "-",
    });
  };
  return (
    <details className="rounded-lg border border-stone-200 p-3 text-sm" open={entries.length > 0}>
      <summary className="cursor-pointer font-medium">{t("dialog.history")}</summary>
      {entries.length === 0 ? (
        <p className="mt-2 text-stone-600">{t("dialog.noHistory")}</p>
      ) : (
        <ul className="mt-2 space-y-1" data-testid="audit-history">
          {entries.slice(0, 5).map((e) => (
            <li key={e.id} className="flex flex-wrap gap-x-2 text-stone-700">
              <span>{describe(e)}</span>
              <span className="text-stone-500">
                {e.actorEmail ?? ""} · {formatDate(e.createdAt)} {nepalDateTime(e.createdAt).hhmm}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
