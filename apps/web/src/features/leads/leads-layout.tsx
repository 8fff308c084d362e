import { dashboardPath, LEAD_STATUS_PAGES, type LeadStatus } from "@bihe/shared";
import { CheckCircle2, FileText, Inbox, LayoutDashboard, LayoutGrid, LogOut, PhoneCall, XCircle } from "lucide-react";
import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { NotificationBell } from "../../components/notifications/notification-bell";
import { PageSpinner } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { LanguageSwitch } from "../../i18n/language-switch";
import { useTranslation } from "../../i18n/use-translation";
import { useMe } from "../../lib/auth";
import { cn } from "../../lib/cn";
import { useSiteName } from "../../lib/settings";
import { useSignOut } from "../../lib/use-sign-out";
import { useLeadCounts } from "./api";
import { FloatingAdd } from "./floating-add";

type Item = { to: string; label: string; icon: ReactNode; status?: LeadStatus };

/** Spec 001 2.12: the leads sidebar (Dashboard, Queue, Called, Quotation Sent, Won, Loss) and sign out. */
export function LeadsLayout() {
  const { t } = useTranslation("leads");
  const f = useFormat();
  const siteName = useSiteName();
  // Back to the caller's own dashboard: halls and decorators have leads too.
  const workspace = dashboardPath(useMe().data?.user);
  const signOut = useSignOut();
  const { data: counts } = useLeadCounts();
  const page = (s: LeadStatus) => `/photographer-leads/${LEAD_STATUS_PAGES[s]}`;
  const items: Item[] = [
    { to: "/photographer-leads-dashboard", label: t("nav.dashboard"), icon: <LayoutDashboard className="h-5 w-5" /> },
    { to: page("inquiry"), label: t("nav.queue"), icon: <Inbox className="h-5 w-5" />, status: "inquiry" },
    { to: page("called"), label: t("nav.called"), icon: <PhoneCall className="h-5 w-5" />, status: "called" },
    {
      to: page("quotation_sent"),
      label: t("nav.quotationSent"),
      icon: <FileText className="h-5 w-5" />,
      status: "quotation_sent",
    },
    { to: page("won"), label: t("nav.won"), icon: <CheckCircle2 className="h-5 w-5" />, status: "won" },
    { to: page("lost"), label: t("nav.loss"), icon: <XCircle className="h-5 w-5" />, status: "lost" },
  ];
  // On a phone the links are one row that scrolls sideways: keep the current page's link in view
  // (once the counts are in, as their badges widen the links).
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const nav = navRef.current;
    if (!counts) return;
    const active = nav?.querySelector(`a[href="${pathname}"]`);
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    const offset = active.getBoundingClientRect().left - nav.getBoundingClientRect().left;
    nav.scrollLeft += offset - (nav.clientWidth - active.clientWidth) / 2;
  }, [pathname, counts]);
  const link = ({ isActive }: { isActive: boolean }) =>
    cn(
      "flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium md:gap-3",
      isActive ? "bg-brand-50 text-brand-800" : "text-stone-700 hover:bg-stone-100",
    );

  return (
    <div className="min-h-screen bg-stone-50 md:flex">
      <aside
        aria-label={t("nav.title")}
        className="sticky top-0 z-30 flex flex-col border-b border-stone-200 bg-white md:h-screen md:w-60 md:shrink-0 md:border-b-0 md:border-r"
      >
        <div className="flex h-14 items-center justify-between gap-2 px-4 md:h-16 md:border-b md:border-stone-200">
          <Link to="/" className="truncate text-lg font-bold text-brand-700">
            {siteName} <span className="font-medium text-stone-500">· {t("nav.title")}</span>
          </Link>
          <div className="ml-auto shrink-0">
            <NotificationBell />
          </div>
          <div className="flex shrink-0 items-center md:hidden">
            <LanguageSwitch className="mr-1" />
            <Link
              to={workspace}
              className="rounded-lg p-2 text-stone-700 hover:bg-stone-100"
              aria-label={t("nav.backToWorkspace")}
              title={t("nav.backToWorkspace")}
            >
              <LayoutGrid className="h-5 w-5" aria-hidden="true" />
            </Link>
            <button
              type="button"
              onClick={() => void signOut()}
              className="rounded-lg p-2 text-stone-700 hover:bg-stone-100"
              aria-label={t("nav.signOut")}
            >
              <LogOut className="h-5 w-5" />
            </button>
          </div>
        </div>
        <nav
          ref={navRef}
          className="flex gap-1 overflow-x-auto px-2 pb-2 md:flex-1 md:flex-col md:overflow-visible md:p-2"
        >
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end className={link}>
              {item.icon}
              <span>{item.label}</span>
              {item.status && counts && (
                <span
                  className="ml-auto rounded-full bg-stone-100 px-2 text-xs text-stone-600"
                  data-testid={`count-${item.status}`}
                >
                  {f.digits(counts[item.status])}
                </span>
              )}
            </NavLink>
          ))}
        </nav>
        <div className="hidden border-t border-stone-200 p-2 md:block">
          <LanguageSwitch className="mx-3 mb-2 w-fit" />
          <Link to={workspace} className="mb-1 block rounded-lg px-3 py-2 text-sm text-stone-600 hover:bg-stone-100">
            {t("nav.backToWorkspace")}
          </Link>
          <button
            type="button"
            onClick={() => void signOut()}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100"
          >
            <LogOut className="h-5 w-5" />
            {t("nav.signOut")}
          </button>
        </div>
      </aside>
      <main className="min-w-0 flex-1 pb-24">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <FloatingAdd />
    </div>
  );
}
