import {
  CalendarDays,
  CreditCard,
  FolderOpen,
  Image,
  MoreHorizontal,
  Sparkles,
  UserCog,
  Users,
  Video,
  X,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Button } from "../../components/ui/button";
import { Badge } from "../../components/ui/card";
import type { vendorWorkspace } from "../../i18n/en/vendor-workspace";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { AvatarMenu } from "./avatar-menu";
import { VendorDayPanel } from "./vendor-day-panel";

const tileClass =
  "flex min-h-32 flex-col justify-between gap-3 rounded-xl border p-3.5 text-left shadow-sm sm:min-h-36 sm:p-5";

/** Spec 001 screen 4: the tile grid; only New Leads is active, the rest are Coming Soon. */
export default function PhotographyDashboard() {
  const { t } = useTranslation("vendorWorkspace");
  const navigate = useNavigate();
  const soon: { key: keyof typeof vendorWorkspace.dashboard.tiles; icon: ReactNode }[] = [
    { key: "myClients", icon: <Users className="h-7 w-7" /> },
    { key: "myEvents", icon: <CalendarDays className="h-7 w-7" /> },
    { key: "freelancers", icon: <UserCog className="h-7 w-7" /> },
    { key: "files", icon: <FolderOpen className="h-7 w-7" /> },
    { key: "videoEdit", icon: <Video className="h-7 w-7" /> },
    { key: "photoEdit", icon: <Image className="h-7 w-7" /> },
    { key: "payments", icon: <CreditCard className="h-7 w-7" /> },
    { key: "others", icon: <MoreHorizontal className="h-7 w-7" /> },
  ];

  return (
    <>
      <WorkspaceHeader title={t("dashboard.title")}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("dashboard.close")}
          title={t("dashboard.close")}
          onClick={() => closeWindow(navigate)}
        >
          <X className="h-5 w-5" />
        </Button>
        <AvatarMenu />
      </WorkspaceHeader>
      <div className="space-y-4 p-4 md:p-6">
        <VendorDayPanel />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
          <li>
            <Link
              to="/photographer-leads-dashboard"
              className={cn(
                tileClass,
                "h-full border-brand-200 bg-brand-700 text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600/40",
              )}
            >
              <Sparkles className="h-7 w-7" />
              <span>
                <span className="block font-semibold sm:text-lg">{t("dashboard.newLeads")}</span>
                <span className="block text-xs text-white/80 sm:text-sm">{t("dashboard.newLeadsHint")}</span>
              </span>
            </Link>
          </li>
          {soon.map((tile) => (
            <li key={tile.key}>
              <div
                aria-disabled="true"
                className={cn(tileClass, "h-full cursor-not-allowed border-stone-200 bg-white text-stone-400")}
              >
                {tile.icon}
                <span>
                  <span className="block break-words text-sm font-semibold text-stone-500 sm:text-base">
                    {t(`dashboard.tiles.${tile.key}`)}
                  </span>
                  <Badge className="mt-1 whitespace-nowrap">{t("dashboard.comingSoon")}</Badge>
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * Spec 001 screen 4: the close button closes the window. A browser only lets a page close a
 * window that a script opened; otherwise the dashboard is left for the home page.
 */
function closeWindow(navigate: (to: string) => void) {
  window.close();
  setTimeout(() => {
    if (!window.closed) navigate("/");
  }, 100);
}
