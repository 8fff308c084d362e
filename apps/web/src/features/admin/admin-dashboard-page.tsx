import { ADMIN_PAGE_SIZE, type AdminVendorRow, VENDOR_TYPES, type VendorStatus, type VendorType } from "@bihe/shared";
import { ExternalLink, Pencil, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Button, buttonClass } from "../../components/ui/button";
import { Card, Skeleton, StatusBadge } from "../../components/ui/card";
import { Input, Select } from "../../components/ui/input";
import { PaginationBar } from "../../components/ui/pagination-bar";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useAdminCounts, useAdminVendors, useRefreshAdmin } from "./api";
import { CountCard } from "./count-card";
import { VendorEditDialog } from "./vendor-edit-dialog";
import { DriveLink, SocialIcons, useVendorTypeLabel } from "./vendor-links";

/** Spec 001 screen 18: counters and the Vendor Management list (server-side search and pages). */
export function AdminDashboardPage() {
  const { t } = useTranslation("admin");
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<VendorStatus | "">("");
  const [type, setType] = useState<VendorType | "">("");
  const typeLabel = useVendorTypeLabel();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const refresh = useRefreshAdmin();

  // Debounced search: one request after typing stops.
  useEffect(() => {
    const id = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(id);
  }, [searchText]);

  const counts = useAdminCounts();
  const list = useAdminVendors({
    search: search || undefined,
    status: status || undefined,
    type: type || undefined,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = !!search || !!status || !!type;

  return (
    <>
      <WorkspaceHeader title={t("dashboard.title")} />
      <div className="space-y-6 p-4 md:p-6">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <CountCard label={t("dashboard.total")} value={counts.data?.total} tone="brand" />
          <CountCard label={t("dashboard.pending")} value={counts.data?.pending} tone="yellow" />
          <CountCard label={t("dashboard.approved")} value={counts.data?.approved} tone="green" />
          <CountCard label={t("dashboard.rejected")} value={counts.data?.rejected} tone="red" />
        </div>

        <Card className="p-4 md:p-5">
          <h2 className="mb-4 text-lg font-semibold">{t("dashboard.management")}</h2>
          <div className="mb-4 flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-400"
                aria-hidden="true"
              />
              <Input
                type="search"
                aria-label={t("dashboard.searchLabel")}
                placeholder={t("dashboard.searchPlaceholder")}
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
                className="pl-9"
              />
            </div>
            <Select
              aria-label={t("dashboard.statusFilter")}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as VendorStatus | "");
                setPage(1);
              }}
              className="sm:w-44"
            >
              <option value="">{t("dashboard.allStatuses.all")}</option>
              <option value="pending">{t("dashboard.allStatuses.pending")}</option>
              <option value="approved">{t("dashboard.allStatuses.approved")}</option>
              <option value="rejected">{t("dashboard.allStatuses.rejected")}</option>
            </Select>
            <Select
              aria-label={t("dashboard.typeFilter")}
              value={type}
              onChange={(e) => {
                setType(e.target.value as VendorType | "");
                setPage(1);
              }}
              className="sm:w-52"
            >
              <option value="">{t("dashboard.allTypes")}</option>
              {VENDOR_TYPES.map((vt) => (
                <option key={vt} value={vt}>
                  {typeLabel(vt)}
                </option>
              ))}
            </Select>
          </div>

          {list.isLoading ? (
            <ul aria-busy="true" className="divide-y divide-stone-100">
              {Array.from({ length: 5 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={i} className="flex items-center gap-4 py-4" data-testid="skeleton-row">
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-1/3" />
                    <Skeleton className="h-3 w-2/3" />
                  </div>
                  <Skeleton className="h-8 w-32" />
                </li>
              ))}
            </ul>
          ) : !data?.items.length ? (
            <p className="py-10 text-center text-stone-600">
              {filtered ? t("dashboard.emptyFiltered") : t("dashboard.empty")}
            </p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {data.items.map((v) => (
                <VendorRow key={v.id} vendor={v} onEdit={() => setEditing(v.id)} />
              ))}
            </ul>
          )}

          <PaginationBar className="mt-4" page={page} pages={pages} onPage={setPage} />
        </Card>
      </div>
      <VendorEditDialog
        vendorId={editing}
        onClose={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </>
  );
}

function VendorRow({ vendor: v, onEdit }: { vendor: AdminVendorRow; onEdit: () => void }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const typeLabel = useVendorTypeLabel();
  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-center" data-testid="vendor-row">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">{v.companyName}</span>
          <StatusBadge status={v.status} />
          <SocialIcons vendor={v} />
        </div>
        <p className="break-all text-sm text-stone-600">{v.emailAddress}</p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-500">
          <span>{typeLabel(v.vendorType)}</span>
          <span>{t("dashboard.registered", { date: f.adMoment(v.createdAt) })}</span>
          {v.companyAge != null && <span>{t("dashboard.experience", { count: v.companyAge })}</span>}
          <DriveLink href={v.googleDriveLink} label={t("dashboard.portfolio")} />
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <a
          href={`/vendor/${v.id}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("secondary", "sm")}
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {t("dashboard.view")}
        </a>
        <Button size="sm" onClick={onEdit} aria-label={`${t("dashboard.edit")} ${v.companyName}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t("dashboard.edit")}
        </Button>
      </div>
    </li>
  );
}
