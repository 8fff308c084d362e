import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
// fontkit's Indic shaper (Devanagari conjuncts) needs the regenerator runtime as a global.
import "regenerator-runtime/runtime.js";
import { formatAd, formatBs, groupNepali, type Lang, toNepaliDigits } from "@bihe/shared";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * The building blocks of the app's A4 business documents (quotations, receipts): a writer with a
 * cursor that flows text down the page and onto new pages, tables, and the money and date formats
 * of a printed document in English or Nepali. Devanagari is drawn with Noto Sans Devanagari and
 * everything else with Helvetica, in runs (the Devanagari font has no Latin glyphs, Helvetica no
 * Devanagari ones), the approach of the review QR page (vendor-workspace/qr-pdf.ts).
 */

export const A4 = { width: 595.28, height: 841.89 } as const;
export const PDF_MARGIN = 48;
export const PDF_COLORS = {
  ink: rgb(0, 0, 0),
  grey: rgb(0.35, 0.35, 0.35),
  line: rgb(0.8, 0.8, 0.8),
  shade: rgb(0.96, 0.94, 0.95),
  brand: rgb(0.62, 0.07, 0.22),
} as const;
export type PdfColor = (typeof PDF_COLORS)[keyof typeof PDF_COLORS];

const require = createRequire(import.meta.url);
const fontFiles = new Map<string, Promise<Uint8Array>>();
/** Noto Sans Devanagari from the @fontsource package (OFL), each weight read once. */
function devanagariFont(weight: 400 | 700): Promise<Uint8Array> {
  const file = `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`;
  let font = fontFiles.get(file);
  if (!font) {
    font = readFile(require.resolve(file)).then((b) => new Uint8Array(b));
    fontFiles.set(file, font);
  }
  return font;
}

// ---- Formats of a printed document ----

/** `Rs. 1,20,000` in English, `रु. १,२०,०००` in Nepali (whole rupees, Nepali grouping). */
export function pdfMoney(amount: number, lang: Lang): string {
  const n = Math.round(amount);
  const grouped = `${n < 0 ? "-" : ""}${groupNepali(String(Math.abs(n)))}`;
  return lang === "ne" ? `रु. ${toNepaliDigits(grouped)}` : `Rs. ${grouped}`;
}

/** A count or number in the document's digits. */
export function pdfNumber(n: number | string, lang: Lang): string {
  return lang === "ne" ? toNepaliDigits(n) : String(n);
}

/** An AD date as printed: BS first; the English document adds the AD date ("15 Mangsir 2083 (1 Dec 2026)"). */
export function pdfDate(ad: string | null | undefined, lang: Lang): string {
  if (!ad) return "";
  const bs = formatBs(ad, lang);
  if (lang === "ne") return bs || toNepaliDigits(ad);
  return bs ? `${bs} (${formatAd(ad)})` : formatAd(ad);
}

/** Keeps only what the two fonts can draw (Latin-1, common punctuation, Devanagari); anything else is '?'. */
export function pdfSafe(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(
      /[^\n\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u0900-\u097F\u200C\u200D]/g,
      "?",
    );
}

// ---- The writer ----

export type TextStyle = { size?: number; bold?: boolean; color?: PdfColor };
export type Align = "left" | "right" | "center";
export type TableColumn = { header: string; width: number; align?: Align };
export type TableOptions = { size?: number; headerFill?: boolean };

const DEVANAGARI_RUN = /[\u0900-\u097F\u200C\u200D]+(?: +[\u0900-\u097F\u200C\u200D]+)*|[^\u0900-\u097F\u200C\u200D]+/g;
const LINE_HEIGHT = 1.45;

/**
 * An A4 document written top to bottom. `y` is the cursor (the top of the next line); every
 * method that writes moves it down and starts a new page when the bottom margin is reached.
 */
export class PdfWriter {
  page: PDFPage;
  y: number;
  readonly left = PDF_MARGIN;
  readonly right = A4.width - PDF_MARGIN;
  readonly contentWidth = A4.width - 2 * PDF_MARGIN;

  private constructor(
    readonly doc: PDFDocument,
    readonly lang: Lang,
    private fonts: { regular: PDFFont; bold: PDFFont; deva: PDFFont; devaBold: PDFFont },
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - PDF_MARGIN;
  }

  /** A new document with its first page, its fonts embedded (Devanagari subset) and its metadata. */
  static async create(meta: { title: string; lang: Lang; author: string }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setTitle(pdfSafe(meta.title));
    doc.setLanguage(meta.lang === "ne" ? "ne-NP" : "en");
    doc.setAuthor(pdfSafe(meta.author));
    doc.setCreator(pdfSafe(meta.author));
    const [regular, bold, deva, devaBold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      devanagariFont(400).then((f) => doc.embedFont(f, { subset: true })),
      devanagariFont(700).then((f) => doc.embedFont(f, { subset: true })),
    ]);
    return new PdfWriter(doc, meta.lang, { regular, bold, deva, devaBold });
  }

  private runs(text: string, bold: boolean) {
    const latin = bold ? this.fonts.bold : this.fonts.regular;
    const deva = bold ? this.fonts.devaBold : this.fonts.deva;
    return (text.match(DEVANAGARI_RUN) ?? []).map((part) => ({
      part,
      font: /[\u0900-\u097F]/.test(part) ? deva : latin,
    }));
  }

  /** The width of one line of text at a size. */
  widthOf(text: string, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    return this.runs(pdfSafe(text), !!style.bold).reduce((w, r) => w + r.font.widthOfTextAtSize(r.part, size), 0);
  }

  /** Draws one line at (x, baseline) without moving the cursor; `width` with `align` places it in a box. */
  drawAt(text: string, x: number, baseline: number, style: TextStyle & { align?: Align; width?: number } = {}): void {
    const size = style.size ?? 10;
    const line = pdfSafe(text).replace(/\n/g, " ");
    const w = this.widthOf(line, style);
    let at = x;
    if (style.width !== undefined && style.align === "right") at = x + style.width - w;
    if (style.width !== undefined && style.align === "center") at = x + (style.width - w) / 2;
    for (const r of this.runs(line, !!style.bold)) {
      this.page.drawText(r.part, { x: at, y: baseline, size, font: r.font, color: style.color ?? PDF_COLORS.ink });
      at += r.font.widthOfTextAtSize(r.part, size);
    }
  }

  /** Splits text into lines that fit `width` (on spaces; a word longer than the width is cut). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of pdfSafe(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/ +/)) {
        const next = line ? `${line} ${word}` : word;
        if (this.widthOf(next, style) <= width) {
          line = next;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (this.widthOf(rest, style) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && this.widthOf(rest.slice(0, cut), style) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Starts a new page when less than `height` is left above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height >= PDF_MARGIN) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - PDF_MARGIN;
  }

  /** Moves the cursor down. */
  gap(height: number): void {
    this.y -= height;
  }

  /** Text flowed in `width` (the content width by default) from `x`, wrapped and paged. */
  text(text: string, style: TextStyle & { x?: number; width?: number; align?: Align } = {}): void {
    const size = style.size ?? 10;
    const x = style.x ?? this.left;
    const width = style.width ?? this.right - x;
    for (const line of this.wrap(text, width, style)) {
      this.ensure(size * LINE_HEIGHT);
      this.drawAt(line, x, this.y - size, { ...style, width, align: style.align });
      this.y -= size * LINE_HEIGHT;
    }
  }

  /** A thin line across the content width. */
  rule(color: PdfColor = PDF_COLORS.line): void {
    this.ensure(8);
    this.page.drawLine({
      start: { x: this.left, y: this.y - 4 },
      end: { x: this.right, y: this.y - 4 },
      thickness: 0.7,
      color,
    });
    this.y -= 8;
  }

  /** Label and value pairs in two columns ("PAN/VAT: 301234567"). */
  pairs(rows: [label: string, value: string][], style: TextStyle & { labelWidth?: number } = {}): void {
    const size = style.size ?? 10;
    const labelWidth = style.labelWidth ?? 110;
    for (const [label, value] of rows) {
      const lines = this.wrap(value, this.contentWidth - labelWidth, style);
      this.ensure(lines.length * size * LINE_HEIGHT);
      this.drawAt(label, this.left, this.y - size, { size, color: PDF_COLORS.grey });
      for (const line of lines) {
        this.drawAt(line, this.left + labelWidth, this.y - size, style);
        this.y -= size * LINE_HEIGHT;
      }
    }
  }

  /**
   * A table: a shaded header row, then the rows, each cell wrapped in its column; a page break
   * repeats the header. Column widths are points and should add up to the content width.
   */
  table(columns: TableColumn[], rows: string[][], options: TableOptions = {}): void {
    const size = options.size ?? 9.5;
    const pad = 4;
    const lineH = size * LINE_HEIGHT;
    const header = () => {
      this.ensure(lineH + 2 * pad + lineH);
      this.page.drawRectangle({
        x: this.left,
        y: this.y - lineH - 2 * pad,
        width: this.contentWidth,
        height: lineH + 2 * pad,
        color: PDF_COLORS.shade,
      });
      let x = this.left;
      for (const c of columns) {
        this.drawAt(c.header, x + pad, this.y - pad - size, {
          size,
          bold: true,
          align: c.align,
          width: c.width - 2 * pad,
        });
        x += c.width;
      }
      this.y -= lineH + 2 * pad;
    };
    header();
    for (const row of rows) {
      const cells = columns.map((c, i) => this.wrap(row[i] ?? "", c.width - 2 * pad, { size }));
      const height = Math.max(...cells.map((l) => l.length)) * lineH + 2 * pad;
      if (this.y - height < PDF_MARGIN) {
        this.ensure(A4.height);
        header();
      }
      let x = this.left;
      cells.forEach((lines, i) => {
        const c = columns[i]!;
        lines.forEach((line, j) => {
          this.drawAt(line, x + pad, this.y - pad - size - j * lineH, {
            size,
            align: c.align,
            width: c.width - 2 * pad,
          });
        });
        x += c.width;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: this.left, y: this.y },
        end: { x: this.right, y: this.y },
        thickness: 0.5,
        color: PDF_COLORS.line,
      });
    }
  }

  /** Right-aligned label/amount lines under a table (subtotal, discount, VAT, total). */
  totals(rows: { label: string; value: string; bold?: boolean }[], style: { size?: number } = {}): void {
    const size = style.size ?? 10;
    for (const row of rows) {
      this.ensure(size * LINE_HEIGHT + 2);
      const s = row.bold ? size + 1.5 : size;
      this.drawAt(row.label, this.right - 260, this.y - s - 2, { size: s, bold: row.bold, align: "right", width: 150 });
      this.drawAt(row.value, this.right - 105, this.y - s - 2, { size: s, bold: row.bold, align: "right", width: 105 });
      this.y -= s * LINE_HEIGHT + 2;
    }
  }

  /** Draws a PNG or JPEG image in a `width`-point square from (x, top), without moving the cursor; returns its height. */
  async imageAt(bytes: Uint8Array, opts: { x: number; top: number; width: number }): Promise<number> {
    const isPng = bytes[0] === 0x89 && bytes[1] === 0x50;
    const image = isPng ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
    // Fits a box `width` wide and at most as tall (a tall picture is narrowed, not stretched).
    const scale = Math.min(opts.width / image.width, opts.width / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.page.drawImage(image, { x: opts.x, y: opts.top - height, width, height });
    return height;
  }

  /** A PNG or JPEG image in a `width`-point square at `x` (the left margin by default), paged like text. */
  async image(bytes: Uint8Array, opts: { width: number; x?: number }): Promise<void> {
    this.ensure(opts.width);
    this.y -= await this.imageAt(bytes, { x: opts.x ?? this.left, top: this.y, width: opts.width });
  }

  /** "Page 1 of 2" (in the document's digits) at the foot of every page, and a line of text beside it. */
  footer(text: (page: number, pages: number) => string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const current = this.page;
      this.page = page;
      this.drawAt(text(i + 1, pages.length), this.left, PDF_MARGIN / 2, {
        size: 8,
        color: PDF_COLORS.grey,
        align: "center",
        width: this.contentWidth,
      });
      this.page = current;
    });
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
