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

  it("drops expired entries on the next miss, so answers no one asks for again are not kept", async () => {
    const cache = new TtlCache<number>(30, 500);
    for (let i = 0; i < 100; i++) await cache.get(`old${i}`, async () => i);
    expect(cache.size).toBe(100);
    await cache.get("old5", async () => 5); // a hit: nothing is swept
    expect(cache.size).toBe(100);
    await new Promise((r) => setTimeout(r, 40));
    await cache.get("old7", async () => 70); // re-loaded after expiry, at the end of the order
    await cache.get("new", async () => 1);
    expect(cache.size).toBe(2);
    expect(await cache.get("old7", async () => 0)).toBe(70);
  });

  it("stays within its weight: an entry weighs 1 + its tags, the oldest go first", async () => {
    const cache = new TtlCache<string[]>(10_000, 500, 100);
    const ids = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p}${i}`);
    await cache.get(
      "small",
      async () => ["a"],
      (v) => v,
    ); // weight 2
    await cache.get(
      "page1",
      async () => ids(60, "x"),
      (v) => v,
    ); // weight 61: total 63
    expect(cache.size).toBe(2);
    await cache.get(
      "page2",
      async () => ids(60, "y"),
      (v) => v,
    ); // 124 > 100: the oldest go
    expect(cache.size).toBe(1);
    let loads = 0;
    await cache.get("page2", async () => {
      loads++;
      return [];
    });
    expect(loads).toBe(0); // the newest stays
    await cache.get(
      "huge",
      async () => ids(500, "z"),
      (v) => v,
    ); // heavier than the bound alone
    expect(cache.size).toBe(1); // kept (the bound never empties the cache), everything else dropped
    cache.invalidate(["z1"]);
    expect(cache.size).toBe(0);
    await cache.get(
      "after",
      async () => ["a"],
      (v) => v,
    );
    await cache.get(
      "after2",
      async () => ids(90, "w"),
      (v) => v,
    ); // 2 + 91 <= 100: both fit again
    expect(cache.size).toBe(2);
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
