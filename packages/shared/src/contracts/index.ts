export { adminContracts } from "./admin";
export {
  ACCOUNT_IMAGE_MAX_LENGTH,
  ACCOUNT_NAME_MAX_LENGTH,
  authContracts,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./auth";
export { banquetDecoratorContracts } from "./banquet-decorator";
export { bookingsContracts } from "./bookings";
export { calendarContracts } from "./calendar";
export { conversationsContracts } from "./conversations";
export { customerContracts } from "./customer";
export {
  type Contract,
  type ContractInput,
  type ContractOutput,
  type ContractShape,
  contractUrl,
  defineContract,
  type FileResponse,
  fileResponse,
  type HttpMethod,
  isFileResponse,
  okSchema,
  type ResponseSpec,
} from "./define";
export { leadsContracts } from "./leads";
export { localeContracts } from "./locale";
export { locationsContracts } from "./locations";
export { listingKey, marketplaceContracts } from "./marketplace";
export { mediaContracts } from "./media";
export { notificationsContracts } from "./notifications";
export { quotationsContracts } from "./quotations";
export { type ContractRef, contractRef } from "./ref";
export {
  customerRefs,
  listingQueryOf,
  listingSearch,
  localeRefs,
  locationRefs,
  marketplaceRefs,
  placeRefs,
  reviewsRefs,
  saaitRefs,
  systemRefs,
} from "./refs";
export { reviewsContracts } from "./reviews";
export { saaitContracts } from "./saait";
export { seoContracts } from "./seo";
export { shortlistContracts } from "./shortlist";
export { systemContracts } from "./system";
export { vendorChangesContracts } from "./vendor-changes";
export { vendorDayContracts } from "./vendor-day";
export { vendorFormContracts } from "./vendor-form";
export { vendorWorkspaceContracts } from "./vendor-workspace";

import { adminContracts } from "./admin";
import { banquetDecoratorContracts } from "./banquet-decorator";
import { bookingsContracts } from "./bookings";
import { calendarContracts } from "./calendar";
import { conversationsContracts } from "./conversations";
import { customerContracts } from "./customer";
import type { ContractShape } from "./define";
import { leadsContracts } from "./leads";
import { localeContracts } from "./locale";
import { locationsContracts } from "./locations";
import { marketplaceContracts } from "./marketplace";
import { mediaContracts } from "./media";
import { notificationsContracts } from "./notifications";
import { quotationsContracts } from "./quotations";
import { reviewsContracts } from "./reviews";
import { saaitContracts } from "./saait";
import { seoContracts } from "./seo";
import { shortlistContracts } from "./shortlist";
import { systemContracts } from "./system";
import { vendorChangesContracts } from "./vendor-changes";
import { vendorDayContracts } from "./vendor-day";
import { vendorFormContracts } from "./vendor-form";
import { vendorWorkspaceContracts } from "./vendor-workspace";

/**
 * Every contract of a route of its own, for the tests that check each registered route has one.
 * Not the auth operations: Better Auth's catch-all serves those (see ./auth.ts).
 */
export const allContracts: ContractShape[] = [
  ...Object.values(systemContracts),
  ...Object.values(locationsContracts),
  ...Object.values(vendorWorkspaceContracts),
  ...Object.values(banquetDecoratorContracts),
  ...Object.values(leadsContracts),
  ...Object.values(calendarContracts),
  ...Object.values(adminContracts),
  ...Object.values(mediaContracts),
  ...Object.values(vendorFormContracts),
  ...Object.values(marketplaceContracts),
  ...Object.values(reviewsContracts),
  ...Object.values(seoContracts),
  ...Object.values(localeContracts),
  ...Object.values(customerContracts),
  ...Object.values(vendorChangesContracts),
  ...Object.values(notificationsContracts),
  ...Object.values(shortlistContracts),
  ...Object.values(saaitContracts),
  ...Object.values(quotationsContracts),
  ...Object.values(bookingsContracts),
  ...Object.values(conversationsContracts),
  ...Object.values(vendorDayContracts),
];
