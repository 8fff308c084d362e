import { registrationFormPath } from "@bihe/shared";
import { BellRing, FilePenLine, Inbox, Printer, QrCode, Sparkles } from "lucide-react";
import { ApplicationStatusCard } from "../../components/application-status/application-status-card";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Card, Skeleton } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useMe } from "../../lib/auth";
import { useApplicationStatus, useVendorInquiries, useVendorReviews } from "./api";
import { AvatarMenu } from "./avatar-menu";
import { DashboardTile, type DashboardTileProps } from "./dashboard-tile";
import { VendorDayPanel } from "./vendor-day-panel";

type HallOrDecorator = "banquet_hall" | "decorator";

/**
 * The banquet hall's and the decorator's dashboard: their application (status, the
 * admin's reason, dates in BS with AD) and the tools photographers have, each a working tile:
 * their own form, inquiries, Reviews & QR with the printable page, leads and notification
 * settings. Until the application is approved, the review tools say why they are locked.
 */
export default function TypeDashboard({ vendorType }: { vendorType: HallOrDecorator }) {
  const { t } = useTranslation("vendorWorkspace");
  const f = useFormat();
  const { data: me } = useMe();
  // An admin passes the dashboard's guard but has no application of its own (the status route refuses it).
  const isVendor = me?.user.role === "vendor";
  const status = useApplicationStatus(isVendor);
  const inquiries = useVendorInquiries();
  const vendorStatus = status.data?.status ?? me?.vendor?.status ?? null;
  const approved = vendorStatus === "approved";
  const reviews = useVendorReviews(approved);
  const banquet = vendorType === "banquet_hall";
  // Spec 001 'Sidebar' tooltips, the same words the sidebar's locked Reviews & QR item uses.
  const lockedReason = approved
    ? undefined
    : vendorStatus === "pending"
      ? t("reviewsAccess.pending")
      : t("reviewsAccess.incomplete");
  const inquiryCount = inquiries.data?.inquiries.length ?? 0;
  const stats = reviews.data?.stats;

  const tiles: DashboardTileProps[] = [
    {
      to: registrationFormPath(vendorType),
      icon: <FilePenLine className="h-7 w-7" />,
      title: t("typeDashboard.tiles.editProfile"),
      hint: banquet ? t("typeDashboard.tiles.editBanquetHint") : t("typeDashboard.tiles.editDecoratorHint"),
      testId: "tile-edit-profile",
      primary: true,
    },
    {
      to: "/vendor-inquiries",
      icon: <Inbox className="h-7 w-7" />,
      title: t("sidebar.inquiries"),
      hint: t("typeDashboard.tiles.inquiriesHint", { count: inquiryCount }),
      testId: "tile-inquiries",
    },
    {
      to: "/vendor-reviews",
      icon: <QrCode className="h-7 w-7" />,
      title: t("sidebar.reviews"),
      hint: stats?.count
        ? t("typeDashboard.tiles.reviewsHint", { count: stats.count, average: f.digits(stats.average.toFixed(1)) })
        : t("typeDashboard.tiles.reviewsHintNone"),
      testId: "tile-reviews",
      lockedReason,
    },
    {
      to: "/vendor-reviews/print",
      icon: <Printer className="h-7 w-7" />,
      title: t("reviews.printQr"),
      hint: t("typeDashboard.tiles.printQrHint"),
      testId: "tile-print-qr",
      newWindow: true,
      lockedReason,
    },
    {
      to: "/photographer-leads-dashboard",
      icon: <Sparkles className="h-7 w-7" />,
      title: t("dashboard.newLeads"),
      hint: t("dashboard.newLeadsHint"),
      testId: "tile-leads",
    },
    {
      to: "/notification-settings",
      icon: <BellRing className="h-7 w-7" />,
      title: t("typeDashboard.tiles.notifications"),
      hint: t("typeDashboard.tiles.notificationsHint"),
      testId: "tile-notifications",
    },
  ];

  return (
    <>
      <WorkspaceHeader title={banquet ? t("typeDashboard.banquetTitle") : t("typeDashboard.decoratorTitle")}>
        <AvatarMenu />
      </WorkspaceHeader>
      <div className="grid gap-4 p-4 md:p-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:items-start">
        {!isVendor ? null : status.isLoading ? (
          <Skeleton className="h-64 w-full rounded-xl" />
        ) : status.data ? (
          <ApplicationStatusCard data={status.data} />
        ) : (
          <Card className="p-6">
            <p role="alert" className="text-red-700">
              {t("typeDashboard.loadFailed")}
            </p>
          </Card>
        )}
        {isVendor && (
          <div className="xl:col-span-2">
            <VendorDayPanel />
          </div>
        )}
        <section aria-labelledby="dashboard-tools" className="space-y-3">
          <h2 id="dashboard-tools" className="font-semibold text-stone-900">
            {t("typeDashboard.toolsTitle")}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {tiles.map((tile) => (
              <li key={tile.testId}>
                <DashboardTile {...tile} lockedBadge={t("typeDashboard.afterApproval")} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
