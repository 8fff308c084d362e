import { MESSAGE_MAX_LENGTH, nepalDateTime, type ThreadMessage, type ThreadQuotation } from "@bihe/shared";
import { Send } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { type ThreadScope, useMarkRead, useSendMessage, useThread } from "../../lib/conversations-api";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/card";
import { Textarea } from "../ui/input";
import { notify } from "../ui/toast";
import { type QuotationCardProps, ThreadQuotationCard } from "./quotation-card";

export type ThreadPanelProps = {
  scope: ThreadScope;
  /** Shows a quotation event its own way (the quotations feature: the quotation, its PDF, accept/decline). */
  renderQuotation?: (card: QuotationCardProps) => ReactNode;
  /** Above the messages (e.g. the vendor's private-link controls). */
  header?: ReactNode;
  className?: string;
};

/**
 * A lead's conversation for any of its parties: the messages (text, shown as text) and quotation
 * cards, oldest first, with 'Sent' / 'Seen' under the caller's last message, and a box to write.
 * Opening it (and each new message of the other side) marks it read.
 */
export function ThreadPanel({ scope, renderQuotation, header, className }: ThreadPanelProps) {
  const { t } = useTranslation("conversations");
  const thread = useThread(scope);
  const markRead = useMarkRead(scope);
  const data = thread.data;
  const lastOther = data?.messages.findLast((m) => m.author !== data.me);
  const marked = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks once per new message of the other side
  useEffect(() => {
    if (!data) return;
    const key = lastOther?.id ?? "opened";
    if (marked.current === key) return;
    marked.current = key;
    markRead.mutate();
  }, [data?.leadId, lastOther?.id]);

  // The newest message in view: the list scrolls, never the page or dialog around it.
  const list = useRef<HTMLOListElement>(null);
  const count = data?.messages.length ?? 0;
  useEffect(() => {
    if (count && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  if (thread.isPending) return <Skeleton className="h-64 w-full" />;
  if (thread.isError || !data) {
    return (
      <div className="rounded-xl border border-stone-200 p-4 text-sm text-stone-700" role="alert">
        <p>{t("thread.loadError")}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void thread.refetch()}>
          {t("thread.retry")}
        </Button>
      </div>
    );
  }
  const lastMine = data.messages.findLast((m) => m.author === data.me);
  const seen = !!(lastMine && data.otherReadAt && lastMine.createdAt <= data.otherReadAt);

  return (
    <section
      className={cn("flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-stone-50", className)}
      aria-label={t("thread.label", { name: data.me === "vendor" ? data.clientName : data.vendorName })}
      data-testid="thread"
    >
      {header}
      <ol ref={list} className="max-h-[60vh] min-h-40 space-y-3 overflow-y-auto p-3" aria-live="polite">
        {data.inquiry && (
          <Bubble
            mine={data.me === "client"}
            body={data.inquiry.message}
            at={data.inquiry.createdAt}
            note={t("thread.inquiry")}
          />
        )}
        {data.messages.length === 0 && !data.inquiry && (
          <li className="py-6 text-center text-sm text-stone-500">{t("thread.empty")}</li>
        )}
        {data.messages.map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            mine={m.author === data.me}
            scope={scope}
            renderQuotation={renderQuotation}
            receipt={m.id === lastMine?.id ? (seen ? t("thread.seen") : t("thread.sent")) : null}
          />
        ))}
      </ol>
      <Composer scope={scope} />
    </section>
  );
}

/** A text, as text (never HTML): the caller's on the right, the other side's on the left. */
const bubbleClass = (mine: boolean) =>
  cn(
    "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm",
    mine ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm border border-stone-200 bg-white text-stone-900",
  );

/** The couple's words from its inquiry, shown as the conversation's first message. */
function Bubble({ mine, body, at, note }: { mine: boolean; body: string; at: string; note: string }) {
  const f = useFormat();
  return (
    <li className={cn("flex flex-col", mine ? "items-end" : "items-start")} data-testid="inquiry-message">
      <p className={bubbleClass(mine)}>{body}</p>
      <span className="mt-0.5 text-[11px] text-stone-500">
        {note} · {f.moment(at)}
      </span>
    </li>
  );
}

function MessageItem({
  message,
  mine,
  scope,
  renderQuotation,
  receipt,
}: {
  message: ThreadMessage;
  mine: boolean;
  scope: ThreadScope;
  renderQuotation?: (card: QuotationCardProps) => ReactNode;
  receipt: string | null;
}) {
  const f = useFormat();
  const when = `${f.moment(message.createdAt)} ${f.clock(nepalDateTime(message.createdAt).hhmm)}`;
  const card = message.quotation ? { message: message as ThreadMessage & { quotation: ThreadQuotation }, scope } : null;
  return (
    <li className={cn("flex flex-col", mine ? "items-end" : "items-start")} data-testid="message">
      {card ? (
        <div className="w-full max-w-[85%]">
          {renderQuotation ? renderQuotation(card) : <ThreadQuotationCard {...card} />}
        </div>
      ) : (
        <p className={bubbleClass(mine)}>{message.body}</p>
      )}
      <span className="mt-0.5 text-[11px] text-stone-500">
        {when}
        {receipt && (
          <>
            {" · "}
            <span data-testid="receipt">{receipt}</span>
          </>
        )}
      </span>
    </li>
  );
}

/** The box to write in. One request id per message written, kept until it is sent (a retry sends it once). */
function Composer({ scope }: { scope: ThreadScope }) {
  const { t } = useTranslation("conversations");
  const f = useFormat();
  const send = useSendMessage(scope);
  const [text, setText] = useState("");
  const requestId = useRef<string | null>(null);
  const trimmed = text.trim();
  const tooLong = text.length > MESSAGE_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || tooLong || send.isPending) return;
    requestId.current ??= crypto.randomUUID();
    send.mutate(
      { requestId: requestId.current, body: trimmed },
      {
        onSuccess: () => {
          requestId.current = null;
          setText("");
        },
        onError: (error) => notify.error(errorMessage(error, t("thread.loadError"))),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-stone-200 bg-white p-2">
      <div className="flex-1">
        <label htmlFor={`composer-${"token" in scope ? "client" : scope.leadId}`} className="sr-only">
          {t("thread.placeholder")}
        </label>
        <Textarea
          id={`composer-${"token" in scope ? "client" : scope.leadId}`}
          rows={2}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH + 100}
          placeholder={t("thread.placeholder")}
          onChange={(e) => {
            setText(e.target.value);
            requestId.current = null;
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) submit(e);
          }}
          aria-invalid={tooLong || undefined}
        />
        {text.length > MESSAGE_MAX_LENGTH - 200 && (
          <p className={cn("text-right text-xs", tooLong ? "text-red-600" : "text-stone-500")}>
            {t("thread.counter", { n: f.number(text.length), max: f.number(MESSAGE_MAX_LENGTH) })}
          </p>
        )}
      </div>
      <Button type="submit" size="icon" disabled={!trimmed || tooLong || send.isPending} aria-label={t("thread.send")}>
        <Send className="h-4 w-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
