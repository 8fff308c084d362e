import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs, test } from "@playwright/test";
import { bsToAd, formatBs } from "../packages/shared/src/calendar";
import { closeExtraContexts, DEMO_PASSWORD, signIn } from "./support/helpers";

test.afterEach(closeExtraContexts);

/**
 * The vendor's calendar on a phone and on a desktop, in English and Nepali: blocking a date in two
 * taps, and the warning before a Won lead takes a full date. Baishakh 2085 is after every demo
 * lead and every other journey's date, so nothing else is on these dates.
 */
const STUDIO = "studio@bihe.demo";
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const BLOCK_DAY = { year: 2085, month: 1, day: 10 };
const FULL_DAY = { year: 2085, month: 1, day: 15 };
const NEPALI_DAY = { year: 2085, month: 1, day: 20 };

async function studioApi(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await api.post("/api/auth/sign-in/email", { data: { email: STUDIO, password: DEMO_PASSWORD } })).ok()).toBe(
    true,
  );
  return api;
}

async function leadOn(api: APIRequestContext, name: string, bs: typeof FULL_DAY): Promise<string> {
  const res = await api.post("/api/vendor/leads", {
    data: {
      name,
      number: "9812345678",
      inquiryDate: "2026-11-20",
      locations: [{ locationType: "event_venue", city: "Pokhara" }],
      events: [{ eventName: "Wedding (Both Sides)", eventDate: bsToAd(bs) }],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

/** Shows the month of `bs` with the calendar's own month and year choices. */
async function showMonth(page: Page, bs: { year: number; month: number }, lang: "en" | "ne" = "en") {
  await page.getByLabel(lang === "ne" ? "साल" : "Year", { exact: true }).selectOption(String(bs.year));
  await page.getByLabel(lang === "ne" ? "महिना" : "Month", { exact: true }).selectOption(String(bs.month));
}

/** A screenshot for a person to look at, when SHOTS_DIR names a folder (the journey itself checks no pixels). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

const cell = (page: Page, bs: typeof FULL_DAY) =>
  page.getByTestId("calendar-grid").locator(`[data-ad="${bsToAd(bs)}"]`);

test("a vendor blocks a date on a phone in two taps and sees it booked, then frees it", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await signIn(page, STUDIO, DEMO_PASSWORD);
  // The phone's bottom bar leads to the calendar.
  await page.getByTestId("phone-nav").getByRole("link", { name: "Calendar" }).click();
  await expect(page).toHaveURL(/\/vendor-calendar$/);
  await expect(page.getByRole("heading", { name: "Calendar", exact: true })).toBeVisible();
  await expect(page.getByTestId("calendar-grid").locator('[aria-current="date"]')).toHaveCount(1);
  await shot(page, "calendar-en-390-this-month");

  await showMonth(page, BLOCK_DAY);
  await expect(cell(page, BLOCK_DAY)).toHaveAttribute("data-state", "free");
  // Tap one: the date.
  await cell(page, BLOCK_DAY).click();
  const panel = page.getByTestId("calendar-selection");
  await expect(panel).toContainText(formatBs(BLOCK_DAY));
  await panel.getByLabel("Private note (optional)").fill("family function");
  // Tap two: booked.
  await panel.getByRole("button", { name: "Mark as booked" }).click();
  await expect(page.getByText("1 date marked as booked")).toBeVisible();
  await expect(cell(page, BLOCK_DAY)).toHaveAttribute("data-state", "booked");
  await expect(cell(page, BLOCK_DAY)).toHaveAccessibleName(/Booked/);

  // Its note shows when it is chosen again; then free it.
  await cell(page, BLOCK_DAY).click();
  await expect(panel).toContainText("family function");
  await panel.getByRole("button", { name: "Mark as free" }).click();
  await expect(cell(page, BLOCK_DAY)).toHaveAttribute("data-state", "free");

  // A range: a first and a last date, then booked (three dates).
  await cell(page, { ...BLOCK_DAY, day: 3 }).click();
  await cell(page, { ...BLOCK_DAY, day: 5 }).click();
  await expect(panel).toContainText("3 days");
  await panel.getByRole("button", { name: "Mark as booked" }).click();
  for (const day of [3, 4, 5]) await expect(cell(page, { ...BLOCK_DAY, day })).toHaveAttribute("data-state", "booked");

  // Nothing scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "calendar-en-390");
  await context.close();

  const api = await studioApi(playwright, baseURL!);
  await api.delete(`/api/vendor/calendar/blocks?from=2085-01-03&to=2085-01-05`);
  await api.dispose();
});

test("a Won lead over capacity shows the warning; the vendor confirms and the date is booked", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const api = await studioApi(playwright, baseURL!);
  const first = await leadOn(api, "Asha Gurung", FULL_DAY);
  const second = await leadOn(api, `Bina Tamang ${Date.now()}`, FULL_DAY);
  expect((await api.patch(`/api/vendor/leads/${first}`, { data: { status: "won" } })).ok()).toBe(true);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, STUDIO, DEMO_PASSWORD);
  await page.goto(`/photographer-leads/queue?leadId=${second}`);
  const detail = page.getByRole("dialog");
  await detail.getByRole("button", { name: "Move to Won" }).click();
  const warning = detail.getByTestId("over-capacity");
  await expect(warning).toContainText(`You already have 1 wedding on ${formatBs(FULL_DAY)}; your capacity is 1`);
  await expect(detail.getByText("Inquiry → Won")).toHaveCount(0);
  await warning.getByRole("button", { name: "Mark as Won anyway" }).click();
  await expect(page.getByText("Lead moved to Won")).toBeVisible();
  await expect(warning).toHaveCount(0);

  await page.goto("/vendor-calendar");
  await showMonth(page, FULL_DAY);
  await expect(cell(page, FULL_DAY)).toHaveAttribute("data-state", "booked");
  await expect(cell(page, FULL_DAY)).toContainText("2/1");
  await shot(page, "calendar-en-1280");
  await context.close();

  for (const id of [first, second]) await api.patch(`/api/vendor/leads/${id}`, { data: { status: "quotation_sent" } });
  await api.dispose();
});

test("in Nepali: the calendar on a phone, a blocked date, and the over-capacity warning", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const api = await studioApi(playwright, baseURL!);
  const first = await leadOn(api, "Chandra Rai", NEPALI_DAY);
  const second = await leadOn(api, `Deepa Magar ${Date.now()}`, NEPALI_DAY);
  expect((await api.patch(`/api/vendor/leads/${first}`, { data: { status: "won" } })).ok()).toBe(true);

  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await signIn(page, STUDIO, DEMO_PASSWORD);
  await page.goto("/vendor-calendar?lang=ne");
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByRole("heading", { name: "पात्रो", exact: true })).toBeVisible();
  await showMonth(page, NEPALI_DAY, "ne");
  await expect(cell(page, NEPALI_DAY)).toHaveAttribute("data-state", "booked");
  const blockDay = { ...NEPALI_DAY, day: 22 };
  await cell(page, blockDay).click();
  const panel = page.getByTestId("calendar-selection");
  await expect(panel).toContainText(formatBs(blockDay, "ne"));
  await panel.getByRole("button", { name: "बुक भनी राख्नुहोस्" }).click();
  await expect(cell(page, blockDay)).toHaveAttribute("data-state", "booked");
  await cell(page, blockDay).click();
  await expect(panel).toContainText("बुक भइसकेको");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "calendar-ne-390");

  await page.goto(`/photographer-leads/queue?leadId=${second}&lang=ne`);
  const detail = page.getByRole("dialog");
  await detail.getByRole("button", { name: "बुक भयो मा सार्नुहोस्" }).click();
  await expect(detail.getByTestId("over-capacity")).toContainText(
    `${formatBs(NEPALI_DAY, "ne")} मा तपाईंसँग पहिले नै १ विवाह छ; तपाईंको क्षमता १ हो`,
  );
  await detail.getByRole("button", { name: "रद्द गर्नुहोस्" }).click();
  await expect(detail.getByTestId("over-capacity")).toHaveCount(0);
  await context.close();

  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const wide = await desktop.newPage();
  await signIn(wide, STUDIO, DEMO_PASSWORD);
  await wide.goto("/vendor-calendar?lang=ne");
  await showMonth(wide, NEPALI_DAY, "ne");
  await expect(cell(wide, NEPALI_DAY)).toHaveAttribute("data-state", "booked");
  await shot(wide, "calendar-ne-1280");
  await desktop.close();

  await api.patch(`/api/vendor/leads/${first}`, { data: { status: "quotation_sent" } });
  await api.delete("/api/vendor/calendar/blocks?from=2085-01-22");
  await api.dispose();
});
