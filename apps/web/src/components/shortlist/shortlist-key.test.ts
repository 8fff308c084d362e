import { shortlistContracts } from "@bihe/shared/contracts";
import { describe, expect, it } from "vitest";
import { SHORTLIST_KEY } from "./use-shortlist";

describe("the hearts' cache key", () => {
  it("is the list contract's key (hearts and the shortlist share one request)", () => {
    expect([...SHORTLIST_KEY]).toEqual([...shortlistContracts.list.queryKey({})]);
  });
});
