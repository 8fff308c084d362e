import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, signUpVendor } from "./support/helpers";

/**
 * A vendor is never stuck in the wizard, pictures survive a reload,
 * a phone can give the map pin, the first tap on Next lands, and the phone workspace is labelled (docs/decisions/0020).
 */

const png = async (name: string, color: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer(),
});
const chip = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Steps" }).getByRole("button", { name: new RegExp(name) });
const submitButton = (page: Page) => page.getByRole("button", { name: "Submit Application" });

/** Resubmits the open wizard from its last step and waits for the status page. */
async function submitFromMediaStep(page: Page) {
  await chip(page, "Media Upload").click();
  await expect(page.getByRole("heading", { level: 2, name: "Media Upload" })).toBeVisible();
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/vendor-form-status$/);
}

test.describe("never stuck", () => {
  test("the rejected persona sees what to fix, fixes it on its step and resubmits", async ({ page }) => {
    await signIn(page, "rejected@bihe.demo", DEMO_PASSWORD);
    await page.goto("/vendor-form");
    await expect(page.getByRole("heading", { level: 2, name: "Business Profile" })).toBeVisible();
    // Whatever the saved data breaks today is listed with a button to its step; each is fixed there.
    const fixList = page.getByTestId("fix-list");
    // Its event pricing lacks catalogue events: no longer a problem (removing events is allowed).
    await expect(fixList).toBeVisible();
    await expect(fixList).not.toContainText("pricing is required");
    // Seeded before maps were required: the pin a phone gives (Dhangadhi), on the step that holds it.
    await fixList.getByRole("button", { name: /Business Address/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Business Address" })).toBeVisible();
    await page.getByLabel("Latitude").fill("28.6983");
    await page.getByLabel("Longitude").fill("80.5894");
    await expect(fixList).toHaveCount(0);
    await submitFromMediaStep(page);
    await expect(page.getByText(/pending/i).first()).toBeVisible();
  });

  test("an admin adds an event to an approved vendor; the vendor prices it on step 5, removes another and resubmits", async ({
    page,
    browser,
  }) => {
    // The admin's Pricing tab adds 'Pokhara Boat Shoot' with zeros, as spec 001 lets admins do.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, DEMO_ADMIN, DEMO_PASSWORD);
    const list = await adminPage.request.get("/api/admin/vendors?search=Himalayan%20Frames%20Studio");
    const vendorId = (await list.json()).items[0].id as string;
    const detail = await (await adminPage.request.get(`/api/admin/vendors/${vendorId}`)).json();
    // A retry finds the event the first try added.
    const events = detail.application.eventPricing.events as Record<string, unknown>[];
    if (!events.some((e) => e.eventName === "Pokhara Boat Shoot")) {
      events.push({ eventName: "Pokhara Boat Shoot", price: 0, hours: 0, photographers: 0, videographers: 0 });
    }
    const saved = await adminPage.request.put(`/api/admin/vendors/${vendorId}`, {
      data: { application: detail.application, version: detail.vendor.version },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    await admin.close();

    await signIn(page, "studio@bihe.demo", DEMO_PASSWORD);
    await page.goto("/vendor-form");
    const fixList = page.getByTestId("fix-list");
    await expect(fixList).toContainText("Pokhara Boat Shoot price must be greater than 0");
    await fixList.getByRole("button", { name: /Event Pricing/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Event Pricing" })).toBeVisible();
    await page.getByLabel("Pokhara Boat Shoot Price (Rs.)").fill("45000");
    await page.getByLabel("Pokhara Boat Shoot Hours").fill("4");
    await page.getByLabel("Pokhara Boat Shoot Photographers").fill("1");
    await page.getByLabel("Pokhara Boat Shoot Videographers").fill("1");
    // A catalogue event can go, and the vendor's own event can be added.
    await page.getByRole("button", { name: "Remove Matkor" }).click();
    await page.getByRole("button", { name: "Add your own event" }).click();
    const rows = page.getByTestId("event-row");
    const last = rows.last();
    await last.getByPlaceholder("e.g. Pokhara Boat Shoot").fill("Rafting Shoot");
    await page.getByLabel("Rafting Shoot Price (Rs.)").fill("30000");
    await page.getByLabel("Rafting Shoot Hours").fill("5");
    // The admin's event was the only thing to fix.
    await expect(fixList).toHaveCount(0);
    await chip(page, "Event Pricing").click();
    await page.screenshot({ path: "screenshots/wizard-event-pricing-1366.png", fullPage: true });
    await submitFromMediaStep(page);

    // The submit succeeded: the saved (or requested) pricing has both events.
    await page.goto("/vendor-form");
    await chip(page, "Event Pricing").click();
    await expect(page.getByLabel("Rafting Shoot Price (Rs.)")).toHaveValue("30000");
    await expect(page.getByRole("button", { name: "Remove Matkor" })).toHaveCount(0);
  });
});

test.describe("pictures survive a phone", () => {
  test("pictures picked before the first submit are uploaded at once and still there after a reload", async ({
    page,
  }) => {
    await signUpVendor(page);
    await page.goto("/vendor-form/wedding-cinematographer");
    await chip(page, "Media Upload").click();
    await page.locator("#pick-card_image").setInputFiles(await png("card.png", "#9f1239"));
    await page
      .locator("#pick-portfolio")
      .setInputFiles([
        await png("one.png", "#1d4ed8"),
        await png("two.png", "#15803d"),
        await png("three.png", "#a16207"),
      ]);
    await expect(page.getByRole("img", { name: "three.png" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Card Image" })).toBeVisible();

    // Star two photos and put the second first.
    await page.getByRole("button", { name: "Show two.png among the top photos" }).click();
    await page.getByRole("button", { name: "Show one.png among the top photos" }).click();
    await page.getByRole("button", { name: "Move one.png earlier" }).click();
    const top = page.getByRole("list", { name: "Your top photos" });
    await expect(top.getByRole("img")).toHaveCount(2);
    await expect(top.getByRole("img").first()).toHaveAttribute("alt", "one.png");
    await page.screenshot({ path: "screenshots/wizard-media-1366.png", fullPage: true });

    await page.reload();
    await chip(page, "Media Upload").click();
    await expect(
      page.getByRole("img", { name: "card.png" }).or(page.getByRole("img", { name: "Card Image" })),
    ).toBeVisible();
    for (const name of ["two.png", "three.png"]) await expect(page.getByRole("img", { name })).toBeVisible();
    await expect(page.getByRole("list", { name: "Your top photos" }).getByRole("img").first()).toHaveAttribute(
      "alt",
      "one.png",
    );
  });

  test("a failed upload names the file and blocks the submit", async ({ page }) => {
    await signUpVendor(page);
    await page.goto("/vendor-form/wedding-cinematographer");
    await chip(page, "Media Upload").click();
    await page
      .locator("#pick-portfolio")
      .setInputFiles({ name: "broken.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") });
    await expect(page.getByRole("alert").filter({ hasText: "broken.png could not be uploaded" })).toBeVisible();
    await submitButton(page).click();
    await expect(page.getByText("Some pictures failed or are still uploading")).toBeVisible();
    await expect(page).toHaveURL(/\/vendor-form/);
    await expect(page).not.toHaveURL(/status/);
    // Dismissed, it no longer blocks (the form's own rules then speak).
    await page.getByRole("button", { name: "Remove broken.png" }).click();
    await expect(page.getByText("broken.png could not be uploaded")).toHaveCount(0);
  });
});

test.describe("on a phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    geolocation: { latitude: 27.7172, longitude: 85.324 },
    permissions: ["geolocation"],
  });

  test("'Use my current location' gives step 2 its pin, and the preview is the embed the server builds", async ({
    page,
  }) => {
    await signUpVendor(page);
    await page.goto("/vendor-form/wedding-cinematographer");
    await chip(page, "Business Address").tap();
    await page.getByRole("button", { name: "Use my current location" }).tap();
    await expect(page.getByLabel("Latitude")).toHaveValue("27.7172");
    await expect(page.getByLabel("Longitude")).toHaveValue("85.324");
    await expect(page.getByTitle("Map preview")).toHaveAttribute(
      "src",
      "https://maps.google.com/maps?q=27.7172,85.324&z=16&output=embed",
    );
    await page.screenshot({ path: "screenshots/wizard-map-390.png", fullPage: true });
    // A short link is explained, not fetched.
    await page.getByLabel("Google Maps iframe").fill("https://maps.app.goo.gl/AbCdEf");
    await page.getByRole("button", { name: "Next", exact: true }).tap();
    await expect(page.getByText(/cannot be read here/)).toBeVisible();
  });

  test("one tap on Next shows every error of the step and lands", async ({ page }) => {
    await signUpVendor(page);
    await page.goto("/vendor-form/wedding-cinematographer");
    await page.getByLabel("Company Name").fill("Tap Studio");
    await page.getByLabel("Company Age (years)").fill("101");
    // The age field still has the focus: the tap blurs it and must still land on Next.
    await page.getByRole("button", { name: "Next", exact: true }).tap();
    await expect(page.getByText("Company age must be between 0 and 100 years")).toBeVisible();
    await expect(page.getByText("Company description is required")).toBeVisible();
    await page.screenshot({ path: "screenshots/wizard-next-390.png" });
  });

  test("the phone workspace has labelled navigation, and a disabled item explains itself on tap", async ({ page }) => {
    await signIn(page, "pending@bihe.demo", DEMO_PASSWORD);
    await page.goto("/vendor-inquiries");
    const nav = page.getByTestId("phone-nav");
    await expect(nav).toBeVisible();
    await expect(nav.getByText("Inquiries")).toBeVisible();
    // aria-disabled: Playwright would wait for it to become enabled; a finger does not.
    await nav.getByRole("button", { name: /Reviews/ }).tap({ force: true });
    await expect(page.getByText("Reviews available after profile approval")).toBeVisible();
    await page.screenshot({ path: "screenshots/wizard-phone-nav-390.png" });
  });
});
