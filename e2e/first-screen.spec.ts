import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./support/helpers";

/**
 * A marketplace page arrives with its first screen drawn by the server (apps/server/src/web/first-screen.ts,
 * apps/web/src/entry-server.tsx): a phone shows the vendors before the app's code has arrived, a crawler or a
 * browser without JavaScript reads them, and the app then takes that markup over (hydrates it) instead of
 * drawing the page again.
 */

type Featured = { vendors: { id: string; companyName: string }[] };

async function aVendor(request: import("@playwright/test").APIRequestContext) {
  const featured = (await (await request.get("/api/vendors/featured")).json()) as Featured;
  const vendor = featured.vendors.find((v) => v.companyName === "Himalayan Frames Studio");
  expect(vendor).toBeTruthy();
  return vendor as Featured["vendors"][number];
}

test("the HTML of a listing and a vendor page carries their first screen, in the page's language", async ({
  request,
}) => {
  const listing = await (await request.get("/photographers")).text();
  const root = listing.slice(listing.indexOf('<div id="root"'));
  expect(root).toMatch(
    /^<div id="root" aria-disabled="true" data-first-screen="" data-texts="[a-zA-Z,]*common[a-zA-Z,]*"/,
  );
  expect(root).toContain("Wedding Photographers</h1>");
  expect(root).toContain("Himalayan Frames Studio");
  // No inline script: the page's Content Security Policy would refuse it.
  expect(root).not.toContain("<script>");

  const vendor = await aVendor(request);
  const nepali = await (await request.get(`/vendor/${vendor.id}?lang=ne`)).text();
  expect(nepali).toContain('<html lang="ne"');
  expect(nepali).toMatch(/data-texts="[^"]*marketplace/);
  expect(nepali).toContain(">Himalayan Frames Studio</h1>");
  expect(nepali).toContain("प्याकेज"); // the Packages tab, drawn in Nepali
  // Pages that are not the public marketplace are drawn by the browser alone.
  const signIn = await (await request.get("/login")).text();
  expect(signIn).not.toContain("data-first-screen");
});

test("without JavaScript, a couple still sees the listing and a vendor's page", async ({ browser, request }) => {
  const vendor = await aVendor(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/photographers");
  await expect(page.locator("h1")).toHaveText("Wedding Photographers");
  await expect(page.getByTestId("vendor-card").first()).toBeVisible();
  await expect(page.locator("h3", { hasText: "Himalayan Frames Studio" })).toBeVisible();
  await page.goto(`/vendor/${vendor.id}`);
  await expect(page.locator("h1")).toHaveText("Himalayan Frames Studio");
  // No app is coming, so nothing holds the page: a link is tapped like any link (a tap at its place, as a person
  // would: Playwright's own click waits for the page's aria-disabled, which no app takes off here).
  const link = await page.getByRole("link", { name: "Photographers", exact: true }).first().boundingBox();
  if (!link) throw new Error("no link to Photographers");
  await page.mouse.click(link.x + link.width / 2, link.y + link.height / 2);
  await expect(page).toHaveURL(/\/photographers$/);
  await context.close();
});

test("until the app has taken the drawn page over, a tap lands on a shield, not on a button with nothing behind it", async ({
  page,
}) => {
  // The app's code never arrives: the page stays as the server drew it.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/photographers");
  const heart = page.getByRole("button", { name: "Add Himalayan Frames Studio to shortlist" });
  await heart.scrollIntoViewIfNeeded();
  const box = (await heart.boundingBox()) as { x: number; y: number; width: number; height: number };
  const hit = (x: number, y: number) => page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.id ?? "", [x, y]);
  expect(await hit(box.x + box.width / 2, box.y + box.height / 2)).toBe("first-screen-shield");
  // A scroll still moves the page.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("the app's code is asked for only once the page's content is on the screen", async ({ browser, request }) => {
  // Decision 0036: the drawn page, its font and its first picture have the network to themselves until the first
  // contentful paint. A task after the first frame could run before the content was on the screen (a Nepali page's
  // text waits for its font); a page the server does not draw (signing in) paints its bar first.
  const vendor = await aVendor(request);
  for (const path of ["/photographers?lang=ne", `/vendor/${vendor.id}?lang=ne`, "/", "/login"]) {
    const context = await browser.newContext(); // a cold cache for each page
    const page = await context.newPage();
    await page.goto(path, { waitUntil: "networkidle" });
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(paint, path).not.toBeNull();
    expect(scripts.length, `${path}: the app's code was never asked for`).toBeGreaterThan(0);
    expect(
      Math.min(...scripts),
      `${path}: a script was asked for before the first contentful paint`,
    ).toBeGreaterThanOrEqual(paint as number);
    await context.close();
  }
});

test("the app takes the drawn page over without drawing it again, and it works", async ({ page, request }) => {
  const vendor = await aVendor(request);
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  // The heading the server drew, remembered before the app's code runs: hydration keeps that very element.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector("h1");
    });
  });
  for (const path of [
    "/",
    "/photographers",
    "/photographers/in/kaski",
    `/vendor/${vendor.id}`,
    "/photographers?lang=ne",
  ]) {
    await page.goto(path);
    await expect(page.locator("#root")).not.toHaveAttribute("aria-disabled");
    await expect(page.locator("#first-screen-shield")).toHaveCount(0);
    const kept = await page.evaluate(() => {
      const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
      return drawn !== null && drawn === document.querySelector("h1") && drawn.isConnected;
    });
    expect(kept, `${path}: the server's <h1> was replaced`).toBe(true);
  }
  expect(problems).toEqual([]);

  // Interactive: a card's heart adds the vendor to the shortlist, and the card opens to the vendor's page.
  await page.goto("/photographers");
  await page.getByRole("button", { name: "Add Himalayan Frames Studio to shortlist" }).click();
  await expect(page.getByTestId("shortlist-nav")).toHaveAccessibleName("Shortlist, 1 vendor");
  await page.getByRole("button", { name: "Himalayan Frames Studio", exact: true }).first().click();
  await page.getByRole("dialog").getByRole("link", { name: "View Full Profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/${vendor.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Himalayan Frames Studio");
});

test("the home page arrives with everything its first screen shows, its search's places included", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/")) asked.push(url.pathname);
  });
  await page.goto("/?lang=ne");
  await expect(page.locator("#first-screen-shield")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  // Nothing, not even who is asking: a visitor without a session cookie is signed out, and the page says so.
  expect(asked).toEqual([]);
  const province = page.getByRole("combobox", { name: "प्रदेश" });
  await expect(province.locator("option")).toHaveCount(8); // 'any province' and the seven
  await province.selectOption({ label: "गण्डकी" });
  await page.getByRole("combobox", { name: "जिल्ला" }).selectOption({ label: "कास्की" });
  await page.getByRole("button", { name: "खोज्नुहोस्" }).click();
  await expect(page).toHaveURL(/\/photographers\?.*districts=/);
  await expect(page.getByTestId("vendor-card").first()).toBeVisible();
});

test("a signed-out visitor's page is drawn signed out and asks nobody who they are; a couple's asks and shows the account", async ({
  page,
}) => {
  const askedMe = () => asked.filter((a) => a === "/api/me").length;
  const asked: string[] = [];
  page.on("request", (r) => asked.push(new URL(r.url()).pathname));
  // The server's HTML already has the signed-out bar (the app's code is held back, so this is what was drawn).
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/photographers");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await page.unroute(/\/assets\/index-[^/]+\.js$/);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  await page.goto("/photographers");
  await expect(page.locator("#root")).not.toHaveAttribute("aria-disabled");
  await page.waitForLoadState("networkidle");
  expect(askedMe()).toBe(0);
  // Signed in, the page comes without that answer: the app asks, and the bar turns to the couple's account.
  await signIn(page, "couple@bihe.demo", DEMO_PASSWORD);
  const before = askedMe();
  await page.goto("/photographers");
  await expect(page.getByRole("button", { name: /couple@bihe\.demo/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  expect(askedMe()).toBeGreaterThan(before);
  expect(problems).toEqual([]);
});

test("a listing's place filter arrives with the page, then asks for one district's local levels, never the whole tree", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/")) asked.push(url.pathname + url.search);
  });
  await page.goto("/photographers?province=3&district=27");
  await expect(page.locator("#first-screen-shield")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  await expect(page.getByText(/Places: Kathmandu/)).toBeVisible();
  const choose = async (level: string, text: string, option: RegExp) => {
    const box = page.getByRole("combobox", { name: level });
    await expect(box).toBeEnabled();
    await box.fill(text);
    await page.getByRole("option", { name: option }).first().click();
  };
  // The district's local levels came with the page.
  await choose("Municipality", "Kathmandu", /^Kathmandu Metropolitan City/);
  await expect(page).toHaveURL(/[?&]municipality=307(&|$)/);
  await expect(page.getByRole("combobox", { name: "Ward" })).toBeEnabled();
  // Another district's are asked for when it is chosen.
  await choose("Province", "Gandaki", /^Gandaki/);
  await choose("District", "Kaski", /^Kaski/);
  await expect(page).toHaveURL(/[?&]province=4&district=38(&|$)/);
  await choose("Municipality", "Pokhara", /^Pokhara Metropolitan City/);
  await expect(page).toHaveURL(/[?&]district=38&municipality=\d+(&|$)/);
  await expect(page.getByText(/Places: Pokhara/)).toBeVisible();
  expect(asked.filter((a) => a.startsWith("/api/locations"))).toEqual(["/api/locations/local-levels?district=38"]);

  // An address naming a district that does not exist: the filter still offers the provinces and says nothing failed.
  await page.goto("/photographers?district=9999");
  const unknown = () => asked.filter((a) => a === "/api/locations/local-levels?district=9999").length;
  await expect.poll(unknown).toBeGreaterThanOrEqual(2); // asked, and asked again once (the app's one retry)
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("combobox", { name: "Province" })).toBeEnabled();
  await expect(page.getByTestId("place-filter").getByRole("alert")).toHaveCount(0);
});

test("hostile addresses and a flood of new ones are answered, drawn or left to the browser, never 5xx", async ({
  request,
}) => {
  const hostile = [
    `/photographers?q=${"a ".repeat(3000)}`,
    `/photographers?q=${encodeURIComponent("<script>alert(1)</script>")}&sort=__proto__&district=-1&rating=NaN`,
    "/photographers?after=not-a-cursor&band=premium",
    `/vendor/${"x".repeat(2000)}`,
    "/photographers/in/%E0%A4",
    `/?lang=ne&${"p=1&".repeat(500)}`,
  ];
  for (const url of hostile) {
    const res = await request.get(url);
    expect(res.status(), url).toBeLessThan(500);
    expect(await res.text(), url).not.toContain("<script>alert(1)</script>");
  }
  // Thirty listings nobody asked for yet, at once: each answers; those beyond what the server draws in turn
  // are sent for the browser to draw, and the server keeps answering meanwhile.
  const started = Date.now();
  const pages = await Promise.all(
    Array.from({ length: 30 }, (_, i) => request.get(`/photographers?q=studio&rating=${i % 5}&sort=price-low&x=${i}`)),
  );
  const health = await request.get("/api/health");
  expect(health.ok()).toBe(true);
  expect(pages.every((p) => p.status() === 200)).toBe(true);
  const drawn = (await Promise.all(pages.map((p) => p.text()))).filter((html) => html.includes("data-first-screen"));
  expect(drawn.length).toBeGreaterThan(0);
  expect(Date.now() - started).toBeLessThan(20_000);
});

test("on a phone, cards off the screen are drawn as they near it, and nothing on the page moves", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/photographers");
  await expect(page.locator("#first-screen-shield")).toHaveCount(0);
  const drawn = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="vendor-card"]')].map((card) =>
        (card.firstElementChild as Element).checkVisibility({ contentVisibilityAuto: true }),
      ),
    );
  // Not every card was drawn for the first screen (the browser skipped some), ...
  expect((await drawn()).filter((d) => !d).length).toBeGreaterThan(0);
  // ... and each is drawn once it is brought on screen, along its row and down the page.
  const cards = page.getByTestId("vendor-card");
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await drawn())[i]).toBe(true);
  }
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  await context.close();
});
