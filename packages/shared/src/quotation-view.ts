/**
 * What the quotation routes answer: a quotation as its vendor and its client read it, the builder's
 * template, and the vendor's payment QR. The rules (totals, schedule, bounds) are in ./quotation.ts.
 */
import { z } from "zod";
import { INSTALLMENT_LABEL_MAX, ITEM_DESCRIPTION_MAX, quotationDraftSchema } from "./quotation";

export const QUOTATION_STATUSES = ["draft", "sent", "superseded", "accepted", "declined"] as const;
export type QuotationStatusName = (typeof QUOTATION_STATUSES)[number];

export const QUOTATION_NOT_FOUND = "Quotation not found";
export const QUOTATION_NOT_DRAFT_MESSAGE =
  "This quotation has been sent and cannot be changed. Make a new version to revise it.";
export const QUOTATION_STALE_MESSAGE =
  "This quotation was changed somewhere else. Reload it to see the latest version before saving.";
export const VALIDITY_PAST_MESSAGE = "The validity date cannot be in the past";
export const VAT_NEEDS_PAN_MESSAGE = "Add your PAN/VAT number to your profile before charging VAT";
export const PAYMENT_QR_LABEL_MAX = 60;

const itemView = z.object({ description: z.string(), quantity: z.number().int(), unitPrice: z.number().int() });
const installmentView = z.object({ label: z.string(), amount: z.number().int(), dueDate: z.string().nullable() });
const eventView = z.object({ eventName: z.string(), eventDate: z.string().nullable() });

export const quotationViewSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  version: z.number().int(),
  status: z.enum(QUOTATION_STATUSES),
  items: z.array(itemView),
  schedule: z.array(installmentView),
  subtotal: z.number().int(),
  discount: z.number().int(),
  vatPercent: z.number().int(),
  vatAmount: z.number().int(),
  total: z.number().int(),
  vatPanNumber: z.string().nullable(),
  validUntil: z.string().nullable(),
  terms: z.string().nullable(),
  rowVersion: z.number().int(),
  sentAt: z.string().nullable(),
  acceptedName: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  vendorName: z.string(),
  clientName: z.string(),
  events: z.array(eventView),
});
export type QuotationView = z.infer<typeof quotationViewSchema>;

/** A ready-made line the vendor can add: one of its packages, an event's price, an add-on. */
export const quotationOptionSchema = z.object({
  group: z.enum(["package", "event", "addon"]),
  description: z.string().max(ITEM_DESCRIPTION_MAX),
  unitPrice: z.number().int(),
});
export type QuotationOption = z.infer<typeof quotationOptionSchema>;

/** The builder's start: a draft from the vendor's prices for the lead's events, and what else it offers. */
export const quotationTemplateSchema = z.object({
  draft: z.object({
    items: z.array(itemView),
    discount: z.number().int(),
    withVat: z.boolean(),
    validUntil: z.string().nullable(),
    terms: z.string().nullable(),
    schedule: z.array(installmentView),
  }),
  options: z.array(quotationOptionSchema),
  paymentTerms: z.array(z.object({ percentage: z.number().int(), termLabel: z.string().max(INSTALLMENT_LABEL_MAX) })),
  vatPanNumber: z.string().nullable(),
  hasPaymentQr: z.boolean(),
  clientName: z.string(),
  events: z.array(eventView),
});
export type QuotationTemplate = z.infer<typeof quotationTemplateSchema>;

export const createQuotationSchema = z.object({
  requestId: z.uuid("Please retry from the quotation page"),
  draft: quotationDraftSchema,
});
export const updateQuotationSchema = z.object({
  rowVersion: z.number({ error: "Please reload the quotation" }).int().min(1),
  draft: quotationDraftSchema,
});
export const sendQuotationSchema = z.object({
  rowVersion: z.number({ error: "Please reload the quotation" }).int().min(1),
});

export const PDF_LANGS = ["en", "ne"] as const;
export const pdfQuerySchema = z.object({ lang: z.enum(PDF_LANGS).default("en") });

export const paymentQrSchema = z.object({
  qr: z.object({ label: z.string(), url: z.string(), updatedAt: z.string() }).nullable(),
});
export type PaymentQrView = z.infer<typeof paymentQrSchema>;
