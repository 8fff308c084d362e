import { dashboardPath } from "@bihe/shared";
import * as RadixTooltip from "@radix-ui/react-tooltip";
import {
  Building2,
  CalendarDays,
  Camera,
  ClipboardList,
  FileCheck,
  Flower2,
  GitCompareArrows,
  Inbox,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  PanelLeftClose,
  PanelLeftOpen,
  PhoneOff,
  QrCode,
  Settings,
  ShieldCheck,
  Sparkles,
  Wallet,
} from "lucide-react";
import { type ReactNode, Suspense, useState } from "react";
import { Link, NavLink, Outlet, ScrollRestoration } from "react-router";
import { NavBadge } from "../components/conversations/nav-badge";
import { useUnreadCount } from "../components/notifications/api";
import { NotificationBell } from "../components/notifications/notification-bell";
import { PageSpinner } from "../components/ui/card";
import { Tooltip } from "../components/ui/tooltip";
import { explainDisabled, PhoneNav } from "../features/vendor-workspace/phone-nav";
import { LanguageSwitch } from "../i18n/language-switch";
import { useTranslation } from "../i18n/use-translation";
import { useMe } from "../lib/auth";
import { cn } from "../lib/cn";
import { useSiteName } from "../lib/settings";
import { useSignOut } from "../lib/use-sign-out";

type Item = { to: string; label: string; icon: ReactNode; disabled?: boolean; tooltip?: string; badge?: number };

/** Spec 001 'Sidebar': vendor items or admin items, collapsible, with sign out. */
export function WorkspaceLayout() {
  const { t } = useTranslation("vendorWorkspace");
  const { t: common } = useTranslation();
  const { t: changesT } = useTranslation("changes");
  const { t: reviewsT } = useTranslation("reviews");
  const { t: customerT } = useTranslation("customer");
  const { t: conversationsT } = useTranslation("conversations");
  // The bell's request also counts unread conversations: the Messages badge costs no request of its own.
  const unread = useUnreadCount();
  const { data: me } = useMe();
  const siteName = useSiteName();
  const signOut = useSignOut();
  const [collapsed, setCollapsed] = useState(false);
  if (!me) return <PageSpinner />;

  const approved = me.vendor?.status === "approved";
  const reviewsTooltip = me.vendor?.status === "pending" ? t("reviewsAccess.pending") : t("reviewsAccess.incomplete");
  const items: Item[] =
    me.user.role === "admin"
      ? [
          { to: "/admin-dashboard", label: common("nav.dashboard"), icon: <LayoutDashboard className="h-5 w-5" /> },
          { to: "/admin/photographers", label: common("nav.photographers"), icon: <Camera className="h-5 w-5" /> },
          { to: "/admin/banquets", label: t("sidebar.banquets"), icon: <Building2 className="h-5 w-5" /> },
          { to: "/admin/decorators", label: t("sidebar.decorators"), icon: <Flower2 className="h-5 w-5" /> },
          {
            to: "/admin/change-requests",
            label: changesT("admin.navTitle"),
            icon: <GitCompareArrows className="h-5 w-5" />,
          },
          { to: "/admin/reviews", label: reviewsT("moderation.title"), icon: <ShieldCheck className="h-5 w-5" /> },
          { to: "/admin/unlock-bursts", label: customerT("admin.title"), icon: <PhoneOff className="h-5 w-5" /> },
          { to: "/admin/saait", label: t("sidebar.saait"), icon: <Sparkles className="h-5 w-5" /> },
          { to: "/admin/settings", label: t("sidebar.settings"), icon: <Settings className="h-5 w-5" /> },
        ]
      : me.user.role === "customer"
        ? // A couple sees only what a couple can use: no vendor pages that bounce back.
          [
            {
              to: "/customer-dashboard",
              label: common("nav.dashboard"),
              icon: <LayoutDashboard className="h-5 w-5" />,
            },
            { to: "/photographers", label: common("nav.photographers"), icon: <Camera className="h-5 w-5" /> },
          ]
        : [
            {
              to: dashboardPath(me.user),
              label: common("nav.dashboard"),
              icon: <LayoutDashboard className="h-5 w-5" />,
            },
            {
              to: "/vendor-form-status",
              label: t("sidebar.applicationStatus"),
              icon: <FileCheck className="h-5 w-5" />,
            },
            { to: "/vendor-inquiries", label: t("sidebar.inquiries"), icon: <Inbox className="h-5 w-5" /> },
            {
              to: "/vendor-messages",
              label: conversationsT("nav"),
              icon: <MessageSquare className="h-5 w-5" />,
              badge: unread.data?.messages,
            },
            { to: "/vendor-calendar", label: t("sidebar.calendar"), icon: <CalendarDays className="h-5 w-5" /> },
            { to: "/vendor-bookings", label: t("sidebar.bookings"), icon: <Wallet className="h-5 w-5" /> },
            {
              to: "/vendor-reviews",
              label: t("sidebar.reviews"),
              icon: <QrCode className="h-5 w-5" />,
              disabled: !approved,
              tooltip: approved ? undefined : reviewsTooltip,
            },
          ];

  // Tooltips exist only in the workspace, so their provider (and its positioning code) lives here:
  // public pages never download it. Spec 000 section 9: they open after 700 ms.
  return (
    <RadixTooltip.Provider delayDuration={700}>
      <div className="flex min-h-screen bg-stone-50">
        <aside
          className={cn(
            // On a phone the labelled bottom bar (PhoneNav) replaces it: a phone has no room for a sidebar.
            "sticky top-0 hidden h-screen shrink-0 flex-col border-r md:flex border-stone-200 bg-white transition-[width]",
            collapsed ? "w-16" : "w-16 md:w-60",
          )}
          aria-label={t("sidebar.label")}
        >
          <div className="flex h-16 items-center justify-between gap-2 border-b border-stone-200 px-3">
            {!collapsed && (
              <Link to="/" className="hidden truncate text-lg font-bold text-brand-700 md:block">
                {siteName}
              </Link>
            )}
            <button
              type="button"
              className="hidden rounded-md p-2 text-stone-600 hover:bg-stone-100 md:block"
              onClick={() => setCollapsed((v) => !v)}
              aria-label={collapsed ? t("sidebar.expand") : t("sidebar.collapse")}
            >
              {collapsed ? <PanelLeftOpen className="h-5 w-5" /> : <PanelLeftClose className="h-5 w-5" />}
            </button>
            <ClipboardList className="h-5 w-5 text-brand-700 md:hidden" aria-hidden="true" />
          </div>
          <nav className="flex-1 space-y-1 p-2">
            {items.map((item) => {
              const label = (
                <span className={cn("truncate", collapsed ? "sr-only" : "sr-only md:not-sr-only")}>{item.label}</span>
              );
              const cls = "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium";
              if (item.disabled) {
                return (
                  <Tooltip key={item.to} content={item.tooltip}>
                    <button
                      type="button"
                      aria-disabled="true"
                      onClick={() => explainDisabled(item)}
                      className={cn(cls, "w-full cursor-not-allowed text-stone-400")}
                    >
                      {item.icon}
                      {label}
                    </button>
                  </Tooltip>
                );
              }
              return (
                <NavLink
                  key={item.to}
                  to={item.to}
                  title={item.label}
                  className={({ isActive }) =>
                    cn(cls, isActive ? "bg-brand-50 text-brand-800" : "text-stone-700 hover:bg-stone-100")
                  }
                >
                  <span className="relative">
                    {item.icon}
                    {collapsed && <NavBadge count={item.badge} dot />}
                  </span>
                  {label}
                  {!collapsed && <NavBadge count={item.badge} />}
                </NavLink>
              );
            })}
          </nav>
          <div className="border-t border-stone-200 p-2">
            {!collapsed && <p className="mb-2 hidden truncate px-3 text-xs text-stone-500 md:block">{me.user.email}</p>}
            <button
              type="button"
              onClick={() => void signOut()}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100"
            >
              <LogOut className="h-5 w-5" />
              <span className={collapsed ? "sr-only" : "sr-only md:not-sr-only"}>{common("nav.signOut")}</span>
            </button>
          </div>
        </aside>
        <main className="min-w-0 flex-1 pb-20 md:pb-0">
          <header className="flex h-12 items-center justify-end gap-2 border-b border-stone-200 bg-white px-4">
            <NotificationBell />
            <LanguageSwitch />
          </header>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <PhoneNav items={items} onSignOut={() => void signOut()} />
      </div>
      {/* A workspace page opens at its top (the dashboard after a form submitted far down), Back restores. */}
      <ScrollRestoration />
    </RadixTooltip.Provider>
  );
}
