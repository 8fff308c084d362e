import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
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

/** What stands in the foreground: a couple (photographers), a lit hall (banquets), a flower-decked stage (decorators). */
export type SeedMotif = "couple" | "hall" | "decor";

export function seedSvg(
  kind: SeedImageKind,
  title: string,
  subtitle: string,
  variant: number,
  motif: SeedMotif = "couple",
): string {
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
  // Long names shrink to fit the width (a bold DejaVu glyph is about 0.62 em wide).
  const titleSize = Math.min(
    kind === "banner_image" ? 64 : Math.round(w / 16),
    Math.floor((w * 0.92) / (title.length * 0.62)),
  );
  const subSize = Math.round(titleSize * 0.5);
  // Two figures under the sun: a couple, drawn as simple silhouettes.
  const cx = Math.round(w * 0.3);
  const gy = Math.round(h * 0.78);
  const s = Math.round(h / 9);
  const couple = `<g fill="${dark}" fill-opacity="0.85">
    <circle cx="${cx}" cy="${gy - s * 2.1}" r="${s * 0.32}"/><rect x="${cx - s * 0.35}" y="${gy - s * 1.75}" width="${s * 0.7}" height="${s * 1.75}" rx="${s * 0.2}"/>
    <circle cx="${cx + s * 0.95}" cy="${gy - s * 1.95}" r="${s * 0.3}"/><path d="M ${cx + s * 0.95} ${gy - s * 1.65} L ${cx + s * 1.6} ${gy} L ${cx + s * 0.3} ${gy} Z"/></g>`;
  const figure =
    motif === "hall" ? hallSvg(cx, gy, s, dark, light) : motif === "decor" ? decorSvg(cx, gy, s, dark, mid) : couple;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="0.65" stop-color="${mid}"/><stop offset="1" stop-color="${light}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fffbeb"/><stop offset="1" stop-color="#fde68a" stop-opacity="0.2"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${r}" fill="url(#sun)"/>
<polygon points="${hill(h * 0.62, h * 0.08, variant)}" fill="${dark}" fill-opacity="0.35"/>
<polygon points="${hill(h * 0.72, h * 0.05, variant + 2)}" fill="${dark}" fill-opacity="0.55"/>
${figure}
<rect x="0" y="${h - titleSize * 2.4}" width="${w}" height="${titleSize * 2.4}" fill="#000" fill-opacity="0.28"/>
<text x="${Math.round(w * 0.04)}" y="${h - titleSize * 1.05}" font-family="DejaVu Sans, sans-serif" font-size="${titleSize}" font-weight="bold" fill="#fff">${esc(title)}</text>
<text x="${Math.round(w * 0.04)}" y="${h - titleSize * 0.35}" font-family="DejaVu Sans, sans-serif" font-size="${subSize}" fill="#fff" fill-opacity="0.9">${esc(subtitle)}</text>
</svg>`;
}

/** A banquet hall's front: a pediment over columns, lit arched windows and a hanging chandelier. */
function hallSvg(cx: number, gy: number, s: number, dark: string, light: string): string {
  const w = s * 5.2;
  const x0 = cx - s * 1.2;
  const top = gy - s * 3.2;
  const columns = Array.from({ length: 6 }, (_, i) => {
    const x = x0 + s * 0.3 + i * ((w - s * 0.6) / 5);
    return `<rect x="${x - s * 0.09}" y="${top + s * 0.6}" width="${s * 0.18}" height="${s * 2.6}"/>`;
  }).join("");
  const windows = Array.from({ length: 5 }, (_, i) => {
    const x = x0 + s * 0.3 + (i + 0.5) * ((w - s * 0.6) / 5);
    const y = top + s * 1.2;
    return `<path d="M ${x - s * 0.22} ${y + s * 1.5} V ${y + s * 0.25} A ${s * 0.22} ${s * 0.25} 0 0 1 ${x + s * 0.22} ${y + s * 0.25} V ${y + s * 1.5} Z" fill="${light}" fill-opacity="0.9"/>`;
  }).join("");
  const chandelier = `<g fill="#fde68a"><circle cx="${x0 + w / 2}" cy="${top + s * 1.05}" r="${s * 0.16}"/><circle cx="${x0 + w / 2 - s * 0.3}" cy="${top + s * 1.15}" r="${s * 0.09}"/><circle cx="${x0 + w / 2 + s * 0.3}" cy="${top + s * 1.15}" r="${s * 0.09}"/></g>`;
  return `<g fill="${dark}" fill-opacity="0.88">
    <path d="M ${x0 - s * 0.2} ${top + s * 0.6} L ${x0 + w / 2} ${top - s * 0.4} L ${x0 + w + s * 0.2} ${top + s * 0.6} Z"/>
    <rect x="${x0}" y="${top + s * 0.55}" width="${w}" height="${s * 0.15}"/>${columns}
    <rect x="${x0 - s * 0.2}" y="${gy - s * 0.2}" width="${w + s * 0.4}" height="${s * 0.2}"/></g>${windows}${chandelier}`;
}

/** A decorated stage: an arch hung with marigold strings and flower balls, two lamps either side. */
function decorSvg(cx: number, gy: number, s: number, dark: string, mid: string): string {
  const left = cx - s * 1.1;
  const right = cx + s * 3.1;
  const top = gy - s * 3.4;
  const flowers = Array.from({ length: 9 }, (_, i) => {
    const t = (i / 8) * Math.PI;
    const x = (left + right) / 2 - Math.cos(t) * ((right - left) / 2);
    const y = top + s * 0.9 - Math.sin(t) * s * 0.9;
    return `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(s * 0.2)}" fill="${i % 2 ? "#f59e0b" : "#fb7185"}"/>`;
  }).join("");
  const strings = Array.from({ length: 5 }, (_, i) => {
    const x = left + s * 0.5 + i * ((right - left - s) / 4);
    const beads = Array.from(
      { length: 5 },
      (_, j) =>
        `<circle cx="${Math.round(x)}" cy="${Math.round(top + s * 1.1 + j * s * 0.28)}" r="${Math.round(s * 0.09)}"/>`,
    ).join("");
    return `<g fill="#f59e0b">${beads}</g>`;
  }).join("");
  const lamp = (x: number) =>
    `<rect x="${x - s * 0.06}" y="${gy - s * 1.6}" width="${s * 0.12}" height="${s * 1.6}" fill="${dark}"/><circle cx="${x}" cy="${gy - s * 1.7}" r="${s * 0.18}" fill="#fde68a"/>`;
  return `<g fill="none" stroke="${dark}" stroke-opacity="0.9" stroke-width="${Math.max(2, Math.round(s * 0.14))}">
    <path d="M ${left} ${gy} V ${top + s * 0.9} A ${(right - left) / 2} ${s * 0.9} 0 0 1 ${right} ${top + s * 0.9} V ${gy}"/></g>
    <rect x="${left - s * 0.3}" y="${gy - s * 0.35}" width="${right - left + s * 0.6}" height="${s * 0.35}" fill="${dark}" fill-opacity="0.85"/>
    <rect x="${(left + right) / 2 - s * 0.55}" y="${gy - s * 1.05}" width="${s * 1.1}" height="${s * 0.7}" rx="${s * 0.15}" fill="${mid}" stroke="${dark}"/>
    ${flowers}${strings}${lamp(left - s * 0.7)}${lamp(right + s * 0.7)}`;
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
 * A drawing's encoded picture and variants, kept by the drawing: the same drawing always gives the same bytes,
 * and a process that seeds the demo more than once (the API tests seed it on several databases) encodes each
 * picture once. Bounded by the demo's size (a few hundred drawings).
 */
const encodings = new Map<string, Promise<{ full: Buffer; variants: Buffer[] }>>();
const MAX_ENCODINGS = 1_000;

function encoded(svg: string, width: number) {
  let made = encodings.get(svg);
  if (!made) {
    made = process.env.SEED_IMAGE_CACHE ? fromDiskCache(process.env.SEED_IMAGE_CACHE, svg, width) : encode(svg, width);
    if (encodings.size >= MAX_ENCODINGS) encodings.clear();
    encodings.set(svg, made);
    made.catch(() => encodings.delete(svg));
  }
  return made;
}

/**
 * SEED_IMAGE_CACHE (tests and journeys set it): a folder where the encodings outlive the process, so each server
 * the tests start with the demo reads its pictures instead of encoding them again. Named by the drawing's hash.
 */
async function fromDiskCache(dir: string, svg: string, width: number) {
  const name = createHash("sha256").update(`${width}\n${svg}`).digest("hex");
  const files = ["full", ...VARIANTS.map(([suffix]) => suffix)].map((part) => path.join(dir, `${name}-${part}.webp`));
  try {
    const [full, ...variants] = await Promise.all(files.map((file) => fs.readFile(file)));
    return { full, variants };
  } catch {
    const made = await encode(svg, width);
    await fs.mkdir(dir, { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    await Promise.all(
      [made.full, ...made.variants].map(async (bytes, i) => {
        const temp = `${files[i]}.${process.pid}.tmp`;
        await fs.writeFile(temp, bytes);
        await fs.rename(temp, files[i]);
      }),
    );
    return made;
  }
}

async function encode(svg: string, w: number) {
  // Rasterise once; encode the full image and the variants from the same pixels (effort 0: the seed must stay fast).
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, ...variants] = await Promise.all([
    sharp(data, raw).webp({ quality: 74, effort: 0 }).toBuffer(),
    ...VARIANTS.map(([, width]) =>
      sharp(data, raw)
        .resize({ width: Math.min(width, w) })
        .webp({ quality: 70, effort: 0 })
        .toBuffer(),
    ),
  ]);
  return { full, variants };
}

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
    motif?: SeedMotif;
  },
): Promise<StoredImage> {
  const [w, h] = SIZES[opts.kind];
  const { full, variants } = await encoded(seedSvg(opts.kind, opts.title, opts.subtitle, opts.variant, opts.motif), w);
  const key = `vendors/${opts.vendorType}/${opts.slug}/${FOLDER[opts.kind]}/${stamp++}.webp`;
  await Promise.all(
    VARIANTS.map(([suffix], i) =>
      app.storage.put(key.replace(/\.webp$/, `-${suffix}.webp`), variants[i], "image/webp"),
    ),
  );
  await app.storage.put(key, full, "image/webp");
  return {
    fileType: opts.kind,
    fileName: `${opts.slug}-${FOLDER[opts.kind]}-${opts.sortOrder + 1}.webp`,
    filePath: key,
    fileSize: full.length,
    mimeType: "image/webp",
    width: w,
    height: h,
    sortOrder: opts.sortOrder,
  };
}

/** A demo vendor's card picture, banner and portfolio pictures (one per caption), rendered and stored. */
export function renderVendorPictures(
  app: FastifyInstance,
  v: {
    vendorType: string;
    slug: string;
    motif?: SeedMotif;
    companyName: string;
    city: string;
    tagline: string;
    index: number;
    captions: string[];
  },
): Promise<StoredImage[]> {
  const base = { vendorType: v.vendorType, slug: v.slug, motif: v.motif };
  return Promise.all([
    renderAndStore(app, {
      ...base,
      kind: "card_image",
      title: v.companyName,
      subtitle: v.city,
      variant: v.index,
      sortOrder: 0,
    }),
    renderAndStore(app, {
      ...base,
      kind: "banner_image",
      title: v.companyName,
      subtitle: `${v.tagline} · ${v.city}`,
      variant: v.index + 3,
      sortOrder: 0,
    }),
    ...v.captions.map((caption, p) =>
      renderAndStore(app, {
        ...base,
        kind: "portfolio_image",
        title: caption,
        subtitle: v.companyName,
        variant: v.index + p + 1,
        sortOrder: p,
      }),
    ),
  ]);
}
