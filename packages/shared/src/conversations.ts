import { z } from "zod";
import { emailText } from "./text-rules";

/**
 * A lead's conversation between the vendor and its client (the couple, or a walk-in client through a
 * private link): text messages and quotation cards, with read receipts. Messages are plain text,
 * shown as text.
 */

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_EMPTY = "Please write a message";
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_MAX_LENGTH} characters`;
/** The most messages a thread read returns (the newest). */
export const THREAD_MESSAGES_MAX = 500;

export const sendMessageSchema = z.object({
  requestId: z.uuid("Invalid request id"),
  body: z
    .string({ error: MESSAGE_EMPTY })
    .trim()
    .min(1, { error: MESSAGE_EMPTY, abort: true })
    .max(MESSAGE_MAX_LENGTH, { error: MESSAGE_TOO_LONG }),
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const THREAD_PARTIES = ["vendor", "client"] as const;
export const THREAD_MESSAGE_KINDS = ["text", "quotation", "accepted", "declined"] as const;
export const THREAD_QUOTATION_STATUSES = ["draft", "sent", "superseded", "accepted", "declined"] as const;

/** The quotation a card is about, as the thread shows it (the full quotation is the quotations module's). */
export const threadQuotationSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  status: z.enum(THREAD_QUOTATION_STATUSES),
  total: z.number().int(),
});
export type ThreadQuotation = z.infer<typeof threadQuotationSchema>;

export const threadMessageSchema = z.object({
  id: z.string(),
  author: z.enum(THREAD_PARTIES),
  kind: z.enum(THREAD_MESSAGE_KINDS),
  body: z.string().nullable(),
  quotation: threadQuotationSchema.nullable(),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const threadViewSchema = z.object({
  leadId: z.string(),
  vendorName: z.string(),
  clientName: z.string(),
  /** The caller's side. */
  me: z.enum(THREAD_PARTIES),
  /** When the other side last read the thread: the caller's messages at or before it are 'Seen'. */
  otherReadAt: z.string().nullable(),
  messages: z.array(threadMessageSchema),
  /** Whether the client can read it: the lead has a couple's account or a live private link. */
  clientReachable: z.boolean(),
  /** The vendor's view only: where the private link was last sent (null: none, or revoked). */
  clientLinkEmail: z.string().nullable(),
  /** The vendor's view only: whether the lead is a couple's (no private link needed). */
  hasCustomerAccount: z.boolean(),
  /** The couple's words with the marketplace inquiry the lead came from: the conversation's opening. */
  inquiry: z.object({ message: z.string(), createdAt: z.string() }).nullable(),
});
export type ThreadView = z.infer<typeof threadViewSchema>;

const lastMessageSchema = z
  .object({ author: z.enum(THREAD_PARTIES), kind: z.enum(THREAD_MESSAGE_KINDS), body: z.string().nullable() })
  .nullable();

/** One line of the vendor's inbox. */
export const vendorInboxItemSchema = z.object({
  leadId: z.string(),
  clientName: z.string(),
  lastMessage: lastMessageSchema,
  lastMessageAt: z.string().nullable(),
  unread: z.number().int(),
});
export type VendorInboxItem = z.infer<typeof vendorInboxItemSchema>;

/** One line of the couple's list of conversations. */
export const customerThreadItemSchema = z.object({
  leadId: z.string(),
  vendorName: z.string(),
  vendorSlug: z.string(),
  lastMessage: lastMessageSchema,
  lastMessageAt: z.string().nullable(),
  unread: z.number().int(),
});
export type CustomerThreadItem = z.infer<typeof customerThreadItemSchema>;

/** What the walk-in client's page shows: whose link it is, the lead's events, and the thread. */
export const clientPageSchema = z.object({
  vendorName: z.string(),
  vendorSlug: z.string(),
  events: z.array(z.object({ name: z.string(), date: z.string().nullable() })),
  thread: threadViewSchema,
});
export type ClientPage = z.infer<typeof clientPageSchema>;

export const CLIENT_LINK_EMAIL_REQUIRED = "Please enter the client's email address";
export const clientLinkSchema = z.object({ email: emailText(CLIENT_LINK_EMAIL_REQUIRED) });
export type ClientLinkInput = z.infer<typeof clientLinkSchema>;
export const clientLinkSentSchema = z.object({ sentTo: z.string() });
