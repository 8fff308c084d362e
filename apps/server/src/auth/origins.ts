import type { FastifyRequest } from "fastify";
import type { Config } from "../config";
import { forbidden } from "../lib/errors";

/**
 * Which page may make a state-changing request (docs/decisions/0010), for our own routes and for
 * Better Auth's alike.
 *
 * - Production trusts exactly one origin, PUBLIC_URL. `Origin: null` (sandboxed frames, file://)
 *   and any other origin, the Vite dev server's included, are refused; so is a write that carries
 *   the session cookie but no Origin at all (every browser sends one on a POST, so only a
 *   forged or odd client would omit it).
 * - Development trusts the address the browser used to reach this server (its Host header), so
 *   http://127.0.0.1:3000, the LAN address a phone uses and the Vite proxy (which keeps the
 *   browser's Host) all work; another site's page still cannot post here, nor can `Origin: null`
 *   (it names no address). A write without an Origin passes, as scripts and tests send them.
 */
export const CROSS_SITE_MESSAGE = "Cross-site request refused.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};
const originOf = (url: string): string | null => {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
};

/** Whether a page at `origin` may write to this server, reached under `ownHost` (its Host header). */
export function isTrustedOrigin(config: Config, origin: string, ownHost: string | undefined): boolean {
  const publicOrigin = config.publicUrl ? originOf(config.publicUrl) : null;
  if (config.isProduction) return publicOrigin !== null && originOf(origin) === publicOrigin;
  if (publicOrigin !== null && originOf(origin) === publicOrigin) return true;
  const host = hostOf(origin);
  return host !== null && ownHost !== undefined && host === hostOf(`http://${ownHost}`);
}

/** The onRequest hook every route goes through (Better Auth's included: it is mounted as a route). */
export function refuseForeignOrigins(config: Config) {
  return async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      // Without an Origin the request is not a browser page's (or the cookie is not its to send):
      // fine for a script with no session, refused in production when it carries a session.
      if (config.isProduction && request.headers.cookie) throw forbidden(CROSS_SITE_MESSAGE);
      return;
    }
    if (!isTrustedOrigin(config, origin, request.host)) throw forbidden(CROSS_SITE_MESSAGE);
  };
}

/** Header through which the auth route tells Better Auth the address the browser used. */
export const OWN_ORIGIN_HEADER = "x-bihe-own-origin";

/**
 * Better Auth's `trustedOrigins`: the same rule as the hook above (which has already run), so its
 * own check never refuses what ours allows ('Invalid origin' from 127.0.0.1 or a LAN address).
 */
export function betterAuthTrustedOrigins(config: Config, baseURL: string) {
  if (config.isProduction) return [baseURL];
  return (request?: Request) => {
    const own = request?.headers.get(OWN_ORIGIN_HEADER);
    const host = own ? hostOf(own) : null;
    return host ? [baseURL, `http://${host}`, `https://${host}`] : [baseURL];
  };
}
