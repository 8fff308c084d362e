import { calendarContracts as contracts } from "@bihe/shared/contracts";
import type { CalendarBlockInput } from "@bihe/shared/vendor-calendar";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, contractQuery } from "../../lib/call-api";

/** Every answer of the calendar's read starts with this key: a write refreshes them all. */
export const CALENDAR_KEY = ["vendor", "calendar"] as const;

/** The calendar screen's one request: the dates of the shown grid (BS 'YYYY-MM-DD'). */
export function useVendorCalendar(from: string, to: string) {
  return useQuery({
    ...contractQuery(contracts.read, { query: { from, to } }),
    // The month changes in place: the old month stays on screen until the new one is here.
    placeholderData: keepPreviousData,
  });
}

function useCalendarWrite<T, R>(write: (input: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => void qc.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}

export const useBlockDates = () => useCalendarWrite((body: CalendarBlockInput) => callApi(contracts.block, { body }));
export const useUnblockDates = () =>
  useCalendarWrite((query: { from: string; to?: string }) => callApi(contracts.unblock, { query }));
export const useSetCapacity = () =>
  useCalendarWrite((capacity: number) => callApi(contracts.setCapacity, { body: { capacity } }));
export const useRegenerateFeed = () => useCalendarWrite(() => callApi(contracts.regenerateFeed));
