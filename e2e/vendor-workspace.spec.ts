import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { DEMO_PASSWORD, latestCode, signIn, signUpVendor, uniqueEmail } from "./support/helpers";

/** Renders page 1 of a PDF and decodes the QR code on it. */
async function decodeQrFromPdf(file: string): Promise<string | null> {
  const prefix = path.join(path.dirname(file), "page");
  execFileSync("pdftoppm", ["-png", "-r", "100", "-f", "1", "-l", "1", "-singlefile", file, prefix]);
  const { data, info } = await sharp(`${prefix}.png`).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

test("an approved vendor downloads the QR PDF, copies the review link, and a new review raises the count", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signIn(page, "studio@bihe.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/wedding-cinematographer-dashboard$/);
  const me = await (await page.request.get("/api/me")).json();
  const vendorName: string = me.vendor.companyName;
  const reviewUrl = `${baseURL}/review/${me.vendor.id}`;

  await page.getByRole("link", { name: "Reviews & QR" }).click();
  await expect(page).toHaveURL(/\/vendor-reviews$/);
  await expect(page.getByRole("heading", { name: "Review Statistics" })).toBeVisible();
  const count = page.getByTestId("review-count");
  const before = Number(await count.textContent());
  await expect(page.getByRole("link", { name: "Test Review Link" })).toHaveAttribute("href", reviewUrl);

  // Download QR PDF: a real PDF with the vendor's name, the review URL, and a QR code that decodes to it.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download QR PDF" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/-review-qr\.pdf$/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vw-e2e-"));
  const file = path.join(dir, "qr.pdf");
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
  const text = execFileSync("pdftotext", [file, "-"]).toString();
  expect(text).toContain(vendorName);
  expect(text).toContain(reviewUrl);
  expect(await decodeQrFromPdf(file)).toBe(reviewUrl);
  await expect(page.getByText("QR Code PDF Generated")).toBeVisible();

  // The printable page opens in a new window with the vendor's name and the QR image.
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Print QR Code" }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole("heading", { name: vendorName })).toBeVisible();
  await expect(popup.getByRole("img", { name: "QR code for your review link" })).toBeVisible();
  await expect(page.getByText("Review QR code PDF opened in new window. The QR code will load shortly.")).toBeVisible();
  await popup.close();

  // Copy the review link and open it.
  await page.getByRole("button", { name: "Copy Link" }).click();
  await expect(page.getByText("Link Copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(reviewUrl);
  const visitor = await context.browser()!.newContext();
  const reviewPage = await visitor.newPage();
  await reviewPage.goto(copied);
  await expect(reviewPage).toHaveURL(reviewUrl);
  // Leave a review on the public review page, as a visitor without an account.
  await expect(reviewPage.getByRole("heading", { name: `Review ${vendorName}` })).toBeVisible();
  // The visitor confirms an email with a 6-digit code first (docs/decisions/0019).
  const visitorEmail = uniqueEmail("visitor");
  await reviewPage.getByLabel("Your email").fill(visitorEmail);
  await reviewPage.getByRole("button", { name: "Send code" }).click();
  await reviewPage.getByLabel("6-digit code").fill(await latestCode(reviewPage.request, visitorEmail));
  await reviewPage.getByRole("button", { name: "Confirm email" }).click();
  await reviewPage.getByLabel("Your name *").fill("E2E Visitor");
  await reviewPage.getByRole("button", { name: "5 stars" }).click();
  await reviewPage.getByLabel("Your review (optional)").fill("Lovely work.");
  await reviewPage.getByRole("button", { name: "Submit Review" }).click();
  await expect(reviewPage.getByTestId("review-thanks").getByText("Review Submitted!")).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(count).toHaveText(String(before + 1));
  await expect(page.getByRole("list", { name: "Recent Reviews" }).getByText("E2E Visitor")).toBeVisible();
});

test("a pending vendor sees 'Reviews Access Restricted' and a disabled sidebar item", async ({ page }) => {
  await signIn(page, "pending@bihe.demo", DEMO_PASSWORD);
  const item = page.getByRole("complementary", { name: "Sidebar" }).getByText("Reviews & QR");
  await expect(item).toBeVisible();
  await expect(page.getByRole("link", { name: "Reviews & QR" })).toHaveCount(0);
  await item.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Reviews available after profile approval");
  await page.goto("/vendor-reviews");
  await expect(page.getByRole("heading", { name: "Reviews Access Restricted" })).toBeVisible();
  await expect(page.getByText("Pending Approval")).toBeVisible();
  await expect(page.getByRole("link", { name: "Update Application" })).toHaveCount(0);
  expect((await page.request.get("/api/vendor/review-qr.pdf")).status()).toBe(403);
  // The printable page, opened directly, names the same status.
  await page.goto("/vendor-reviews/print");
  await expect(page.getByRole("heading", { name: "Reviews Access Restricted" })).toBeVisible();
  await expect(page.getByText("Pending Approval")).toBeVisible();
});

test("a rejected vendor is guided to update the application", async ({ page }) => {
  await signIn(page, "rejected@bihe.demo", DEMO_PASSWORD);
  await page.goto("/vendor-reviews");
  await expect(page.getByRole("heading", { name: "Reviews Access Restricted" })).toBeVisible();
  await expect(page.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Update Application" })).toHaveAttribute("href", "/vendor-form");
  await expect(page.getByRole("link", { name: "View Application Status" })).toHaveAttribute(
    "href",
    "/vendor-form-status",
  );
  // The status page's link reads 'Update Application' for a rejected application too (spec 001 screen 8).
  await page.getByRole("link", { name: "View Application Status" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Rejected");
  await expect(page.getByRole("link", { name: "Update Application" })).toBeVisible();
  // Sign out from the sidebar: the toast, then home.
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("inquiries: own list with tel: links, copyable promo code and client form link", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signIn(page, "studio@bihe.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/wedding-cinematographer-dashboard$/);
  await page.getByRole("link", { name: "Inquiries", exact: true }).click();
  await expect(page).toHaveURL(/\/vendor-inquiries$/);
  const me = await (await page.request.get("/api/me")).json();
  await expect(page.getByLabel("Client form link")).toHaveValue(`${baseURL}/client-form/${me.vendor.id}`);
  await page.getByRole("button", { name: "Copy Link" }).click();
  await expect(page.getByText("Link Copied")).toBeVisible();
  const list = page.getByRole("list", { name: "Customer Inquiries" });
  const first = list.getByRole("listitem").first();
  // The couple's email is a link too: the phone link is the tel: one.
  await expect(first.locator('a[href^="tel:"]')).toHaveAttribute("href", /^tel:\+977\d{10}$/);
  const codeButton = first.getByRole("button", { name: /Copy promo code/ });
  const code = (await codeButton.textContent())!.trim();
  await codeButton.click();
  await expect(page.getByText("Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("link", { name: /New Leads/ })).toHaveAttribute("href", "/photographer-leads-dashboard");
  await expect(page.getByText("Coming Soon")).toHaveCount(8);
});

// A vendor of its own: changing a password ends the account's other sessions, and the demo studio's are other
// journeys' running at the same time.
test("change password from the account menu: a wrong current password fails, the right one updates", async ({
  page,
}) => {
  const { password } = await signUpVendor(page);
  await page.goto("/wedding-cinematographer-dashboard");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Change Password" }).click();
  await page.getByLabel("Current Password").fill("wrong-password");
  await page.getByLabel("New Password", { exact: true }).fill("a-new-secret");
  await page.getByLabel("Confirm New Password").fill("a-new-secret");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password Change Failed")).toBeVisible();
  await page.getByLabel("Current Password").fill(password);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password Updated")).toBeVisible();
});

test("the dashboard's close button closes a window it was opened in, otherwise returns home", async ({ page }) => {
  await signIn(page, "studio@bihe.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/wedding-cinematographer-dashboard$/);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.evaluate(() => window.open("/wedding-cinematographer-dashboard", "_blank")),
  ]);
  await expect(popup.getByRole("heading", { name: "Photography Dashboard" })).toBeVisible();
  const closed = popup.waitForEvent("close");
  // The click closes the window under Playwright's own click, which then reports the closed page: that is the success.
  await popup
    .getByRole("button", { name: "Close dashboard" })
    .click()
    .catch((err) => {
      if (!popup.isClosed()) throw err;
    });
  await closed;
  // A tab the user opened cannot be closed by the page: it goes home instead.
  await page.getByRole("button", { name: "Close dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
});
