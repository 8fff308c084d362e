import type { AdminVendorRow, VendorStatus, VendorType } from "@bihe/shared";
import { Calendar, ImageOff, Mail, MapPin } from "lucide-react";
import { useState } from "react";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Button } from "../../components/ui/button";
import { Card, Skeleton, StatusBadge } from "../../components/ui/card";
import { PaginationBar } from "../../components/ui/pagination-bar";
import { Tabs, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useTypeLabels } from "../../components/vendor-type-labels";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useAdminCounts, useAdminVendors, useRefreshAdmin } from "./api";
import { CountCard } from "./count-card";
import { QueueFilterBar, type QueueFilters } from "./queue-filters";
import { useStatusChange } from "./use-status-change";
import { VendorEditDialog } from "./vendor-edit-dialog";

const PAGE_SIZE = 24;

/**
 * Spec 001 screen 19: one vendor type, by status tab (pending first), with status buttons.
 * Each type's page is its own instance (keyed by type): it opens on Pending Review, page 1,
 * with skeletons until its own vendors arrive, never the previous type's cards.
 */
export function VendorTypeListPage({ vendorType }: { vendorType: VendorType }) {
  return <VendorTypeList key={vendorType} vendorType={vendorType} />;
}

function VendorTypeList({ vendorType }: { vendorType: VendorType }) {
  const { t } = useTranslation("admin");
  const [tab, setTab] = useState<VendorStatus>("pending");
  const [page, setPage] = useState(1);
  // A queue is worked oldest first; the approved and rejected tabs show the latest first.
  const [filters, setFilters] = useState<QueueFilters>({ sort: "oldest" });
  const [editing, setEditing] = useState<string | null>(null);
  const refresh = useRefreshAdmin();
  const counts = useAdminCounts(vendorType);
  // One request for the page of cards, with their cover, price and completeness (never one per card).
  const list = useAdminVendors({ type: vendorType, status: tab, page, pageSize: PAGE_SIZE, ...filters });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <WorkspaceHeader title={t(`list.titles.${vendorType}`)} />
      <div className="space-y-6 p-4 md:p-6">
        <div className="grid grid-cols-3 gap-3">
          <CountCard label={t("list.counts.pending")} value={counts.data?.pending} tone="yellow" />
          <CountCard label={t("list.counts.approved")} value={counts.data?.approved} tone="green" />
          <CountCard label={t("list.counts.rejected")} value={counts.data?.rejected} tone="red" />
        </div>
        <Tabs
          value={tab}
          onValueChange={(v) => {
            setTab(v as VendorStatus);
            setFilters((f) => ({ ...f, sort: v === "pending" ? "oldest" : "newest" }));
            setPage(1);
          }}
        >
          {/* Tighter tabs on a phone, so all three fit beside the sidebar rail. */}
          <TabsList className="gap-0 sm:gap-1">
            <TabsTrigger value="pending">{t("list.tabs.pending")}</TabsTrigger>
            <TabsTrigger value="approved">{t("list.tabs.approved")}</TabsTrigger>
            <TabsTrigger value="rejected">{t("list.tabs.rejected")}</TabsTrigger>
          </TabsList>
        </Tabs>
        <QueueFilterBar
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {list.isLoading ? (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Card key={i} className="space-y-3 p-5" data-testid="skeleton-card">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-9 w-full" />
              </Card>
            ))}
          </div>
        ) : !list.data?.items.length ? (
          <Card className="p-10 text-center text-stone-600">{t(`list.empty.${tab}`)}</Card>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.data.items.map((v) => (
              <VendorCard key={v.id} vendor={v} onEdit={() => setEditing(v.id)} />
            ))}
          </div>
        )}
        <PaginationBar page={page} pages={pages} onPage={setPage} />
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

function VendorCard({ vendor: v, onEdit }: { vendor: AdminVendorRow; onEdit: () => void }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const { change, pending, reasonDialog } = useStatusChange();
  const busy = pending?.id === v.id;
  const statusButtons: { label: string; status: VendorStatus; variant: "success" | "danger" }[] =
    v.status === "approved"
      ? [{ label: t("list.reject"), status: "rejected", variant: "danger" }]
      : v.status === "rejected"
        ? [{ label: t("list.reapprove"), status: "approved", variant: "success" }]
        : [
            { label: t("list.approve"), status: "approved", variant: "success" },
            { label: t("list.reject"), status: "rejected", variant: "danger" },
          ];
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="vendor-card">
      <div className="h-28 shrink-0 overflow-hidden bg-stone-100">
        {v.coverUrl ? (
          <img src={v.coverUrl} alt="" loading="lazy" className="h-full w-full object-cover" data-testid="cover" />
        ) : (
          <div className="flex h-full items-center justify-center gap-2 text-xs text-stone-500">
            <ImageOff className="h-4 w-4" aria-hidden="true" /> {t("queue.noCover")}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="mb-3 flex items-start justify-between gap-2">
          <h2 className="min-w-0 break-words font-semibold text-stone-900">{v.companyName}</h2>
          <StatusBadge status={v.status} />
        </div>
        <QueueFacts vendor={v} />
        <dl className="space-y-1.5 text-sm text-stone-600">
          <div className="flex items-center gap-2">
            <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
            <dd className="break-all">{v.emailAddress}</dd>
          </div>
          <div className="flex items-center gap-2">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            <dd>{(f.lang === "ne" ? v.locationNe : v.location) ?? t("list.noLocation")}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Calendar className="h-4 w-4 shrink-0" aria-hidden="true" />
            <dd>{t("list.submitted", { date: f.adMoment(v.submittedAt ?? v.createdAt) })}</dd>
          </div>
        </dl>
        <TypeFields vendor={v} />
        <div className="mt-4 flex flex-wrap gap-2 pt-1">
          <Button variant="secondary" size="sm" onClick={onEdit} className="w-full whitespace-nowrap">
            {t("list.viewEdit")}
          </Button>
          {statusButtons.map((b) => (
            <Button
              key={b.status}
              variant={b.variant}
              size="sm"
              disabled={busy}
              className="flex-1"
              onClick={() => void change(v.id, b.status, v.companyName)}
            >
              {b.label}
            </Button>
          ))}
        </div>
      </div>
      {reasonDialog}
    </Card>
  );
}

/** What a reviewer weighs first: the starting price and how complete the profile is (and what is missing). */
function QueueFacts({ vendor: v }: { vendor: AdminVendorRow }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const { percent, missing } = v.completeness;
  return (
    <div className="mb-3 space-y-2 text-sm" data-testid="queue-facts">
      <p className="font-medium text-stone-800">
        {v.startingPrice != null ? t("queue.startingFrom", { price: f.money(v.startingPrice) }) : t("queue.noPrice")}
      </p>
      <div>
        <div className="mb-1 flex justify-between text-xs text-stone-600">
          <span>{t("queue.complete")}</span>
          <span data-testid="completeness">{f.digits(percent)}%</span>
        </div>
        <div
          className="h-1.5 overflow-hidden rounded-full bg-stone-200"
          role="progressbar"
          aria-label={t("queue.complete")}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div
            className={
              percent >= 100 ? "h-full bg-emerald-600" : percent >= 60 ? "h-full bg-amber-500" : "h-full bg-red-500"
            }
            style={{ width: `${percent}%` }}
          />
        </div>
        {missing.length > 0 && (
          <p className="mt-1 text-xs text-stone-600">
            {t("queue.missing", { parts: missing.map((m) => t(`queue.parts.${m}`)).join(", ") })}
          </p>
        )}
      </div>
    </div>
  );
}

/** The banquet hall's capacity, price and facilities; the decorator's specialties and event types. */
function TypeFields({ vendor: v }: { vendor: AdminVendorRow }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const labels = useTypeLabels();
  if (v.banquet) {
    const { capacity, price, amenities } = v.banquet;
    return (
      <div className="mt-3 space-y-1 border-t border-stone-100 pt-3 text-sm text-stone-700">
        {capacity != null && <p>{t("list.capacity", { count: capacity })}</p>}
        {price != null && <p>{t("list.pricePerPlate", { price: f.money(price) })}</p>}
        {amenities.length > 0 && (
          <p>
            <span className="font-medium">{t("list.amenities")}: </span>
            {amenities
              .map((a) => (a.quantity != null ? t("list.parking", { count: a.quantity }) : labels.facility(a.name)))
              .join(", ")}
          </p>
        )}
      </div>
    );
  }
  if (v.decorator) {
    const { specialties, eventTypes } = v.decorator;
    return (
      <div className="mt-3 space-y-1 border-t border-stone-100 pt-3 text-sm text-stone-700">
        {specialties.length > 0 && (
          <p>
            <span className="font-medium">{t("list.specialties")}: </span>
            {specialties.map(labels.specialty).join(", ")}
          </p>
        )}
        {eventTypes.length > 0 && (
          <p>
            <span className="font-medium">{t("list.eventTypes")}: </span>
            {eventTypes.map(labels.event).join(", ")}
          </p>
        )}
      </div>
    );
  }
  return null;
}
