import { z } from "zod";
import {
  clientLinkSchema,
  clientLinkSentSchema,
  clientPageSchema,
  customerThreadItemSchema,
  sendMessageSchema,
  threadMessageSchema,
  threadViewSchema,
  vendorInboxItemSchema,
} from "../conversations";
import { defineContract, okSchema } from "./define";

const tag = "conversations";
// Any string: a malformed id or token is simply "not found" (404), like an unknown one.
const leadParams = z.object({ id: z.string().max(100) });
const tokenParams = z.object({ token: z.string().max(100) });

/** A lead's conversation, for its vendor, its couple, and a walk-in client holding the private link. */
export const conversationsContracts = {
  vendorInbox: defineContract(
    {
      method: "GET",
      path: "/api/vendor/messages",
      summary:
        "The vendor's conversations, newest first, with the client's name, the last message and the unread count",
      tag,
      responses: { 200: z.array(vendorInboxItemSchema) },
    },
    () => ["conversations", "vendor-inbox"],
  ),
  vendorThread: defineContract(
    {
      method: "GET",
      path: "/api/vendor/leads/:id/thread",
      summary: "A lead's conversation: messages, quotation cards and read receipts",
      tag,
      params: leadParams,
      responses: { 200: threadViewSchema },
    },
    ({ params }) => ["conversations", "thread", "vendor", params.id],
  ),
  vendorSend: defineContract({
    method: "POST",
    path: "/api/vendor/leads/:id/thread/messages",
    summary: "The vendor writes in a lead's conversation (once per request id; rate limited)",
    tag,
    params: leadParams,
    body: sendMessageSchema,
    responses: { 201: threadMessageSchema },
  }),
  vendorRead: defineContract({
    method: "POST",
    path: "/api/vendor/leads/:id/thread/read",
    summary: "The vendor has read the conversation up to now",
    tag,
    params: leadParams,
    responses: { 200: okSchema },
  }),
  vendorClientLink: defineContract({
    method: "PUT",
    path: "/api/vendor/leads/:id/thread/client-link",
    summary:
      "Makes (or remakes, ending the old one) the private link of a lead without an account, and emails it to the client",
    tag,
    params: leadParams,
    body: clientLinkSchema,
    responses: { 200: clientLinkSentSchema },
  }),
  vendorRevokeClientLink: defineContract({
    method: "DELETE",
    path: "/api/vendor/leads/:id/thread/client-link",
    summary: "Ends a lead's private link: its token then finds nothing",
    tag,
    params: leadParams,
    responses: { 200: okSchema },
  }),
  customerThreads: defineContract(
    {
      method: "GET",
      path: "/api/customer/messages",
      summary: "The couple's conversations with vendors, newest first, with unread counts",
      tag,
      responses: { 200: z.array(customerThreadItemSchema) },
    },
    () => ["conversations", "customer-list"],
  ),
  customerThread: defineContract(
    {
      method: "GET",
      path: "/api/customer/messages/:id",
      summary: "One of the couple's conversations (by lead id)",
      tag,
      params: leadParams,
      responses: { 200: threadViewSchema },
    },
    ({ params }) => ["conversations", "thread", "customer", params.id],
  ),
  customerSend: defineContract({
    method: "POST",
    path: "/api/customer/messages/:id",
    summary: "The couple writes to the vendor (once per request id; rate limited)",
    tag,
    params: leadParams,
    body: sendMessageSchema,
    responses: { 201: threadMessageSchema },
  }),
  customerRead: defineContract({
    method: "POST",
    path: "/api/customer/messages/:id/read",
    summary: "The couple has read the conversation up to now",
    tag,
    params: leadParams,
    responses: { 200: okSchema },
  }),
  clientPage: defineContract(
    {
      method: "GET",
      path: "/api/client/:token",
      summary: "A walk-in client's private page: the vendor, the lead's events and the conversation",
      tag,
      params: tokenParams,
      responses: { 200: clientPageSchema },
    },
    ({ params }) => ["conversations", "client", params.token],
  ),
  clientSend: defineContract({
    method: "POST",
    path: "/api/client/:token/messages",
    summary: "A walk-in client writes to the vendor (once per request id; rate limited)",
    tag,
    params: tokenParams,
    body: sendMessageSchema,
    responses: { 201: threadMessageSchema },
  }),
  clientRead: defineContract({
    method: "POST",
    path: "/api/client/:token/read",
    summary: "A walk-in client has read the conversation up to now",
    tag,
    params: tokenParams,
    responses: { 200: okSchema },
  }),
};
