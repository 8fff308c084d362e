import { z } from "zod";
import {
  adminCountsQuerySchema,
  adminCountsSchema,
  adminSettingsSchema,
  adminStatusSchema,
  adminVendorDetailSchema,
  adminVendorEditBodySchema,
  adminVendorListQuerySchema,
  adminVendorListSchema,
  removePhotoSchema,
} from "../admin";
import { siteSettingsSchema } from "../api-types";
import { VENDOR_STATUSES } from "../vendor-types";
import { defineContract } from "./define";

const tag = "admin";
const idParams = z.object({ id: z.uuid("Invalid vendor id") });

/** Admin console API (spec 001 sections 2.18-2.20): every route refuses anonymous callers (401) and non-admins (403). */
export const adminContracts = {
  vendors: defineContract(
    {
      method: "GET",
      path: "/api/admin/vendors",
      summary: "Vendors of one type and status, searched and paginated on the server",
      tag,
      query: adminVendorListQuerySchema,
      responses: { 200: adminVendorListSchema },
    },
    ({ query }) => ["admin", "vendors", query ?? {}],
  ),
  counts: defineContract(
    {
      method: "GET",
      path: "/api/admin/vendors/counts",
      summary: "Vendors per status (of one type, or all)",
      tag,
      query: adminCountsQuerySchema,
      responses: { 200: adminCountsSchema },
    },
    ({ query }) => ["admin", "counts", query?.type ?? "all"],
  ),
  changeStatus: defineContract({
    method: "POST",
    path: "/api/admin/vendors/:id/status",
    summary: "Approve or reject a vendor (audited; the vendor is told by email)",
    tag,
    params: idParams,
    body: adminStatusSchema,
    responses: { 200: z.object({ id: z.string(), status: z.enum(VENDOR_STATUSES) }) },
  }),
  vendor: defineContract(
    {
      method: "GET",
      path: "/api/admin/vendors/:id",
      summary: "Everything the edit dialog shows: application, portfolio, type fields, audit history",
      tag,
      params: idParams,
      responses: { 200: adminVendorDetailSchema },
    },
    ({ params }) => ["admin", "vendor", params.id],
  ),
  saveVendor: defineContract({
    method: "PUT",
    path: "/api/admin/vendors/:id",
    summary: "Save the edit dialog in one transaction (409 when the vendor saved a newer version)",
    tag,
    params: idParams,
    body: adminVendorEditBodySchema,
    responses: { 200: adminVendorDetailSchema },
  }),
  removePhoto: defineContract({
    method: "POST",
    path: "/api/admin/vendors/:id/photos/:photoId/remove",
    summary: "Remove one of a vendor's pictures with a reason the vendor is told (audited)",
    tag,
    params: z.object({ id: z.uuid("Invalid vendor id"), photoId: z.uuid("Invalid photo id") }),
    body: removePhotoSchema,
    responses: { 200: z.object({ ok: z.literal(true) }) },
  }),
  settings: defineContract(
    {
      method: "GET",
      path: "/api/admin/settings",
      summary: "Marketplace settings for editing",
      tag,
      responses: { 200: siteSettingsSchema },
    },
    () => ["admin", "settings"],
  ),
  saveSettings: defineContract({
    method: "PUT",
    path: "/api/admin/settings",
    summary: "Save the marketplace settings (audited)",
    tag,
    body: adminSettingsSchema,
    responses: { 200: siteSettingsSchema },
  }),
};
