import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { QuotationView } from "@bihe/shared";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { quotationPdf } from "./pdf";
import { pdfDate, pdfMoney, pdfNumber, pdfSafe } from "./pdf-kit";

describe("the PDF kit's formats", () => {
  it("writes money, numbers and dates the printed way in each language", () => {
    expect(pdfMoney(146_900, "en")).toBe("Rs. 1,46,900");
    expect(pdfMoney(146_900, "ne")).toBe("रु. १,४६,९००");
    expect(pdfMoney(0, "en")).toBe("Rs. 0");
    expect(pdfNumber(12, "ne")).toBe("१२");
    expect(pdfDate("2026-12-01", "en")).toBe("15 Mangsir 2083 (1 Dec 2026)");
    expect(pdfDate("2026-12-01", "ne")).toBe("१५ मंसिर २०८३");
    expect(pdfDate(null, "en")).toBe("");
    // Emoji and other scripts the two fonts cannot draw become '?', never a broken PDF.
    expect(pdfSafe("Gold 💍 package – नमस्ते")).toBe("Gold ?? package – नमस्ते");
  });
});

const quotation = (over: Partial<QuotationView> = {}): QuotationView => ({
  id: "00000000-0000-4000-8000-000000000001",
  leadId: "00000000-0000-4000-8000-000000000002",
  version: 3,
  status: "sent",
  items: Array.from({ length: 40 }, (_, i) => ({
    description: `Line ${i + 1}: coverage of the ceremony with two photographers and a long description that wraps`,
    quantity: 1 + (i % 3),
    unitPrice: 10_000 + i * 500,
  })),
  schedule: [
    { label: "Advance to confirm", amount: 300_000, dueDate: "2026-12-20" },
    { label: "On the day", amount: 529_000, dueDate: null },
  ],
  subtotal: 829_000,
  discount: 0,
  vatPercent: 0,
  vatAmount: 0,
  total: 829_000,
  vatPanNumber: "301234567",
  validUntil: "2026-12-15",
  terms: "Advance is not refundable. ".repeat(60),
  rowVersion: 2,
  sentAt: "2026-12-01T04:00:00.000Z",
  acceptedName: null,
  acceptedAt: null,
  declinedAt: null,
  declineReason: null,
  createdAt: "2026-11-30T04:00:00.000Z",
  vendorName: "Himalayan Frames",
  clientName: "Sita Sharma",
  events: [{ eventName: "Wedding (Both Sides)", eventDate: "2027-01-30" }],
  ...over,
});

function textOf(pdf: Uint8Array) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quotation-pdf-"));
  const file = path.join(dir, "q.pdf");
  fs.writeFileSync(file, pdf);
  if (process.env.QUOTATION_PDF_DIR)
    fs.copyFileSync(file, path.join(process.env.QUOTATION_PDF_DIR, `long-${Date.now()}.pdf`));
  return {
    text: execFileSync("pdftotext", ["-layout", file, "-"]).toString(),
    info: execFileSync("pdfinfo", [file]).toString(),
  };
}

describe("a long quotation", () => {
  it("flows onto more A4 pages, the table's header repeated and every page numbered", async () => {
    const qr = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const pdf = await quotationPdf({
      quotation: quotation(),
      vendor: { phone: "9800000001", email: "studio@example.com", address: "Baneshwor, Kathmandu" },
      paymentQr: { image: new Uint8Array(qr), label: "Khalti 9800000001" },
      siteName: "Bihe",
      lang: "en",
    });
    const { text, info } = textOf(pdf);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // The lines' header on the first page and again where the table continues.
    expect(text.match(/Description/g)!.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain("Line 40: coverage");
    expect(text).toContain("Rs. 8,29,000");
    expect(text).toContain("Pay by scanning: Khalti 9800000001");
    expect(text).toContain("On the day: 16 Magh 2083 (30 Jan 2027)");
  });

  it("marks a superseded version, in Nepali too", async () => {
    const input = {
      quotation: quotation({
        status: "superseded",
        items: quotation().items.slice(0, 2),
        subtotal: 31_500,
        total: 31_500,
      }),
      vendor: { phone: null, email: "studio@example.com", address: null },
      paymentQr: null,
      siteName: "Bihe",
    };
    expect(textOf(await quotationPdf({ ...input, lang: "en" })).text).toContain("Replaced by a newer version");
    const ne = textOf(await quotationPdf({ ...input, lang: "ne" })).text;
    expect(ne).toContain("रु. ३१,५००");
    expect(ne).toContain("१६ माघ २०८३");
  });
});
