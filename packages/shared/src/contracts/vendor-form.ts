import { z } from "zod";
import { vendorApplicationResponseSchema, vendorFormStatusSchema } from "../vendor-form/defaults";
import { vendorApplicationSubmitSchema, vendorDraftSchema } from "../vendor-form/schemas";
import { defineContract, okSchema } from "./define";

const tag = "vendor registration";

/** The photographers' nine-step registration wizard: drafts saved as typed, the submission, the status page. */
export const vendorFormContracts = {
  application: defineContract(
    {
      method: "GET",
      path: "/api/vendor/application",
      summary: "The caller's draft, else their saved application, else the defaults",
      tag,
      responses: { 200: vendorApplicationResponseSchema },
    },
    () => ["vendor-application"],
  ),
  saveDraft: defineContract({
    method: "PUT",
    path: "/api/vendor/draft",
    summary: "Autosave the wizard as typed (never public; only its shape is checked)",
    tag,
    body: vendorDraftSchema,
    responses: { 200: z.object({ ok: z.literal(true), savedAt: z.string() }) },
  }),
  discardDraft: defineContract({
    method: "DELETE",
    path: "/api/vendor/draft",
    summary: "Forget the draft",
    tag,
    responses: { 200: okSchema },
  }),
  submit: defineContract({
    method: "POST",
    path: "/api/vendor/application",
    summary:
      "Submit the application (checked in full, saved in one transaction, status pending; an approved vendor's update becomes a change request; 409 when stale)",
    tag,
    body: vendorApplicationSubmitSchema,
    responses: {
      200: z.object({
        vendorId: z.string(),
        created: z.boolean(),
        /** "approved": the vendor stays live and the update waits as a change request. */
        status: z.enum(["pending", "approved"]),
        version: z.number(),
        changeRequestId: z.string().nullable(),
      }),
    },
  }),
  status: defineContract(
    {
      method: "GET",
      path: "/api/vendor/status",
      summary: "The application's status for the status page",
      tag,
      responses: { 200: vendorFormStatusSchema },
    },
    () => ["vendor-form-status"],
  ),
};
