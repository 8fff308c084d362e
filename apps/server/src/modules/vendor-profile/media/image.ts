import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

/** Image formats accepted as uploads (checked by their bytes, never by name or declared type). */
const ACCEPTED = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/tiff",
  "image/heic",
  "image/heif",
]);
/** Decompression-bomb guard: refuse anything above ~50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export const IMAGE_SIZES = { full: 2048, card: 800, thumb: 320 } as const;

export type ProcessedImage = {
  full: Buffer;
  card: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  /** What the bytes really were. */
  sourceMime: string;
};

export class NotAnImageError extends Error {
  constructor() {
    super("Only image files are allowed");
  }
}

/**
 * Checks that the bytes are an image, then re-encodes it with sharp: orientation applied,
 * EXIF/XMP/ICC metadata dropped (sharp writes none unless asked), longest side limited,
 * and three WebP variants written.
 */
export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !ACCEPTED.has(type.mime)) throw new NotAnImageError();
  const variant = async (size: number, quality: number) => {
    const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data, info };
  };
  try {
    const full = await variant(IMAGE_SIZES.full, 82);
    const card = await variant(IMAGE_SIZES.card, 78);
    const thumb = await variant(IMAGE_SIZES.thumb, 70);
    return {
      full: full.data,
      card: card.data,
      thumb: thumb.data,
      width: full.info.width,
      height: full.info.height,
      sourceMime: type.mime,
    };
  } catch {
    throw new NotAnImageError();
  }
}
