import { z } from "zod";
import { changeRequestDetailSchema, changeRequestRowSchema, decisionReasonSchema } from "../vendor-changes";
import { defineContract } from "./define";

const tag = "change requests";
const idParams = z.object({ id: z.uuid("Change request not found") });

/**
 * Approved vendors' updates waiting for review (docs/decisions/0015): the admin reads a
 * field-by-field diff, approves (applied in one transaction) or rejects with a reason.
 */
export const vendorChangesContracts = {
  list: defineContract(
    {
      method: "GET",
      path: "/api/admin/change-requests",
      summary: "Pending change requests, oldest first",
      tag,
      responses: { 200: z.object({ items: z.array(changeRequestRowSchema) }) },
    },
    () => ["admin", "change-requests"],
  ),
  detail: defineContract(
    {
      method: "GET",
      path: "/api/admin/change-requests/:id",
      summary: "One change request with its field-by-field diff against the live profile",
      tag,
      params: idParams,
      responses: { 200: changeRequestDetailSchema },
    },
    ({ params }) => ["admin", "change-requests", params.id],
  ),
  approve: defineContract({
    method: "POST",
    path: "/api/admin/change-requests/:id/approve",
    summary: "Apply the change to the live profile in one transaction (409 when decided or stale)",
    tag,
    params: idParams,
    responses: { 200: changeRequestDetailSchema },
  }),
  reject: defineContract({
    method: "POST",
    path: "/api/admin/change-requests/:id/reject",
    summary: "Reject the change with a reason; the live profile stays as it is",
    tag,
    params: idParams,
    body: decisionReasonSchema,
    responses: { 200: changeRequestDetailSchema },
  }),
};
