import { z } from "zod";
import {
  acceptAnswerSchema,
  acceptQuotationSchema,
  bookingListSchema,
  bookingSchema,
  declineAnswerSchema,
  declineQuotationSchema,
  paymentAnswerSchema,
  receiptQuerySchema,
  recordPaymentSchema,
} from "../booking";
import { defineContract, fileResponse } from "./define";

const tag = "bookings";
const idParams = z.object({ id: z.string() });
const receiptParams = z.object({ id: z.string(), paymentId: z.string() });
const tokenParams = z.object({ token: z.string() });
const tokenQuotationParams = z.object({ token: z.string(), id: z.string() });
const tokenReceiptParams = z.object({ token: z.string(), paymentId: z.string() });
const receiptPdf = { 200: fileResponse("application/pdf", "A4 receipt of one payment, in English or Nepali") };

/**
 * Bookings (docs/decisions/0035): the client accepts or declines a sent quotation (the couple signed in,
 * a walk-in client through its private link); the vendor reads its bookings, records payments, prints
 * receipts and may cancel. Every read and write is scoped to a party of the lead; anyone else gets 404.
 */
export const bookingsContracts = {
  vendorList: defineContract(
    {
      method: "GET",
      path: "/api/vendor/bookings",
      summary: "The vendor's bookings, upcoming first, with what is paid and the balance",
      tag,
      responses: { 200: bookingListSchema },
    },
    () => ["bookings", "vendor"],
  ),
  vendorDetail: defineContract(
    {
      method: "GET",
      path: "/api/vendor/bookings/:id",
      summary: "One booking: events, schedule with paid / left per installment, payments",
      tag,
      params: idParams,
      responses: { 200: bookingSchema },
    },
    ({ params }) => ["bookings", "vendor", params.id],
  ),
  recordPayment: defineContract({
    method: "POST",
    path: "/api/vendor/bookings/:id/payments",
    summary:
      "Record a payment received (at most the balance; a repeated requestId returns the first payment); numbered receipt",
    tag,
    params: idParams,
    body: recordPaymentSchema,
    responses: { 201: paymentAnswerSchema },
  }),
  cancel: defineContract({
    method: "POST",
    path: "/api/vendor/bookings/:id/cancel",
    summary: "Cancel a booking: its dates are freed and the lead is Lost; payments stay on record",
    tag,
    params: idParams,
    responses: { 200: bookingSchema },
  }),
  vendorReceipt: defineContract({
    method: "GET",
    path: "/api/vendor/bookings/:id/payments/:paymentId/receipt",
    summary: "A payment's receipt (PDF)",
    tag,
    params: receiptParams,
    query: receiptQuerySchema,
    responses: receiptPdf,
  }),
  customerAccept: defineContract({
    method: "POST",
    path: "/api/customer/quotations/:id/accept",
    summary: "The couple accepts the lead's latest sent quotation by typing its name: a booking is made",
    tag,
    params: idParams,
    body: acceptQuotationSchema,
    responses: { 200: acceptAnswerSchema },
  }),
  customerDecline: defineContract({
    method: "POST",
    path: "/api/customer/quotations/:id/decline",
    summary: "The couple declines a sent quotation, with an optional reason",
    tag,
    params: idParams,
    body: declineQuotationSchema,
    responses: { 200: declineAnswerSchema },
  }),
  customerList: defineContract(
    {
      method: "GET",
      path: "/api/customer/bookings",
      summary: "The couple's bookings",
      tag,
      responses: { 200: bookingListSchema },
    },
    () => ["bookings", "customer"],
  ),
  customerDetail: defineContract(
    {
      method: "GET",
      path: "/api/customer/bookings/:id",
      summary: "One of the couple's bookings with its schedule and payments",
      tag,
      params: idParams,
      responses: { 200: bookingSchema },
    },
    ({ params }) => ["bookings", "customer", params.id],
  ),
  customerReceipt: defineContract({
    method: "GET",
    path: "/api/customer/bookings/:id/payments/:paymentId/receipt",
    summary: "A receipt of one of the couple's payments (PDF)",
    tag,
    params: receiptParams,
    query: receiptQuerySchema,
    responses: receiptPdf,
  }),
  clientAccept: defineContract({
    method: "POST",
    path: "/api/client/:token/quotations/:id/accept",
    summary: "A walk-in client accepts the latest sent quotation through its private link",
    tag,
    params: tokenQuotationParams,
    body: acceptQuotationSchema,
    responses: { 200: acceptAnswerSchema },
  }),
  clientDecline: defineContract({
    method: "POST",
    path: "/api/client/:token/quotations/:id/decline",
    summary: "A walk-in client declines a sent quotation through its private link",
    tag,
    params: tokenQuotationParams,
    body: declineQuotationSchema,
    responses: { 200: declineAnswerSchema },
  }),
  clientBooking: defineContract(
    {
      method: "GET",
      path: "/api/client/:token/booking",
      summary: "The booking of the private link's lead (404 when there is none)",
      tag,
      params: tokenParams,
      responses: { 200: bookingSchema },
    },
    ({ params }) => ["bookings", "client", params.token],
  ),
  clientReceipt: defineContract({
    method: "GET",
    path: "/api/client/:token/payments/:paymentId/receipt",
    summary: "A receipt of a payment of the private link's booking (PDF)",
    tag,
    params: tokenReceiptParams,
    query: receiptQuerySchema,
    responses: receiptPdf,
  }),
};
