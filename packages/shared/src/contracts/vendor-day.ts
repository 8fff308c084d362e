import { vendorDaySchema } from "../vendor-day";
import { defineContract } from "./define";
import { queryKeys } from "./query-keys";

/** The vendor's day: one answer with what needs its action (the dashboard's panel). */
export const vendorDayContracts = {
  day: defineContract(
    {
      method: "GET",
      path: "/api/vendor/day",
      summary:
        "What needs the signed-in vendor's action: unanswered messages, quotations awaiting the couple, installments due this week, events this week, reviews to reply to",
      tag: "vendor-day",
      responses: { 200: vendorDaySchema },
    },
    queryKeys.vendorDay,
  ),
};
