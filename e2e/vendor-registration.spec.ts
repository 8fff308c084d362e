import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { signUpVendor } from "./support/helpers";

const combo = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });
async function pick(page: Page, level: string, typed: string, option: string) {
  const box = combo(page, level);
  await box.click();
  await box.fill(typed);
  await page.getByRole("listbox", { name: level }).getByRole("option", { name: option, exact: false }).first().click();
  await expect(box).toHaveValue(option);
}
const MAP =
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>';
const png = async (color: string, width = 900, height = 600) => ({
  name: `${color.slice(1)}.png`,
  mimeType: "image/png",
  buffer: await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();
const heading = (page: Page, name: string) => expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

/** Steps 1-4 with valid data; ends on Event Pricing. */
async function fillFirstSteps(page: Page, email: string, company: string) {
  await page.goto("/vendor-form/wedding-cinematographer");
  await heading(page, "Business Profile");
  await expect(page.getByText("Step 1 of 9")).toBeVisible();
  // Next validates the current step.
  await next(page);
  await expect(page.getByText("Company name is required")).toBeVisible();
  await expect(page.getByText("Company description is required")).toBeVisible();
  await page.getByLabel("Company Name").fill(company);
  await page.getByLabel("Company Description").fill("Cinematic wedding films and candid photos across Nepal.");
  await page.getByLabel("Company Age (years)").fill("101");
  await next(page);
  await expect(page.getByText("Company age must be between 0 and 100 years")).toBeVisible();
  await page.getByLabel("Company Age (years)").fill("8");
  await page.getByLabel("Email Address").fill("someone@else.test");
  await page.getByLabel("Use login email").check();
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
  await page.getByLabel("Instagram").fill("https://instagram.com/e2e.films");
  await next(page);

  await heading(page, "Business Address");
  await pick(page, "Province", "bagm", "Bagmati");
  await pick(page, "District", "kathm", "Kathmandu");
  await pick(page, "Municipality", "kathmandu metro", "Kathmandu Metropolitan City");
  const ward = combo(page, "Ward");
  await ward.click();
  await ward.fill("32");
  await ward.press("Enter");
  await expect(ward).toHaveValue("Ward 32");
  await pick(page, "Area", "Kotesh", "Koteshwor");
  await page.getByLabel("Tole / Street").fill("Shantinagar Marg");
  await page.getByLabel("Google Maps iframe").fill("<b>not a map</b>");
  await next(page);
  await expect(page.getByText("Please provide a valid Google Maps iframe code")).toBeVisible();
  await page.getByLabel("Google Maps iframe").fill(MAP);
  // Our own iframe, built from the validated URL only.
  await expect(page.locator('iframe[title="Map preview"]')).toHaveAttribute(
    "src",
    "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3",
  );
  await next(page);

  await heading(page, "Contact Details");
  await page.locator("#contact1-name").fill("Sita Sharma");
  await page.locator("#contact1-mobile").fill("980000000");
  await next(page);
  await expect(page.getByText("Please enter a valid 10-digit mobile number")).toBeVisible();
  await page.locator("#contact1-mobile").fill("9800000001");
  await page.locator("#contact1-same").check();
  await expect(page.locator("#contact1-whatsapp")).toHaveValue("9800000001");
  await page.locator("#contact1-mobile").fill("9800000002");
  await expect(page.locator("#contact1-whatsapp")).toHaveValue("9800000002");
  await next(page);

  await heading(page, "Service Areas");
  // The business province is pre-selected with all its districts.
  await expect(page.getByLabel("Bagmati")).toBeChecked();
  await expect(page.getByLabel("Kathmandu", { exact: true })).toBeChecked();
  await page.getByLabel("Gandaki").check();
  await next(page);
  await heading(page, "Event Pricing");
}

test("a new photographer completes all nine steps with real uploads and lands on 'Pending Review'", async ({
  page,
}) => {
  const { email } = await signUpVendor(page);
  const company = `E2E Films ${Date.now() % 100000}`;
  await fillFirstSteps(page, email, company);

  // Event pricing: rows from the catalogue; 0 is refused with the event's name.
  await expect(page.getByLabel("Wedding (Both Sides) Price (Rs.)")).toHaveValue("120000");
  await page.getByLabel("Proposal Price (Rs.)").fill("0");
  await next(page);
  await expect(page.getByText("Event Pricing Validation Failed")).toBeVisible();
  await expect(page.getByText("Proposal price must be greater than 0").first()).toBeVisible();
  await page.getByLabel("Proposal Price (Rs.)").fill("30000");
  await next(page);

  await heading(page, "Combo Packages");
  await expect(page.locator("#pkg-0-name")).toHaveValue("XITO Combo 1");
  await expect(page.locator("#pkg-0-name")).toHaveAttribute("readonly", "");
  await page.locator("#pkg-0-price").fill("210000");
  // An out-of-range value says which field and why, under the input.
  await page.locator("#pkg-0-ev-0-hours").fill("30");
  await next(page);
  await expect(page.getByText("Hours must be at most 24")).toBeVisible();
  await expect(page.locator("#pkg-0-ev-0-hours")).toHaveAttribute("aria-invalid", "true");
  await page.locator("#pkg-0-ev-0-hours").fill("10");
  await next(page);

  await heading(page, "Add-On Pricing");
  await expect(page.getByLabel("Drone (Rs.)")).toHaveValue("10000");
  await next(page);

  await heading(page, "Payment Terms");
  await expect(page.getByTestId("terms-total")).toHaveText("Total: 100%");
  await page.locator("#term-0-percentage").fill("20");
  await expect(page.getByTestId("terms-total")).toHaveText("Total: 90% (Should be 100%)");
  await next(page);
  await expect(page.getByText("Please fix the errors before proceeding").first()).toBeVisible();
  await page.locator("#term-0-percentage").fill("30");
  await next(page);

  await heading(page, "Media Upload");
  // Pictures go up as they are picked and are kept as draft media (docs/decisions/0020).
  await expect(page.getByText("uploaded as soon as you pick them")).toBeVisible();
  await page.locator("#pick-card_image").setInputFiles(await png("#b91c1c"));
  await page.locator("#pick-banner_image").setInputFiles(await png("#1d4ed8", 1800, 600));
  await page.locator("#pick-portfolio").setInputFiles([await png("#15803d"), await png("#a16207")]);
  await expect(page.getByRole("img", { name: "Card Image" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Banner Image" })).toBeVisible();
  await expect(page.getByTestId("photo")).toHaveCount(2);
  await page.getByLabel("Google Drive Folder Link").fill("https://drive.google.com/drive/folders/e2e");
  await page.screenshot({ path: ".tmp/wizard-media.png", fullPage: true });
  await page.getByRole("button", { name: "Submit Application" }).click();

  await expect(page).toHaveURL(/\/vendor-form-status$/, { timeout: 30_000 });
  await expect(page.getByText("Your vendor profile has been submitted successfully.")).toBeVisible();
  await expect(page.getByTestId("status-badge")).toHaveText("Pending Review");
  await expect(page.getByRole("heading", { name: company })).toBeVisible();
  await expect(page.getByText("Kathmandu", { exact: true })).toBeVisible();
  await page.screenshot({ path: ".tmp/wizard-status.png", fullPage: true });

  // The draft pictures became the new vendor's uploads with the submit.
  const media = await (await page.request.get("/api/vendor/media")).json();
  const types = media.uploads.map((u: { fileType: string }) => u.fileType).sort();
  expect(types).toEqual(["banner_image", "card_image", "portfolio_image", "portfolio_image"]);
  const img = await page.request.get(media.uploads[0].url);
  expect(img.headers()["content-type"]).toBe("image/webp");

  // Update Application reopens the saved application.
  await page.getByRole("link", { name: "Update Application" }).click();
  await expect(page.getByLabel("Company Name")).toHaveValue(company);
});

test("a reload in the middle of step 5 keeps everything typed so far", async ({ page }) => {
  const { email } = await signUpVendor(page);
  const company = `Reload Studio ${Date.now() % 100000}`;
  await fillFirstSteps(page, email, company);
  // The debounced autosave (about 1 s after the last keystroke) carries both values.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/vendor/draft") && /47500/.test(r.request().postData() ?? "") && r.ok(),
  );
  await page.getByLabel("Engagement Price (Rs.)", { exact: true }).fill("47500");
  await page.getByLabel("Matkor Hours", { exact: true }).fill("6");
  await saved;
  await expect(page.getByText("Draft saved")).toBeVisible();
  await page.reload();

  await heading(page, "Event Pricing");
  await expect(page.getByText("Step 5 of 9")).toBeVisible();
  await expect(page.getByLabel("Engagement Price (Rs.)", { exact: true })).toHaveValue("47500");
  await expect(page.getByLabel("Matkor Hours", { exact: true })).toHaveValue("6");
  await page.getByRole("button", { name: /Business Profile/ }).click();
  await expect(page.getByLabel("Company Name")).toHaveValue(company);
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
  await page.getByRole("button", { name: /Contact Details/ }).click();
  await expect(page.locator("#contact1-whatsapp")).toHaveValue("9800000002");
  await page.getByRole("button", { name: /Business Address/ }).click();
  await expect(combo(page, "Ward")).toHaveValue("Ward 32");
});

test("a banquet hall or decorator is sent to their own form, never the photography wizard", async ({ page }) => {
  await signUpVendor(page, { vendorType: "banquet_hall" });
  await page.goto("/vendor-form-status");
  await expect(page.getByTestId("status-badge")).toHaveText("Not Submitted");
  await expect(page.getByRole("link", { name: "Start Application" })).toHaveAttribute("href", "/banquet-form");
  // /vendor-form is linked from the restricted-reviews notice.
  await page.goto("/vendor-form");
  await expect(page).toHaveURL(/\/banquet-form$/);

  await page.context().clearCookies();
  await signUpVendor(page, { vendorType: "decorator" });
  await page.goto("/vendor-form/photography");
  await expect(page).toHaveURL(/\/decorator-form$/);
});
