import type { Lang } from "./numbers";

/**
 * The product's own texts that a vendor's profile keeps as data: the wizard fills in the payment
 * terms' descriptions and the cancellation policy (catalogue.ts, DEFAULT_PAYMENT_TERMS and
 * DEFAULT_CANCELLATION_POLICY, spec 001), the server names a hall's first package (BANQUET_PACKAGE_NAME)
 * and each payment term (`Installment 2`). Kept as the vendor left them, they are shown in the reader's language; a
 * description or a policy line the vendor wrote stays as written. Keys are the English defaults
 * (a test checks that every default has its Nepali text).
 */
const DEFAULT_TEXTS_NE: Readonly<Record<string, string>> = {
  "Standard Package": "स्ट्यान्डर्ड प्याकेज",
  "Booking advance": "बुकिङ गर्दा अग्रिम",
  "Before event start": "कार्यक्रम सुरु हुनुअघि",
  "After delivery": "डेलिभरीपछि",
  "Cancelled 30 or more days before the event: 25% of the total amount is charged.":
    "कार्यक्रमको ३० वा सोभन्दा बढी दिनअघि रद्द गरेमा: कुल रकमको २५% लाग्छ।",
  "Cancelled 15 to 29 days before the event: 50% of the total amount is charged.":
    "कार्यक्रमको १५ देखि २९ दिनअघि रद्द गरेमा: कुल रकमको ५०% लाग्छ।",
  "Cancelled 7 to 14 days before the event: 75% of the total amount is charged.":
    "कार्यक्रमको ७ देखि १४ दिनअघि रद्द गरेमा: कुल रकमको ७५% लाग्छ।",
  "Cancelled less than 7 days before the event: 100% of the total amount is charged.":
    "कार्यक्रमको ७ दिनभन्दा कम अघि रद्द गरेमा: कुल रकमको १००% लाग्छ।",
};

/** The English defaults that have a Nepali text (for the test). */
export const TRANSLATED_DEFAULT_TEXTS = Object.keys(DEFAULT_TEXTS_NE);

/** A payment term's description, a package's name or one line of a cancellation policy, in the reader's language when it is the product's. */
export function defaultText(text: string, lang: Lang): string {
  return lang === "ne" ? (DEFAULT_TEXTS_NE[text.trim()] ?? text) : text;
}

/** A cancellation policy, line by line: the default lines in the reader's language, the vendor's own as written. */
export function policyText(policy: string, lang: Lang): string {
  return lang === "ne"
    ? policy
        .split("\n")
        .map((line) => defaultText(line, lang))
        .join("\n")
    : policy;
}

const DEFAULT_TEXTS_EN: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(DEFAULT_TEXTS_NE).map(([en, ne]) => [ne, en]),
);

/**
 * What to keep of a text typed in a form that a default fills in: the default's Nepali wording is kept as
 * the default itself (English, the key every reader's wording comes from), anything else as typed. A
 * Nepali vendor who leaves 'बुकिङ गर्दा अग्रिम' as the wizard showed it keeps the product's text, which an
 * English reader reads as 'Booking advance', not as the vendor's own Nepali.
 */
export function storedText(text: string): string {
  return DEFAULT_TEXTS_EN[text.trim()] ?? text;
}

/** A cancellation policy as typed, each default line in its Nepali wording kept as the default (storedText). */
export function storedPolicy(policy: string): string {
  return policy.split("\n").map(storedText).join("\n");
}

/** Whether a term's label is the one the server makes (`Installment 2`), not a vendor's: then the app words it. */
export function isMadeTermLabel(term: { termLabel?: string | null; installmentNumber: number }): boolean {
  return !term.termLabel || term.termLabel === `Installment ${term.installmentNumber}`;
}
