import net from "node:net";

/**
 * Which proxies in front of the app may name the client's address (Fastify's `trustProxy`):
 * `false` (none: the connection's address is the client's), a hop count (that many proxies,
 * counted from the app), or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (under Fastify's `trustProxy`) knows for the private ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. `true` means one proxy (a hop count of 1), not Fastify's "trust every
 * hop": that takes the leftmost X-Forwarded-For entry, which the client writes itself, so a
 * client could choose the address its per-address limits count. With one hop the address is the
 * one the proxy appended, the address that connected to it. Returns an error message for a
 * value that is none of these.
 */
export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "false") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (!entries.length || wrong.length) {
    return {
      error: `expected true, false, a hop count or a comma list of proxy addresses/CIDR ranges; not an address: ${wrong.join(", ") || raw}`,
    };
  }
  return entries;
}

/**
 * The value for Fastify's `trustProxy`. A hop count becomes a function: Fastify 5.12 takes a bare
 * number as "trust nothing" (it cannot check that the peer is a proxy), so a hop count relies on
 * the app being reachable only through its proxies (docs/deploy.md); a list of addresses does not.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}
