import { type Lang, PAYMENT_METHOD_LABELS, type PaymentMethodName } from "@bihe/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookingPayments, bookings, leads, quotations, vendorProfiles } from "../../db/schema";
import { PDF_COLORS, PdfWriter, pdfDate, pdfMoney, pdfNumber } from "../quotations/pdf-kit";
import type { BookingScope } from "./queries";

/** The receipt's words; the web's booking page says the same (i18n bookings.*). */
export const RECEIPT_TEXT = {
  en: {
    title: "Payment receipt",
    receiptNo: "Receipt no.",
    date: "Date",
    vendor: "Received by",
    panVat: "PAN/VAT",
    client: "Received from",
    amount: "Amount received",
    method: "Method",
    reference: "Reference",
    total: "Booking total",
    paidSoFar: "Paid so far",
    balance: "Balance due",
    methods: PAYMENT_METHOD_LABELS,
    footer: "Recorded by the vendor on Bihe. Thank you.",
  },
  ne: {
    title: "भुक्तानी रसिद",
    receiptNo: "रसिद नं.",
    date: "मिति",
    vendor: "प्राप्त गर्ने",
    panVat: "प्यान/भ्याट",
    client: "भुक्तानी गर्ने",
    amount: "प्राप्त रकम",
    method: "माध्यम",
    reference: "सन्दर्भ",
    total: "बुकिङको जम्मा",
    paidSoFar: "हालसम्म तिरेको",
    balance: "बाँकी रकम",
    methods: {
      cash: "नगद",
      esewa: "इसेवा",
      khalti: "खल्ती",
      fonepay: "फोनपे",
      bank_transfer: "बैंक ट्रान्सफर",
      cheque: "चेक",
    } satisfies Record<PaymentMethodName, string>,
    footer: "भेन्डरले बिहेमा दर्ता गरेको। धन्यवाद।",
  },
} as const satisfies Record<Lang, unknown>;

/** Room for the longest label at the amount's size ("Amount received" at 14 pt). */
const LABEL_WIDTH = 140;

export type ReceiptFacts = {
  receiptNo: number;
  vendorName: string;
  vatPanNumber: string | null;
  clientName: string;
  amount: number;
  method: PaymentMethodName;
  reference: string | null;
  paidOn: string;
  total: number;
  /** Paid up to and including this payment. */
  paidSoFar: number;
};

/** One payment's receipt as an A4 PDF in English or Nepali (numbers, money and BS dates in the document's language). */
export async function buildReceiptPdf(facts: ReceiptFacts, lang: Lang): Promise<Uint8Array> {
  const t = RECEIPT_TEXT[lang];
  const w = await PdfWriter.create({
    title: `${facts.vendorName} - ${t.title} ${facts.receiptNo}`,
    lang,
    author: facts.vendorName,
  });
  w.text(facts.vendorName, { size: 18, bold: true, color: PDF_COLORS.brand });
  if (facts.vatPanNumber) w.text(`${t.panVat}: ${pdfNumber(facts.vatPanNumber, lang)}`, { color: PDF_COLORS.grey });
  w.gap(10);
  w.text(t.title, { size: 15, bold: true });
  w.rule();
  w.pairs(
    [
      [t.receiptNo, pdfNumber(facts.receiptNo, lang)],
      [t.date, pdfDate(facts.paidOn, lang)],
      [t.vendor, facts.vendorName],
      [t.client, facts.clientName],
    ],
    { size: 11, labelWidth: LABEL_WIDTH },
  );
  w.gap(8);
  w.pairs([[t.amount, pdfMoney(facts.amount, lang)]], { size: 14, bold: true, labelWidth: LABEL_WIDTH });
  w.pairs(
    [
      [t.method, t.methods[facts.method]],
      ...(facts.reference ? ([[t.reference, facts.reference]] as [string, string][]) : []),
    ],
    { size: 11, labelWidth: LABEL_WIDTH },
  );
  w.gap(8);
  w.rule();
  w.totals([
    { label: t.total, value: pdfMoney(facts.total, lang) },
    { label: t.paidSoFar, value: pdfMoney(facts.paidSoFar, lang) },
    { label: t.balance, value: pdfMoney(Math.max(facts.total - facts.paidSoFar, 0), lang), bold: true },
  ]);
  w.gap(24);
  w.text(t.footer, { color: PDF_COLORS.grey, size: 9 });
  return w.save();
}

/**
 * A payment's receipt for a party of its booking (the scope), or null when the payment is not one of
 * that scope's: "paid so far" counts the payments up to this receipt, so a reprint says what it said.
 */
export async function receiptPdf(
  db: Db,
  scope: BookingScope,
  bookingId: string,
  paymentId: string,
  lang: Lang,
): Promise<{ bytes: Uint8Array; filename: string } | null> {
  const scoped =
    "vendorId" in scope
      ? eq(bookings.vendorId, scope.vendorId)
      : "customerId" in scope
        ? eq(bookings.customerId, scope.customerId)
        : eq(bookings.leadId, scope.leadId);
  const [row] = await db
    .select({
      receiptNo: bookingPayments.receiptNo,
      amount: bookingPayments.amount,
      method: bookingPayments.method,
      reference: bookingPayments.reference,
      paidOn: bookingPayments.paidOn,
      total: bookings.total,
      vendorName: vendorProfiles.companyName,
      // The number printed on the accepted quotation; the profile's when the quotation had none.
      vatPanNumber: sql<string | null>`coalesce(${quotations.vatPanNumber}, ${vendorProfiles.vatPanNumber})`,
      clientName: leads.name,
      paidSoFar: sql<number>`(select coalesce(sum(p.amount), 0)::int from booking_payments p
        where p.booking_id = ${bookings.id} and p.receipt_no <= ${bookingPayments.receiptNo})`,
    })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, bookings.vendorId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .innerJoin(quotations, eq(quotations.id, bookings.quotationId))
    .where(and(eq(bookingPayments.id, paymentId), eq(bookings.id, bookingId), scoped));
  if (!row) return null;
  const bytes = await buildReceiptPdf({ ...row, paidSoFar: Number(row.paidSoFar) }, lang);
  return { bytes, filename: `receipt-${row.receiptNo}-${lang}.pdf` };
}
