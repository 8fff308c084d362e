import { type Browser, expect, test } from "@playwright/test";
import { bsToAd, formatBs } from "../packages/shared/src/calendar";
import { closeExtraContexts, DEMO_ADMIN, DEMO_PASSWORD, signIn } from "./support/helpers";
import { desktop, phone, shot, vendorIdOf } from "./support/journeys";

test.afterEach(closeExtraContexts);

/**
 * The wedding a couple tells a vendor (docs/decisions/0034): its date (from the profile: 2 Falgun
 * 2083) and events arrive with the inquiry and as a lead in the vendor's pipeline; an admin keeps
 * the year's saait dates, the demo's list labelled as sample data. English and Nepali, on a phone
 * and a desktop. Chitwan Candid and Biratnagar Bridal take no other journey's couple.
 */
const WEDDING = formatBs("2027-02-14");

async function vendorPage(browser: Browser, email: string, lang: "en" | "ne") {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  await page.goto(`/vendor-inquiries?lang=${lang}`);
  return page;
}

test("a couple's inquiry with its date and events arrives as a lead in the vendor's pipeline", async ({
  page,
  browser,
  baseURL,
}) => {
  const vendorId = await vendorIdOf(page.request, "chitwan.candid@bihe.demo", baseURL!);
  await page.setViewportSize(desktop);
  await signIn(page, "couple@bihe.demo", DEMO_PASSWORD);
  await page.goto(`/vendor/${vendorId}?lang=en`);
  await page.getByRole("button", { name: "Request Contact Info" }).first().click();
  const dialog = page.getByRole("dialog", { name: /Request Contact Info/ });
  const wedding = dialog.getByTestId("wedding-fields");
  // The date comes from the couple's profile.
  await expect(wedding.getByTestId("bs-value").first()).toHaveText(WEDDING);
  await wedding.getByTestId("wedding-add-event").selectOption({ label: "Bride Mehendi" });
  await wedding.getByTestId("wedding-add-event").selectOption({ label: "Reception (Groom Side)" });
  await expect(wedding.getByTestId("wedding-event")).toHaveCount(2);
  await wedding.getByLabel("Number of guests").fill("350");
  await expect(wedding.getByLabel("Budget (Rs.)")).toHaveValue("800000");
  await wedding.getByLabel("Message to the vendor").fill("Is 2 Falgun free? We would like a drone too.");
  await shot(page, "inquiry-dialog-en-1280");
  await page.setViewportSize(phone);
  await shot(page, "inquiry-dialog-en-390");
  await dialog.getByRole("button", { name: "Show contacts" }).click();
  await expect(dialog.getByTestId("promo-code")).toHaveText(/^[A-Z0-9]{8}$/);
  const sent = dialog.getByTestId("wedding-sent");
  await expect(sent).toContainText(WEDDING);
  await expect(sent).toContainText("Bride Mehendi");
  await expect(sent).toContainText("350 guests");

  // The vendor: in Inquiries with the wedding, and in the pipeline's queue as a lead.
  const v = await vendorPage(browser, "chitwan.candid@bihe.demo", "en");
  const inquiry = v.getByRole("listitem").filter({ hasText: "Sita Sharma" });
  await expect(inquiry).toContainText(WEDDING);
  await expect(inquiry).toContainText("Bride Mehendi");
  await expect(inquiry).toContainText("Rs. 8,00,000");
  await inquiry.getByRole("link", { name: /In your leads/ }).click();
  await expect(v).toHaveURL(/\/photographer-leads\/queue/);
  await v.getByRole("button", { name: "Sita Sharma" }).first().click();
  const detail = v.getByRole("dialog", { name: "Sita Sharma" });
  await expect(detail).toContainText("Bihe marketplace");
  const facts = detail.getByTestId("lead-inquiry");
  await expect(facts).toContainText("couple@bihe.demo");
  await expect(detail).toContainText("From the Bihe marketplace");
  await expect(detail).toContainText("Bride Mehendi");
  await expect(detail).toContainText("Reception (Groom Side)");
  await expect(detail).toContainText("Is 2 Falgun free?");
  await shot(v, "vendor-lead-en-1280");
  await v.setViewportSize(phone);
  await shot(v, "vendor-lead-en-390");
  // It moves through the pipeline like every other lead.
  await detail.getByRole("button", { name: "Move to Called" }).click();
  await expect(v.getByText("Lead moved to Called")).toBeVisible();
});

test("in Nepali: the couple's wedding in the dialog and the vendor's lead", async ({ page, browser, baseURL }) => {
  const vendorId = await vendorIdOf(page.request, "biratnagar.bridal@bihe.demo", baseURL!);
  await page.setViewportSize(phone);
  await signIn(page, "couple@bihe.demo", DEMO_PASSWORD);
  await page.goto(`/vendor/${vendorId}?lang=ne`);
  await page.getByRole("button", { name: "सम्पर्क विवरण माग्नुहोस्" }).first().click();
  const dialog = page.getByRole("dialog");
  const wedding = dialog.getByTestId("wedding-fields");
  await expect(wedding).toContainText("तपाईंको विवाह");
  await expect(wedding.getByTestId("bs-value").first()).toHaveText("२ फागुन २०८३");
  await wedding.getByTestId("wedding-add-event").selectOption({ label: "बेहुलीको मेहेन्दी" });
  await wedding.getByLabel("पाहुनाको सङ्ख्या").fill("२००");
  await shot(page, "inquiry-dialog-ne-390");
  await page.setViewportSize(desktop);
  await shot(page, "inquiry-dialog-ne-1280");
  await dialog.getByRole("button", { name: "सम्पर्क देखाउनुहोस्" }).click();
  await expect(dialog.getByTestId("wedding-sent")).toContainText("२०० पाहुना");

  const v = await vendorPage(browser, "biratnagar.bridal@bihe.demo", "ne");
  const inquiry = v.getByRole("listitem").filter({ hasText: "Sita Sharma" });
  await expect(inquiry).toContainText("२ फागुन २०८३");
  await inquiry.getByRole("link", { name: /तपाईंको लिडमा/ }).click();
  await v.getByRole("button", { name: "Sita Sharma" }).first().click();
  const detail = v.getByRole("dialog", { name: "Sita Sharma" });
  await expect(detail).toContainText("Bihe मार्फत आएको सोधपुछ");
  await expect(detail).toContainText("बेहुलीको मेहेन्दी");
  await shot(v, "vendor-lead-ne-1280");
  await v.setViewportSize(phone);
  await shot(v, "vendor-lead-ne-390");
});

test("an admin adds a saait date with the BS picker; the demo's list shows as sample data", async ({ page }) => {
  const DAY = { year: 2083, month: 12, day: 5 };
  await page.setViewportSize(desktop);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto("/admin/saait?lang=en");
  await expect(page.getByRole("heading", { name: "Saait dates" }).first()).toBeVisible();
  await expect(page.getByTestId("saait-year")).toHaveText("2083 BS");
  await expect(page.getByTestId("saait-sample-note")).toContainText("sample data from the demo");
  await expect(page.getByTestId("saait-row").filter({ hasText: WEDDING })).toContainText("Sample");

  const add = page.getByTestId("saait-add");
  await add.getByRole("button", { name: "Date", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Date" });
  await panel.getByLabel("Year", { exact: true }).selectOption(String(DAY.year));
  await panel.getByLabel("Month", { exact: true }).selectOption(String(DAY.month));
  await panel.locator(`[data-ad="${bsToAd(DAY)}"]`).click();
  await add.getByLabel("Note").fill("Ram Navami");
  await add.getByRole("button", { name: "Add date" }).click();
  const row = page.getByTestId("saait-row").filter({ hasText: formatBs(bsToAd(DAY)) });
  await expect(row).toContainText("Ram Navami");
  await expect(row).not.toContainText("Sample");
  await shot(page, "admin-saait-en-1280");
  await page.setViewportSize(phone);
  await shot(page, "admin-saait-en-390");

  await page.goto("/admin/saait?lang=ne");
  await expect(page.getByTestId("saait-year")).toHaveText("वि.सं. २०८३");
  await expect(page.getByTestId("saait-sample-note")).toContainText("नमुना डेटा");
  await expect(page.getByTestId("saait-row").filter({ hasText: "Ram Navami" })).toContainText("५ चैत २०८३");
  await shot(page, "admin-saait-ne-390");
  await page.setViewportSize(desktop);
  await shot(page, "admin-saait-ne-1280");

  // Removed again, in two taps.
  const ne = page.getByTestId("saait-row").filter({ hasText: "Ram Navami" });
  await ne.getByRole("button", { name: "हटाउनुहोस्" }).click();
  await ne.getByRole("button", { name: "हो, हटाउनुहोस्" }).click();
  await expect(page.getByTestId("saait-row").filter({ hasText: "Ram Navami" })).toHaveCount(0);
});
