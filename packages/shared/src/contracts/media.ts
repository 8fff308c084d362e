import { z } from "zod";
import { vendorUploadInfoSchema } from "../vendor-form/defaults";
import { TOP_PHOTOS } from "../vendor-form/media";
import { mediaSchema } from "../vendor-form/schemas";
import { defineContract, okSchema } from "./define";

const tag = "media";

/** The vendor's images (re-encoded to WebP, EXIF removed) and drive link. */
export const mediaContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/vendor/media",
    summary: "The vendor's uploaded images with their variants",
    tag,
    responses: { 200: z.object({ uploads: z.array(vendorUploadInfoSchema) }) },
  }),
  upload: defineContract({
    method: "POST",
    path: "/api/vendor/media",
    summary:
      "Upload an image (multipart: fileType card_image | banner_image | portfolio_image | top_photo, and file; " +
      "at most 5 MB; stored as WebP with card and thumbnail sizes). Before the first submit it is kept as the " +
      "account's draft media, which the submit makes the vendor's uploads",
    tag,
    responses: { 200: z.object({ upload: vendorUploadInfoSchema }) },
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/vendor/media/:id",
    summary: "Delete one of the vendor's images (and its variants)",
    tag,
    params: z.object({ id: z.uuid("File not found") }),
    responses: { 200: okSchema },
  }),
  order: defineContract({
    method: "PUT",
    path: "/api/vendor/media/order",
    summary:
      "Choose and order the top photos (at most 10 portfolio images, shown first on the public page in this order; " +
      "before the first submit, the wizard's draft media)",
    tag,
    body: z.object({
      top: z
        .array(z.uuid("Choose up to 10 of your own portfolio photos"))
        .max(TOP_PHOTOS, "Choose up to 10 of your own portfolio photos"),
    }),
    responses: { 200: z.object({ uploads: z.array(vendorUploadInfoSchema) }) },
  }),
  driveLink: defineContract({
    method: "PUT",
    path: "/api/vendor/drive-link",
    summary: "Save the vendor's Google Drive link (empty removes it)",
    tag,
    body: mediaSchema,
    responses: { 200: z.object({ googleDriveLink: z.string().nullable() }) },
  }),
};
