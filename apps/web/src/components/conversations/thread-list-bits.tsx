import type { VendorInboxItem } from "@bihe/shared";
import { useFormat } from "../../i18n/format";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

/** A list row's last message: its text (one line), or what card it is. */
export function LastMessageLine({ message }: { message: VendorInboxItem["lastMessage"] }) {
  const { t } = useTranslation("conversations");
  const text = !message
    ? t("inbox.noMessage")
    : message.kind === "text"
      ? message.body
      : message.kind === "accepted"
        ? t("thread.status.accepted")
        : message.kind === "declined"
          ? t("thread.status.declined")
          : t("thread.status.sent");
  return <p className="truncate text-sm text-stone-600">{text}</p>;
}

/** How many messages of the other side are unread, as a small pill (nothing when none). */
export function UnreadPill({ count }: { count: number }) {
  const { t } = useTranslation("conversations");
  const f = usePlainFormat();
  if (!count) return null;
  return (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="unread-pill">
      {t("inbox.unread", { n: f.number(count) })}
    </span>
  );
}

type ThreadListRowProps = {
  /** Who is on the other side: the client for the vendor, the vendor for the couple. */
  name: string;
  lastMessage: VendorInboxItem["lastMessage"];
  lastMessageAt: string | null;
  unread: number;
  active: boolean;
  onOpen: () => void;
  testId: string;
};

/** One conversation in a list (the vendor's inbox, the couple's Messages tab). */
export function ThreadListRow({
  name,
  lastMessage,
  lastMessageAt,
  unread,
  active,
  onOpen,
  testId,
}: ThreadListRowProps) {
  const f = useFormat();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn("flex w-full items-start gap-3 p-3 text-left hover:bg-stone-50", active && "bg-brand-50")}
        data-testid={testId}
      >
        <div className="min-w-0 flex-1">
          <p className={cn("truncate", unread ? "font-semibold text-stone-900" : "font-medium text-stone-800")}>
            {name}
          </p>
          <LastMessageLine message={lastMessage} />
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {lastMessageAt && <span className="text-xs text-stone-500">{f.moment(lastMessageAt)}</span>}
          <UnreadPill count={unread} />
        </div>
      </button>
    </li>
  );
}
