import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./support/helpers";

/**
 * Browsing by place on a phone (docs/decisions/0012): pick a district on /photographers, see only vendors based in or
 * serving it, sort by price high to low (Premium first), open one and contact it from the sticky bar.
 */
type Card = { id: string; companyName: string; weddingPrice: number };
type Listing = { layout: string; bands: { id: string; vendors: Card[] }[] };
type Page17 = { address: { district: string | null } | null; serviceAreas: { district: string }[] };

const SHOTS = "screenshots/browse-by-place";

async function pick(page: Page, label: string, text: string) {
  const box = page.getByRole("combobox", { name: label });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await page
    .getByRole("option", { name: new RegExp(`^${text}`) })
    .first()
    .click();
}

test("a couple browses Kaski on a phone, sorts by price high to low and contacts a studio from the sticky bar", async ({
  page,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Contacts are for signed-in couples (docs/decisions/0018): the demo couple browses.
  await signIn(page, "couple@bihe.demo", DEMO_PASSWORD);
  await page.goto("/photographers");
  await pick(page, "Province", "Gandaki");
  await pick(page, "District", "Kaski");
  await expect(page).toHaveURL(/[?&]province=4&district=38(&|$)/);
  await expect(page.getByText(/Places: Kaski/)).toBeVisible();
  // Ward stays closed until a municipality is chosen.
  await expect(page.getByRole("combobox", { name: "Ward" })).toBeDisabled();

  // Every vendor shown is based in Kaski or serves it, and every such vendor is shown.
  const cards = page.getByTestId("vendor-card");
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((els) => els.map((e) => e.querySelector("h3")?.textContent?.trim() ?? ""));
  const all = (await (await page.request.get("/api/vendors?limit=50")).json()) as Listing;
  const expected: string[] = [];
  for (const v of all.bands.flatMap((b) => b.vendors)) {
    const p = (await (await page.request.get(`/api/vendors/${v.id}`)).json()) as Page17;
    if (p.address?.district === "Kaski" || p.serviceAreas.some((a) => a.district === "Kaski"))
      expected.push(v.companyName);
  }
  expect(expected.length).toBeGreaterThan(1);
  expect([...shown].sort()).toEqual([...expected].sort());
  await page.screenshot({ path: `${SHOTS}/photographers-kaski-390.png`, fullPage: true });

  // Sort means sort: High to Low puts the Premium band first, each band's prices falling.
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-high");
  await expect(page).toHaveURL(/sort=price-high/);
  await expect(page.locator('section[data-testid^="band-"]').first()).toHaveAttribute("data-testid", "band-premium");
  const api = (await (await page.request.get("/api/vendors?province=4&district=38&sort=price-high")).json()) as Listing;
  expect(api.bands.map((b) => b.id)).toEqual(["premium", "medium", "budget"]);
  for (const b of api.bands) {
    const prices = b.vendors.map((v) => v.weddingPrice);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
  }
  const firstName = api.bands.find((b) => b.vendors.length)?.vendors[0].companyName ?? "";
  await expect(cards.first().locator("h3")).toHaveText(firstName);

  // Open the first studio, then its full profile.
  await cards.first().getByRole("button").first().click();
  await page.getByRole("dialog").getByRole("link", { name: "View Full Profile" }).click();
  await expect(page).toHaveURL(/\/vendor\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: firstName })).toBeVisible();

  // Every tab is on screen at 390 px (wrapped, not scrolled away).
  // Read in one go: the page may draw its tabs again while they are read one by one.
  await expect(page.getByRole("tab").first()).toBeVisible();
  const tabs = await page
    .getByRole("tab")
    .evaluateAll((els) =>
      els.map((el) => ({ left: el.getBoundingClientRect().left, right: el.getBoundingClientRect().right })),
    );
  expect(tabs.length).toBeGreaterThan(1);
  for (const tab of tabs) expect(tab.left >= 0 && tab.right <= 390, JSON.stringify(tab)).toBe(true);
  // Scrolled to the bottom, Contact is still one tap away.
  await page.mouse.wheel(0, 5000);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = page.getByTestId("contact-bar");
  await expect(bar).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/vendor-sticky-bar-390.png` });
  await bar.getByRole("button", { name: "Contact" }).click();
  const dialog = page.getByRole("dialog");
  // The couple sees what the vendor will receive before anything is sent.
  await expect(dialog.getByTestId("contact-consent")).toBeVisible();
  await dialog.getByRole("button", { name: "Show contacts" }).click();
  await expect(dialog.getByTestId("promo-code")).toHaveText(/^[A-Z0-9]{8}$/);

  // The wide screen: no bar (the side panel has the button), the place pickers in one row.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.keyboard.press("Escape");
  await expect(bar).toBeHidden();
  await page.goto("/photographers?province=4&district=38&sort=price-high");
  await expect(cards.first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/photographers-kaski-1366.png`, fullPage: true });
});

test("a failed listing says so and loads again with Try Again; an empty one offers to clear the filters", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let fail = true;
  await page.route("**/api/vendors?*", (route) =>
    fail ? route.fulfill({ status: 503, body: '{"error":{"message":"down"}}' }) : route.continue(),
  );
  // The first answer comes inside the HTML; a filter changed on the page asks the API.
  await page.goto("/photographers?district=38");
  await expect(page.getByTestId("vendor-card").first()).toBeVisible();
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("rating");
  const failed = page.getByTestId("load-failed");
  await expect(failed).toContainText("The photographers could not be loaded", { timeout: 20_000 });
  await expect(page.getByText("No photographers found")).toHaveCount(0);
  fail = false;
  await failed.getByRole("button", { name: "Try Again" }).click();
  // The rating sort is one flat list, highest rated first.
  await expect(page.getByTestId("band-all")).toBeVisible();
  await page.goto("/photographers?district=38&q=zzzz");
  await page.getByTestId("empty-state").getByRole("button", { name: "Clear All Filters" }).click();
  await expect(page).toHaveURL(/\/photographers$/);
  await expect(page.getByTestId("vendor-card").first()).toBeVisible();
});
