import {
  bsParamToAd,
  DATE_PARAM_MESSAGE,
  isPriceBandId,
  LISTING_PAGE_SIZE,
  type ListingSectionId,
  listingFilterError,
  parseListingFilters,
  UNLOCK_SIGN_IN_MESSAGE,
} from "@bihe/shared";
import { marketplaceContracts as contracts, listingSearch } from "@bihe/shared/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { callerOf, getCaller, requireUserWith } from "../../auth/guards";
import { sendShared, sendSharedJson } from "../../lib/compressed";
import { badRequest } from "../../lib/errors";
import { route } from "../../lib/route";
import { vendorIdOf } from "../../lib/vendor-id";
import { availabilityOnDate } from "./availability";
import { featuredAnswer, listingJson } from "./cached-answers";
import { reviewInfo, vendorPage } from "./service";
import { unlockVendorContacts } from "./unlock";

/** Public answers: browsers keep them a minute, shared caches may serve them stale while refreshing. */
const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";
/** The vendor page: always revalidated by the browser (a new review shows at once), cached by a CDN. */
const PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const NO_STORE = { "cache-control": "no-store" };

export const UNLOCK_LIMIT_PER_IP = { max: 20, timeWindow: 10 * 60_000 };

export async function marketplaceRoutes(app: FastifyInstance) {
  const limits = app.config.rateLimits;
  const ipKey = (scope: string) => (request: FastifyRequest) => `${scope}|ip|${request.ip}`;

  /** The listing, grouped by price band: first page of each band, or one more page of one band. */
  // The listing, featured and vendor page answers are serialised and compressed once per cached answer
  // (sendShared), past the serializer; contracts.test.ts checks them against their schemas.
  route(app, contracts.listing, {}, async (request, reply) => {
    const params = new URLSearchParams(listingSearch(request.query));
    // A vendor type or a hall's/decorator's filter value it does not know is a 400 that names it.
    // The date against the BS tables here, not in listingFilterError: the web's first screen imports that one.
    const date = params.get("date")?.trim() || null;
    const filterError =
      listingFilterError(params) ?? (date != null && bsParamToAd(date) == null ? DATE_PARAM_MESSAGE : null);
    if (filterError) throw badRequest(filterError);
    const filters = parseListingFilters(params);
    const band = params.get("band");
    if (band != null && band !== "all" && !isPriceBandId(band)) throw badRequest("Unknown price band.");
    const after = params.get("after");
    const limit = Math.max(1, Math.min(50, Number.parseInt(params.get("limit") ?? "", 10) || LISTING_PAGE_SIZE));
    reply.header("cache-control", PUBLIC_CACHE);
    const answer = await listingJson(app, filters, { band: band as ListingSectionId | null, after, limit });
    return sendSharedJson(request, reply, answer);
  });

  // On the couple's date: the same for everyone who asks, and as fresh as the listing's answers.
  route(app, contracts.availabilityOn, {}, async (request, reply) => {
    const answer = await availabilityOnDate(app, request.query.ids, request.query.date);
    reply.header("cache-control", PUBLIC_CACHE);
    return answer;
  });

  route(app, contracts.featured, {}, async (request, reply) => {
    reply.header("cache-control", PUBLIC_CACHE);
    return sendShared(request, reply, await featuredAnswer(app));
  });

  route(app, contracts.vendorPage, {}, async (request, reply) => {
    const page = await vendorPage(app, vendorIdOf(request), () => getCaller(request));
    reply.header("cache-control", page.status === "approved" ? PAGE_CACHE : "private, no-store");
    return sendShared(request, reply, page);
  });

  route(app, contracts.reviewInfo, {}, async (request, reply) => {
    const info = await reviewInfo(app, vendorIdOf(request));
    reply.header("cache-control", PUBLIC_CACHE);
    return info;
  });

  // Only a signed-in couple (verified email, a profile phone) sees contacts (docs/decisions/0018); an anonymous
  // call is a 401 that the web turns into sign-in. The daily caps live in unlockVendorContacts.
  route(
    app,
    contracts.unlock,
    {
      preHandler: requireUserWith(UNLOCK_SIGN_IN_MESSAGE),
      config: { rateLimit: limits ? { ...UNLOCK_LIMIT_PER_IP, keyGenerator: ipKey("unlock") } : false },
    },
    async (request, reply) => {
      const vendorId = vendorIdOf(request);
      reply.headers(NO_STORE);
      const { promoCode, contacts, reused, wedding } = await unlockVendorContacts(app, {
        customer: callerOf(request),
        vendorId,
        ip: request.ip,
        wedding: request.body,
      });
      return { promoCode, contacts, reused, wedding };
    },
  );
}
