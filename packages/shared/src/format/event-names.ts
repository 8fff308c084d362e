import type { Lang } from "./numbers";

/**
 * The event catalogue (catalogue.ts) as Nepali couples and studios say it. The catalogue's English
 * names stay the stored values (and the spec's texts); only the display changes. A vendor's own
 * event name stays as written.
 */
const EVENT_NAMES_NE: Readonly<Record<string, string>> = {
  "Wedding (Both Sides)": "बिहे (दुवैपट्टि)",
  "Wedding (Bride Side)": "बिहे (बेहुलीपट्टि)",
  "Wedding (Groom Side)": "बिहे (बेहुलापट्टि)",
  Engagement: "इन्गेजमेन्ट (औंठी लगाउने)",
  "Pre-shoot + Engagement": "प्रि-सुट + इन्गेजमेन्ट",
  "Pre/Post Photoshoot (Whole Day)": "प्रि/पोस्ट फोटोसुट (दिनभर)",
  "Pre/Post Photoshoot (3–4 hrs)": "प्रि/पोस्ट फोटोसुट (३–४ घण्टा)",
  Proposal: "प्रपोजल",
  "Reception (Bride Side)": "रिसेप्सन (बेहुलीपट्टि)",
  "Reception (Groom Side)": "रिसेप्सन (बेहुलापट्टि)",
  "Pre-shoot + Reception": "प्रि-सुट + रिसेप्सन",
  "Bride Mehendi": "बेहुलीको मेहेन्दी",
  "Bride Haldi": "बेहुलीको हल्दी",
  "Groom Haldi": "बेहुलाको हल्दी",
  "Bride Haldi + Bride Mehendi": "बेहुलीको हल्दी + मेहेन्दी",
  "Groom Kasar": "बेहुलाको कसार",
  "Bride Kasar": "बेहुलीको कसार",
  "Bratabandha + Reception": "व्रतबन्ध + रिसेप्सन",
  "Gunyu Cholo": "गुन्यू चोलो",
  "Pasni + Reception": "पास्नी + रिसेप्सन",
  "Chaturthi Puja": "चतुर्थी पूजा",
  "Chaurasi Puja": "चौरासी पूजा",
  "Gufa + Reception": "गुफा + रिसेप्सन",
  Matkor: "मटकोर",
  "Birthday Party": "जन्मदिनको पार्टी",
  "Anniversary Party": "विवाह वार्षिकोत्सव पार्टी",
};

/** A catalogue event in the reader's language; any other name stays as written. */
export function eventName(name: string, lang: Lang): string {
  return lang === "ne" ? (EVENT_NAMES_NE[name] ?? name) : name;
}

const EVENT_NAMES_EN: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(EVENT_NAMES_NE).map(([en, ne]) => [ne, en]),
);

/** An event name typed in a form: a catalogue event's Nepali name is kept as the catalogue's (English) name. */
export function storedEventName(name: string): string {
  return EVENT_NAMES_EN[name.trim()] ?? name;
}
