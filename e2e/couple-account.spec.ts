import { expect, type Page, test } from "@playwright/test";
import { latestCode, signIn, uniqueEmail } from "./support/helpers";

/**
 * A couple opens a vendor, taps Contact, is asked to sign in, signs up with an emailed
 * code (no password), adds their name and mobile, lands back on the vendor with the contacts
 * revealed, and finds the vendor in Contacted vendors with the same promo code.
 */
const vendorIdByName = async (page: Page, name: string) => {
  const res = await page.request.get(`/api/vendors?q=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { bands: { vendors: { id: string; companyName: string }[] }[] };
  const v = body.bands.flatMap((b) => b.vendors).find((x) => x.companyName === name);
  expect(v, name).toBeTruthy();
  return v!.id;
};

test("a couple signs up with a code while contacting a vendor and comes back with the contacts", async ({
  page,
  browser,
}) => {
  const id = await vendorIdByName(page, "Himalayan Frames Studio");
  await page.goto(`/vendor/${id}`);
  await page.getByRole("button", { name: "Request Contact Info" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("The vendor will receive your name and mobile number")).toBeVisible();
  await dialog.getByRole("link", { name: "Create a free account" }).click();
  await expect(page).toHaveURL(/\/customer-signup\?next=/);

  const email = uniqueEmail("couple");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await expect(page.getByLabel("Email me a 6-digit code (no password)")).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("6-digit code", { exact: true }).fill(await latestCode(page.request, email));
  await page.getByRole("button", { name: "Verify" }).click();

  await expect(page.getByRole("heading", { name: "Tell vendors who you are" })).toBeVisible();
  await page.getByLabel("Full name").fill("Maya Karki");
  await page.getByLabel("Mobile number").fill("98410");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(
    page.getByText("Please enter a Nepali mobile number: 10 digits starting with 96, 97 or 98"),
  ).toBeVisible();
  await page.getByLabel("Mobile number").fill("9841777888");
  await page.getByRole("button", { name: "Save and continue" }).click();

  // Back on the same vendor page; the pending contact is made and the contacts are shown.
  await expect(page).toHaveURL(new RegExp(`/vendor/${id}$`));
  const revealed = page.getByRole("dialog").getByTestId("contact-revealed");
  await expect(revealed).toBeVisible();
  const code = (await revealed.getByTestId("promo-code").textContent()) ?? "";
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect(revealed.getByRole("link", { name: "9841234567" })).toBeVisible();

  await page.goto("/customer-dashboard?tab=contacted");
  const contacted = page.getByTestId("contacted-vendors");
  await expect(contacted.getByText("Himalayan Frames Studio")).toBeVisible();
  await expect(contacted.getByTestId("contacted-promo")).toHaveText(code);
  await expect(contacted.getByRole("link", { name: "9841234567" })).toBeVisible();

  // The vendor's inbox has the couple's verified name, phone and email.
  const vendor = await browser.newContext();
  const studio = await vendor.newPage();
  await signIn(studio, "studio@bihe.demo", "demo1234");
  await studio.goto("/vendor-inquiries");
  const row = studio.getByRole("listitem").filter({ hasText: "Maya Karki" });
  await expect(row).toContainText("9841777888");
  await expect(row).toContainText(email);
  await expect(row).toContainText(code);
  await vendor.close();
});

test("a next path to another site is ignored after sign-in", async ({ page }) => {
  await page.goto("/login?next=//evil.example/steal");
  await page.getByRole("textbox", { name: "Email" }).fill("couple@bihe.demo");
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/customer-dashboard/);
});
