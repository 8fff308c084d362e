import { eventName, type Lang, type QuotationView, VAT_PERCENT } from "@bihe/shared";
import { PDF_COLORS, PdfWriter, pdfDate, pdfMoney, pdfNumber } from "./pdf-kit";

/** The quotation PDF's words in each language (the lines and terms are the vendor's own). */
export const QUOTATION_PDF_TEXT = {
  en: {
    title: "Quotation",
    version: "Version",
    date: "Date",
    validUntil: "Valid until",
    client: "Client",
    panVat: "PAN/VAT No.",
    events: "Events",
    event: "Event",
    eventDate: "Date",
    no: "#",
    description: "Description",
    quantity: "Qty",
    rate: "Rate",
    amount: "Amount",
    subtotal: "Subtotal",
    discount: "Discount",
    taxable: "Taxable amount",
    vat: `VAT (${VAT_PERCENT}%)`,
    total: "Total",
    schedule: "Payment schedule",
    installment: "Installment",
    due: "Due",
    onTheDay: "On the day",
    terms: "Terms",
    pay: "Pay by scanning",
    draft: "DRAFT - not sent",
    superseded: "Replaced by a newer version",
    accepted: "Accepted",
    declined: "Declined",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  ne: {
    title: "कोटेसन",
    version: "संस्करण",
    date: "मिति",
    validUntil: "मान्य मिति",
    client: "ग्राहक",
    panVat: "प्यान/भ्याट नं.",
    events: "कार्यक्रमहरू",
    event: "कार्यक्रम",
    eventDate: "मिति",
    no: "क्र.सं.",
    description: "विवरण",
    quantity: "परिमाण",
    rate: "दर",
    amount: "रकम",
    subtotal: "जम्मा",
    discount: "छुट",
    taxable: "करयोग्य रकम",
    vat: `मूल्य अभिवृद्धि कर (${pdfNumber(VAT_PERCENT, "ne")}%)`,
    total: "कुल जम्मा",
    schedule: "भुक्तानी तालिका",
    installment: "किस्ता",
    due: "भुक्तानी मिति",
    onTheDay: "कार्यक्रमको दिन",
    terms: "सर्तहरू",
    pay: "स्क्यान गरेर भुक्तानी गर्नुहोस्",
    draft: "ड्राफ्ट - पठाइएको छैन",
    superseded: "नयाँ संस्करणले प्रतिस्थापित",
    accepted: "स्वीकृत",
    declined: "अस्वीकृत",
    page: (n: number, of: number) => `पृष्ठ ${pdfNumber(n, "ne")} / ${pdfNumber(of, "ne")}`,
  },
} as const satisfies Record<Lang, unknown>;

export type QuotationPdfInput = {
  quotation: QuotationView;
  vendor: { phone: string | null; email: string; address: string | null };
  /** The vendor's payment QR as PNG or JPEG bytes, with its label, when it has one. */
  paymentQr: { image: Uint8Array; label: string } | null;
  siteName: string;
  lang: Lang;
};

/** A quotation as an A4 document: vendor, client, events, lines, totals, schedule, terms and the payment QR. */
export async function quotationPdf(input: QuotationPdfInput): Promise<Uint8Array> {
  const { quotation: q, lang } = input;
  const t = QUOTATION_PDF_TEXT[lang];
  const money = (n: number) => pdfMoney(n, lang);
  const w = await PdfWriter.create({
    title: `${q.vendorName} - ${t.title} ${pdfNumber(q.version, lang)}`,
    lang,
    author: input.siteName,
  });

  // The vendor, as on a letterhead.
  w.text(q.vendorName, { size: 18, bold: true, color: PDF_COLORS.brand });
  const contact = [input.vendor.address, input.vendor.phone, input.vendor.email].filter(Boolean).join("  |  ");
  if (contact) w.text(contact, { size: 9, color: PDF_COLORS.grey });
  if (q.vatPanNumber) w.text(`${t.panVat} ${q.vatPanNumber}`, { size: 9, color: PDF_COLORS.grey });
  w.gap(6);
  w.rule(PDF_COLORS.brand);
  w.gap(4);
  w.text(`${t.title} - ${t.version} ${pdfNumber(q.version, lang)}`, { size: 15, bold: true });
  const mark =
    q.status === "draft"
      ? t.draft
      : q.status === "superseded"
        ? t.superseded
        : q.status === "accepted"
          ? t.accepted
          : q.status === "declined"
            ? t.declined
            : null;
  if (mark) w.text(mark, { size: 10, bold: true, color: PDF_COLORS.brand });
  w.gap(4);
  const issued = (q.sentAt ?? q.createdAt).slice(0, 10);
  w.pairs([
    [t.client, q.clientName],
    [t.date, pdfDate(issued, lang)],
    ...(q.validUntil ? [[t.validUntil, pdfDate(q.validUntil, lang)] as [string, string]] : []),
  ]);

  if (q.events.length) {
    w.gap(10);
    w.text(t.events, { size: 11, bold: true });
    w.gap(2);
    w.table(
      [
        { header: t.event, width: w.contentWidth * 0.5 },
        { header: t.eventDate, width: w.contentWidth * 0.5 },
      ],
      q.events.map((e) => [eventName(e.eventName, lang), pdfDate(e.eventDate, lang)]),
    );
  }

  w.gap(12);
  const cw = w.contentWidth;
  w.table(
    [
      { header: t.no, width: 34, align: "right" },
      { header: t.description, width: cw - 34 - 44 - 95 - 105 },
      { header: t.quantity, width: 44, align: "right" },
      { header: t.rate, width: 95, align: "right" },
      { header: t.amount, width: 105, align: "right" },
    ],
    q.items.map((item, i) => [
      pdfNumber(i + 1, lang),
      item.description,
      pdfNumber(item.quantity, lang),
      money(item.unitPrice),
      money(item.quantity * item.unitPrice),
    ]),
  );
  w.gap(4);
  // The payment QR sits left of the totals (their column is on the right), so it rarely needs a page of its own.
  const qrWidth = 110;
  if (input.paymentQr) w.ensure(qrWidth + 30);
  const totalsTop = w.y;
  let qrBottom = w.y;
  if (input.paymentQr) {
    const top = w.y;
    const label = w.wrap(`${t.pay}: ${input.paymentQr.label}`, 200, { size: 9, bold: true });
    for (const [i, line] of label.entries()) w.drawAt(line, w.left, top - 9 - i * 13, { size: 9, bold: true });
    const height = await w.imageAt(input.paymentQr.image, {
      x: w.left,
      top: top - label.length * 13 - 4,
      width: qrWidth,
    });
    qrBottom = top - label.length * 13 - 4 - height;
  }
  const pageOfTotals = w.page;
  w.totals([
    { label: t.subtotal, value: money(q.subtotal) },
    ...(q.discount > 0
      ? [
          { label: t.discount, value: `- ${money(q.discount)}` },
          { label: t.taxable, value: money(q.subtotal - q.discount) },
        ]
      : []),
    ...(q.vatPercent > 0 ? [{ label: t.vat, value: money(q.vatAmount) }] : []),
    { label: t.total, value: money(q.total), bold: true },
  ]);
  if (input.paymentQr && w.page === pageOfTotals && totalsTop > w.y) w.y = Math.min(w.y, qrBottom);

  w.gap(12);
  w.text(t.schedule, { size: 11, bold: true });
  w.gap(2);
  const firstEvent = q.events.find((e) => e.eventDate)?.eventDate ?? null;
  w.table(
    [
      { header: t.no, width: 34, align: "right" },
      { header: t.installment, width: cw - 34 - 200 - 105 },
      { header: t.due, width: 200 },
      { header: t.amount, width: 105, align: "right" },
    ],
    q.schedule.map((s, i) => [
      pdfNumber(i + 1, lang),
      s.label,
      s.dueDate ? pdfDate(s.dueDate, lang) : firstEvent ? `${t.onTheDay}: ${pdfDate(firstEvent, lang)}` : t.onTheDay,
      money(s.amount),
    ]),
  );

  if (q.terms) {
    w.gap(12);
    w.text(t.terms, { size: 11, bold: true });
    w.gap(2);
    w.text(q.terms, { size: 9.5 });
  }

  w.footer((n, of) => `${input.siteName}  |  ${q.vendorName}  |  ${t.page(n, of)}`);
  return w.save();
}
