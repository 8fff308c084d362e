import { Heart } from "lucide-react";
import { NavLink } from "react-router";
import { useDigits } from "../../i18n/digits";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useShortlist } from "./use-shortlist";

/** The navigation bar's way to the shortlist, with how many vendors it holds. */
export function ShortlistNavLink() {
  const { t, ready } = useTranslation("shortlist", { useSuspense: false });
  const digits = useDigits();
  const count = useShortlist().ids.size;
  if (!ready) return <span className="h-10 w-10" aria-hidden="true" />;
  return (
    <NavLink
      to="/shortlist"
      className={({ isActive }) =>
        cn(
          "relative inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-stone-100",
          isActive ? "text-brand-700" : "text-stone-700",
        )
      }
      aria-label={t("nav.count", { count })}
      title={t("nav.link")}
      data-testid="shortlist-nav"
    >
      <Heart className={cn("h-5 w-5", count > 0 && "fill-brand-600 text-brand-600")} aria-hidden="true" />
      {count > 0 && (
        <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-[11px] font-semibold leading-5 text-white">
          {count > 99 ? `${digits(99)}+` : digits(count)}
        </span>
      )}
    </NavLink>
  );
}
