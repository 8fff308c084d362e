import { describe, expect, it } from "vitest";
import { allContracts } from "./index";
import {
  customerRefs,
  localeRefs,
  locationRefs,
  marketplaceRefs,
  placeRefs,
  reviewsRefs,
  saaitRefs,
  systemRefs,
} from "./refs";

/**
 * The compiler already checks each ref's method and path against its contract's literal types, and both
 * take their key from query-keys.ts; this guards what types cannot see (a ref naming a contract that is not
 * registered, or a contract whose key a ref does not take).
 */
const refs = {
  ...systemRefs,
  ...localeRefs,
  ...marketplaceRefs,
  ...placeRefs,
  ...locationRefs,
  ...customerRefs,
  ...reviewsRefs,
  ...saaitRefs,
};
const sample = {
  params: { id: "8f4c", slug: "jhapa", vendorId: "7a1e" },
  query: {
    q: "pokhara",
    municipalityId: 3,
    ward: 4,
    view: "hidden",
    date: "2083-11-02",
    ids: "7a1e",
    from: "2026-12-01",
    to: "2027-01-01",
  },
};

describe("contract refs", () => {
  it.each(Object.entries(refs))("%s calls a registered contract with the same key", (_, ref) => {
    const contract = allContracts.find((c) => c.method === ref.method && c.path === ref.path);
    expect(contract).toBeDefined();
    const key = (contract as unknown as { queryKey: (input: unknown) => readonly unknown[] }).queryKey;
    expect(ref.queryKey(sample as never)).toEqual(key(sample));
  });
});
