import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/** Generated, real-looking demo pictures (no network, no stock files): gradients, hills, a sun, text. */

export type SeedImageKind = "card_image" | "banner_image" | "portfolio_image";

const SIZES: Record<SeedImageKind, [number, number]> = {
  card_image: [800, 600],
  banner_image: [1400, 440],
  portfolio_image: [1000, 666],
};

const FOLDER: Record<SeedImageKind, string> = {
  card_image: "card-image",
  banner_image: "banner-image",
  portfolio_image: "portfolio-images",
};

/** Variant widths written beside the full image, as the media module does (-card, -thumb). */
const VARIANTS = [
  ["card", 640],
  ["thumb", 320],
] as const;

const PALETTES: [string, string, string][] = [
  ["#7f1d1d", "#f59e0b", "#fde68a"],
  ["#9f1239", "#fb7185", "#ffe4e6"],
  ["#1e3a8a", "#60a5fa", "#dbeafe"],
  ["#14532d", "#84cc16", "#ecfccb"],
  ["#581c87", "#e879f9", "#fae8ff"],
  ["#7c2d12", "#fb923c", "#ffedd5"],
  ["#0f766e", "#5eead4", "#ccfbf1"],
  ["#831843", "#f472b6", "#fce7f3"],
];

const CAPTIONS = [
  "Wedding Day",
  "Mehendi Night",
  "Haldi Morning",
  "Reception",
  "Engagement",
  "Pre-wedding Shoot",
  "Janti Procession",
  "Sindoor Ritual",
  "Family Portraits",
  "Couple Portraits",
];

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function seedSvg(kind: SeedImageKind, title: string, subtitle: string, variant: number): string {
  const [w, h] = SIZES[kind];
  const [dark, mid, light] = PALETTES[variant % PALETTES.length];
  const sunX = Math.round(w * (0.55 + ((variant * 37) % 35) / 100));
  const sunY = Math.round(h * 0.32);
  const r = Math.round(Math.min(w, h) * 0.14);
  const hill = (base: number, amp: number, phase: number) => {
    const pts: string[] = [`0,${h}`];
    for (let x = 0; x <= w; x += w / 8) {
      const y = base + Math.sin(x / (w / 5) + phase) * amp + Math.cos(x / (w / 11) + phase * 2) * amp * 0.4;
      pts.push(`${Math.round(x)},${Math.round(y)}`);
    }
    pts.push(`${w},${h}`);
    return pts.join(" ");
  };
  const titleSize = kind === "banner_image" ? 64 : Math.round(w / 16);
  const subSize = Math.round(titleSize * 0.5);
  // Two figures under the sun: a couple, drawn as simple silhouettes.
  const cx = Math.round(w * 0.3);
  const gy = Math.round(h * 0.78);
  const s = Math.round(h / 9);
  const couple = `<g fill="${dark}" fill-opacity="0.85">
    <circle cx="${cx}" cy="${gy - s * 2.1}" r="${s * 0.32}"/><rect x="${cx - s * 0.35}" y="${gy - s * 1.75}" width="${s * 0.7}" height="${s * 1.75}" rx="${s * 0.2}"/>
    <circle cx="${cx + s * 0.95}" cy="${gy - s * 1.95}" r="${s * 0.3}"/><path d="M ${cx + s * 0.95} ${gy - s * 1.65} L ${cx + s * 1.6} ${gy} L ${cx + s * 0.3} ${gy} Z"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="0.65" stop-color="${mid}"/><stop offset="1" stop-color="${light}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fffbeb"/><stop offset="1" stop-color="#fde68a" stop-opacity="0.2"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${r}" fill="url(#sun)"/>
<polygon points="${hill(h * 0.62, h * 0.08, variant)}" fill="${dark}" fill-opacity="0.35"/>
<polygon points="${hill(h * 0.72, h * 0.05, variant + 2)}" fill="${dark}" fill-opacity="0.55"/>
${couple}
<rect x="0" y="${h - titleSize * 2.4}" width="${w}" height="${titleSize * 2.4}" fill="#000" fill-opacity="0.28"/>
<text x="${Math.round(w * 0.04)}" y="${h - titleSize * 1.05}" font-family="DejaVu Sans, sans-serif" font-size="${titleSize}" font-weight="bold" fill="#fff">${esc(title)}</text>
<text x="${Math.round(w * 0.04)}" y="${h - titleSize * 0.35}" font-family="DejaVu Sans, sans-serif" font-size="${subSize}" fill="#fff" fill-opacity="0.9">${esc(subtitle)}</text>
</svg>`;
}

export function captionFor(i: number): string {
  return CAPTIONS[i % CAPTIONS.length];
}

export type StoredImage = {
  fileType: SeedImageKind;
  fileName: string;
  filePath: string;
  fileSize: number;
  mimeType: string;
  width: number;
  height: number;
  sortOrder: number;
};

let stamp = Date.now();

/**
 * Renders one picture and writes it with its variants through app.storage under
 * vendors/{type}/{slug}/{card-image|banner-image|portfolio-images}/{timestamp}.webp
 * (the media module's key layout). Returns the cinematographer_uploads row values.
 */
export async function renderAndStore(
  app: FastifyInstance,
  opts: {
    vendorType: string;
    slug: string;
    kind: SeedImageKind;
    title: string;
    subtitle: string;
    variant: number;
    sortOrder: number;
  },
): Promise<StoredImage> {
  const [w, h] = SIZES[opts.kind];
  // Rasterise once; encode the full image and the variants from the same pixels (effort 0: the seed must stay fast).
  const { data, info } = await sharp(Buffer.from(seedSvg(opts.kind, opts.title, opts.subtitle, opts.variant)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const key = `vendors/${opts.vendorType}/${opts.slug}/${FOLDER[opts.kind]}/${stamp++}.webp`;
  const [full] = await Promise.all([
    sharp(data, raw).webp({ quality: 74, effort: 0 }).toBuffer(),
    ...VARIANTS.map(async ([suffix, width]) => {
      const buf = await sharp(data, raw)
        .resize({ width: Math.min(width, w) })
        .webp({ quality: 70, effort: 0 })
        .toBuffer();
      await app.storage.put(key.replace(/\.webp$/, `-${suffix}.webp`), buf, "image/webp");
    }),
  ]);
  await app.storage.put(key, full as Buffer, "image/webp");
  return {
    fileType: opts.kind,
    fileName: `${opts.slug}-${FOLDER[opts.kind]}-${opts.sortOrder + 1}.webp`,
    filePath: key,
    fileSize: (full as Buffer).length,
    mimeType: "image/webp",
    width: w,
    height: h,
    sortOrder: opts.sortOrder,
  };
}
