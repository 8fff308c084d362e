import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { vendorProfiles } from "../db/schema";

/**
 * Which shared public answers a successful write can change (docs/decisions/0011), as cache tags:
 * - writes that never change a public answer (sign-in, client forms, drafts, review email codes,
 *   reading one's own review, reports): none;
 * - a couple's contact unlock: that vendor's page alone (`vendor-page:<id>`: a review by the couple now
 *   carries the 'Contacted through Bihe' label), never a listing;
 * - a review: the answers showing that vendor (`vendor:<id>`);
 * - a vendor's own write (profile, media, leads...): the answers showing that vendor. A vendor can
 *   only change how it appears itself (or leave the listing on resubmission): pending and rejected
 *   vendors appear nowhere, so their writes drop nothing anyone else is served. Its calendar (a block,
 *   a capacity, a Won lead) also decides whether it appears in a listing "available on" a date, where
 *   it may be absent and so untagged: every answer with a date filter carries `AVAILABLE_ON_TAG`,
 *   which every vendor write drops too (they are a few seconds' answers; no write is missed this way);
 * - an admin's write (status, edits, settings, areas): everything.
 * Anything else drops everything, so a new kind of write can never leave a stale answer behind.
 */
const KEEPS_PUBLIC_ANSWERS = /^\/api\/(auth\/|client-form\/|vendor\/draft|vendors\/[^/?]+\/my-review|reviews\/)/;
const REVIEW = /^\/api\/vendors\/([^/?]+)\/reviews(?:\?|$)/;
const UNLOCK = /^\/api\/vendors\/([^/?]+)\/unlock(?:\?|$)/;

export const vendorTag = (vendorId: string) => `vendor:${vendorId.toLowerCase()}`;
/** Every listing answer filtered by a date (its vendors are those with capacity left on it). */
export const AVAILABLE_ON_TAG = "available-on";
/** The vendor's page alone (it also carries `vendorTag`). */
export const vendorPageTag = (vendorId: string) => `vendor-page:${vendorId.toLowerCase()}`;

export async function publicChangeScope(app: FastifyInstance, request: FastifyRequest): Promise<string[] | "all"> {
  const url = request.url;
  if (KEEPS_PUBLIC_ANSWERS.test(url)) return [];
  const unlock = UNLOCK.exec(url);
  if (unlock) return [vendorPageTag(unlock[1])];
  const review = REVIEW.exec(url);
  if (review) return [vendorTag(review[1])];
  const caller = request.caller;
  if (caller?.role === "vendor") {
    const [own] = await app.db
      .select({ id: vendorProfiles.id, status: vendorProfiles.status })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.userId, caller.id));
    if (!own) return [];
    return own.status === "approved" ? [vendorTag(own.id), AVAILABLE_ON_TAG] : [vendorTag(own.id)];
  }
  return "all";
}

/** The tags of a cached answer that shows vendor cards (a listing's bands, or featured vendors). */
export function vendorTagsOf(answer: unknown): string[] {
  const a = answer as { vendors?: { id: string }[]; bands?: { vendors: { id: string }[] }[] };
  return [...(a.vendors ?? []), ...(a.bands ?? []).flatMap((b) => b.vendors)].map((card) => vendorTag(card.id));
}
