// @vitest-environment happy-dom
import { dashboardPath, type Me } from "@bihe/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ME_KEY } from "../../lib/auth";
import { RedirectIfSignedIn, RequireAuth } from "./guards";

afterEach(cleanup);

const user = (role: string, vendorType: string | null = null): NonNullable<Me> =>
  ({
    user: { id: "u1", email: `${role}@test.bihe`, role, vendorType, emailVerified: true },
    vendor: null,
  }) as NonNullable<Me>;

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <p data-testid="where">
      {location.pathname}
      {from ? ` from ${from}` : ""}
    </p>
  );
}

/** The app's guarded pages as the routes files wire them, with the signed-in profile `me`. */
async function open(path: string, me: Me) {
  cleanup();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(ME_KEY, me);
  const page = (name: string) => (
    <>
      <Where />
      <h1>{name}</h1>
    </>
  );
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<RedirectIfSignedIn>{page("login")}</RedirectIfSignedIn>} />
          <Route path="/signup" element={<RedirectIfSignedIn>{page("signup")}</RedirectIfSignedIn>} />
          <Route path="/admin-dashboard" element={<RequireAuth roles={["admin"]}>{page("admin")}</RequireAuth>} />
          <Route
            path="/wedding-cinematographer-dashboard"
            element={
              <RequireAuth roles={["vendor"]} vendorType="wedding_cinematographer">
                {page("cinematographer")}
              </RequireAuth>
            }
          />
          <Route
            path="/banquet-dashboard"
            element={
              <RequireAuth roles={["vendor"]} vendorType="banquet_hall">
                {page("banquet")}
              </RequireAuth>
            }
          />
          <Route
            path="/decorator-dashboard"
            element={
              <RequireAuth roles={["vendor"]} vendorType="decorator">
                {page("decorator")}
              </RequireAuth>
            }
          />
          <Route
            path="/customer-dashboard"
            element={<RequireAuth roles={["customer"]}>{page("customer")}</RequireAuth>}
          />
          <Route path="/vendor-leads" element={<RequireAuth roles={["vendor"]}>{page("leads")}</RequireAuth>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return (await screen.findByTestId("where")).textContent;
}

describe("spec 000 'Dashboard choice by profile'", () => {
  it("no profile goes to /login; admin, customer and any other role to their dashboard", () => {
    expect(dashboardPath(null)).toBe("/login");
    expect(dashboardPath(undefined)).toBe("/login");
    expect(dashboardPath({ role: "admin", vendorType: "banquet" })).toBe("/admin-dashboard");
    expect(dashboardPath({ role: "customer" })).toBe("/customer-dashboard");
    expect(dashboardPath({ role: "something-else" })).toBe("/customer-dashboard");
  });

  it("vendors by vendor type, every alias compared case-insensitively; missing or unknown is the cinematographer", () => {
    const cases: [string | null, string][] = [
      ["wedding_cinematographer", "/wedding-cinematographer-dashboard"],
      ["Wedding_Cinematographer", "/wedding-cinematographer-dashboard"],
      ["photographer", "/wedding-cinematographer-dashboard"],
      ["PHOTOGRAPHER", "/wedding-cinematographer-dashboard"],
      ["Cinematographer", "/wedding-cinematographer-dashboard"],
      ["banquet", "/banquet-dashboard"],
      ["BANQUET", "/banquet-dashboard"],
      ["banquet_hall", "/banquet-dashboard"],
      ["Banquet_Hall", "/banquet-dashboard"],
      ["decorator", "/decorator-dashboard"],
      ["DECORATOR", "/decorator-dashboard"],
      ["decoration", "/decorator-dashboard"],
      ["Decoration", "/decorator-dashboard"],
      [null, "/wedding-cinematographer-dashboard"],
      ["", "/wedding-cinematographer-dashboard"],
      ["plumber", "/wedding-cinematographer-dashboard"],
    ];
    for (const [vendorType, path] of cases)
      expect(dashboardPath({ role: "vendor", vendorType }), String(vendorType)).toBe(path);
  });
});

describe("route guards (spec 000 section 6)", () => {
  it("not signed in: a protected page goes to /login, remembering where it was going", async () => {
    expect(await open("/admin-dashboard", null)).toBe("/login from /admin-dashboard");
    expect(await open("/banquet-dashboard", null)).toMatch(/^\/login/);
    expect(await open("/customer-dashboard", null)).toMatch(/^\/login/);
  });

  it("a wrong role goes to its own dashboard", async () => {
    expect(await open("/admin-dashboard", user("vendor", "Banquet"))).toBe("/banquet-dashboard");
    expect(await open("/admin-dashboard", user("customer"))).toBe("/customer-dashboard");
    expect(await open("/wedding-cinematographer-dashboard", user("customer"))).toBe("/customer-dashboard");
    expect(await open("/vendor-leads", user("customer"))).toBe("/customer-dashboard");
    expect(await open("/customer-dashboard", user("vendor", "DECORATION"))).toBe("/decorator-dashboard");
  });

  it("a vendor of the wrong type goes to the right dashboard (aliases, any case)", async () => {
    expect(await open("/wedding-cinematographer-dashboard", user("vendor", "BANQUET_HALL"))).toBe("/banquet-dashboard");
    expect(await open("/banquet-dashboard", user("vendor", "Photographer"))).toBe("/wedding-cinematographer-dashboard");
    expect(await open("/decorator-dashboard", user("vendor", "plumber"))).toBe("/wedding-cinematographer-dashboard");
    expect(await open("/banquet-dashboard", user("vendor", "Banquet"))).toBe("/banquet-dashboard");
    expect(await open("/decorator-dashboard", user("vendor", "Decoration"))).toBe("/decorator-dashboard");
  });

  it("an admin passes every role check", async () => {
    expect(await open("/banquet-dashboard", user("admin"))).toBe("/banquet-dashboard");
    expect(await open("/customer-dashboard", user("admin"))).toBe("/customer-dashboard");
    expect(await open("/admin-dashboard", user("admin"))).toBe("/admin-dashboard");
  });

  it("a signed-in user on /login or /signup goes to their dashboard; a stranger stays", async () => {
    expect(await open("/login", user("vendor", "decorator"))).toBe("/decorator-dashboard");
    expect(await open("/signup", user("admin"))).toBe("/admin-dashboard");
    expect(await open("/login", user("customer"))).toBe("/customer-dashboard");
    expect(await open("/login", null)).toBe("/login");
    expect(await open("/signup", null)).toBe("/signup");
  });
});
