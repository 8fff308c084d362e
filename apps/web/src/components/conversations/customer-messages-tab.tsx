import { ArrowLeft, MessageSquare } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useCustomerThreads } from "../../lib/conversations-api";
import { Card, Skeleton } from "../ui/card";
import { ThreadListRow } from "./thread-list-bits";
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
          <ThreadListRow
            key={item.leadId}
            name={item.vendorName}
            lastMessage={item.lastMessage}
            lastMessageAt={item.lastMessageAt}
            unread={item.unread}
            active={item.leadId === leadId}
            onOpen={() => open(item.leadId)}
            testId="customer-thread-row"
          />
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
