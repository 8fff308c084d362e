import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
// fontkit's Indic shaper (Devanagari conjuncts) needs the regenerator runtime as a global.
import "regenerator-runtime/runtime.js";
import type { Lang } from "@bihe/shared";
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

/** The PDF's texts in the vendor's language; the web's print page says the same (i18n print.*). */
export const PDF_TEXT = {
  en: {
    title: "Review QR code",
    heading: "Leave us a review",
    scan: "Scan the QR code with your phone camera to rate and review",
    steps: [
      "1. Open the camera on your phone and point it at the QR code.",
      "2. Tap the link that appears.",
      "3. Choose a star rating (1-5), add your name and a few words, and submit.",
    ],
    orVisit: "Or open this link:",
    /** The English PDF also carries one Nepali line for customers who read Nepali first. */
    nepali: "कृपया फोनको क्यामेराले क्यूआर कोड स्क्यान गरी हाम्रो सेवाको समीक्षा दिनुहोस्। धन्यवाद।",
    thanks: "Thank you!",
  },
  ne: {
    title: "समीक्षाको क्यूआर कोड",
    heading: "हामीलाई समीक्षा दिनुहोस्",
    scan: "रेटिङ र समीक्षा दिन फोनको क्यामेराले क्यूआर कोड स्क्यान गर्नुहोस्",
    steps: [
      "१. फोनको क्यामेरा खोलेर क्यूआर कोडतिर फर्काउनुहोस्।",
      "२. देखिएको लिंक थिच्नुहोस्।",
      "३. तारा (१-५) छान्नुहोस्, आफ्नो नाम र केही शब्द लेखेर पठाउनुहोस्।",
    ],
    orVisit: "वा यो लिंक खोल्नुहोस्:",
    nepali: "",
    thanks: "धन्यवाद!",
  },
} as const satisfies Record<Lang, unknown>;

type PdfInput = { vendorName: string; url: string; siteName: string; lang?: Lang };
const PDF_CACHE_MAX = 100;
const pdfCache = new Map<string, Promise<Uint8Array>>();

/**
 * The review QR PDF, cached per (site, vendor name, URL): building it subsets the Devanagari
 * font, about 1 s of CPU. A per-instance cache is enough (the same input gives the same file).
 */
export function reviewQrPdf(input: PdfInput): Promise<Uint8Array> {
  const key = JSON.stringify([input.siteName, input.vendorName, input.url, input.lang ?? "en"]);
  let pdf = pdfCache.get(key);
  if (!pdf) {
    pdf = buildReviewQrPdf(input);
    pdf.catch(() => pdfCache.delete(key));
    if (pdfCache.size >= PDF_CACHE_MAX) pdfCache.delete(pdfCache.keys().next().value as string);
    pdfCache.set(key, pdf);
  }
  return pdf;
}

/** An A4 page: vendor name, QR code, review URL and short instructions in the vendor's language. */
async function buildReviewQrPdf(input: PdfInput): Promise<Uint8Array> {
  const text = PDF_TEXT[input.lang ?? "en"];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${input.vendorName} - ${text.title}`);
  doc.setLanguage(input.lang === "ne" ? "ne-NP" : "en");
  doc.setAuthor(input.siteName);
  doc.setCreator(input.siteName);
  const page = doc.addPage([595.28, 841.89]);
  const { width } = page.getSize();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const deva = await doc.embedFont(await loadDevanagariFont(), { subset: true });
  const brand = rgb(0.62, 0.07, 0.22);
  const grey = rgb(0.3, 0.3, 0.3);

  type Font = typeof regular;
  // The Devanagari font has no Latin glyphs (not even '(', '-', '!'): a line is drawn in runs,
  // Devanagari (and the spaces inside it) in Noto Sans Devanagari, everything else in Helvetica.
  const runs = (line: string, font: Font) =>
    (
      line.match(/[\u0900-\u097F\u200C\u200D]+(?: +[\u0900-\u097F\u200C\u200D]+)*|[^\u0900-\u097F\u200C\u200D]+/g) ?? []
    ).map((part) => ({ part, font: /[\u0900-\u097F]/.test(part) ? deva : font }));
  const widthOf = (line: string, size: number, font: Font) =>
    runs(line, font).reduce((w, r) => w + r.font.widthOfTextAtSize(r.part, size), 0);
  const draw = (line: string, x: number, y: number, size: number, font: Font, color = rgb(0, 0, 0)) => {
    for (const r of runs(line, font)) {
      page.drawText(r.part, { x, y, size, font: r.font, color });
      x += r.font.widthOfTextAtSize(r.part, size);
    }
  };
  const centered = (line: string, y: number, size: number, font = regular, color = rgb(0, 0, 0)) => {
    draw(line, (width - widthOf(line, size, font)) / 2, y, size, font, color);
  };
  /** Shrinks a line until it fits the page width (long vendor names and URLs). */
  const fit = (line: string, size: number, font = regular, max = width - 80) => {
    let s = size;
    while (s > 8 && widthOf(line, s, font) > max) s -= 0.5;
    return s;
  };
  // Latin-1 (Helvetica) and Devanagari (Noto) are drawable; anything else would break the PDF.
  const safe = (line: string) => line.replace(/[^\x20-\x7E\u00A0-\u00FF\u0900-\u097F\u200C\u200D]/g, "?");

  const name = safe(input.vendorName);
  centered(input.siteName, 790, 14, bold, brand);
  centered(name, 745, fit(name, 28, bold), bold);
  centered(text.heading, 712, 18, regular, grey);

  const qr = await doc.embedPng(await reviewQrPng(input.url));
  const qrSize = 300;
  page.drawImage(qr, { x: (width - qrSize) / 2, y: 390, width: qrSize, height: qrSize });

  centered(text.scan, 360, fit(text.scan, 13), regular);
  centered(text.orVisit, 332, 11, regular, grey);
  const url = safe(input.url);
  centered(url, 312, fit(url, 12, bold), bold, brand);

  let y = 270;
  for (const line of text.steps) {
    draw(line, 70, y, fit(line, 11, regular, width - 140), regular, grey);
    y -= 20;
  }
  if (text.nepali) centered(text.nepali, y - 20, fit(text.nepali, 13, deva, width - 100), regular);
  centered(text.thanks, 90, 16, bold, brand);
  return doc.save();
}
