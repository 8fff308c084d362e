import { z } from "zod";
import {
  compareResponseSchema,
  shortlistMergeBodySchema,
  shortlistMergeResponseSchema,
  shortlistResponseSchema,
} from "../shortlist";
import { defineContract } from "./define";

const tag = "shortlist";
/** Any string: a malformed id is an unknown vendor (404), like an unknown one. */
const vendorParams = z.object({ vendorId: z.string() });

/** A signed-in couple's shortlist on their account, and the public compare of two to four vendors. */
export const shortlistContracts = {
  list: defineContract(
    {
      method: "GET",
      path: "/api/customer/shortlist",
      summary: "The signed-in customer's shortlist, newest first (approved vendors only)",
      tag,
      responses: { 200: shortlistResponseSchema },
    },
    () => ["shortlist"],
  ),
  add: defineContract({
    method: "PUT",
    path: "/api/customer/shortlist/:vendorId",
    summary: "Heart a vendor (adding it twice changes nothing); 409 past the account's cap",
    tag,
    params: vendorParams,
    responses: { 200: shortlistResponseSchema },
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/customer/shortlist/:vendorId",
    summary: "Take a vendor off the shortlist (removing one that is not there changes nothing)",
    tag,
    params: vendorParams,
    responses: { 200: shortlistResponseSchema },
  }),
  merge: defineContract({
    method: "POST",
    path: "/api/customer/shortlist/merge",
    summary: "After sign-in: adds the device's shortlist to the account (idempotent; up to the cap)",
    tag,
    body: shortlistMergeBodySchema,
    responses: { 200: shortlistMergeResponseSchema },
  }),
  compare: defineContract(
    {
      method: "GET",
      path: "/api/vendors/compare",
      summary: "Two to four approved vendors side by side (public fields only, never contacts); unknown ids listed",
      tag,
      query: z.object({
        ids: z.string().optional().catch(undefined).describe("Two to four vendor ids, comma-separated"),
      }),
      responses: { 200: compareResponseSchema },
    },
    ({ query }) => ["compare", query?.ids ?? ""],
  ),
};
