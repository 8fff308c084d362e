import type { Readable } from "node:stream";
import sharp, { type OverlayOptions } from "sharp";
import type { Uses } from "../../lib/services";
import { textImage } from "./og-text";

/** The size link previews (Facebook, WhatsApp, Viber, X) show large. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** The band under the pictures carries the words (nothing is printed over a vendor's own picture): this tall at least. */
const MIN_BAND = 170;
const BRAND = "#881337";
const BRAND_DARK = "#5f0f27";
const MARGIN = 48;

/**
 * A link-preview picture: up to three pictures side by side (a vendor's banner, a listing's first vendors), and
 * under them a band with a title, a line in gold and the site's name. Without a picture the top is the brand's
 * colour with `heading` on it (a vendor without a banner: its name, which otherwise its banner shows).
 */
export type PreviewLayout = {
  /** Media addresses of the pictures (each read from storage; a missing one is left out). */
  pictures: string[];
  heading?: string;
  title: string;
  subtitle: string;
  siteName: string;
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A picture's bytes from storage by its public address, or null (not ours, or gone). */
async function pictureBytes(app: Uses<"storage">, url: string): Promise<Buffer | null> {
  const key = app.storage.keyOf(url);
  const stream = key ? await app.storage.read(key) : null;
  return stream ? readAll(stream) : null;
}

/** The band's title: on one line at 40 px, else smaller on up to two lines. */
async function bandTitle(text: string, width: number) {
  const large = await textImage(text, { size: 40, color: "#ffffff", width, bold: true });
  if (large.lines === 1) return large;
  return textImage(text, { size: 34, color: "#ffffff", width, bold: true, lines: 2 });
}

export async function renderPreview(app: Uses<"storage">, layout: PreviewLayout): Promise<Buffer> {
  const site = await textImage(layout.siteName, { size: 30, color: "#ffffff", width: 360, bold: true });
  const textWidth = OG_WIDTH - 3 * MARGIN - site.width;
  const title = await bandTitle(layout.title, textWidth);
  const subtitle = await textImage(layout.subtitle, { size: 30, color: "#fcd34d", width: textWidth });
  const band = Math.max(MIN_BAND, 28 + title.height + 8 + subtitle.height + 28);
  const top = OG_HEIGHT - band;

  const read = await Promise.all(layout.pictures.slice(0, 3).map((url) => pictureBytes(app, url)));
  const pictures = read.filter((b): b is Buffer => b !== null);
  const parts: OverlayOptions[] = [];
  // Side by side above the band, each cropped to its share of the width around what draws the eye.
  let left = 0;
  for (const [i, bytes] of pictures.entries()) {
    const width = i === pictures.length - 1 ? OG_WIDTH - left : Math.floor(OG_WIDTH / pictures.length);
    const input = await sharp(bytes)
      .resize(width, top, { fit: "cover", position: "attention" })
      .flatten({ background: BRAND })
      .toBuffer();
    parts.push({ input, left, top: 0 });
    left += width;
  }
  if (!pictures.length && layout.heading) {
    const heading = await textImage(layout.heading, {
      size: 68,
      color: "#ffffff",
      width: OG_WIDTH - 2 * MARGIN,
      bold: true,
      lines: 2,
    });
    parts.push({ input: heading.input, left: MARGIN, top: Math.max(MARGIN, Math.round((top - heading.height) / 2)) });
  }
  const strip = await sharp({ create: { width: OG_WIDTH, height: band, channels: 3, background: BRAND } })
    .png()
    .toBuffer();
  parts.unshift({ input: strip, left: 0, top });
  parts.push(
    { input: title.input, left: MARGIN, top: top + 28 },
    { input: subtitle.input, left: MARGIN, top: top + 28 + title.height + 8 },
    { input: site.input, left: OG_WIDTH - MARGIN - site.width, top: top + 30 },
  );
  return sharp({
    create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: pictures.length ? BRAND : BRAND_DARK },
  })
    .composite(parts)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * A preview picture made once per version and kept in storage (shared by every app instance, like uploads): a
 * crawler's repeated fetches cost a file read, not a render. `key` names the version (a hash of what it shows).
 */
export async function keptPreview(
  app: Uses<"storage">,
  key: string,
  layout: () => PreviewLayout | Promise<PreviewLayout>,
): Promise<Readable | Buffer> {
  const cached = await app.storage.read(key);
  if (cached) return cached;
  const image = await renderPreview(app, await layout());
  await app.storage.put(key, image, "image/jpeg");
  return image;
}
