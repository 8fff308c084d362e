import { NO_VENDOR_PROFILE, type VendorStatus, type VendorType } from "@bihe/shared";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { vendorProfiles } from "../db/schema";
import { forbidden, notFound, unauthorized } from "../lib/errors";
import { getCaller, guard } from "./guards";

/** What a vendor's own routes need to know about the caller's vendor profile (one per user). */
export type OwnVendor = {
  id: string;
  status: VendorStatus;
  vendorType: VendorType;
  companyName: string;
  slug: string;
  city: string | null;
  version: number;
  /** The version the last admin edit produced (a draft started before it is stale). */
  adminEditedVersion: number;
  submittedAt: Date | null;
  createdAt: Date;
};

// Memoised per request without decorating the request type: the guard loads, the handler reads.
const loaded = new WeakMap<FastifyRequest, OwnVendor | null>();

/** The caller's own vendor profile, read once per request; null for a stranger or a user without one. */
export async function loadOwnVendor(request: FastifyRequest): Promise<OwnVendor | null> {
  const memo = loaded.get(request);
  if (memo !== undefined) return memo;
  const caller = await getCaller(request);
  const [row] = caller
    ? await request.server.db
        .select({
          id: vendorProfiles.id,
          status: vendorProfiles.status,
          vendorType: vendorProfiles.vendorType,
          companyName: vendorProfiles.companyName,
          slug: vendorProfiles.slug,
          city: vendorProfiles.city,
          version: vendorProfiles.version,
          adminEditedVersion: vendorProfiles.adminEditedVersion,
          submittedAt: vendorProfiles.submittedAt,
          createdAt: vendorProfiles.createdAt,
        })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.userId, caller.id))
    : [];
  const vendor = row ? ({ ...row } as OwnVendor) : null;
  loaded.set(request, vendor);
  return vendor;
}

/**
 * preHandler (a guard, so it runs before the body is read): a signed-in vendor (an admin
 * passes, as with requireRole) whose own vendor profile is then on the request for `ownVendorOf`.
 * Without a profile: a 404 with `missing` (the default 'No vendor profile found'), or, with
 * `optional: true`, the route runs and `ownVendorOf` gives null.
 */
export function requireVendor(options: { missing?: string; optional?: boolean } = {}) {
  return guard(async (request: FastifyRequest): Promise<void> => {
    const caller = await getCaller(request);
    if (!caller) throw unauthorized();
    if (caller.role !== "admin" && caller.role !== "vendor") throw forbidden();
    const vendor = await loadOwnVendor(request);
    if (!vendor && !options.optional) throw notFound(options.missing ?? NO_VENDOR_PROFILE);
  });
}

/** The caller's vendor profile after `requireVendor()` ran: null only for an `optional` guard. */
export function ownVendorOf(request: FastifyRequest): OwnVendor | null {
  const vendor = loaded.get(request);
  if (vendor === undefined) throw new Error("ownVendorOf() needs requireVendor() on the route");
  return vendor;
}

/** The caller's vendor profile after `requireVendor()` (not optional) ran. */
export function vendorOf(request: FastifyRequest): OwnVendor {
  const vendor = ownVendorOf(request);
  if (!vendor) throw notFound(NO_VENDOR_PROFILE);
  return vendor;
}
