/**
 * What a public page may load before a visitor can use it, held by apps/server/src/web/page-budgets.test.ts,
 * which builds the app and asks the server for each page in both languages (docs/performance.md, "Budgets").
 * Each figure is today's plus a few KB: a feature that grows a page's first load past it fails the test. Raise
 * a budget only with the reason in the commit, after looking for what could load after the first paint instead.
 */

/** The public pages, one address of each kind (a place page and a vendor page stand for all of theirs). */
export type PublicPage = "home" | "photographers" | "banquets" | "decorators" | "place" | "vendor";

/**
 * Initial JavaScript, KB gzip (1 KB = 1,024 bytes): the entry script and every chunk the page's HTML names to
 * preload with it (`#app-modules`, loaded after the first paint: decision 0036), in the page's own language. The
 * larger of English and Nepali is held: each language loads its own texts.
 */
export const INITIAL_JS_KB_GZIP: Record<PublicPage, number> = {
  home: 151, // 148.5 in Nepali
  photographers: 151, // 149.1 in Nepali
  banquets: 153, // 150.6 in Nepali: the halls' and decorators' texts come along
  decorators: 153, // 150.6 in Nepali
  place: 154, // 151.4 in Nepali: the place page's chunk on top of the listing's
  vendor: 151, // 148.3 in Nepali
};

/** The stylesheet every page waits for before it paints anything, KB gzip. */
export const BLOCKING_CSS_KB_GZIP = 13; // 11.0 today

/**
 * Modules a public page loads after its first paint, never with its HTML: each is a chunk of its own
 * (a lazy import), not one of a page's initial chunks.
 */
export const AFTER_FIRST_PAINT = [
  // The listing's 'Available on' filter and its Bikram Sambat date picker.
  "src/features/marketplace/date-filter.tsx",
  // The vendor page's availability calendar.
  "src/features/marketplace/vendor-availability.tsx",
  // The pop-up of a vendor's card and the vendor page's contact flow.
  "src/features/marketplace/card-dialog.tsx",
  "src/features/marketplace/contact-flow.tsx",
];
