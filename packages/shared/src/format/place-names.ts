import { toNepaliDigits } from "../digits";
import { UNKNOWN_LOCATION } from "../location-rules";
import type { Lang } from "./numbers";

/**
 * Nepali names of the provinces and districts (from apps/server/src/db/reference/nepal-locations.json,
 * which has both), for screens that only have an English place name (a vendor's service areas).
 * Screens with the location tree use its own `nameNe` (placeLabel).
 */
const PLACE_NAMES_NE: Readonly<Record<string, string>> = {
  Koshi: "कोशी",
  Bhojpur: "भोजपुर",
  Dhankuta: "धनकुटा",
  Ilam: "इलाम",
  Jhapa: "झापा",
  Khotang: "खोटाङ",
  Morang: "मोरङ",
  Okhaldhunga: "ओखलढुंगा",
  Panchthar: "पाँचथर",
  Sankhuwasabha: "संखुवासभा",
  Solukhumbu: "सोलुखुम्बु",
  Sunsari: "सुनसरी",
  Taplejung: "ताप्लेजुङ",
  Terhathum: "तेह्रथुम",
  Udayapur: "उदयपुर",
  Madhesh: "मधेश",
  Parsa: "पर्सा",
  Bara: "बारा",
  Rautahat: "रौतहट",
  Sarlahi: "सर्लाही",
  Siraha: "सिराहा",
  Dhanusha: "धनुषा",
  Saptari: "सप्तरी",
  Mahottari: "महोत्तरी",
  Bagmati: "बागमती",
  Bhaktapur: "भक्तपुर",
  Chitwan: "चितवन",
  Dhading: "धादिङ",
  Dolakha: "दोलखा",
  Kathmandu: "काठमाडौँ",
  Kavrepalanchok: "काभ्रेपलाञ्चोक",
  Lalitpur: "ललितपुर",
  Makwanpur: "मकवानपुर",
  Nuwakot: "नुवाकोट",
  Ramechhap: "रामेछाप",
  Rasuwa: "रसुवा",
  Sindhuli: "सिन्धुली",
  Sindhupalchok: "सिन्धुपाल्चोक",
  Gandaki: "गण्डकी",
  Baglung: "बागलुङ",
  Gorkha: "गोरखा",
  Kaski: "कास्की",
  Lamjung: "लमजुङ",
  Manang: "मनाङ",
  Mustang: "मुस्ताङ",
  Myagdi: "म्याग्दी",
  "Nawalparasi East": "नवलपरासी पूर्व",
  Parbat: "पर्वत",
  Syangja: "स्याङ्जा",
  Tanahun: "तनहुँ",
  Lumbini: "लुम्बिनी",
  Kapilvastu: "कपिलवस्तु",
  "Nawalparasi West": "नवलपरासी पश्चिम",
  Rupandehi: "रुपन्देही",
  Arghakhanchi: "अर्घाखाँची",
  Gulmi: "गुल्मी",
  Palpa: "पाल्पा",
  Dang: "दाङ",
  Pyuthan: "प्युठान",
  Rolpa: "रोल्पा",
  "Rukum East": "रुकुम पूर्व",
  Banke: "बाँके",
  Bardiya: "बर्दिया",
  Karnali: "कर्णाली",
  "Rukum West": "रुकुम पश्चिम",
  Salyan: "सल्यान",
  Dolpa: "डोल्पा",
  Humla: "हुम्ला",
  Jumla: "जुम्ला",
  Kalikot: "कालिकोट",
  Mugu: "मुगु",
  Surkhet: "सुर्खेत",
  Dailekh: "दैलेख",
  Jajarkot: "जाजरकोट",
  Sudurpashchim: "सुदूरपश्चिम",
  Darchula: "दार्चुला",
  Bajhang: "बझाङ",
  Bajura: "बाजुरा",
  Baitadi: "बैतडी",
  Doti: "डोटी",
  Achham: "अछाम",
  Dadeldhura: "डडेलधुरा",
  Kanchanpur: "कञ्चनपुर",
  Kailali: "कैलाली",
};

/** "Kathmandu" -> "काठमाडौं" in Nepali; an unknown or vendor-typed name stays as written. */
export function placeName(name: string, lang: Lang): string {
  return lang === "ne" ? (PLACE_NAMES_NE[name] ?? name) : name;
}

/** A place of the location tree in the reader's language. */
export function placeLabel(place: { name: string; nameNe?: string | null }, lang: Lang): string {
  return lang === "ne" && place.nameNe ? place.nameNe : place.name;
}

/**
 * A vendor's place line in the reader's language. The server sends it in both (`locationText`, and
 * `locationTextNe` with the local level's, district's and province's Nepali names), because the local
 * levels' Nepali names are not in the app.
 */
export function placeLine(v: { locationText: string; locationTextNe?: string }, lang: Lang): string {
  if (lang === "en") return v.locationText;
  if (v.locationText === UNKNOWN_LOCATION) return "ठेगाना थाहा छैन";
  return v.locationTextNe || v.locationText;
}

/**
 * Where a vendor is, for its page's title: the city it typed, else its local level or district; null when it
 * gave neither. In Nepali a city that is its local level's name reads as that local level's Nepali name
 * ('Dharan' -> 'धरान'), a district's name as the district's, any other city as typed.
 */
export function townOf(
  v: {
    city?: string | null;
    address?: { municipality?: string | null; municipalityNe?: string | null; district?: string | null } | null;
  },
  lang: Lang,
): string | null {
  const city = v.city?.trim();
  const municipality = v.address?.municipality?.trim();
  const localLevel = lang === "ne" && v.address?.municipalityNe ? v.address.municipalityNe : municipality;
  if (city)
    return municipality && city.toLowerCase() === municipality.toLowerCase() ? localLevel! : placeName(city, lang);
  if (localLevel) return localLevel;
  return v.address?.district ? placeName(v.address.district, lang) : null;
}

/** The server's service-area summary (serviceAreaLabel: "All Nepal", "Kathmandu Valley, Kaski", "Kaski, Chitwan +2"). */
export function serviceAreaText(label: string, lang: Lang): string {
  if (lang === "en") return label;
  if (label === "All Nepal") return "सम्पूर्ण नेपाल";
  return label
    .split(", ")
    .map((part) => {
      const m = /^(.*?)( \+(\d+))?$/.exec(part)!;
      const name = m[1] === "Kathmandu Valley" ? "काठमाडौँ उपत्यका" : placeName(m[1]!, lang);
      return `${name}${m[3] ? ` +${toNepaliDigits(m[3])}` : ""}`;
    })
    .join(", ");
}
