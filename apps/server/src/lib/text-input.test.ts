import { describe, expect, it } from "vitest";
import { hasUnstorableText } from "./text-input";

describe("hasUnstorableText", () => {
  it("finds NUL and unpaired surrogates anywhere, keys included", () => {
    expect(hasUnstorableText("a\u0000b")).toBe(true);
    expect(hasUnstorableText({ a: [{ b: "x\uD800" }] })).toBe(true);
    expect(hasUnstorableText({ a: "\uDC00y" })).toBe(true);
    expect(hasUnstorableText({ "k\u0000": 1 })).toBe(true);
  });
  it("accepts ordinary text, emoji, Devanagari and non-strings", () => {
    expect(hasUnstorableText({ a: "नमस्ते 👰🏽‍♀️", b: [1, null, true, { c: "<script>" }] })).toBe(false);
    expect(hasUnstorableText(undefined)).toBe(false);
    expect(hasUnstorableText(Buffer.from([0, 1, 2]))).toBe(false);
  });
});
