import { ArrowLeft, MessageSquare } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ThreadListRow } from "../../components/conversations/thread-list-bits";
import { ThreadPanel } from "../../components/conversations/thread-panel";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Card, Skeleton } from "../../components/ui/card";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useVendorInbox } from "../../lib/conversations-api";

/**
 * The vendor's `/vendor-messages`: its conversations, newest first, and the chosen one (?lead=). On a
 * phone the list and the thread take turns; from 1024 px they sit side by side.
 */
export default function VendorInboxPage() {
  const { t } = useTranslation("conversations");
  const [params, setParams] = useSearchParams();
  const leadId = params.get("lead");
  const inbox = useVendorInbox();
  // The other parameters (the language, ?lang=) stay.
  const open = (lead: string | null) =>
    setParams((p) => {
      if (lead) p.set("lead", lead);
      else p.delete("lead");
      return p;
    });
  const chosen = inbox.data?.find((item) => item.leadId === leadId);

  return (
    <>
      <WorkspaceHeader title={t("inbox.title")} />
      <div className="grid gap-4 p-3 sm:p-4 md:p-6 lg:grid-cols-[20rem_1fr]">
        <div className={cn("min-w-0", leadId && "hidden lg:block")}>
          <p className="mb-3 text-sm text-stone-600">{t("inbox.intro")}</p>
          {inbox.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : !inbox.data?.length ? (
            <Card className="p-6 text-center text-stone-600">
              <MessageSquare className="mx-auto mb-2 h-8 w-8 text-stone-400" aria-hidden="true" />
              {t("inbox.empty")}
            </Card>
          ) : (
            <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
              {inbox.data.map((item) => (
                <ThreadListRow
                  key={item.leadId}
                  name={item.clientName}
                  lastMessage={item.lastMessage}
                  lastMessageAt={item.lastMessageAt}
                  unread={item.unread}
                  active={item.leadId === leadId}
                  onOpen={() => open(item.leadId)}
                  testId="inbox-row"
                />
              ))}
            </ul>
          )}
        </div>
        {leadId ? (
          <div className="min-w-0 space-y-2">
            <div className="flex items-center justify-between gap-2">
              <button
                type="button"
                className="flex items-center gap-1 text-sm font-medium text-brand-700 lg:hidden"
                onClick={() => open(null)}
              >
                <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                {t("thread.back")}
              </button>
              <h2 className="min-w-0 flex-1 truncate font-semibold">{chosen?.clientName}</h2>
              <Link to={`/photographer-leads/queue?leadId=${leadId}`} className="text-sm font-medium text-brand-700">
                {t("inbox.openLead")}
              </Link>
            </div>
            <ThreadPanel key={leadId} scope={{ as: "vendor", leadId }} />
          </div>
        ) : (
          <p className="hidden self-center text-center text-stone-500 lg:block">{t("inbox.choose")}</p>
        )}
      </div>
    </>
  );
}
