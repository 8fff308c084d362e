import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";

/** An item's count (nothing for none), read out as 'N unread conversations'; `dot` for the bare-icon sidebar. */
export function NavBadge({ count, dot }: { count?: number; dot?: boolean }) {
  const { t } = useTranslation("conversations");
  const f = usePlainFormat();
  if (!count) return null;
  const label = t("unreadBadge", { count, n: f.number(count) });
  if (dot) return <span className="absolute -right-1 -top-1 h-2.5 w-2.5 rounded-full bg-brand-700" title={label} />;
  return (
    <span
      className="ml-auto rounded-full bg-brand-700 px-1.5 text-[11px] font-semibold leading-5 text-white"
      data-testid="nav-badge"
    >
      <span aria-hidden="true">{f.number(count)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
