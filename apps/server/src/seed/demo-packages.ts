import { type ComboDeliverables, DEFAULT_COMBO_PACKAGES, WEDDING_BOTH_SIDES } from "@bihe/shared";

/**
 * The demo studios' combo packages, each studio its own: what it covers (its events, with how many
 * photographers and videographers and for how long), what the couple takes home, and its price. Studios that
 * kept the platform's XITO defaults (a new studio, a budget one) list them with their own prices; the others
 * named their packages after what they sell (a Nagarkot destination day, a Mithila wedding, an engagement film).
 */
export type DemoPackage = {
  key: string;
  name: string;
  price: number;
  /** [event, photographers, videographers, hours] */
  events: [string, number, number, number][];
  deliverables: ComboDeliverables;
};

/** albums, frames, full videos, highlight films, reels, pendrives; every edited picture unless said otherwise. */
const d = (
  albums: number,
  frames: number,
  fullVideos: number,
  cinematicHighlights: number,
  instagramReels: number,
  pendrive: number,
  allEditedPictures = true,
): ComboDeliverables => ({
  albums,
  frames,
  fullVideos,
  cinematicHighlights,
  instagramReels,
  pendrive,
  allEditedPictures,
});

/** One of the XITO defaults, its name and events as the platform fixes them, at the studio's price. */
function xito(n: 1 | 2 | 3, price: number): DemoPackage {
  const def = DEFAULT_COMBO_PACKAGES[n - 1]!;
  return {
    key: def.id,
    name: def.packageName,
    price,
    events: def.events.map((e) => [e.eventName, e.photographers, e.videographers, e.hours]),
    deliverables: { ...def.deliverables },
  };
}

const own = (
  key: string,
  name: string,
  price: number,
  events: DemoPackage["events"],
  deliverables: ComboDeliverables,
) => ({
  key: `custom-${key}`,
  name,
  price,
  events,
  deliverables,
});

const W = WEDDING_BOTH_SIDES;

export const DEMO_PACKAGES: Record<string, DemoPackage[]> = {
  "Himalayan Frames Studio": [
    own(
      "essentials",
      "Wedding Day Essentials",
      95000,
      [
        [W, 2, 1, 10],
        ["Reception (Groom Side)", 1, 1, 5],
      ],
      d(1, 2, 1, 1, 2, 1),
    ),
    own(
      "haldi-to-reception",
      "Haldi to Reception",
      165000,
      [
        ["Bride Haldi + Bride Mehendi", 1, 1, 7],
        [W, 2, 2, 12],
        ["Reception (Groom Side)", 1, 1, 5],
      ],
      d(2, 3, 2, 1, 3, 2),
    ),
    own(
      "nagarkot",
      "Destination Nagarkot",
      220000,
      [
        ["Pre/Post Photoshoot (Whole Day)", 1, 1, 8],
        [W, 2, 2, 12],
        ["Reception (Bride Side)", 1, 1, 5],
        ["Reception (Groom Side)", 1, 1, 5],
      ],
      d(2, 4, 2, 2, 4, 2),
    ),
  ],
  "Lumbini Lens Studio": [
    own("photo-only", "Photo-only Wedding", 40000, [[W, 2, 1, 10]], d(1, 1, 0, 0, 0, 1)),
    own("pasni", "Pasni & Bratabandha", 30000, [["Pasni + Reception", 1, 1, 5]], d(1, 1, 1, 0, 1, 1)),
    xito(1, 90000),
  ],
  "Pokhara Wedding Clicks": [
    own("lakeside", "Lakeside Pre-wedding", 18000, [["Pre/Post Photoshoot (3–4 hrs)", 1, 1, 4]], d(0, 1, 0, 1, 2, 1)),
    own(
      "pokhara-wedding",
      "Pokhara Wedding",
      55000,
      [
        [W, 1, 1, 12],
        ["Reception (Groom Side)", 1, 1, 5],
      ],
      d(1, 2, 1, 1, 1, 1),
    ),
  ],
  "Mithila Moments": [
    xito(1, 85000),
    own(
      "mithila-vivah",
      "Mithila Vivah Full",
      120000,
      [
        ["Bride Haldi", 1, 1, 3],
        ["Bride Mehendi", 1, 1, 4],
        [W, 2, 1, 12],
        ["Chaturthi Puja", 1, 1, 3],
      ],
      d(2, 2, 1, 1, 2, 1),
    ),
  ],
  // A new studio that kept the platform's packages as they came, with its own prices.
  "Dharan Dream Studio": [xito(1, 110000), xito(2, 135000), xito(3, 150000)],
  "Patan Heritage Photography": [
    own(
      "heritage-wedding",
      "Heritage Wedding",
      85000,
      [
        ["Pre/Post Photoshoot (3–4 hrs)", 1, 1, 4],
        [W, 2, 1, 12],
      ],
      d(1, 2, 1, 1, 2, 1),
    ),
    own(
      "newari-full",
      "Newari Wedding, Full",
      150000,
      [
        ["Engagement", 1, 1, 5],
        [W, 2, 2, 12],
        ["Reception (Bride Side)", 1, 1, 5],
        ["Reception (Groom Side)", 1, 1, 5],
      ],
      d(2, 3, 2, 1, 3, 2),
    ),
    own("ihi-bratabandha", "Ihi & Bratabandha", 45000, [["Bratabandha + Reception", 1, 1, 7]], d(1, 1, 1, 1, 1, 1)),
  ],
  "Bhaktapur Wedding Story": [
    own(
      "home-palace",
      "Home & Party Palace",
      78000,
      [
        ["Wedding (Bride Side)", 1, 1, 8],
        ["Reception (Groom Side)", 1, 1, 5],
      ],
      d(1, 2, 1, 1, 1, 1),
    ),
    xito(2, 150000),
  ],
  "Chitwan Candid Co.": [
    own("candid-day", "Candid Day", 45000, [[W, 1, 1, 10]], d(0, 0, 0, 1, 2, 1)),
    own(
      "sauraha",
      "Sauraha Resort Wedding",
      98000,
      [
        ["Pre-shoot + Reception", 1, 1, 7],
        [W, 2, 1, 12],
      ],
      d(1, 2, 1, 1, 3, 1),
    ),
  ],
  "Everest Cinematics": [
    own("engagement-film", "Engagement Film", 85000, [["Pre-shoot + Engagement", 2, 2, 7]], d(1, 2, 1, 1, 3, 1)),
    own(
      "signature",
      "Signature Film",
      260000,
      [
        [W, 3, 3, 12],
        ["Reception (Groom Side)", 2, 2, 6],
      ],
      d(2, 4, 2, 2, 5, 2),
    ),
    own(
      "three-days",
      "Three-Day Celebration",
      420000,
      [
        ["Bride Haldi + Bride Mehendi", 2, 2, 7],
        ["Engagement", 2, 2, 5],
        [W, 3, 3, 12],
        ["Reception (Groom Side)", 2, 2, 6],
      ],
      d(3, 6, 3, 3, 8, 3),
    ),
  ],
  "Royal Newa Films": [
    own("highlights", "Cinematic Highlights Only", 95000, [[W, 1, 2, 10]], d(0, 0, 0, 1, 3, 1, false)),
    own(
      "newa-film",
      "Newa Wedding Film",
      190000,
      [
        [W, 2, 2, 12],
        ["Reception (Bride Side)", 1, 2, 5],
        ["Reception (Groom Side)", 1, 2, 5],
      ],
      d(2, 3, 2, 1, 4, 2),
    ),
  ],
  "Phewa Lake Productions": [
    own(
      "boat-sunset",
      "Boat & Sunset Pre-wedding",
      45000,
      [["Pre/Post Photoshoot (Whole Day)", 1, 1, 8]],
      d(0, 2, 0, 1, 3, 1),
    ),
    own(
      "lakeside-film",
      "Lakeside Wedding Film",
      165000,
      [
        [W, 2, 2, 12],
        ["Reception (Groom Side)", 1, 1, 5],
      ],
      d(2, 3, 1, 1, 4, 2),
    ),
  ],
  "Biratnagar Bridal Films": [
    own(
      "eastern-wedding",
      "Eastern Wedding",
      140000,
      [
        [W, 2, 2, 12],
        ["Reception (Groom Side)", 1, 1, 5],
      ],
      d(2, 2, 1, 1, 2, 1),
    ),
    own(
      "sangeet-wedding",
      "Sangeet & Wedding",
      185000,
      [
        ["Bride Mehendi", 1, 1, 4],
        [W, 2, 2, 12],
        ["Reception (Bride Side)", 1, 1, 5],
        ["Reception (Groom Side)", 1, 1, 5],
      ],
      d(2, 3, 2, 1, 3, 2),
    ),
  ],
};

/** A studio's packages; an applicant the demo does not list keeps the XITO defaults at prices of its band. */
export function demoPackagesOf(companyName: string, weddingPrice: number): DemoPackage[] {
  const listed = DEMO_PACKAGES[companyName];
  if (listed) return listed;
  const factor = Math.max(weddingPrice / 120000, 0.45);
  return DEFAULT_COMBO_PACKAGES.map((p, i) => xito((i + 1) as 1 | 2 | 3, Math.round((p.price * factor) / 1000) * 1000));
}
