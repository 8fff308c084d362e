import { ChevronDown, LayoutDashboard, LogOut } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../components/ui/button";
import { useTranslation } from "../i18n/use-translation";
import { cn } from "../lib/cn";

const itemClass =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-stone-100 focus:bg-stone-100 focus:outline-none";

/**
 * The signed-in menu of the navigation bar (Dashboard, Sign Out). A small disclosure menu
 * rather than a positioning library: it sits on every public page, where every kilobyte counts.
 * Escape and a click outside close it; arrow keys move between its two items.
 */
export function AccountMenu({
  label,
  dashboard,
  onSignOut,
}: {
  label: string;
  dashboard: string;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape") {
      setOpen(false);
      root.current?.querySelector<HTMLElement>("button[aria-haspopup]")?.focus();
    }
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const items = [...(root.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
      const i = items.indexOf(document.activeElement as HTMLElement);
      items[(i + (e.key === "ArrowDown" ? 1 : items.length - 1)) % items.length]?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and the arrow keys bubble up from the menu's own buttons; the wrapper is not a control
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        className={cn(buttonClass("secondary", "sm"), "max-w-56")}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="truncate">{label}</span>
        <ChevronDown className="h-4 w-4" />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-50 mt-1.5 min-w-44 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <Link role="menuitem" to={dashboard} className={itemClass} onClick={() => setOpen(false)}>
            <LayoutDashboard className="h-4 w-4" /> {t("nav.dashboard")}
          </Link>
          <button
            type="button"
            role="menuitem"
            className={itemClass}
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            <LogOut className="h-4 w-4" /> {t("nav.signOut")}
          </button>
        </div>
      )}
    </div>
  );
}
