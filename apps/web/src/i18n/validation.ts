import { toNepaliDigits } from "@bihe/shared";
import i18n from "./index";
import { useTranslation } from "./use-translation";

type NepaliMessages = {
  exact: Record<string, string>;
  words: Record<string, string>;
  patterns: Record<string, string>;
};

/** The messages built from a field or event name in packages/shared (schemas.ts, areas.ts, media.ts). */
const PATTERNS: [RegExp, keyof NepaliMessages["patterns"], (m: RegExpExecArray) => Record<string, string>][] = [
  [/^(.+) pricing is required$/, "pricingRequired", (m) => ({ event: m[1]! })],
  [
    /^(.+) (price|hours|photographers|videographers) must be greater than 0$/,
    "greaterThanZero",
    (m) => ({ event: m[1]!, field: m[2]! }),
  ],
  [
    /^(.+) (price|hours|photographers|videographers) must be a whole number$/,
    "eventWhole",
    (m) => ({ event: m[1]!, field: m[2]! }),
  ],
  [
    /^(.+) (price|hours|photographers|videographers) is too large$/,
    "tooLarge",
    (m) => ({ event: m[1]!, field: m[2]! }),
  ],
  [/^(.+) is not in the event catalogue$/, "notInCatalogue", (m) => ({ event: m[1]! })],
  [/^(.+) appears twice$/, "twice", (m) => ({ event: m[1]! })],
  [/^(.+) must be a whole number$/, "whole", (m) => ({ field: m[1]! })],
  [/^(.+) must be at least (\d+)$/, "atLeast", (m) => ({ field: m[1]!, n: m[2]! })],
  [/^(.+) must be at most (\d+)$/, "atMost", (m) => ({ field: m[1]!, n: m[2]! })],
  [/^At most (\d+) characters$/, "maxChars", (m) => ({ n: m[1]! })],
  // A quotation's schedule names its total (packages/shared/src/quotation.ts).
  [/^The installments must add up to the total \(Rs\. ([\d,]+)\)$/, "scheduleTotal", (m) => ({ n: m[1]! })],
  // Bookings (packages/shared/src/booking.ts, quotation.ts): the balance left, the date already full.
  [/^This payment is more than the balance due \(Rs\. ([\d,]+)\)$/, "overBalance", (m) => ({ n: m[1]! })],
  [
    /^The vendor is already fully booked on (.+); please contact them before accepting$/,
    "dateTaken",
    (m) => ({ date: m[1]! }),
  ],
  [/^File size must be less than 5MB\. Current file size: ([\d.]+) MB$/, "fileSize", (m) => ({ size: m[1]! })],
  // Rate limits and the rolling unlock caps name the wait (packages/shared/src/wait.ts, customer.ts).
  [/^Too many requests\. Please try again in (\d+ (?:minute|hour)s?)\.$/, "retryIn", (m) => ({ wait: m[1]! })],
  [
    /^You have contacted (\d+) new vendors in the last 24 hours, the limit\. Vendors you already contacted stay open; you can contact a new vendor in (\d+ (?:minute|hour)s?)\.$/,
    "unlockCap",
    (m) => ({ n: m[1]!, wait: m[2]! }),
  ],
  [
    /^Too many vendors have been contacted from this network in the last 24 hours\. Please try again in (\d+ (?:minute|hour)s?)\.$/,
    "unlockIpCap",
    (m) => ({ wait: m[1]! }),
  ],
];

/** '7 minutes' -> '७ मिनेट', with the unit's word from the Nepali table. */
function nepaliWait(wait: string, words: Record<string, string>): string {
  const [n, unit] = wait.split(" ");
  const singular = (unit ?? "").replace(/s$/, "");
  return `${toNepaliDigits(n ?? "")} ${words[singular] ?? unit}`;
}

/**
 * A shared schema's (or the server's) English message in Nepali, when there is a Nepali text for
 * it; otherwise the message as it is. Numbers are written in Devanagari digits.
 */
export function translateMessage(message: string, ne: NepaliMessages | undefined): string {
  if (!ne) return message;
  const exact = ne.exact[message];
  if (exact) return exact;
  for (const [re, key, vars] of PATTERNS) {
    const m = re.exec(message);
    if (!m) continue;
    // "Drone price must be a whole number" is a field's label, not the event "Drone".
    if (key.startsWith("event") || ["greaterThanZero", "tooLarge"].includes(key)) {
      if (ne.words[`${m[1]} ${m[2]}`]) continue;
    }
    let text = ne.patterns[key] ?? message;
    for (const [name, value] of Object.entries(vars(m))) {
      const word =
        name === "n" || name === "size"
          ? toNepaliDigits(value)
          : name === "wait"
            ? nepaliWait(value, ne.words)
            : (ne.words[value] ?? value);
      text = text.replace(`{{${name}}}`, word);
    }
    return text;
  }
  return message;
}

/**
 * `localize(message)` shows a validation or API message in the reader's language. Vendor-entered
 * text never passes through here. The Nepali table loads only when Nepali is chosen.
 */
export function useLocalizeMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation("validation", { useSuspense: false });
  const ne =
    i18n.language === "ne" ? (i18n.getResourceBundle("ne", "validation") as NepaliMessages | undefined) : undefined;
  return (message) => (message == null ? message : translateMessage(message, ne));
}

/** The same for a message outside React (an API error as it arrives): Nepali when Nepali is chosen and its table is here. */
export function localizeServerMessage(message: string): string {
  if (i18n.language !== "ne") return message;
  return translateMessage(message, i18n.getResourceBundle("ne", "validation") as NepaliMessages | undefined);
}

// The Nepali message table loads with the Nepali texts (5 kB), so API errors can be shown in Nepali too.
const loadTable = (lang: string | undefined) => {
  if (lang === "ne") void i18n.loadNamespaces("validation");
};
loadTable(i18n.language);
i18n.on("languageChanged", loadTable);
