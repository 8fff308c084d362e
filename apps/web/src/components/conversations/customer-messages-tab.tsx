import type { CustomerThreadItem } from "@bihe/shared";
import { ArrowLeft, MessageSquare } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useCustomerThreads } from "../../lib/conversations-api";
import { Card, Skeleton } from "../ui/card";
import { LastMessageLine, UnreadPill } from "./thread-list-bits";
import { ThreadPanel, type ThreadPanelProps } from "./thread-panel";

/** The couple's Messages tab: a conversation per vendor it contacted (?lead= opens one). */
export function CustomerMessagesTab({ renderQuotation }: Pick<ThreadPanelProps, "renderQuotation">) {
  const { t } = useTranslation("conversations");
  const [params, setParams] = useSearchParams();
  const leadId = params.get("lead");
  const threads = useCustomerThreads();
  const chosen = threads.data?.find((item) => item.leadId === leadId);
  const open = (lead: string | null) =>
    setParams(
      (p) => {
        if (lead) p.set("lead", lead);
        else p.delete("lead");
        return p;
      },
      { replace: true },
    );

  if (threads.isPending) return <Skeleton className="h-40 w-full" />;
  if (!threads.data?.length) {
    return (
      <Card className="p-6 text-center text-stone-600">
        <MessageSquare className="mx-auto mb-2 h-8 w-8 text-stone-400" aria-hidden="true" />
        {t("customer.empty")}
      </Card>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
      <ul
        className={cn(
          "min-w-0 divide-y divide-stone-200 self-start overflow-hidden rounded-xl border border-stone-200 bg-white",
          chosen && "hidden lg:block",
        )}
      >
        {threads.data.map((item) => (
          <ThreadRow key={item.leadId} item={item} active={item.leadId === leadId} onOpen={() => open(item.leadId)} />
        ))}
      </ul>
      {chosen ? (
        <div className="min-w-0 space-y-2">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className="flex items-center gap-1 text-sm font-medium text-brand-700 lg:hidden"
              onClick={() => open(null)}
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {t("thread.back")}
            </button>
            <h3 className="min-w-0 flex-1 truncate font-semibold">{chosen.vendorName}</h3>
            <Link to={`/vendor/${chosen.vendorSlug}`} className="text-sm font-medium text-brand-700">
              {t("customer.viewProfile")}
            </Link>
          </div>
          <ThreadPanel
            key={chosen.leadId}
            scope={{ as: "customer", leadId: chosen.leadId }}
            renderQuotation={renderQuotation}
          />
        </div>
      ) : (
        <p className="hidden self-center text-center text-stone-500 lg:block">{t("customer.choose")}</p>
      )}
    </div>
  );
}

function ThreadRow({ item, active, onOpen }: { item: CustomerThreadItem; active: boolean; onOpen: () => void }) {
  const f = useFormat();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn("flex w-full items-start gap-3 p-3 text-left hover:bg-stone-50", active && "bg-brand-50")}
        data-testid="customer-thread-row"
      >
        <div className="min-w-0 flex-1">
          <p className={cn("truncate", item.unread ? "font-semibold text-stone-900" : "font-medium text-stone-800")}>
            {item.vendorName}
          </p>
          <LastMessageLine message={item.lastMessage} />
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {item.lastMessageAt && <span className="text-xs text-stone-500">{f.moment(item.lastMessageAt)}</span>}
          <UnreadPill count={item.unread} />
        </div>
      </button>
    </li>
  );
}
