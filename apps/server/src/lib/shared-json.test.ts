import { describe, expect, it } from "vitest";
import { SharedJson } from "./shared-json";

describe("an answer kept as its JSON text", () => {
  const answer = { total: 2, bands: [{ id: "budget", vendors: [{ id: "a", name: "Himal Studio", cardImage: null }] }] };

  it("keeps the text and the tags, not the objects it was made from", () => {
    const shared = SharedJson.of(answer, (a) => a.bands.flatMap((b) => b.vendors.map((v) => `vendor:${v.id}`)));
    expect(shared.text).toBe(JSON.stringify(answer));
    expect(shared.tags).toEqual(["vendor:a"]);
    expect(Object.values(shared)).not.toContain(answer);
  });

  it("parses the answer once: the same holder gives the same objects (a drawn page is reused by identity)", () => {
    const shared = SharedJson.of(answer, () => []);
    const first = shared.value;
    expect(first).toEqual(answer);
    expect(first).not.toBe(answer);
    expect(shared.value).toBe(first);
    expect(SharedJson.of(answer, () => []).value).not.toBe(first);
  });

  it("holds an answer written as text as it is", () => {
    const text = '{"total":1,"bands":[{"id":"budget","vendors":[{"id":"b"}]}]}';
    const shared = new SharedJson<{ total: number }>(text, ["vendor:b"]);
    expect(shared.text).toBe(text);
    expect(shared.tags).toEqual(["vendor:b"]);
    expect(shared.value.total).toBe(1);
  });
});
