import type { VendorInboxItem } from "@bihe/shared";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";

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
