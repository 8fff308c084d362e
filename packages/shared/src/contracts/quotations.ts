import { z } from "zod";
import {
  createQuotationSchema,
  paymentQrSchema,
  pdfQuerySchema,
  quotationTemplateSchema,
  quotationViewSchema,
  sendQuotationSchema,
  updateQuotationSchema,
} from "../quotation-view";
import { defineContract, fileResponse } from "./define";

const tag = "quotations";
// Any string: a malformed id is simply "not found" (404), like an unknown one.
const leadParams = z.object({ id: z.string().max(100) });
const quotationParams = z.object({ id: z.string().max(100), quotationId: z.string().max(100) });
const clientParams = z.object({ token: z.string().max(100), quotationId: z.string().max(100) });
const customerParams = z.object({ quotationId: z.string().max(100) });
const pdf = fileResponse("application/pdf", "The quotation as an A4 PDF, in English or Nepali");

/**
 * A lead's quotations: the vendor builds, edits (a draft only, against its row version) and sends them;
 * the lead's client (the couple, or whoever holds the private link) reads the sent ones and their PDF.
 */
export const quotationsContracts = {
  template: defineContract(
    {
      method: "GET",
      path: "/api/vendor/leads/:id/quotations/template",
      summary: "A quotation to start from: the vendor's prices for the lead's events, its packages and payment terms",
      tag,
      params: leadParams,
      responses: { 200: quotationTemplateSchema },
    },
    ({ params }) => ["quotations", "template", params.id],
  ),
  list: defineContract(
    {
      method: "GET",
      path: "/api/vendor/leads/:id/quotations",
      summary: "Every version of the lead's quotation, newest first",
      tag,
      params: leadParams,
      responses: { 200: z.array(quotationViewSchema) },
    },
    ({ params }) => ["quotations", "list", params.id],
  ),
  create: defineContract({
    method: "POST",
    path: "/api/vendor/leads/:id/quotations",
    summary:
      "A new draft version (the next number); while a draft is open it is answered instead, so a retry or a double click makes one",
    tag,
    params: leadParams,
    body: createQuotationSchema,
    responses: { 200: quotationViewSchema, 201: quotationViewSchema },
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/vendor/leads/:id/quotations/:quotationId",
    summary: "Save a draft (409 when its row version is stale or it was sent)",
    tag,
    params: quotationParams,
    body: updateQuotationSchema,
    responses: { 200: quotationViewSchema },
  }),
  send: defineContract({
    method: "POST",
    path: "/api/vendor/leads/:id/quotations/:quotationId/send",
    summary:
      "Send a draft: it supersedes the version sent before, is posted into the lead's conversation and emailed, and the lead moves to Quotation Sent",
    tag,
    params: quotationParams,
    body: sendQuotationSchema,
    responses: { 200: quotationViewSchema },
  }),
  vendorPdf: defineContract({
    method: "GET",
    path: "/api/vendor/leads/:id/quotations/:quotationId/pdf",
    summary: "A version of the quotation as a PDF (download)",
    tag,
    params: quotationParams,
    query: pdfQuerySchema,
    responses: { 200: pdf },
  }),
  customerView: defineContract(
    {
      method: "GET",
      path: "/api/customer/quotations/:quotationId",
      summary: "A quotation sent to the signed-in couple",
      tag,
      params: customerParams,
      responses: { 200: quotationViewSchema },
    },
    ({ params }) => ["quotations", "client", params.quotationId],
  ),
  customerPdf: defineContract({
    method: "GET",
    path: "/api/customer/quotations/:quotationId/pdf",
    summary: "A quotation sent to the signed-in couple, as a PDF",
    tag,
    params: customerParams,
    query: pdfQuerySchema,
    responses: { 200: pdf },
  }),
  linkView: defineContract(
    {
      method: "GET",
      path: "/api/client/:token/quotations/:quotationId",
      summary: "A quotation sent to the holder of a lead's private link",
      tag,
      params: clientParams,
      responses: { 200: quotationViewSchema },
    },
    ({ params }) => ["quotations", "link", params.token, params.quotationId],
  ),
  linkPdf: defineContract({
    method: "GET",
    path: "/api/client/:token/quotations/:quotationId/pdf",
    summary: "A quotation sent to the holder of a lead's private link, as a PDF",
    tag,
    params: clientParams,
    query: pdfQuerySchema,
    responses: { 200: pdf },
  }),
  paymentQr: defineContract(
    {
      method: "GET",
      path: "/api/vendor/payment-qr",
      summary: "The vendor's payment QR (eSewa, Khalti, Fonepay or a bank's), printed on its quotations",
      tag,
      responses: { 200: paymentQrSchema },
    },
    () => ["payment-qr"],
  ),
  uploadPaymentQr: defineContract({
    method: "PUT",
    path: "/api/vendor/payment-qr",
    summary: "Upload or replace the payment QR (multipart: label and file; an image of at most 5 MB, re-encoded)",
    tag,
    responses: { 200: paymentQrSchema },
  }),
  removePaymentQr: defineContract({
    method: "DELETE",
    path: "/api/vendor/payment-qr",
    summary: "Remove the payment QR",
    tag,
    responses: { 200: paymentQrSchema },
  }),
};
