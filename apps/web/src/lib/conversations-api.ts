import type { ClientPage, ThreadMessage, ThreadView } from "@bihe/shared";
import { conversationsContracts as contracts, notificationsContracts } from "@bihe/shared/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isNotFound } from "./api";
import { callApi, contractQuery } from "./call-api";

/** Which thread, as which party: the vendor's lead, the couple's lead, or a private link's token. */
export type ThreadScope =
  | { as: "vendor"; leadId: string }
  | { as: "customer"; leadId: string }
  | { as: "client"; token: string };

/** New messages show within this while a thread is open (no push channel: a short poll of one small read). */
const THREAD_POLL_MS = 15_000;

const noRetryOn404 = (count: number, error: unknown) => !isNotFound(error) && count < 2;

/** A thread as its party sees it (for a walk-in client, the thread of its page: one request for both). */
export function useThread(scope: ThreadScope) {
  const query =
    scope.as === "vendor"
      ? contractQuery(contracts.vendorThread, { params: { id: scope.leadId } })
      : scope.as === "customer"
        ? contractQuery(contracts.customerThread, { params: { id: scope.leadId } })
        : contractQuery(contracts.clientPage, { params: { token: scope.token } });
  return useQuery({
    queryKey: query.queryKey,
    queryFn: query.queryFn,
    select: (answer: ThreadView | ClientPage): ThreadView => ("thread" in answer ? answer.thread : answer),
    refetchInterval: THREAD_POLL_MS,
    retry: noRetryOn404,
  });
}

/** A walk-in client's page: the vendor, the lead's events and the thread. */
export function useClientPage(token: string) {
  return useQuery({
    ...contractQuery(contracts.clientPage, { params: { token } }),
    refetchInterval: THREAD_POLL_MS,
    retry: noRetryOn404,
  });
}

/** Everything a new message or a read changes: the thread, the lists and the badges. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ["conversations"] });
    void queryClient.invalidateQueries({ queryKey: notificationsContracts.unreadCount.queryKey({}) });
  };
}

/**
 * Sends a text message. The request id is made once per message the user writes and kept until it is
 * sent, so a retry after a lost answer (or a double tap) makes one message.
 */
export function useSendMessage(scope: ThreadScope) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: { requestId: string; body: string }): Promise<ThreadMessage> =>
      scope.as === "vendor"
        ? callApi(contracts.vendorSend, { params: { id: scope.leadId }, body })
        : scope.as === "customer"
          ? callApi(contracts.customerSend, { params: { id: scope.leadId }, body })
          : callApi(contracts.clientSend, { params: { token: scope.token }, body }),
    onSuccess: refresh,
  });
}

/** Tells the server the party has read the thread (the other side's 'Seen', and this side's badge). */
export function useMarkRead(scope: ThreadScope) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: () =>
      scope.as === "vendor"
        ? callApi(contracts.vendorRead, { params: { id: scope.leadId } })
        : scope.as === "customer"
          ? callApi(contracts.customerRead, { params: { id: scope.leadId } })
          : callApi(contracts.clientRead, { params: { token: scope.token } }),
    onSuccess: refresh,
  });
}

export function useVendorInbox() {
  return useQuery({ ...contractQuery(contracts.vendorInbox), refetchInterval: 30_000 });
}

export function useCustomerThreads() {
  return useQuery({ ...contractQuery(contracts.customerThreads), refetchInterval: 30_000 });
}

export function useClientLink(leadId: string) {
  const refresh = useRefreshAfter();
  const send = useMutation({
    mutationFn: (email: string) => callApi(contracts.vendorClientLink, { params: { id: leadId }, body: { email } }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: () => callApi(contracts.vendorRevokeClientLink, { params: { id: leadId } }),
    onSuccess: refresh,
  });
  return { send, revoke };
}
