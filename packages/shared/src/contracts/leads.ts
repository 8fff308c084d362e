import { z } from "zod";
import {
  clientFormSchema,
  clientFormVendorSchema,
  leadCountsSchema,
  leadCreatedSchema,
  leadDetailSchema,
  leadListItemSchema,
  leadUpdateSchema,
} from "../leads";
import { LEAD_STATUSES } from "../vendor-types";
import { defineContract } from "./define";

const tag = "leads";
// Any string: a malformed id is simply "not found" (404), like an unknown one.
const vendorParams = z.object({ vendorId: z.string().max(100) });
const leadParams = z.object({ id: z.string().max(100) });

/** Leads pipeline API (spec 001 sections 2.12-2.16 and 7 'Leads'): the public intake form and the vendor's leads. */
export const leadsContracts = {
  clientFormVendor: defineContract(
    {
      method: "GET",
      path: "/api/client-form/:vendorId/vendor",
      summary: "The vendor a public client form is for (any status: it is the vendor's own intake form)",
      tag,
      params: vendorParams,
      responses: { 200: clientFormVendorSchema },
    },
    ({ params }) => ["client-form-vendor", params.vendorId],
  ),
  submitClientForm: defineContract({
    method: "POST",
    path: "/api/client-form/:vendorId",
    summary: "A client's intake form: a new lead for the vendor (rate limited per IP)",
    tag,
    params: vendorParams,
    body: clientFormSchema,
    responses: { 201: leadCreatedSchema },
  }),
  createLead: defineContract({
    method: "POST",
    path: "/api/vendor/leads",
    summary: "The vendor adds a lead by hand",
    tag,
    body: clientFormSchema,
    responses: { 201: leadCreatedSchema },
  }),
  list: defineContract(
    {
      method: "GET",
      path: "/api/vendor/leads",
      summary: "The vendor's leads (of one status, or all) with events and locations, newest first",
      tag,
      query: z.object({ status: z.enum(LEAD_STATUSES).optional() }),
      responses: { 200: z.array(leadListItemSchema) },
    },
    ({ query }) => ["leads", "list", query?.status ?? "all"],
  ),
  counts: defineContract(
    {
      method: "GET",
      path: "/api/vendor/leads/counts",
      summary: "Leads per status",
      tag,
      responses: { 200: leadCountsSchema },
    },
    () => ["leads", "counts"],
  ),
  detail: defineContract(
    {
      method: "GET",
      path: "/api/vendor/leads/:id",
      summary: "One lead with its package and history",
      tag,
      params: leadParams,
      responses: { 200: leadDetailSchema },
    },
    ({ params }) => ["leads", "detail", params.id],
  ),
  update: defineContract({
    method: "PATCH",
    path: "/api/vendor/leads/:id",
    summary: "Change a lead's status, amounts or package (each change is kept in its history)",
    tag,
    params: leadParams,
    body: leadUpdateSchema,
    responses: { 200: leadDetailSchema },
  }),
};
