import { describe, expect, it } from "vitest";
import { safeNext, withNext } from "./next-path";

describe("safeNext: the page a sign-in returns to", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeNext("/vendor/8f1e?tab=packages#reviews")).toBe("/vendor/8f1e?tab=packages#reviews");
    expect(safeNext("/customer-dashboard")).toBe("/customer-dashboard");
  });

  it("refuses anything a browser could read as another site, or junk", () => {
    for (const bad of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "/\u0000x",
      "/a\\b",
      "",
      null,
      undefined,
      `/${"x".repeat(600)}`,
    ]) {
      expect(safeNext(bad), String(bad)).toBeNull();
    }
  });

  it("builds a sign-in link only with a safe next", () => {
    expect(withNext("/login", "/vendor/1")).toBe("/login?next=%2Fvendor%2F1");
    expect(withNext("/login", "//evil.example")).toBe("/login");
  });
});
