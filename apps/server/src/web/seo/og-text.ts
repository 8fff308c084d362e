import { createRequire } from "node:module";
import sharp from "sharp";

const require = createRequire(import.meta.url);
/**
 * Noto Sans Devanagari as TrueType (OFL), which sharp's text rendering (Pango) loads: a Nepali preview picture's
 * words need it (the @fontsource WOFF files the web and the QR PDF use are not read by it). Its Latin letters serve
 * the English pictures too, so both languages look alike.
 */
const FONTS = {
  regular: require.resolve("@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf"),
};

const markup = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type TextStyle = { size: number; color: string; bold?: boolean };

function render(text: string, style: TextStyle, width: number) {
  return sharp({
    text: {
      text: `<span foreground="${style.color}" font_weight="${style.bold ? "bold" : "normal"}">${markup(text)}</span>`,
      font: `Noto Sans Devanagari ${style.size}px`,
      fontfile: style.bold ? FONTS.bold : FONTS.regular,
      width,
      wrap: "word",
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/**
 * One block of text as a transparent PNG at most `width` wide, wrapped at words and cut after `lines` lines: what
 * a preview picture composites over its background.
 */
export async function textImage(
  text: string,
  opts: TextStyle & { width: number; lines?: number },
): Promise<{ input: Buffer; width: number; height: number /** before any cut */; lines: number }> {
  // The same text on one line gives one line's height (Devanagari's marks make it taller than the size).
  const [{ data, info }, one] = await Promise.all([render(text, opts, opts.width), render(text, opts, 8000)]);
  const line = one.info.height;
  const lines = Math.max(1, Math.round(info.height / line));
  const keep = opts.lines ?? 1;
  if (lines <= keep) return { input: data, width: info.width, height: info.height, lines };
  // Longer than its lines: the first lines only (a title too long for the picture is cut, not shrunk to nothing).
  const height = Math.min(info.height, Math.round(line * keep));
  const cut = await sharp(data).extract({ left: 0, top: 0, width: info.width, height }).png().toBuffer();
  return { input: cut, width: info.width, height, lines };
}
