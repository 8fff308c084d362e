import { z } from "zod";
import { meSchema, siteSettingsSchema } from "../api-types";
import { apiErrorSchema, defineContract, fileResponse, okSchema } from "./define";
import { queryKeys } from "./query-keys";

const tag = "system";

/** Health, the caller's profile, the public settings and the development helpers. */
export const systemContracts = {
  health: defineContract({
    method: "GET",
    path: "/api/health",
    summary: "The server and its database answer",
    tag,
    responses: { 200: okSchema },
  }),
  ready: defineContract({
    method: "GET",
    path: "/api/ready",
    summary: "Whether this instance takes new traffic: 503 from the moment it is asked to stop (a deploy)",
    tag,
    responses: { 200: okSchema, 503: apiErrorSchema },
  }),
  me: defineContract(
    {
      method: "GET",
      path: "/api/me",
      summary: "The signed-in user and their vendor application, or null",
      tag,
      responses: { 200: meSchema },
    },
    queryKeys.me,
  ),
  settings: defineContract(
    {
      method: "GET",
      path: "/api/settings",
      summary: "Marketplace settings every page shows (site name, contact phone)",
      tag,
      responses: { 200: siteSettingsSchema },
    },
    queryKeys.settings,
  ),
  devComponents: defineContract(
    {
      method: "GET",
      path: "/api/dev/components",
      summary: "Development only: the shared components page may render",
      tag,
      responses: { 200: z.object({ enabled: z.literal(true) }) },
    },
    () => ["dev-components"],
  ),
  openApi: defineContract({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This description (OpenAPI 3.1), generated from the contracts; readable at /api/docs",
    tag,
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
  devMailbox: defineContract({
    method: "GET",
    path: "/api/dev/mailbox",
    summary: "Development only, from this computer only: the local outbox, newest first (sign-up and reset codes)",
    tag,
    responses: {
      200: z.object({
        emails: z.array(
          z.object({
            id: z.number(),
            toAddress: z.string(),
            subject: z.string(),
            body: z.string(),
            code: z.string().nullable(),
            attachments: z.array(z.object({ filename: z.string() })),
            status: z.string(),
            createdAt: z.string(),
          }),
        ),
      }),
    },
  }),
  devBackground: defineContract({
    method: "POST",
    path: "/api/dev/background",
    summary:
      "Development only, from this computer only: the background ticker's work now (sweeps such as review invitations, then notification emails), as a running server does every minute",
    tag,
    responses: { 200: okSchema },
  }),
  devMailboxAttachment: defineContract({
    method: "GET",
    path: "/dev/mailbox/:id/attachments/:index",
    summary:
      "Development only, from this computer only: a document attached to an email of the local outbox, made as it would be sent",
    tag,
    params: z.object({
      id: z.coerce.number().int().min(1).max(2_147_483_647),
      index: z.coerce.number().int().min(0).max(20),
    }),
    responses: { 200: fileResponse("application/pdf", "The attached document"), 404: apiErrorSchema },
  }),
  devMailboxPage: defineContract({
    method: "GET",
    path: "/dev/mailbox",
    summary: "Development only, from this computer only: the local outbox as a page",
    tag,
    responses: { 200: fileResponse("text/html", "The emails the app sent, newest first") },
  }),
};
