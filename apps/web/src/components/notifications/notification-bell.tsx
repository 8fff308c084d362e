import * as Menu from "@radix-ui/react-dropdown-menu";
import { Bell, CheckCheck, Settings } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useMarkAllRead, useMarkRead, useNotificationList, useUnreadCount } from "./api";
import { notificationText } from "./notification-text";

const itemClass = "flex cursor-pointer gap-3 px-4 py-3 text-left text-sm outline-none data-[highlighted]:bg-stone-100";

/**
 * The workspace header's bell (docs/decisions/0017): the unread count from one small request, and the
 * latest notifications when opened. Choosing one marks it read and opens its screen.
 */
export function NotificationBell() {
  const { t } = useTranslation("notifications");
  const f = useFormat();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount().data?.count ?? 0;
  const list = useNotificationList(open);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  return (
    <Menu.Root open={open} onOpenChange={setOpen}>
      <Menu.Trigger
        aria-label={count ? t("bell.openUnread", { count }) : t("bell.open")}
        className="relative flex h-10 w-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 focus:outline-none focus:ring-2 focus:ring-brand-600/40"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {count > 0 && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold leading-none text-white"
          >
            {count > 99 ? `${f.digits(99)}+` : f.digits(count)}
          </span>
        )}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 flex max-h-[min(32rem,calc(100vh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-2">
            <Menu.Label className="font-semibold text-stone-900">{t("bell.title")}</Menu.Label>
            {count > 0 && (
              <Menu.Item
                className="flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 outline-none data-[highlighted]:bg-brand-50"
                onSelect={(event) => {
                  event.preventDefault();
                  markAll.mutate();
                }}
              >
                <CheckCheck className="h-4 w-4" aria-hidden="true" />
                {t("bell.markAll")}
              </Menu.Item>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {list.isLoading ? (
              <div className="space-y-2 p-4" aria-busy="true">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="h-10 animate-pulse rounded bg-stone-100" />
                ))}
              </div>
            ) : list.isError ? (
              <div className="space-y-2 p-4 text-sm" role="alert">
                <p className="text-red-700">{t("bell.loadFailed")}</p>
                <button
                  type="button"
                  className="font-medium text-brand-700 underline"
                  onClick={() => void list.refetch()}
                >
                  {t("bell.retry")}
                </button>
              </div>
            ) : !list.data?.items.length ? (
              <p className="p-4 text-sm text-stone-600">{t("bell.empty")}</p>
            ) : (
              list.data.items.map((item) => (
                <Menu.Item
                  key={item.id}
                  data-testid="notification-item"
                  className={cn(itemClass, "border-b border-stone-100 last:border-b-0", !item.read && "bg-brand-50/60")}
                  onSelect={() => {
                    if (!item.read) markRead.mutate(item.id);
                    navigate(item.link);
                  }}
                >
                  <span
                    className={cn(
                      "mt-1.5 h-2 w-2 shrink-0 rounded-full",
                      item.read ? "bg-transparent" : "bg-brand-600",
                    )}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 flex-1">
                    <span
                      className={cn("block break-words", item.read ? "text-stone-700" : "font-medium text-stone-900")}
                    >
                      {notificationText(item, t, f)}
                    </span>
                    {item.data.reason && (
                      <span className="mt-0.5 block break-words text-stone-600">
                        {t("reason", { reason: item.data.reason })}
                      </span>
                    )}
                    <span className="mt-0.5 block text-xs text-stone-500">
                      {f.moment(item.createdAt)}
                      {!item.read && <span className="sr-only"> · {t("bell.unread")}</span>}
                    </span>
                  </span>
                </Menu.Item>
              ))
            )}
          </div>
          <Menu.Separator className="h-px bg-stone-200" />
          <Menu.Item
            className="flex cursor-pointer items-center gap-2 px-4 py-2.5 text-sm text-stone-700 outline-none data-[highlighted]:bg-stone-100"
            onSelect={() => navigate("/notification-settings")}
          >
            <Settings className="h-4 w-4" aria-hidden="true" />
            {t("bell.settings")}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
