import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs, test } from "@playwright/test";
import { bsToAd } from "../packages/shared/src/calendar";
import { closeExtraContexts, DEMO_PASSWORD, signIn } from "./support/helpers";

test.afterEach(closeExtraContexts);

/**
 * The couple's date on the public pages, in English and Nepali, on a phone and a desktop: the listing
 * "available on" a date leaves out a vendor booked on it, the vendor page shows its booked dates, and
 * compare shows each vendor's state on the couple's date. The demo studio marks 9 Falgun 2083 as booked
 * for these journeys (and frees it after them); no other journey uses that date.
 */
const STUDIO = "studio@bihe.demo";
const STUDIO_NAME = "Himalayan Frames Studio";
const COUPLE = "couple@bihe.demo";
const DATE = "2083-11-09";
const DAY = { year: 2083, month: 11, day: 9 };
const AD = bsToAd(DAY);
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A screenshot for a person to look at, when SHOTS_DIR names a folder (the journey itself checks no pixels). */
async function shot(page: Page, name: string, fullPage = true) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage });
}

async function studioApi(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post("/api/auth/sign-in/email", { data: { email: STUDIO, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return api;
}

let studioId: string;
let otherId: string;

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await studioApi(playwright, baseURL!);
  const block = await api.post("/api/vendor/calendar/blocks", { data: { from: DATE, note: "Family function" } });
  expect(block.ok(), await block.text()).toBe(true);
  const listing = await (await api.get("/api/vendors?sort=rating")).json();
  const vendors = (listing.bands as { vendors: { id: string; companyName: string }[] }[]).flatMap((b) => b.vendors);
  studioId = vendors.find((v) => v.companyName === STUDIO_NAME)!.id;
  otherId = vendors.find((v) => v.companyName !== STUDIO_NAME)!.id;
  await api.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const api = await studioApi(playwright, baseURL!);
  await api.delete("/api/vendor/calendar/blocks", { data: { from: DATE } });
  await api.dispose();
});

const studioCard = (page: Page) => page.getByTestId("vendor-card").filter({ hasText: STUDIO_NAME });

test("a couple picks a date on /photographers and sees only the vendors free on it", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/photographers?sort=rating");
  await expect(studioCard(page)).toHaveCount(1);

  // The BS picker, kept in the URL.
  const filter = page.getByTestId("date-filter");
  await filter.getByRole("button", { name: "Available on" }).click();
  await filter.getByLabel("Year", { exact: true }).selectOption(String(DAY.year));
  await filter.getByLabel("Month", { exact: true }).selectOption(String(DAY.month));
  await shot(page, "listing-picker-en-1280", false);
  await filter.locator(`[data-ad="${AD}"]`).click();
  await expect(page).toHaveURL(new RegExp(`date=${DATE}`));
  await expect(filter.getByTestId("bs-value")).toHaveText("9 Falgun 2083");
  await expect(page.getByTestId("vendor-card").first()).toBeVisible();
  await expect(studioCard(page)).toHaveCount(0);
  await shot(page, "listing-date-en-1280");

  // The card dialog says how the vendor stands on that date.
  await page.getByTestId("vendor-card").first().getByRole("heading").getByRole("button").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("date-state")).toHaveText("Free on 9 Falgun 2083");
  await shot(page, "card-dialog-date-en-1280");
  await page.keyboard.press("Escape");

  // Removing the date brings the studio back; a shared link keeps it.
  await filter.getByRole("button", { name: "Remove the date" }).click();
  await expect(page).not.toHaveURL(/date=/);
  await expect(studioCard(page)).toHaveCount(1);

  // On a phone, in Nepali, from a shared link.
  await page.setViewportSize(PHONE);
  await page.goto(`/photographers?sort=rating&date=${DATE}&lang=ne`);
  await expect(page.getByTestId("date-filter").getByTestId("bs-value")).toHaveText("९ फागुन २०८३");
  await expect(page.getByTestId("vendor-card").first()).toBeVisible();
  await expect(studioCard(page)).toHaveCount(0);
  await shot(page, "listing-date-ne-390", false);
  // The picker marks the year's saait dates (the demo's sample list).
  await page.getByTestId("date-filter").getByRole("button", { name: "खाली हुने मिति" }).click();
  await expect(page.locator("[data-saait]").first()).toBeAttached();
  await shot(page, "listing-picker-ne-390", false);
  // The other language at each size, for a person to look at.
  if (process.env.SHOTS_DIR) {
    await page.goto(`/photographers?sort=rating&date=${DATE}`);
    await expect(studioCard(page)).toHaveCount(0);
    await shot(page, "listing-date-en-390", false);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/photographers?sort=rating&date=${DATE}&lang=ne`);
    await expect(page.getByTestId("date-filter").getByTestId("bs-value")).toBeVisible();
    await shot(page, "listing-date-ne-1280", false);
  }

  // A date no calendar has is said, and the list shows without it.
  await page.goto("/photographers?date=2083-13-40");
  await expect(page.getByTestId("bad-date")).toHaveText("Please choose a date between 1976 and 2100 BS, as YYYY-MM-DD");
  await expect(studioCard(page)).toHaveCount(1);
});

test("the vendor page shows its booked dates, never why", async ({ page }) => {
  for (const [lang, viewport, booked] of [
    ["en", DESKTOP, /^9 Falgun 2083 .*Booked/],
    ["ne", PHONE, /^९ फागुन २०८३ .*बुक भइसकेको/],
    ["en", PHONE, /^9 Falgun 2083 .*Booked/],
    ["ne", DESKTOP, /^९ फागुन २०८३ .*बुक भइसकेको/],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/vendor/${studioId}${lang === "ne" ? "?lang=ne" : ""}`);
    const card = page.getByTestId("vendor-availability");
    await expect(card).toBeVisible();
    const next = card.getByRole("button", { name: lang === "ne" ? "अर्को महिना" : "Next month" });
    const cell = card.locator(`[data-ad="${AD}"]`);
    for (let i = 0; i < 12 && !(await cell.count()); i++) await next.click();
    await expect(cell).toHaveAttribute("data-state", "booked");
    await expect(cell).toHaveAccessibleName(booked);
    await expect(card).not.toContainText("Family function");
    await card.scrollIntoViewIfNeeded();
    await shot(page, `vendor-availability-${lang}-${viewport.width}`, false);
  }
});

test("compare shows each vendor's state on the couple's date", async ({ page }) => {
  await signIn(page, COUPLE, DEMO_PASSWORD);
  // A date picked on the page, kept in the URL: the studio is booked on it.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/compare?ids=${studioId},${otherId}&date=${DATE}`);
  const row = page.getByTestId("compare-date");
  await expect(row).toHaveCount(2);
  await expect(row.nth(0)).toHaveText("Booked on 9 Falgun 2083");
  await expect(row.nth(1)).toHaveText("Free on 9 Falgun 2083");
  await shot(page, "compare-date-en-1280");

  // Without one in the URL, the signed-in couple's wedding date from their profile (2 Falgun 2083).
  await page.goto(`/compare?ids=${studioId},${otherId}`);
  await expect(page.getByTestId("compare-date").first()).toContainText("2 Falgun 2083");

  await page.setViewportSize(PHONE);
  await page.goto(`/compare?ids=${studioId},${otherId}&date=${DATE}&lang=ne`);
  await expect(page.getByTestId("compare-date").nth(0)).toHaveText("९ फागुन २०८३ मा बुक भइसकेको");
  await expect(page.getByTestId("compare-date").nth(1)).toHaveText("९ फागुन २०८३ मा खाली");
  await shot(page, "compare-date-ne-390");
  if (process.env.SHOTS_DIR) {
    await page.goto(`/compare?ids=${studioId},${otherId}&date=${DATE}`);
    await expect(page.getByTestId("compare-date").nth(0)).toHaveText("Booked on 9 Falgun 2083");
    await shot(page, "compare-date-en-390");
    await page.setViewportSize(DESKTOP);
    await page.goto(`/compare?ids=${studioId},${otherId}&date=${DATE}&lang=ne`);
    await expect(page.getByTestId("compare-date").nth(0)).toHaveText("९ फागुन २०८३ मा बुक भइसकेको");
    await shot(page, "compare-date-ne-1280");
  }
});
