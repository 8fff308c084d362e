import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "../marketplace";
import { localeContracts } from "./locale";
import { marketplaceContracts } from "./marketplace";
import { listingQueryOf, localeRefs, marketplaceRefs, systemRefs } from "./refs";
import { systemContracts } from "./system";

/** A ref is the zod-free copy of its contract's method, path and key: any drift fails here. */
const pairs = [
  [systemRefs.me, systemContracts.me, {}],
  [systemRefs.settings, systemContracts.settings, {}],
  [localeRefs.get, localeContracts.get, {}],
  [localeRefs.set, localeContracts.set, { body: { locale: "ne" } }],
  [marketplaceRefs.listing, marketplaceContracts.listing, { query: { q: "pokhara", sort: "rating" } }],
  [
    marketplaceRefs.listing,
    marketplaceContracts.listing,
    { query: listingQueryOf({ ...EMPTY_FILTERS, district: 27 }) },
  ],
] as const;

describe("contract refs", () => {
  it.each(pairs.map((pair, i) => [i, ...pair] as const))("ref %i equals its contract", (_, ref, contract, input) => {
    expect(ref.method).toBe(contract.method);
    expect(ref.path).toBe(contract.path);
    expect(ref.queryKey(input as never)).toEqual(contract.queryKey(input as never));
  });
});
