import { type ListingFilters, listingFiltersToParams } from "../listing-rules";
import type { customerContracts } from "./customer";
import type { localeContracts } from "./locale";
import type { locationsContracts } from "./locations";
import type { ListingQuery, marketplaceContracts } from "./marketplace";
import { queryKeys } from "./query-keys";
import { contractRef } from "./ref";
import type { reviewsContracts } from "./reviews";
import type { saaitContracts } from "./saait";
import type { seoContracts } from "./seo";
import type { systemContracts } from "./system";
import type { vendorWorkspaceContracts } from "./vendor-workspace";

/**
 * The calls of the public pages and of every page's first screen (the navigation bar's profile and settings,
 * the language switch, the listing, a vendor, places), as zod-free refs: public pages load no zod. Method and
 * path are checked against the contract's by the compiler, the keys are the contract's own (query-keys.ts).
 */

export { listingSearch } from "./query-keys";

/** The listing query of some filters, as the URL writes it (defaults left out). */
export const listingQueryOf = (filters: ListingFilters): ListingQuery =>
  Object.fromEntries(listingFiltersToParams(filters));

export const systemRefs = {
  me: contractRef<typeof systemContracts.me>("GET", "/api/me", queryKeys.me),
  settings: contractRef<typeof systemContracts.settings>("GET", "/api/settings", queryKeys.settings),
};

export const localeRefs = {
  get: contractRef<typeof localeContracts.get>("GET", "/api/locale", queryKeys.locale),
  set: contractRef<typeof localeContracts.set>("PUT", "/api/locale"),
};

type Market = typeof marketplaceContracts;
export const marketplaceRefs = {
  listing: contractRef<Market["listing"]>("GET", "/api/vendors", queryKeys.listing),
  featured: contractRef<Market["featured"]>("GET", "/api/vendors/featured", queryKeys.featured),
  vendorPage: contractRef<Market["vendorPage"]>("GET", "/api/vendors/:id", queryKeys.vendorPage),
  reviewInfo: contractRef<Market["reviewInfo"]>("GET", "/api/vendors/:id/review-info", queryKeys.reviewInfo),
  unlock: contractRef<Market["unlock"]>("POST", "/api/vendors/:id/unlock"),
  availabilityOn: contractRef<Market["availabilityOn"]>("GET", "/api/vendors/availability", ({ query }) => [
    "vendors",
    "availability",
    query?.date ?? null,
    query?.ids ?? null,
  ]),
};

/** The saait dates every date picker marks. */
export const saaitRefs = {
  between: contractRef<typeof saaitContracts.between>("GET", "/api/saait-dates", ({ query }) => [
    "saait",
    query?.from ?? null,
    query?.to ?? null,
  ]),
};

export const placeRefs = {
  places: contractRef<typeof seoContracts.places>("GET", "/api/places", queryKeys.places),
  place: contractRef<typeof seoContracts.place>("GET", "/api/places/:slug", queryKeys.place),
};

export const locationRefs = {
  tree: contractRef<typeof locationsContracts.tree>("GET", "/api/locations", queryKeys.locations),
  regions: contractRef<typeof locationsContracts.regions>("GET", "/api/locations/regions", queryKeys.regions),
  localLevels: contractRef<typeof locationsContracts.localLevels>(
    "GET",
    "/api/locations/local-levels",
    queryKeys.localLevels,
  ),
  wardAreas: contractRef<typeof locationsContracts.wardAreas>("GET", "/api/areas", queryKeys.wardAreas),
  proposeArea: contractRef<typeof locationsContracts.proposeArea>("POST", "/api/areas"),
};

type Customer = typeof customerContracts;
/** A couple's profile and unlocks: the vendor page's contact flow. */
export const customerRefs = {
  profile: contractRef<Customer["profile"]>("GET", "/api/customer/profile", queryKeys.customerProfile),
  updateProfile: contractRef<Customer["updateProfile"]>("PUT", "/api/customer/profile"),
  unlocks: contractRef<Customer["unlocks"]>("GET", "/api/customer/unlocks", queryKeys.customerUnlocks),
  unlockOf: contractRef<Customer["unlockOf"]>("GET", "/api/customer/unlocks/:vendorId", queryKeys.customerUnlockOf),
};

type Reviews = typeof reviewsContracts;
/** Reviews: the review page, reports on the vendor page, replies and moderation. */
export const reviewsRefs = {
  requestCode: contractRef<Reviews["requestCode"]>("POST", "/api/reviews/email-code"),
  verifyCode: contractRef<Reviews["verifyCode"]>("POST", "/api/reviews/email-code/verify"),
  myReview: contractRef<Reviews["myReview"]>("POST", "/api/vendors/:id/my-review"),
  submit: contractRef<Reviews["submit"]>("POST", "/api/vendors/:id/reviews"),
  report: contractRef<Reviews["report"]>("POST", "/api/reviews/:id/report"),
  reply: contractRef<Reviews["reply"]>("POST", "/api/vendor/reviews/:id/reply"),
  customerReviews: contractRef<Reviews["customerReviews"]>("GET", "/api/customer/reviews", queryKeys.customerReviews),
  moderationQueue: contractRef<Reviews["moderationQueue"]>("GET", "/api/admin/reviews", queryKeys.moderationQueue),
  moderate: contractRef<Reviews["moderate"]>("POST", "/api/admin/reviews/:id/moderate"),
  vendorReviews: contractRef<typeof vendorWorkspaceContracts.reviews>(
    "GET",
    "/api/vendor/reviews",
    queryKeys.vendorReviews,
  ),
};
