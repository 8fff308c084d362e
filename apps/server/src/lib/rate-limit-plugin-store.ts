import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Counters } from "./counters";

type RouteOptions = Parameters<FastifyRateLimitStore["child"]>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * A store for @fastify/rate-limit that counts in the app's counters (lib/counters.ts), so a
 * route's limit holds for every instance on one PostgreSQL server together. Each route keeps its
 * own keys (the plugin's own store gives each route a map of its own; one table needs a prefix).
 */
export function rateLimitStore(counters: Counters): FastifyRateLimitStoreCtor {
  class CountersStore implements FastifyRateLimitStore {
    private scope: string;
    /** The plugin constructs the first store with its options; a route's store gets its scope. */
    constructor(scope: unknown) {
      this.scope = typeof scope === "string" ? scope : "";
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore["incr"]>[1], timeWindow: number): void {
      counters.add(`route|${this.scope}|${key}`, 1, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      return new CountersStore(`${[route?.method ?? ""].flat().join(",")} ${route?.url ?? routeOptions.path ?? ""}`);
    }
  }
  return CountersStore as unknown as FastifyRateLimitStoreCtor;
}
