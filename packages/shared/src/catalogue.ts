/** Spec 001 section 9: the event catalogue, default packages, add-ons, payment terms. */

export type EventCategory = "Wedding" | "Ritual" | "Celebration";
export type CatalogueEvent = {
  name: string;
  category: EventCategory;
  price: number;
  hours: number;
  photographers: number;
  videographers: number;
};

const e = (
  name: string,
  category: EventCategory,
  price: number,
  hours: number,
  photographers = 1,
  videographers = 1,
): CatalogueEvent => ({
  name,
  category,
  price,
  hours,
  photographers,
  videographers,
});

export const WEDDING_BOTH_SIDES = "Wedding (Both Sides)";

export const EVENT_CATALOGUE: readonly CatalogueEvent[] = [
  e(WEDDING_BOTH_SIDES, "Wedding", 120000, 12, 2, 2),
  e("Wedding (Bride Side)", "Wedding", 70000, 8),
  e("Wedding (Groom Side)", "Wedding", 85000, 12),
  e("Engagement", "Wedding", 40000, 5),
  e("Pre-shoot + Engagement", "Wedding", 50000, 7),
  e("Pre/Post Photoshoot (Whole Day)", "Wedding", 40000, 8),
  e("Pre/Post Photoshoot (3–4 hrs)", "Wedding", 25000, 4),
  e("Proposal", "Wedding", 25000, 3),
  e("Reception (Bride Side)", "Wedding", 40000, 5),
  e("Reception (Groom Side)", "Wedding", 40000, 5),
  e("Pre-shoot + Reception", "Wedding", 55000, 7),
  e("Bride Mehendi", "Ritual", 35000, 4),
  e("Bride Haldi", "Ritual", 30000, 3),
  e("Groom Haldi", "Ritual", 30000, 3),
  e("Bride Haldi + Bride Mehendi", "Ritual", 45000, 7),
  e("Groom Kasar", "Ritual", 25000, 4),
  e("Bride Kasar", "Ritual", 25000, 4),
  e("Bratabandha + Reception", "Ritual", 40000, 7),
  e("Gunyu Cholo", "Ritual", 35000, 5),
  e("Pasni + Reception", "Ritual", 40000, 7),
  e("Chaturthi Puja", "Ritual", 25000, 3),
  e("Chaurasi Puja", "Ritual", 30000, 5),
  e("Gufa + Reception", "Ritual", 20000, 2),
  e("Matkor", "Ritual", 25000, 3),
  e("Birthday Party", "Celebration", 30000, 5),
  e("Anniversary Party", "Celebration", 30000, 5),
];

/**
 * The event whose price is "the wedding price" that puts a vendor in a price band on
 * /photographers (spec 000 section 9: "event_name is wedding"). The catalogue has no event
 * called just "wedding"; the full-day 'Wedding (Both Sides)' is the one every couple asks
 * about, so its price decides the band. A vendor without it counts as 0 (Budget Range).
 */
export const PRICE_BAND_EVENT = WEDDING_BOTH_SIDES;

export type ComboEventDefault = { eventName: string; photographers: number; videographers: number; hours: number };
export type ComboDeliverables = {
  albums: number;
  frames: number;
  fullVideos: number;
  cinematicHighlights: number;
  instagramReels: number;
  pendrive: number;
  allEditedPictures: boolean;
};
export type ComboPackageDefault = {
  id: string;
  packageName: string;
  price: number;
  events: ComboEventDefault[];
  deliverables: ComboDeliverables;
};

export const COMBO_DEFAULT_HOURS = 8;
export const COMBO_HOURS_MIN = 1;
export const COMBO_HOURS_MAX = 24;
export const XITO_PACKAGE_PREFIX = "xito-combo-";

const comboEvent = (eventName: string, photographers = 1, videographers = 1): ComboEventDefault => ({
  eventName,
  photographers,
  videographers,
  hours: COMBO_DEFAULT_HOURS,
});
const deliverables = (frames: number): ComboDeliverables => ({
  albums: 2,
  frames,
  fullVideos: 2,
  cinematicHighlights: 1,
  instagramReels: 2,
  pendrive: 2,
  allEditedPictures: true,
});

export const DEFAULT_COMBO_PACKAGES: readonly ComboPackageDefault[] = [
  {
    id: "xito-combo-1",
    packageName: "XITO Combo 1",
    price: 200000,
    events: [comboEvent("Bride Mehendi"), comboEvent(WEDDING_BOTH_SIDES, 2, 2), comboEvent("Reception (Groom Side)")],
    deliverables: deliverables(2),
  },
  {
    id: "xito-combo-2",
    packageName: "XITO Combo 2",
    price: 240000,
    events: [
      comboEvent("Bride Haldi + Bride Mehendi"),
      comboEvent("Reception (Bride Side)"),
      comboEvent(WEDDING_BOTH_SIDES),
      comboEvent("Reception (Groom Side)"),
    ],
    deliverables: deliverables(3),
  },
  {
    id: "xito-combo-3",
    packageName: "XITO Combo 3",
    price: 270000,
    events: [
      comboEvent("Groom Haldi"),
      comboEvent("Bride Haldi + Bride Mehendi"),
      comboEvent("Engagement"),
      comboEvent(WEDDING_BOTH_SIDES),
      comboEvent("Reception (Groom Side)"),
    ],
    deliverables: deliverables(3),
  },
];

export const DEFAULT_ADDONS = {
  extraPhotographer: 15000,
  extraVideographer: 15000,
  album: 5000,
  frame: 2000,
  drone: 10000,
} as const;

export const DEFAULT_PAYMENT_TERMS = [
  { installmentNumber: 1, percentage: 30, description: "Booking advance" },
  { installmentNumber: 2, percentage: 40, description: "Before event start" },
  { installmentNumber: 3, percentage: 30, description: "After delivery" },
] as const;

/**
 * Spec 001 section 9: 25% at 30 days before, 50% at 15 days before, 75% at 7 days before, 100% under 7 days.
 * Worded as non-overlapping ranges of whole days before the event, so every cancellation falls in exactly one line.
 */
export const CANCELLATION_TIERS = [
  { minDaysBefore: 30, percentCharged: 25 },
  { minDaysBefore: 15, percentCharged: 50 },
  { minDaysBefore: 7, percentCharged: 75 },
  { minDaysBefore: 0, percentCharged: 100 },
] as const;

/** The share of the total charged for a cancellation this many whole days before the event. */
export function cancellationCharge(daysBefore: number): number {
  return CANCELLATION_TIERS.find((t) => daysBefore >= t.minDaysBefore)?.percentCharged ?? 100;
}

export const DEFAULT_CANCELLATION_POLICY = [
  "Cancelled 30 or more days before the event: 25% of the total amount is charged.",
  "Cancelled 15 to 29 days before the event: 50% of the total amount is charged.",
  "Cancelled 7 to 14 days before the event: 75% of the total amount is charged.",
  "Cancelled less than 7 days before the event: 100% of the total amount is charged.",
].join("\n");
