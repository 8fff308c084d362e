// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Profiler } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../i18n";
import { ME_KEY } from "../../lib/auth";
import { DEVICE_KEY } from "./device-shortlist";
import { ShortlistHeart } from "./shortlist-heart";
import { SHORTLIST_KEY } from "./use-shortlist";

/** Hearts as a listing shows them: many on one screen, sharing the shortlist. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const vendors = [1, 2, 3, 4, 5].map((n) => ({ id: id(n), companyName: `Studio ${n}` }));
const calls: string[] = [];
let full = false;

function answer(method: string, path: string, body: unknown) {
  calls.push(`${method} ${path}`);
  if (path === "/api/customer/shortlist" && method === "GET") return { vendors: [], cap: 100 };
  if (path === "/api/customer/shortlist/merge") {
    const ids = (body as { vendorIds: string[] }).vendorIds;
    return { vendors: ids.map((v) => listed(v)), cap: 100, added: ids.length, leftOut: 0 };
  }
  if (method === "PUT" && full) return { status: 409, error: { code: "SHORTLIST_FULL", message: "full" } };
  if (method === "PUT") return { vendors: [listed(path.split("/").pop()!)], cap: 100 };
  return { vendors: [], cap: 100 };
}
const listed = (vendorId: string) => ({
  id: vendorId,
  companyName: "x",
  vendorType: "wedding_cinematographer",
  weddingPrice: 0,
  rating: 0,
  reviewCount: 0,
  locationText: "",
  cardImage: null,
  addedAt: new Date(0).toISOString(),
});

beforeEach(() => {
  calls.length = 0;
  full = false;
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, "http://localhost").pathname;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      const { status = 200, ...json } = answer(init.method ?? "GET", path, body) as { status?: number };
      return new Response(JSON.stringify(json), { status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHearts(me: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  client.setQueryData(ME_KEY, me);
  render(
    <QueryClientProvider client={client}>
      {vendors.map((v) => (
        <ShortlistHeart key={v.id} vendor={v} />
      ))}
    </QueryClientProvider>,
  );
}
const customer = {
  user: { id: "c1", email: "c@x.np", role: "customer", vendorType: null, emailVerified: true },
  vendor: null,
};

describe("hearts", () => {
  it("signed out: keep the shortlist on the device and never ask the server", async () => {
    renderHearts(null);
    const heart = await screen.findByRole("button", { name: "Add Studio 2 to shortlist" });
    fireEvent.click(heart);
    await screen.findByRole("button", { name: "Remove Studio 2 from shortlist" });
    expect(JSON.parse(localStorage.getItem(DEVICE_KEY)!)).toMatchObject([{ id: id(2), name: "Studio 2" }]);
    expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it("signed in: five hearts make one list request and one merge of the device's list, then clear it", async () => {
    localStorage.setItem(DEVICE_KEY, JSON.stringify([{ id: id(1), name: "Studio 1", at: 1 }]));
    renderHearts(customer);
    await waitFor(() => expect(localStorage.getItem(DEVICE_KEY)).toBeNull());
    await screen.findByRole("button", { name: "Remove Studio 1 from shortlist" });
    expect(calls.sort()).toEqual(["GET /api/customer/shortlist", "POST /api/customer/shortlist/merge"]);

    fireEvent.click(screen.getByRole("button", { name: "Add Studio 3 to shortlist" }));
    await waitFor(() => expect(calls).toContain(`PUT /api/customer/shortlist/${id(3)}`));
    expect(localStorage.getItem(DEVICE_KEY)).toBeNull(); // an account's heart never goes to the device
  });

  it("signed in with a full shortlist: the heart the server refused goes back to unhearted", async () => {
    full = true;
    renderHearts(customer);
    const heart = await screen.findByRole("button", { name: "Add Studio 4 to shortlist" });
    fireEvent.click(heart);
    expect(heart.getAttribute("aria-pressed")).toBe("true"); // shown at once while the server answers
    await waitFor(() => expect(calls).toContain(`PUT /api/customer/shortlist/${id(4)}`));
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
  });
});

describe("hearts on a screen the server drew", () => {
  it("show a signed-in couple's shortlist when the account answered before they were hydrated", async () => {
    await i18n.loadNamespaces("shortlist");
    const tree = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        {vendors.map((v) => (
          <ShortlistHeart key={v.id} vendor={v} />
        ))}
      </QueryClientProvider>
    );
    // The server draws for everyone: nobody signed in, nothing hearted.
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree(new QueryClient()));
    document.body.append(container);
    expect(container.querySelectorAll('[aria-pressed="false"]')).toHaveLength(vendors.length);

    // In the browser, who is asking and their shortlist came in before React hydrated the hearts.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    client.setQueryData(ME_KEY, customer);
    client.setQueryData(SHORTLIST_KEY, { vendors: [listed(id(2))], cap: 100 });
    const root = await act(async () => hydrateRoot(container, tree(client)));

    await waitFor(() =>
      expect(container.querySelector('[aria-pressed="true"]')?.getAttribute("aria-label")).toBe(
        "Remove Studio 2 from shortlist",
      ),
    );
    expect(container.querySelectorAll('[aria-pressed="true"]')).toHaveLength(1);
    act(() => root.unmount());
    container.remove();
  });
});

describe("hearts of a visitor", () => {
  it("are not drawn again when the answer to who is asking comes in (a listing has dozens of them)", async () => {
    let answerMe: (me: null) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        expect(new URL(url, "http://localhost").pathname).toBe("/api/me");
        return new Response(JSON.stringify(await new Promise<null>((resolve) => (answerMe = resolve))));
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let commits = 0;
    render(
      <QueryClientProvider client={client}>
        <Profiler id="hearts" onRender={() => commits++}>
          {vendors.map((v) => (
            <ShortlistHeart key={v.id} vendor={v} />
          ))}
        </Profiler>
      </QueryClientProvider>,
    );
    expect(await screen.findAllByRole("button", { pressed: false })).toHaveLength(vendors.length);
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const before = commits;

    await act(async () => answerMe(null));
    await waitFor(() => expect(client.getQueryState(ME_KEY)?.status).toBe("success"));
    await act(async () => {});
    expect(commits).toBe(before);
    expect(screen.getAllByRole("button", { pressed: false })).toHaveLength(vendors.length);
  });
});
