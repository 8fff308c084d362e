import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { Button } from "./button";

/** Previous / 'Page 2 of 5' / Next under a paged list; nothing when everything fits on one page. */
export function PaginationBar({
  page,
  pages,
  onPage,
  className,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  const { t } = useTranslation("common");
  if (pages <= 1) return null;
  return (
    <nav className={cn("flex items-center justify-between gap-3 text-sm", className)} aria-label={t("pagination")}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("pager.previous")}
      </Button>
      <span className="text-stone-600">{t("pager.page", { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("pager.next")}
      </Button>
    </nav>
  );
}
