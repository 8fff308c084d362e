import { expect, type Page, test } from "@playwright/test";
import { BS_MONTHS, bsToAd, formatBs } from "../packages/shared/src/calendar";
import { closeExtraContexts, DEMO_PASSWORD, signIn } from "./support/helpers";

test.afterEach(closeExtraContexts);

const STUDIO = "studio@bihe.demo";
// Baishakh 2084 is after every demo lead's event date: the month filter finds only ours.
const EVENT_BS = { year: 2084, month: 1, day: 12 };
const EVENT_AD = bsToAd(EVENT_BS);

const combo = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });
async function pick(page: Page, level: string, typed: string, option: string) {
  const box = combo(page, level);
  await box.click();
  await box.fill(typed);
  await page.getByRole("listbox", { name: level }).getByRole("option", { name: option }).first().click();
  await expect(box).toHaveValue(option);
}

test("a client fills the public form on a phone; the vendor finds the lead by BS month, moves it to Called then Won", async ({
  browser,
  playwright,
  baseURL,
}) => {
  // The approved demo photographer's vendor id (the link they share).
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect(
    (await api.post("/api/auth/sign-in/email", { data: { email: STUDIO, password: DEMO_PASSWORD } })).ok(),
  ).toBeTruthy();
  const vendorId = (await (await api.get("/api/me")).json()).vendor.id as string;
  await api.dispose();

  // 1. The client, not signed in, on a 390 px wide phone.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await client.newPage();
  const clientName = `Client ${Date.now()}`;
  await page.goto(`/client-form/${vendorId}`);
  await expect(page.getByRole("heading", { name: "Client Information Form" })).toBeVisible();
  await expect(page.getByText("Himalayan Frames Studio")).toBeVisible();

  // Required fields first: the spec's message.
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please fill in all required fields.").first()).toBeVisible();

  await page.getByLabel("Name *").fill(clientName);
  await page.getByLabel("Phone Number *").fill("9812345678");
  await page.getByLabel("Source").fill("Instagram");
  await page.getByRole("button", { name: "Any day" }).click();
  await expect(page.getByRole("button", { name: "Saturday" })).toHaveAttribute("aria-pressed", "true");

  await pick(page, "Province", "Bagmati", "Bagmati");
  await pick(page, "District", "Lalitpur", "Lalitpur");
  await pick(page, "Municipality", "Lalitpur", "Lalitpur Metropolitan City");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Lalitpur");
  await page.getByLabel("Area", { exact: true }).fill("Jawalakhel");

  // At least one event always remains: its Remove is disabled.
  await expect(page.getByRole("button", { name: "Remove Event 1" })).toBeDisabled();
  await page.getByLabel("Event *", { exact: true }).selectOption("Wedding (Both Sides)");
  await expect(page.getByLabel("Photographers")).toHaveValue("2");
  await page.getByRole("button", { name: /^Event Date/ }).click();
  const panel = page.getByRole("dialog", { name: "Event Date" });
  await panel.getByLabel("Year", { exact: true }).selectOption(String(EVENT_BS.year));
  await panel.getByLabel("Month", { exact: true }).selectOption(String(EVENT_BS.month));
  await panel.locator(`[data-ad="${EVENT_AD}"]`).click();
  await expect(page.getByText(formatBs(EVENT_BS)).first()).toBeVisible();

  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Lead created successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  // Nothing scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await client.close();

  // 2. The vendor finds it in the queue by the BS month of the event.
  const vendor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const v = await vendor.newPage();
  await signIn(v, STUDIO, DEMO_PASSWORD);
  await v.goto("/photographer-leads/queue");
  await expect(v.getByRole("heading", { name: "Leads Queue" })).toBeVisible();
  await expect(v.getByRole("button", { name: clientName })).toBeVisible();
  const total = Number((await v.getByText(/^Showing \d+ of \d+ leads$/).textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(1);

  await v.getByRole("button", { name: "Edit filters" }).click();
  await v.getByLabel("Date", { exact: true }).selectOption("month");
  await v.getByLabel("Year", { exact: true }).selectOption(String(EVENT_BS.year));
  await v.getByLabel("Month", { exact: true }).selectOption(String(EVENT_BS.month));
  await v.getByRole("button", { name: "Done" }).click();
  await expect(v.getByText(`Event: ${BS_MONTHS[EVENT_BS.month - 1]!.en} ${EVENT_BS.year}`)).toBeVisible();
  await expect(v.getByText(`Showing 1 of ${total} leads`)).toBeVisible();
  const row = v.getByRole("row", { name: new RegExp(clientName) });
  await expect(row).toContainText("Lalitpur");
  await expect(row).toContainText("Inside Valley");
  await expect(row).toContainText(formatBs(EVENT_BS));

  // 3. Open it (?leadId=), call links, then Called and Won.
  await v.getByRole("button", { name: clientName }).click();
  await expect(v).toHaveURL(/leadId=/);
  const detail = v.getByRole("dialog", { name: clientName });
  await expect(detail.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+9779812345678");
  await expect(detail.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/9779812345678");
  await expect(detail.getByText("Any day")).toBeVisible();
  await detail.getByRole("button", { name: "Move to Called" }).click();
  await expect(v.getByText("Lead moved to Called")).toBeVisible();
  await expect(detail.getByText("Inquiry → Called")).toBeVisible();
  await detail.getByRole("button", { name: "Move to Won" }).click();
  await expect(v.getByText("Lead moved to Won")).toBeVisible();
  await expect(detail.getByText("Called → Won")).toBeVisible();
  await v.keyboard.press("Escape");
  await expect(v).not.toHaveURL(/leadId=/);
  await expect(v.getByText("Showing 0 of")).toBeVisible();

  // 4. It is on the Won page.
  await v.getByRole("link", { name: /^Won/ }).click();
  await expect(v).toHaveURL(/\/photographer-leads\/won$/);
  await expect(v.getByRole("heading", { name: "Won Leads" })).toBeVisible();
  await expect(v.getByRole("button", { name: clientName })).toBeVisible();
  await vendor.close();
});
