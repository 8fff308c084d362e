import type { BanquetAmenity, DECORATION_SPECIALTIES, DECORATOR_EVENT_TYPES } from "@bihe/shared";

/**
 * The demo's approved banquet halls and decorators in several cities, written to the tables
 * of the model (docs/decisions/0021). Hall capacities cover every
 * capacity filter (up to 200 ... 1,000+) and per-plate prices every hall band (< 1,200,
 * 1,200-1,999, >= 2,000); decorators' starting packages cover every decorator band (< 50,000,
 * 50,000-1,49,999, >= 1,50,000). Places are reference-table ids (see demo-vendors.ts).
 */
type Contact = { name: string; mobile: string; whatsapp?: string };

type DemoTyped = {
  email: string;
  companyName: string;
  description: string;
  companyAge: number;
  city: string;
  municipalityId: number;
  districtId: number;
  ward: number;
  tole: string;
  street: string;
  /** The map pin (the address step's point). */
  pin: { lat: number; lng: number };
  contacts: Contact[];
  ratings: number[];
  inquiries: number;
  monthsAgo: number;
  /** Captions of the portfolio pictures (one picture each). */
  portfolio: string[];
  social: { facebook?: string; instagram?: string; website?: string };
};

export type DemoHall = DemoTyped & {
  /** The first is 'Standard Package' (spec 001 section 7). */
  packages: { packageName: string; capacity: number; price: number; includes: string }[];
  amenities: BanquetAmenity[];
  parkingSpaces: number | null;
};

export type DemoDecorator = DemoTyped & {
  specialties: (typeof DECORATION_SPECIALTIES)[number][];
  eventTypes: (typeof DECORATOR_EVENT_TYPES)[number][];
  packages: { packageName: string; price: number; includes: string }[];
  serviceDistrictIds: number[];
};

export const DEMO_HALL = "hall@bihe.demo";
export const DEMO_DECORATOR = "decorator@bihe.demo";

export const DEMO_HALLS: DemoHall[] = [
  {
    email: DEMO_HALL,
    companyName: "Durbar Banquet & Events",
    description:
      "Two air-conditioned halls in New Baneshwor for weddings, receptions and bratabandha. Our own kitchen serves Nepali, Newari and Indian menus, and the bride's room, stage and sound system come with every booking.",
    companyAge: 14,
    city: "Kathmandu",
    municipalityId: 307,
    districtId: 27,
    ward: 10,
    tole: "New Baneshwor",
    street: "Madan Bhandari Path",
    pin: { lat: 27.6915, lng: 85.3422 },
    contacts: [{ name: "Rajendra Pradhan", mobile: "9851012345", whatsapp: "9851012345" }],
    ratings: [5, 4, 5, 5],
    inquiries: 3,
    monthsAgo: 28,
    portfolio: ["Main Hall", "Reception Stage", "Dining Hall", "Bride's Room"],
    social: { facebook: "https://facebook.com/durbarbanquet", website: "https://durbarbanquet.com.np" },
    packages: [
      {
        packageName: "Standard Package",
        capacity: 400,
        price: 1450,
        includes: "Veg and non-veg buffet, welcome drink, stage with backdrop, sound system",
      },
      {
        packageName: "Grand Hall Package",
        capacity: 800,
        price: 2100,
        includes: "Both halls joined, five-course buffet, live counters, bride's room, valet parking",
      },
    ],
    amenities: ["Air Conditioning", "WiFi", "DJ System", "Parking"],
    parkingSpaces: 120,
  },
  {
    email: "patan.palace@bihe.demo",
    companyName: "Patan Royal Party Palace",
    description:
      "An elegant rooftop and indoor venue in Jhamsikhel with a view over Patan. Newari bhoj and continental menus, fairy-lit terrace for mehendi nights and an in-house decoration team.",
    companyAge: 9,
    city: "Lalitpur",
    municipalityId: 331,
    districtId: 29,
    ward: 3,
    tole: "Jhamsikhel",
    street: "Sanepa Road",
    pin: { lat: 27.6782, lng: 85.3063 },
    contacts: [{ name: "Bijaya Shakya", mobile: "9803456712", whatsapp: "9803456712" }],
    ratings: [5, 5, 4],
    inquiries: 0,
    monthsAgo: 20,
    portfolio: ["Rooftop Terrace", "Indoor Hall", "Mehendi Night"],
    social: { instagram: "https://instagram.com/patanroyalpalace" },
    packages: [
      {
        packageName: "Standard Package",
        capacity: 350,
        price: 2200,
        includes: "Newari bhoj or continental buffet, terrace for the welcome, sound system",
      },
    ],
    amenities: ["Air Conditioning", "DJ System", "Parking"],
    parkingSpaces: 60,
  },
  {
    email: "bhaktapur.bhoj@bihe.demo",
    companyName: "Bhaktapur Newa Bhoj Griha",
    description:
      "A cosy traditional hall a short walk from Durbar Square, ideal for pasni, bratabandha and small weddings. Authentic Newa samay baji and bhoj served on leaf plates.",
    companyAge: 22,
    city: "Bhaktapur",
    municipalityId: 274,
    districtId: 23,
    ward: 9,
    tole: "Suryamadhi",
    street: "Durbar Square Road",
    pin: { lat: 27.6723, lng: 85.4321 },
    contacts: [{ name: "Laxmi Prajapati", mobile: "9841567890" }],
    ratings: [4, 4, 5],
    inquiries: 0,
    monthsAgo: 34,
    portfolio: ["Traditional Hall", "Newa Bhoj", "Courtyard"],
    social: { facebook: "https://facebook.com/newabhojgriha" },
    packages: [
      {
        packageName: "Standard Package",
        capacity: 180,
        price: 950,
        includes: "Samay baji welcome, Newa bhoj on leaf plates, sound system",
      },
    ],
    amenities: ["WiFi", "Parking"],
    parkingSpaces: 25,
  },
  {
    email: "phewa.banquet@bihe.demo",
    companyName: "Phewa Lakeside Banquet",
    description:
      "Weddings with the Annapurna range behind you: a glass-walled hall and a lakeside lawn in Pokhara for up to a thousand guests, with rooms for the janti next door.",
    companyAge: 11,
    city: "Pokhara",
    municipalityId: 414,
    districtId: 38,
    ward: 6,
    tole: "Lakeside",
    street: "Baidam Road",
    pin: { lat: 28.2096, lng: 83.9586 },
    contacts: [{ name: "Sarita Gurung", mobile: "9846023456", whatsapp: "9806023456" }],
    ratings: [5, 4, 4, 5, 5],
    inquiries: 0,
    monthsAgo: 16,
    portfolio: ["Lakeside Lawn", "Glass Hall", "Sunset Reception", "Mandap by the Lake"],
    social: {
      facebook: "https://facebook.com/phewabanquet",
      instagram: "https://instagram.com/phewabanquet",
      website: "https://phewabanquet.com",
    },
    packages: [
      {
        packageName: "Standard Package",
        capacity: 500,
        price: 1850,
        includes: "Glass hall, buffet with live counters, stage and lighting",
      },
      {
        packageName: "Lakeside Lawn Package",
        capacity: 1000,
        price: 1650,
        includes: "Open lawn with tent, buffet, generator back-up",
      },
    ],
    amenities: ["Air Conditioning", "WiFi", "DJ System", "Parking"],
    parkingSpaces: 150,
  },
  {
    email: "narayani.garden@bihe.demo",
    companyName: "Narayani Garden Banquet",
    description:
      "The largest garden venue in Bharatpur: a covered hall and two lawns for big family weddings, with Tharu and Nepali menus and parking for three hundred cars.",
    companyAge: 7,
    city: "Bharatpur",
    municipalityId: 278,
    districtId: 24,
    ward: 10,
    tole: "Chaubiskothi",
    street: "Pulchowk Road",
    pin: { lat: 27.6833, lng: 84.4333 },
    contacts: [{ name: "Hem Raj Adhikari", mobile: "9855034567", whatsapp: "9855034567" }],
    ratings: [4, 3, 4],
    inquiries: 0,
    monthsAgo: 10,
    portfolio: ["Garden Lawn", "Covered Hall", "Family Dinner"],
    social: { facebook: "https://facebook.com/narayanigarden" },
    packages: [
      {
        packageName: "Standard Package",
        capacity: 1500,
        price: 1100,
        includes: "Two lawns and the covered hall, Nepali buffet, sound system",
      },
      {
        packageName: "Reception Package",
        capacity: 600,
        price: 1400,
        includes: "Covered hall, buffet with desserts, stage lighting",
      },
    ],
    amenities: ["DJ System", "Parking"],
    parkingSpaces: 300,
  },
  {
    email: "siddhartha.banquet@bihe.demo",
    companyName: "Siddhartha Convention Banquet",
    description:
      "Butwal's premium banquet on Siddhartha Highway: crystal chandeliers, a sound-proofed hall and a kitchen led by chefs from Kathmandu's five-star hotels.",
    companyAge: 5,
    city: "Butwal",
    municipalityId: 495,
    districtId: 49,
    ward: 8,
    tole: "Traffic Chowk",
    street: "Siddhartha Highway",
    pin: { lat: 27.7006, lng: 83.4484 },
    contacts: [{ name: "Anil Shrestha", mobile: "9857045678" }],
    ratings: [5, 4],
    inquiries: 0,
    monthsAgo: 6,
    portfolio: ["Chandelier Hall", "Buffet Counter", "Reception Stage"],
    social: { instagram: "https://instagram.com/siddharthabanquet" },
    packages: [
      {
        packageName: "Standard Package",
        capacity: 450,
        price: 2600,
        includes: "Five-course buffet, mocktail bar, stage with LED wall",
      },
      {
        packageName: "Royal Package",
        capacity: 450,
        price: 2800,
        includes: "Plated dinner, live band stage, bridal suite overnight",
      },
    ],
    amenities: ["Air Conditioning", "WiFi", "DJ System", "Parking"],
    parkingSpaces: 90,
  },
];

export const DEMO_DECORATORS: DemoDecorator[] = [
  {
    email: DEMO_DECORATOR,
    companyName: "Shubha Mangal Decorators",
    description:
      "Wedding stages, mandaps and lighting across the Kathmandu Valley since 2012. Fresh marigold and rose work, LED backdrops and a team that sets up overnight so your venue is ready by morning.",
    companyAge: 12,
    city: "Kathmandu",
    municipalityId: 307,
    districtId: 27,
    ward: 2,
    tole: "Lazimpat",
    street: "Lazimpat Road",
    pin: { lat: 27.7206, lng: 85.3197 },
    contacts: [{ name: "Manoj Maharjan", mobile: "9841345678", whatsapp: "9841345678" }],
    ratings: [5, 5, 4, 5],
    inquiries: 3,
    monthsAgo: 26,
    portfolio: ["Wedding Stage", "Mandap", "Entrance Gate", "Reception Lighting"],
    social: {
      facebook: "https://facebook.com/shubhamangaldecor",
      instagram: "https://instagram.com/shubhamangaldecor",
    },
    specialties: ["Stage Decoration", "Mandap Decoration", "Floral Arrangements", "Lighting"],
    eventTypes: ["Wedding", "Reception", "Engagement", "Mehendi"],
    packages: [
      {
        packageName: "Mandap Package",
        price: 65000,
        includes: "Mandap with fresh marigold, seating for the families, aisle flowers",
      },
      {
        packageName: "Wedding Stage & Mandap",
        price: 140000,
        includes: "Reception stage with LED backdrop, mandap, entrance arch",
      },
      {
        packageName: "Grand Wedding Package",
        price: 275000,
        includes: "Stage, mandap, gate, table centerpieces and lighting for the whole venue",
      },
    ],
    serviceDistrictIds: [27, 29, 23],
  },
  {
    email: "marigold.mandap@bihe.demo",
    companyName: "Marigold Mandap Studio",
    description:
      "Traditional mandaps and haldi and mehendi setups in Lalitpur, made with marigold, banana leaves and brass kalash. Small team, personal attention, honest prices.",
    companyAge: 6,
    city: "Lalitpur",
    municipalityId: 331,
    districtId: 29,
    ward: 16,
    tole: "Mangal Bazar",
    street: "Durbar Square Road",
    pin: { lat: 27.6727, lng: 85.3253 },
    contacts: [{ name: "Sabina Bajracharya", mobile: "9818234567", whatsapp: "9818234567" }],
    ratings: [5, 4, 4],
    inquiries: 0,
    monthsAgo: 14,
    portfolio: ["Haldi Setup", "Marigold Mandap", "Mehendi Corner"],
    social: { instagram: "https://instagram.com/marigoldmandap" },
    specialties: ["Mandap Decoration", "Floral Arrangements", "Entrance & Gate Decoration"],
    eventTypes: ["Wedding", "Haldi", "Mehendi", "Bratabandha"],
    packages: [
      { packageName: "Haldi & Mehendi Setup", price: 35000, includes: "Marigold backdrop, floor seating, swing" },
      { packageName: "Traditional Mandap", price: 90000, includes: "Mandap, kalash, banana leaves, entrance gate" },
    ],
    serviceDistrictIds: [29, 27, 23],
  },
  {
    email: "fewa.flowers@bihe.demo",
    companyName: "Fewa Flower Decor",
    description:
      "Floral and theme decoration for lakeside weddings and engagements in Pokhara. We grow many of our own flowers and design every table to match your colours.",
    companyAge: 4,
    city: "Pokhara",
    municipalityId: 414,
    districtId: 38,
    ward: 17,
    tole: "Chipledhunga",
    street: "New Road",
    pin: { lat: 28.2165, lng: 83.9881 },
    contacts: [{ name: "Pema Gurung", mobile: "9846134567" }],
    ratings: [4, 5, 4],
    inquiries: 0,
    monthsAgo: 9,
    portfolio: ["Floral Arch", "Table Centerpieces", "Theme Wedding"],
    social: { facebook: "https://facebook.com/fewaflowerdecor" },
    specialties: ["Floral Arrangements", "Theme Decoration", "Table & Centerpieces"],
    eventTypes: ["Wedding", "Engagement", "Anniversary Party"],
    packages: [
      { packageName: "Engagement Florals", price: 30000, includes: "Ring ceremony backdrop and table flowers" },
      { packageName: "Lakeside Wedding Florals", price: 75000, includes: "Floral arch, aisle, twenty centerpieces" },
    ],
    serviceDistrictIds: [38],
  },
  {
    email: "chitwan.balloons@bihe.demo",
    companyName: "Chitwan Balloon & Light House",
    description:
      "Balloon arches, fairy lights and theme setups for pasni, birthdays and weddings in Bharatpur and Hetauda. Bookings a week ahead are usually enough.",
    companyAge: 3,
    city: "Bharatpur",
    municipalityId: 278,
    districtId: 24,
    ward: 2,
    tole: "Narayangadh",
    street: "Pulchowk Marg",
    pin: { lat: 27.6966, lng: 84.4301 },
    contacts: [{ name: "Suresh Chaudhary", mobile: "9845056789", whatsapp: "9845056789" }],
    ratings: [4, 4],
    inquiries: 0,
    monthsAgo: 5,
    portfolio: ["Balloon Arch", "Fairy Lights", "Pasni Theme"],
    social: { facebook: "https://facebook.com/chitwanballoons" },
    specialties: ["Balloon Decoration", "Lighting", "Theme Decoration"],
    eventTypes: ["Birthday Party", "Pasni", "Wedding", "Corporate Event"],
    packages: [
      { packageName: "Pasni & Birthday Theme", price: 25000, includes: "Balloon arch, name board, photo corner" },
      { packageName: "Wedding Lights", price: 60000, includes: "Fairy lights for the venue, lit entrance" },
    ],
    serviceDistrictIds: [24, 30],
  },
  {
    email: "koshi.royal@bihe.demo",
    companyName: "Koshi Royal Decoration",
    description:
      "Premium stage, entrance and lighting design for grand weddings and corporate galas in Biratnagar, Itahari and Jhapa. Imported fabrics, crystal lights and a twenty-person crew.",
    companyAge: 10,
    city: "Biratnagar",
    municipalityId: 60,
    districtId: 6,
    ward: 5,
    tole: "Main Road",
    street: "Traffic Chowk",
    pin: { lat: 26.4525, lng: 87.2718 },
    contacts: [{ name: "Rakesh Agrawal", mobile: "9852034567", whatsapp: "9852034567" }],
    ratings: [5, 5, 4],
    inquiries: 0,
    monthsAgo: 18,
    portfolio: ["Royal Stage", "Crystal Lighting", "Grand Entrance"],
    social: { instagram: "https://instagram.com/koshiroyaldecor", website: "https://koshiroyal.com.np" },
    specialties: ["Stage Decoration", "Lighting", "Entrance & Gate Decoration", "Table & Centerpieces"],
    eventTypes: ["Wedding", "Reception", "Corporate Event"],
    packages: [
      { packageName: "Royal Reception", price: 160000, includes: "Stage with fabric drapes, crystal lights" },
      {
        packageName: "Grand Wedding Royale",
        price: 300000,
        includes: "Stage, entrance, table décor and venue lighting, two days",
      },
    ],
    serviceDistrictIds: [6, 11, 4],
  },
  {
    email: "lumbini.decor@bihe.demo",
    companyName: "Lumbini Event Decor",
    description:
      "Weddings, bratabandha and pasni decorated across Butwal, Bhairahawa and Palpa: stages, mandaps, flowers and balloons from one team.",
    companyAge: 8,
    city: "Butwal",
    municipalityId: 495,
    districtId: 49,
    ward: 11,
    tole: "Kalikanagar",
    street: "Hospital Line",
    pin: { lat: 27.6866, lng: 83.4323 },
    contacts: [{ name: "Gita Pandey", mobile: "9847012345", whatsapp: "9847012345" }],
    ratings: [4, 5],
    inquiries: 0,
    monthsAgo: 11,
    portfolio: ["Bratabandha Stage", "Wedding Mandap", "Flower Walls"],
    social: { facebook: "https://facebook.com/lumbinieventdecor" },
    specialties: ["Stage Decoration", "Mandap Decoration", "Floral Arrangements", "Balloon Decoration"],
    eventTypes: ["Wedding", "Bratabandha", "Pasni", "Engagement"],
    packages: [
      { packageName: "Bratabandha Package", price: 55000, includes: "Stage, mandap, flower wall" },
      { packageName: "Wedding Package", price: 120000, includes: "Stage, mandap, entrance and flowers" },
    ],
    serviceDistrictIds: [49, 52],
  },
];
