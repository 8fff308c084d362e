import {
  type AdminVendorDetail,
  APPLICATION_CHANGED_MESSAGE,
  type AuditEntry,
  nepalDateTime,
  type VendorStatus,
} from "@bihe/shared";
import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button";
import { StatusBadge } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { useSaveVendor } from "./api";
import { RecentPhotos } from "./recent-photos";
import { useStatusChange } from "./use-status-change";
import { useVendorTypeLabel } from "./vendor-links";

/**
 * What every vendor's edit dialog shares (spec 001 screen 20): the status line, the save with the
 * version it loaded (a newer save elsewhere is the clear 409), the history, and the footer.
 */
export function useDialogSave(detail: AdminVendorDetail, setErrors: (fields: Record<string, string>) => void) {
  const { t } = useTranslation("admin");
  const save = useSaveVendor(detail.vendor.id);
  const submit = async (application: Parameters<typeof save.mutateAsync>[0]["application"]) => {
    setErrors({});
    try {
      // Based on the version this dialog shows (the answer of a save replaces it with the new one).
      await save.mutateAsync({ application, version: detail.vendor.version });
      notify.success(t("dialog.successTitle"), t("dialog.success"));
    } catch (err) {
      if (err instanceof ApiRequestError && err.fields) setErrors(err.fields);
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
  return { submit, saving: save.isPending };
}

export function DialogStatusLine({ detail }: { detail: AdminVendorDetail }) {
  const f = useFormat();
  const typeLabel = useVendorTypeLabel();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
      <StatusBadge status={detail.vendor.status} />
      <span>{typeLabel(detail.vendor.vendorType)}</span>
      {detail.vendor.loginEmail && <span className="break-all">{detail.vendor.loginEmail}</span>}
      <span>{f.adMoment(detail.vendor.submittedAt ?? detail.vendor.createdAt)}</span>
    </p>
  );
}

/** Approve / Reject with the status badge, and Close / Save Changes, kept in view at the bottom. */
export function DialogFooter({
  detail,
  onClose,
  onSave,
  saving,
}: {
  detail: AdminVendorDetail;
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation("admin");
  const { change, pending, reasonDialog } = useStatusChange();
  const setStatus = (status: VendorStatus) => void change(detail.vendor.id, status, detail.vendor.companyName);
  return (
    <>
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
          <Button onClick={onSave} disabled={saving} className="whitespace-nowrap">
            {saving ? t("dialog.saving") : t("dialog.save")}
          </Button>
        </div>
      </div>
      {reasonDialog}
    </>
  );
}

export function History({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const statusWord = (status: string) => t(`common:vendorStatus.${status}` as "common:vendorStatus.pending");
  const describe = (e: AuditEntry) => {
    if (e.action === "vendor.status") {
      const b = (e.before as { status?: string } | null)?.status ?? "pending";
      const a = (e.after as { status?: string } | null)?.status ?? "pending";
      return t("dialog.historyStatus", { before: statusWord(b), after: statusWord(a) });
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
                {e.actorEmail ?? ""} · {f.adMoment(e.createdAt)} {f.clock(nepalDateTime(e.createdAt).hhmm)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** The dialog's body for any vendor: the status line, one tab per part of its form, the history, the footer. */
export function EditDialogBody({
  detail,
  tabs,
  onClose,
  onSave,
  saving,
}: {
  detail: AdminVendorDetail;
  tabs: { key: string; label: string; content: ReactNode }[];
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
}) {
  const [tab, setTab] = useState(tabs[0]?.key ?? "");
  return (
    <div className="space-y-4">
      <DialogStatusLine detail={detail} />
      <RecentPhotos detail={detail} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          {tabs.map(({ key, label }) => (
            <TabsTrigger key={key} value={key}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ key, content }) => (
          <TabsContent key={key} value={key}>
            {content}
          </TabsContent>
        ))}
      </Tabs>
      <History entries={detail.audit} />
      <DialogFooter detail={detail} onClose={onClose} onSave={onSave} saving={saving} />
    </div>
  );
}
