import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
// fontkit's Indic shaper (Devanagari conjuncts) needs the regenerator runtime as a global.
import "regenerator-runtime/runtime.js";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";

/** Spec 001 section 9: the QR image is 200 px on screen; the PNG is made larger so it prints sharply. */
export const QR_PNG_WIDTH = 600;

/** A QR code PNG of the review link, made here (never by a third-party image service). */
export function reviewQrPng(url: string, width = QR_PNG_WIDTH): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    type: "png",
    width,
    margin: 2,
    errorCorrectionLevel: "M",
    color: { dark: "#000000", light: "#ffffff" },
  });
}

const require = createRequire(import.meta.url);
let devanagariFont: Promise<Uint8Array> | null = null;
/** Noto Sans Devanagari from the @fontsource package (OFL), read once. */
function loadDevanagariFont(): Promise<Uint8Array> {
  devanagariFont ??= readFile(
    require.resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff"),
  ).then((b) => new Uint8Array(b));
  return devanagariFont;
}

export const PDF_TEXT = {
  heading: "Leave us a review",
  scan: "Scan the QR code with your phone camera to rate and review",
  steps: [
    "1. Open the camera on your phone and point it at the QR code.",
    "2. Tap the link that appears.",
    "3. Choose a star rating (1-5), add your name and a few words, and submit.",
  ],
  orVisit: "Or open this link:",
  nepali: "कृपया फोनको क्यामेराले क्यूआर कोड स्क्यान गरी हाम्रो सेवाको समीक्षा दिनुहोस्। धन्यवाद।",
  thanks: "Thank you!",
};

type PdfInput = { vendorName: string; url: string; siteName: string };
const PDF_CACHE_MAX = 100;
const pdfCache = new Map<string, Promise<Uint8Array>>();

/**
 * The review QR PDF, cached per (site, vendor name, URL): building it subsets the Devanagari
 * font, about 1 s of CPU. A per-instance cache is enough (the same input gives the same file).
 */
export function reviewQrPdf(input: PdfInput): Promise<Uint8Array> {
  const key = JSON.stringify([input.siteName, input.vendorName, input.url]);
  let pdf = pdfCache.get(key);
  if (!pdf) {
    pdf = buildReviewQrPdf(input);
    pdf.catch(() => pdfCache.delete(key));
    if (pdfCache.size >= PDF_CACHE_MAX) pdfCache.delete(pdfCache.keys().next().value as string);
    pdfCache.set(key, pdf);
  }
  return pdf;
}

/** An A4 page: vendor name, QR code, review URL and short instructions in English and Nepali. */
async function buildReviewQrPdf(input: PdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${input.vendorName} - Review QR code`);
  doc.setAuthor(input.siteName);
  doc.setCreator(input.siteName);
  const page = doc.addPage([595.28, 841.89]);
  const { width } = page.getSize();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const deva = await doc.embedFont(await loadDevanagariFont(), { subset: true });
  const brand = rgb(0.62, 0.07, 0.22);
  const grey = rgb(0.3, 0.3, 0.3);

  const centered = (text: string, y: number, size: number, font = regular, color = rgb(0, 0, 0)) => {
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
  };
  /** Shrinks a line until it fits the page width (long vendor names and URLs). */
  const fit = (text: string, size: number, font = regular, max = width - 80) => {
    let s = size;
    while (s > 8 && font.widthOfTextAtSize(text, s) > max) s -= 0.5;
    return s;
  };
  const safe = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, "?");

  const name = safe(input.vendorName);
  centered(input.siteName, 790, 14, bold, brand);
  centered(name, 745, fit(name, 28, bold), bold);
  centered(PDF_TEXT.heading, 712, 18, regular, grey);

  const qr = await doc.embedPng(await reviewQrPng(input.url));
  const qrSize = 300;
  page.drawImage(qr, { x: (width - qrSize) / 2, y: 390, width: qrSize, height: qrSize });

  centered(PDF_TEXT.scan, 360, fit(PDF_TEXT.scan, 13), regular);
  centered(PDF_TEXT.orVisit, 332, 11, regular, grey);
  const url = safe(input.url);
  centered(url, 312, fit(url, 12, bold), bold, brand);

  let y = 270;
  for (const line of PDF_TEXT.steps) {
    page.drawText(line, { x: 70, y, size: 11, font: regular, color: grey });
    y -= 20;
  }
  const nepaliSize = fit(PDF_TEXT.nepali, 13, deva, width - 100);
  page.drawText(PDF_TEXT.nepali, {
    x: (width - deva.widthOfTextAtSize(PDF_TEXT.nepali, nepaliSize)) / 2,
    y: y - 20,
    size: nepaliSize,
    font: deva,
  });
  centered(PDF_TEXT.thanks, 90, 16, bold, brand);
  return doc.save();
}
