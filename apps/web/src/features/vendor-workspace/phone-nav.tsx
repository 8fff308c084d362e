import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { NavBadge } from "../../components/conversations/nav-badge";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

export type WorkspaceNavItem = {
  to: string;
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  tooltip?: string;
  /** Something waiting there (unread conversations): a count on the item. */
  badge?: number;
};

/**
 * A disabled item says why when it is tapped or clicked: a tooltip alone needs a
 * hover, which a phone does not have.
 */
export function explainDisabled(item: WorkspaceNavItem) {
  if (item.tooltip) notify.info(item.label, item.tooltip);
}

/**
 * The workspace's navigation on a phone: a bottom bar with an icon and a label for
 * every item, instead of the sidebar's bare icons. It scrolls sideways when an admin has more items
 * than fit.
 */
export function PhoneNav({ items, onSignOut }: { items: WorkspaceNavItem[]; onSignOut: () => void }) {
  const { t } = useTranslation("vendorWorkspace");
  const { t: common } = useTranslation();
  const cls =
    "flex min-w-[4.75rem] flex-1 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-[11px] font-medium leading-tight";
  return (
    <nav
      aria-label={t("sidebar.label")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      data-testid="phone-nav"
    >
      <ul className="flex overflow-x-auto">
        {items.map((item) => (
          <li key={item.to} className="flex flex-1">
            {item.disabled ? (
              <button
                type="button"
                aria-disabled="true"
                onClick={() => explainDisabled(item)}
                className={cn(cls, "text-stone-400")}
              >
                {item.icon}
                <span className="line-clamp-2 text-center">{item.label}</span>
              </button>
            ) : (
              <NavLink
                to={item.to}
                className={({ isActive }) => cn(cls, "relative", isActive ? "text-brand-800" : "text-stone-600")}
              >
                {item.icon}
                {item.badge ? (
                  <span className="absolute right-3 top-0.5">
                    <NavBadge count={item.badge} />
                  </span>
                ) : null}
                <span className="line-clamp-2 text-center">{item.label}</span>
              </NavLink>
            )}
          </li>
        ))}
        <li className="flex flex-1">
          <button type="button" onClick={onSignOut} className={cn(cls, "text-stone-600")}>
            <LogOut className="h-5 w-5" />
            <span className="line-clamp-2 text-center">{common("nav.signOut")}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
