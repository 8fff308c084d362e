import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import {
  closeExtraContexts,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  kathmanduApplication,
  signIn,
  signUpVendor,
} from "./support/helpers";

test.afterEach(closeExtraContexts);

/**
 * A vendor can make the fix an admin asks for: a rejection for its photos lets it upload new ones and
 * resubmit; a rejected change request stays the vendor's draft with the reason on its step; a draft
 * refused as stale is kept and offered to compare, keep or discard. Every vendor made here ends rejected
 * or pending, so the listing other journeys count is unchanged.
 */

const png = async (color: string, width = 1200, height = 800) => ({
  name: `${color.slice(1)}.png`,
  mimeType: "image/png",
  buffer: await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

/** A signed-in photographer (own browser context) whose application is submitted: pending. */
async function submittedVendor(browser: Browser, companyName: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { email } = await signUpVendor(page);
  const res = await page.request.post("/api/vendor/application", {
    data: { ...(await kathmanduApplication(page, companyName, email)), version: null },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { page, vendorId: (await res.json()).vendorId as string };
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  return page;
}

async function shoot(page: Page, name: string, info: { outputPath: (n: string) => string }) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a vendor rejected with 'Photos too small' uploads new photos from the reason's link and resubmits", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const name = `Small Photos Studio ${Date.now()}`;
  const vendor = await submittedVendor(browser, name);
  const admin = await adminPage(browser);

  // The admin rejects it from the queue with the one-tap reason.
  await admin.goto("/admin/photographers");
  const card = admin.getByTestId("vendor-card").filter({ hasText: name });
  await card.getByRole("button", { name: "Reject" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByRole("button", { name: "Photos too small" }).click();
  await expect(dialog.getByLabel("Step it concerns")).toHaveValue("media");
  await dialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(dialog).toBeHidden();

  // The vendor follows the reason's link to Media Upload and replaces its pictures.
  const v = vendor.page;
  await v.goto("/vendor-form-status");
  await expect(v.getByTestId("status-badge")).toHaveText("Rejected");
  await v.getByTestId("decision-reason").getByRole("link", { name: "Go to Media Upload" }).click();
  await expect(v.getByRole("heading", { name: "Media Upload", level: 2 })).toBeVisible();
  await expect(v.getByTestId("decision-reason")).toContainText("Photos too small");
  await v.locator("#pick-card_image").setInputFiles(await png("#b91c1c"));
  await expect(v.getByRole("img", { name: "Card Image" })).toBeVisible();
  await v.locator("#pick-card_image").setInputFiles(await png("#1d4ed8"));
  await v.locator("#pick-portfolio").setInputFiles([await png("#15803d"), await png("#a16207")]);
  await expect(v.getByTestId("photo")).toHaveCount(2);
  await expect(v.getByRole("alert").filter({ hasText: "rejected" })).toHaveCount(0);
  await shoot(v, "rejected-media-upload", info);
  const uploads = await (await v.request.get("/api/vendor/media")).json();
  expect(uploads.uploads.filter((u: { fileType: string }) => u.fileType === "card_image")).toHaveLength(1);

  // Submit is not blocked: the application goes back to the queue.
  await v.getByRole("button", { name: "Submit Application" }).click();
  await expect(v).toHaveURL(/\/vendor-form-status$/);
  await expect(v.getByTestId("status-badge")).toHaveText("Pending Review");
});
