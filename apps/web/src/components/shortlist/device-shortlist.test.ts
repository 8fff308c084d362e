// @vitest-environment happy-dom
import { SHORTLIST_CAP } from "@bihe/shared/shortlist-rules";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addToDevice,
  DEVICE_KEY,
  deviceShortlist,
  NO_ENTRIES,
  parseDeviceShortlist,
  removeFromDevice,
  subscribeDevice,
} from "./device-shortlist";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("reading the device's shortlist", () => {
  it.each([
    ["nothing", null],
    ["an empty text", ""],
    ["broken JSON", "[{"],
    ["an object", '{"id":"x"}'],
    ["a number", "42"],
    ["null", "null"],
    ["a huge text", `[${"0,".repeat(40_000)}0]`],
  ])("is empty for %s", (_, raw) => {
    expect(parseDeviceShortlist(raw)).toEqual([]);
  });

  // The server draws the hearts from NO_ENTRIES: another empty array on the device would make React draw every
  // heart of the page again right after hydrating (useSyncExternalStore compares the two snapshots by identity).
  it("is the one empty list the server draws when the device has none", () => {
    expect(deviceShortlist()).toBe(NO_ENTRIES);
    expect(parseDeviceShortlist("[]")).toBe(NO_ENTRIES);
    addToDevice({ id: id(1), name: "A" });
    removeFromDevice([id(1)]);
    expect(deviceShortlist()).toBe(NO_ENTRIES);
  });

  it("keeps only well-formed entries, once each, lower-cased, names cut", () => {
    const raw = JSON.stringify([
      { id: id(1).toUpperCase(), name: "A", at: 5 },
      { id: id(1), name: "A again", at: 6 },
      { id: "not-an-id", name: "B" },
      { id: 7, name: "C" },
      null,
      "text",
      { id: id(2), name: { evil: true }, at: "yesterday" },
      { id: id(3), name: "x".repeat(500), at: 1 },
    ]);
    expect(parseDeviceShortlist(raw)).toEqual([
      { id: id(1), name: "A", at: 5 },
      { id: id(2), name: "", at: 0 },
      { id: id(3), name: "x".repeat(120), at: 1 },
    ]);
  });

  it(`never reads more than ${SHORTLIST_CAP} entries`, () => {
    const raw = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: id(i), name: `V${i}`, at: i })));
    expect(parseDeviceShortlist(raw)).toHaveLength(SHORTLIST_CAP);
  });

  it("survives garbage written by someone else into storage", () => {
    localStorage.setItem(DEVICE_KEY, "<script>alert(1)</script>");
    expect(deviceShortlist()).toEqual([]);
    expect(addToDevice({ id: id(1), name: "Himalayan" })).toBe("added");
    expect(deviceShortlist().map((e) => e.id)).toEqual([id(1)]);
  });
});

describe("changing the device's shortlist", () => {
  it("adds newest first, ignores a second add, removes, and clears the key when empty", () => {
    expect(addToDevice({ id: id(1), name: "One" }, 1)).toBe("added");
    expect(addToDevice({ id: id(2), name: "Two" }, 2)).toBe("added");
    expect(addToDevice({ id: id(1).toUpperCase(), name: "One" }, 3)).toBe("already");
    expect(deviceShortlist()).toEqual([
      { id: id(2), name: "Two", at: 2 },
      { id: id(1), name: "One", at: 1 },
    ]);
    expect(JSON.parse(localStorage.getItem(DEVICE_KEY)!)).toHaveLength(2);
    removeFromDevice([id(2)]);
    expect(deviceShortlist().map((e) => e.id)).toEqual([id(1)]);
    removeFromDevice([id(1)]);
    expect(localStorage.getItem(DEVICE_KEY)).toBeNull();
  });

  it(`refuses the ${SHORTLIST_CAP + 1}th vendor`, () => {
    for (let i = 0; i < SHORTLIST_CAP; i++) expect(addToDevice({ id: id(i), name: `V${i}` })).toBe("added");
    expect(addToDevice({ id: id(999), name: "One too many" })).toBe("full");
    expect(deviceShortlist()).toHaveLength(SHORTLIST_CAP);
  });

  it("returns the same array until the list changes, and tells subscribers", () => {
    const seen = vi.fn();
    const stop = subscribeDevice(seen);
    const before = deviceShortlist();
    expect(deviceShortlist()).toBe(before);
    addToDevice({ id: id(1), name: "One" });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(deviceShortlist()).not.toBe(before);
    stop();
    addToDevice({ id: id(2), name: "Two" });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("keeps working for this page when storage refuses to write", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(addToDevice({ id: id(1), name: "One" })).toBe("added");
    expect(deviceShortlist().map((e) => e.id)).toEqual([id(1)]);
  });
});
