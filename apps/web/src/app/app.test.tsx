// @vitest-environment happy-dom
import { createMemoryRouter, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { workspaceWhenAsked } from "./app";
import { publicRoutes, workspacePages } from "./router";

/** Every full path under some routes, a parameter written as a value ("/vendor-bookings/x"). */
function addresses(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((r) => {
    const path = r.path ? (r.path.startsWith("/") ? r.path : `${parent}/${r.path}`) : parent;
    const own = r.path && !r.path.includes("*") ? [path.replace(/:\w+/g, "x")] : [];
    return [...own, ...addresses(r.children ?? [], path)];
  });
}

/** Where the browser's router lands for an address: the path of the route it shows. */
async function landsOn(address: string) {
  const router = createMemoryRouter(publicRoutes, {
    initialEntries: [address],
    patchRoutesOnNavigation: workspaceWhenAsked(),
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    router.subscribe((state) => state.initialized && resolve());
  });
  const path = router.state.matches.at(-1)?.route.path;
  router.dispose();
  return path;
}

describe("the browser's router, which starts with the public pages only", () => {
  const workspace = addresses(workspacePages);

  it("finds every workspace page", async () => {
    expect(workspace.length).toBeGreaterThan(20);
    for (const address of workspace) expect(await landsOn(address), address).not.toBe("*");
  });

  it("shows a public page with a parameter, and the 404 page for an address no page has", async () => {
    expect(await landsOn("/vendor/x")).toBe("/vendor/:id");
    expect(await landsOn("/c/x")).toBe("/c/:token");
    expect(await landsOn("/no-such-page")).toBe("*");
    expect(await landsOn("/vendor/x/no-such-page")).toBe("*");
  });
});
