import { dashboardPath } from "@bihe/shared";
import { Heart, Menu as MenuIcon, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink } from "react-router";
import { ShortlistNavLink } from "../components/shortlist/shortlist-nav-link";
import { buttonClass } from "../components/ui/button";
import { Spinner } from "../components/ui/card";
import { LanguageSwitch } from "../i18n/language-switch";
import { useTranslation } from "../i18n/use-translation";
import { useMe } from "../lib/auth";
import { cn } from "../lib/cn";
import { useSiteName } from "../lib/settings";
import { useSignOut } from "../lib/use-sign-out";

// Only signed-in users see it: a visitor's first page does not download it.
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-3 py-2 text-sm font-medium", isActive ? "text-brand-700" : "text-stone-700 hover:text-brand-700");

/** Home, the listings and what is coming: the same links on a wide screen and in the phone's menu. */
function PageLinks({ soonClass }: { soonClass?: string }) {
  const { t } = useTranslation();
  // Photographers, halls and decorators have listings (docs/decisions/0021); DJs stay 'Soon'.
  const live = [
    ["/photographers", t("nav.photographers")],
    ["/banquets", t("nav.banquets")],
    ["/decorators", t("nav.decorators")],
  ] as const;
  return (
    <>
      <NavLink to="/" end className={linkClass}>
        {t("nav.home")}
      </NavLink>
      {live.map(([to, label]) => (
        <NavLink key={to} to={to} className={linkClass}>
          {label}
        </NavLink>
      ))}
      <span aria-disabled="true" className={cn("px-3 py-2 text-sm text-stone-400", soonClass)}>
        {t("nav.djsSoon")}
      </span>
    </>
  );
}

/** Spec 000 'Navigation bar': fixed at the top, desktop links and a collapsible mobile menu. */
export function Navbar() {
  const { t } = useTranslation();
  const { data: me, isLoading } = useMe();
  const siteName = useSiteName();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const menuLabel = me
    ? me.user.role === "admin"
      ? t("nav.admin")
      : me.user.role === "vendor"
        ? t("nav.vendor")
        : me.user.email
    : "";
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4" aria-label={t("nav.main")}>
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-700">
          <Heart className="h-6 w-6 fill-gold-400 text-brand-700" aria-hidden="true" />
          {siteName}
        </Link>
        {/* Five links need a wide screen: below lg they are in the menu (at 768 px they pushed Sign In off). */}
        <div className="hidden items-center gap-1 lg:flex">
          <PageLinks soonClass="cursor-not-allowed" />
        </div>
        <div className="flex items-center gap-2">
          <ShortlistNavLink />
          <LanguageSwitch />
          <div className="hidden items-center gap-2 md:flex">
            {isLoading ? (
              <Spinner />
            ) : me ? (
              <Suspense fallback={<Spinner />}>
                <AccountMenu label={menuLabel} dashboard={dashboardPath(me.user)} onSignOut={() => void signOut()} />
              </Suspense>
            ) : (
              <>
                <Link to="/login" className={buttonClass("ghost", "sm")}>
                  {t("nav.signIn")}
                </Link>
                <Link to="/signup" className={buttonClass("primary", "sm")}>
                  {t("nav.getStarted")}
                </Link>
              </>
            )}
          </div>
          <button
            type="button"
            className="rounded-md p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
            aria-label={t("nav.menu")}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>
        </div>
      </nav>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click on any link inside closes the menu (links are the controls and have their own keys)
        <div
          id="mobile-menu"
          className="border-t border-stone-200 bg-white px-4 py-3 lg:hidden"
          onClick={() => setOpen(false)}
        >
          <div className="flex flex-col">
            <PageLinks />
          </div>
          <div className="mt-3 border-t border-stone-200 pt-3">
            {isLoading ? (
              <Spinner />
            ) : me ? (
              <div className="flex flex-col gap-2">
                <p className="px-3 text-sm text-stone-600">
                  {t("nav.signedInAs")} <span className="font-medium text-stone-900">{me.user.email}</span>
                </p>
                <Link to={dashboardPath(me.user)} className={buttonClass("secondary", "sm")}>
                  {t("nav.dashboard")}
                </Link>
                <button type="button" className={buttonClass("ghost", "sm")} onClick={() => void signOut()}>
                  {t("nav.signOut")}
                </button>
              </div>
            ) : (
              <div className="flex gap-2">
                <Link to="/login" className={cn(buttonClass("secondary", "sm"), "flex-1")}>
                  {t("nav.signIn")}
                </Link>
                <Link to="/signup" className={cn(buttonClass("primary", "sm"), "flex-1")}>
                  {t("nav.getStarted")}
                </Link>
              </div>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
