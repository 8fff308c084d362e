import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { VendorPage } from "@bihe/shared";
import sharp from "sharp";
import type { Uses } from "../../lib/services";
import { vendorKindWords, vendorTown } from "./page-words";

/** The size link previews (Facebook, WhatsApp, Viber, X) show large. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * What the picture shows; its hash names the cached file, so a new banner, name or rating makes a
 * new picture (and a new og:image address, which previews re-fetch) while the old one is never re-rendered.
 */
function ogFacts(page: VendorPage, siteName: string) {
  const source = (page.bannerImage ?? page.cardImage)?.url ?? null;
  return {
    v: 2,
    name: page.companyName,
    kind: `${vendorKindWords(page)} · ${vendorTown(page)}`,
    rating:
      page.reviewCount > 0
        ? `★ ${page.rating.toFixed(1)} · ${page.reviewCount} review${page.reviewCount === 1 ? "" : "s"}`
        : `New on ${siteName}`,
    siteName,
    source,
  };
}

export function ogImageVersion(page: VendorPage, siteName: string): string {
  return createHash("sha256")
    .update(JSON.stringify(ogFacts(page, siteName)))
    .digest("hex")
    .slice(0, 12);
}

export const ogImagePath = (page: VendorPage, siteName: string) =>
  `/og/vendor/${page.id}.jpg?v=${ogImageVersion(page, siteName)}`;

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fit = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** The text and shading drawn over the banner (SVG rendered by sharp's librsvg). */
function overlay(facts: ReturnType<typeof ogFacts>): Buffer {
  const name = fit(facts.name, 34);
  const nameSize = name.length > 24 ? 60 : 72;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.2" stop-color="#000" stop-opacity="0"/><stop offset="0.55" stop-color="#000" stop-opacity="0.62"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.9"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect x="56" y="48" rx="22" width="${Math.max(120, facts.siteName.length * 19 + 48)}" height="44" fill="#9f1239"/>
  <text x="80" y="79" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="700" fill="#fff">${xml(fit(facts.siteName, 24))}</text>
  <text x="56" y="${OG_HEIGHT - 170}" font-family="DejaVu Sans, sans-serif" font-size="${nameSize}" font-weight="700" fill="#fff">${xml(name)}</text>
  <text x="56" y="${OG_HEIGHT - 112}" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#fcd34d">${xml(facts.rating)}</text>
  <text x="56" y="${OG_HEIGHT - 62}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#f5f5f4">${xml(fit(facts.kind, 60))}</text>
</svg>`);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The banner cropped to 1200 x 630 (the brand colour without one) with the name, rating and kind over it. */
export async function renderOgImage(app: Uses<"storage">, page: VendorPage, siteName: string): Promise<Buffer> {
  const facts = ogFacts(page, siteName);
  const key = facts.source ? app.storage.keyOf(facts.source) : null;
  const stream = key ? await app.storage.read(key) : null;
  const base = stream
    ? sharp(await readAll(stream)).resize(OG_WIDTH, OG_HEIGHT, { fit: "cover", position: "attention" })
    : sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: "#881337" } });
  return base
    .composite([{ input: overlay(facts) }])
    .flatten({ background: "#881337" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * The vendor's preview picture, made once per version and kept in storage (shared by every app
 * instance, like uploads): a crawler's repeated fetches cost a file read, not a render.
 */
export async function vendorOgImage(
  app: Uses<"storage">,
  page: VendorPage,
  siteName: string,
): Promise<Readable | Buffer> {
  const key = `og/vendor-${page.id}-${ogImageVersion(page, siteName)}.jpg`;
  const cached = await app.storage.read(key);
  if (cached) return cached;
  const image = await renderOgImage(app, page, siteName);
  await app.storage.put(key, image, "image/jpeg");
  return image;
}
