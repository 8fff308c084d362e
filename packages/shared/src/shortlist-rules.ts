/**
 * The shortlist's and compare's numbers and messages, without zod: the web's hearts sit on the
 * first screen and import these alone (the schemas are in shortlist.ts).
 */

/** Vendors one account may keep on its shortlist (docs/decisions/0016); the device keeps as many. */
export const SHORTLIST_CAP = 100;
export const SHORTLIST_FULL_MESSAGE = `Your shortlist is full (${SHORTLIST_CAP} vendors). Remove one to add another.`;

/** Compare shows two to four vendors side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const COMPARE_COUNT_MESSAGE = `Choose ${COMPARE_MIN} to ${COMPARE_MAX} vendors to compare.`;
export const COMPARE_BAD_ID_MESSAGE = "One of the vendor ids is not valid.";
/** Four ids with their commas, and room for spaces: anything longer is refused before it is split. */
export const COMPARE_IDS_MAX_LENGTH = 200;

/** The compare page's address for some vendors (the URL is the page's state, so it can be shared). */
export const compareHref = (ids: string[]) => `/compare?ids=${ids.join(",")}`;
