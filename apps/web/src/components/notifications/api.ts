import type { NotificationList, NotificationPreference, UnreadCounts } from "@bihe/shared";
import { notificationsContracts as contracts } from "@bihe/shared/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { callApi, contractQuery } from "../../lib/call-api";

const listKey = contracts.list.queryKey({});
const countKey = contracts.unreadCount.queryKey({});

/** The header badge: one small request, refreshed every minute and when the tab comes back. */
export function useUnreadCount() {
  return useQuery({ ...contractQuery(contracts.unreadCount), refetchInterval: 60_000, staleTime: 30_000 });
}

/** The bell's count changes; the messages badge of the same answer stays. */
function setBellCount(queryClient: ReturnType<typeof useQueryClient>, count: number) {
  queryClient.setQueryData<UnreadCounts>(countKey, (old) => ({ messages: old?.messages ?? 0, count }));
}

/** The list, fetched when the bell opens (one request for all items and the count, which the badge takes). */
export function useNotificationList(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...contractQuery(contracts.list), enabled });
  const unread = query.data?.unreadCount;
  useEffect(() => {
    if (unread !== undefined) setBellCount(queryClient, unread);
  }, [unread, queryClient]);
  return query;
}

/** Marks one read; the list and the badge change at once and are then confirmed by the server. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(contracts.markRead, { params: { id } }),
    onMutate: (id) => {
      const list = queryClient.getQueryData<NotificationList>(listKey);
      const item = list?.items.find((n) => n.id === id);
      if (!list || !item || item.read) return;
      queryClient.setQueryData<NotificationList>(listKey, {
        items: list.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
        unreadCount: Math.max(0, list.unreadCount - 1),
      });
      setBellCount(queryClient, Math.max(0, list.unreadCount - 1));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["notifications"] }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(contracts.markAllRead),
    onMutate: () => {
      const list = queryClient.getQueryData<NotificationList>(listKey);
      if (list) {
        queryClient.setQueryData<NotificationList>(listKey, {
          items: list.items.map((n) => ({ ...n, read: true })),
          unreadCount: 0,
        });
      }
      setBellCount(queryClient, 0);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["notifications"] }),
  });
}

export function useNotificationPreferences() {
  return useQuery(contractQuery(contracts.preferences));
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      callApi(contracts.savePreferences, { body: { preferences } }),
    onSuccess: (data) => queryClient.setQueryData(contracts.preferences.queryKey({}), data),
  });
}
