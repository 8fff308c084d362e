/** Spec 001 section 5 'Media' and section 9: images only, at most 5 MB each. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** 'File size must be less than 5MB. Current file size: X MB' (X with two decimals). */
export const fileSizeMessage = (bytes: number) =>
  `File size must be less than 5MB. Current file size: ${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** The size error for a file, or null when it fits. */
export const checkImageSize = (bytes: number): string | null =>
  bytes > MAX_IMAGE_BYTES ? fileSizeMessage(bytes) : null;

/** How many portfolio photos the public page shows as top photos. */
export const TOP_PHOTOS = 10;

/** 'Studio Nepal & Co.' -> 'studio-nepal-co' (storage folder of a vendor). */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    // Runs are single hyphens now: trim one at each end (/-+$/ rescans a long run once per hyphen).
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
  return slug || "vendor";
}
