import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("shares one load between concurrent callers and expires after its TTL", async () => {
    const cache = new TtlCache<number>(50);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1]);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get("k", load)).toBe(2);
  });

  it("does not keep failures and stays within its size", async () => {
    const cache = new TtlCache<number>(1000, 2);
    await expect(cache.get("x", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("x", async () => 7)).toBe(7);
    await cache.get("y", async () => 1);
    await cache.get("z", async () => 2);
    expect(await cache.get("x", async () => 9)).toBe(9); // x was evicted first
  });
});

describe("TtlCache tags", () => {
  it("invalidate drops only the entries carrying a tag, and any entry still loading", async () => {
    const cache = new TtlCache<string[]>(10_000);
    let loads = 0;
    const load = (ids: string[]) => async () => {
      loads++;
      return ids;
    };
    const byIds = (ids: string[]) => ids.map((id) => `vendor:${id}`);
    await cache.get("a", load(["1", "2"]), byIds);
    await cache.get("b", load(["3"]), byIds);
    let release: (v: string[]) => void = () => {};
    const pending = cache.get("c", () => new Promise<string[]>((r) => (release = r)), byIds);
    cache.invalidate(["vendor:2"]);
    release(["9"]);
    await pending;
    expect(loads).toBe(2);
    await cache.get("a", load(["1", "2"]), byIds); // dropped: loads again
    await cache.get("b", load(["3"]), byIds); // kept
    await cache.get("c", load(["9"]), byIds); // was loading: dropped
    expect(loads).toBe(4);
  });
});
