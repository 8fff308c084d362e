import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageKindOf, SPA_ROUTES } from "./spa-routes";

const webSrc = path.resolve(import.meta.dirname, "../../../web/src");
const routeFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return /(^|-)(routes|router)\.tsx$/.test(e.name) ? [full] : [];
  });

describe("the server's list of the web app's pages", () => {
  it("is the router's list (a new page must be added here, or it would answer 404)", () => {
    const declared = new Set(
      routeFiles(webSrc).flatMap((file) =>
        [...fs.readFileSync(file, "utf8").matchAll(/path: "([^"]+)"/g)].map((m) => m[1]).filter((p) => p !== "*"),
      ),
    );
    expect([...declared].sort()).toEqual(Object.keys(SPA_ROUTES).sort());
  });

  it("matches paths with parameters and a trailing slash, in any case, and nothing else", () => {
    expect(pageKindOf("/")).toBe("public");
    expect(pageKindOf("/vendor/abc")).toBe("public");
    expect(pageKindOf("/Photographers/in/kaski/")).toBe("public");
    expect(pageKindOf("/photographer-leads/won")).toBe("workspace");
    expect(pageKindOf("/admin/settings")).toBe("admin");
    expect(pageKindOf("/vendor/abc/def")).toBeNull();
    expect(pageKindOf("/photographers/in")).toBeNull();
    expect(pageKindOf("/nothing")).toBeNull();
  });
});
