import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import {
  EMPTY_FILTERS,
  formatMoney,
  type Lang,
  LISTING_PATH_BY_TYPE,
  localDigits,
  type VendorCard,
  type VendorType,
  withPlace,
} from "@bihe/shared";
import type { FastifyInstance } from "fastify";
import { featuredAnswer, listingAnswer } from "../../modules/marketplace/cached-answers";
import { keptPreview, type PreviewLayout } from "./og-layout";
import {
  LISTING_COMPARE_WORDS,
  LISTING_KIND_WORDS,
  listingHeadline,
  placeWords,
  priceRangeWords,
  vendorCountWords,
} from "./page-words";
import { LISTING_COUNT_NE, listingHeadlineNe } from "./page-words-ne";
import type { Place } from "./place-names";
import { placeSummary } from "./service";

/** The pages besides a vendor's that a shared link previews: the home page, a type's listing, a place page. */
export type PreviewSubject =
  | { kind: "home" }
  | { kind: "listing"; vendorType: VendorType }
  | { kind: "place"; vendorType: VendorType; place: Place };

/** The home page's words (the web's hero says the same). */
const HOME = {
  en: {
    title: "Find your wedding photographer, banquet hall and decorator in Nepal",
    subtitle: "Clear prices and honest reviews · contact in one tap",
  },
  ne: {
    title: "नेपालमा आफ्नो बिहेका लागि फोटोग्राफर, ब्याङ्क्वेट हल र डेकोरेटर खोज्नुहोस्",
    subtitle: "स्पष्ट मूल्य र साँचो समीक्षा · एकै थिचाइमा सम्पर्क",
  },
};

/** '२ जना डेकोरेटर', '४ वटा ब्याङ्क्वेट हल': a count of vendors of a type in Nepali. */
const COUNTED_NE: Record<VendorType, string> = {
  wedding_cinematographer: "जना फोटोग्राफर",
  banquet_hall: "वटा ब्याङ्क्वेट हल",
  decorator: "जना डेकोरेटर",
};

/** A place's price range in the words of its type: a wedding's, a plate's, a decorator's packages. */
function pricesIn(type: VendorType, min: number | null, max: number | null, lang: Lang): string | null {
  if (lang === "en") {
    const prices = priceRangeWords(min, max);
    if (!prices) return null;
    return type === "banquet_hall" ? `${prices} per plate` : type === "decorator" ? `packages ${prices}` : prices;
  }
  if (min == null || max == null) return null;
  const range = min === max ? formatMoney(min, "ne") : `${formatMoney(min, "ne")} देखि ${formatMoney(max, "ne")} सम्म`;
  return type === "banquet_hall" ? `प्रति प्लेट ${range}` : type === "decorator" ? `प्याकेज ${range}` : range;
}

/** Up to three of the first vendors' card pictures (what the page shows first). */
const picturesOf = (vendors: VendorCard[]) =>
  vendors.flatMap((v) => (v.cardImage ? [v.cardImage.cardUrl] : [])).slice(0, 3);

/** What the subject's picture shows, in the sharer's language, from the same cached answers as the page. */
async function previewFacts(
  app: FastifyInstance,
  subject: PreviewSubject,
  siteName: string,
  lang: Lang,
): Promise<PreviewLayout & { v: number; lang: Lang }> {
  const ne = lang === "ne";
  const base = { v: 1, lang, siteName };
  if (subject.kind === "home") {
    const { vendors } = await featuredAnswer(app);
    return { ...base, pictures: picturesOf(vendors), ...HOME[lang] };
  }
  const type = subject.vendorType;
  const filters = { ...EMPTY_FILTERS, vendorType: type };
  if (subject.kind === "listing") {
    const answer = await listingAnswer(app, filters);
    return {
      ...base,
      pictures: picturesOf(answer.bands.flatMap((b) => b.vendors)),
      title: ne ? listingHeadlineNe(filters) : listingHeadline(filters),
      subtitle: ne
        ? `${localDigits(answer.total, "ne")} ${LISTING_COUNT_NE[type]}`
        : `${vendorCountWords(type, answer.total)} · ${LISTING_COMPARE_WORDS[type]}`,
    };
  }
  const inPlace = withPlace(filters, subject.place);
  const [summary, answer] = await Promise.all([placeSummary(app, subject.place, type), listingAnswer(app, inPlace)]);
  const count = summary.vendorCount;
  const prices = pricesIn(type, summary.minPrice, summary.maxPrice, lang);
  const counted = ne
    ? count
      ? `${localDigits(count, "ne")} ${COUNTED_NE[type]}`
      : "अहिलेसम्म कोही सूचीमा छैन"
    : count
      ? vendorCountWords(type, count)
      : "None listed yet";
  return {
    ...base,
    pictures: picturesOf(answer.bands.flatMap((b) => b.vendors)),
    title: ne ? listingHeadlineNe(inPlace) : `${LISTING_KIND_WORDS[type]} in ${placeWords(subject.place)}`,
    subtitle: prices && count ? `${counted} · ${prices}` : counted,
  };
}

const versionOf = (facts: object) => createHash("sha256").update(JSON.stringify(facts)).digest("hex").slice(0, 12);

/** The subject's picture address (versioned: cached for good), with the language when it is Nepali. */
export async function pagePreviewPath(
  app: FastifyInstance,
  subject: PreviewSubject,
  siteName: string,
  lang: Lang,
): Promise<string> {
  const query = new URLSearchParams();
  if (subject.kind !== "home") query.set("type", LISTING_PATH_BY_TYPE[subject.vendorType].slice(1));
  if (subject.kind === "place") query.set("place", subject.place.slug);
  if (lang === "ne") query.set("lang", "ne");
  query.set("v", versionOf(await previewFacts(app, subject, siteName, lang)));
  return `/og/page.jpg?${query}`;
}

/** The subject's picture and its version, made once per version and kept in storage. */
export async function pagePreview(
  app: FastifyInstance,
  subject: PreviewSubject,
  siteName: string,
  lang: Lang,
): Promise<{ version: string; image: Readable | Buffer }> {
  const facts = await previewFacts(app, subject, siteName, lang);
  const version = versionOf(facts);
  return { version, image: await keptPreview(app, `og/page-${version}.jpg`, () => facts) };
}
