import { expect, test } from "@playwright/test";
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from "./support/helpers";

const PENDING = "pending@bihe.demo";
const COMPANY = "Tokha Photo House";

test("an admin finds the pending vendor, edits price and policy, approves, and the vendor goes public", async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByText("Total Vendors")).toBeVisible();
  await expect(page.getByLabel("Search vendors")).toBeVisible();

  // Not public yet.
  const before = await page.request.get(`/api/vendors?q=${encodeURIComponent(COMPANY)}`);
  const ids = (body: { bands: { vendors: { companyName: string }[] }[] }) =>
    body.bands.flatMap((b) => b.vendors.map((v) => v.companyName));
  expect(ids(await before.json())).not.toContain(COMPANY);

  await page.getByLabel("Search vendors").fill(PENDING.toUpperCase());
  const rows = page.getByTestId("vendor-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(COMPANY);
  await expect(rows.first()).toContainText("Pending");
  await expect(rows.first().getByRole("link", { name: "View" })).toHaveAttribute("target", "_blank");
  await rows
    .first()
    .getByRole("button", { name: `Edit ${COMPANY}` })
    .click();

  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Company Name")).toHaveValue(COMPANY);
  const original = await dialog.getByLabel("Company Name").inputValue();
  expect(original).toBe(COMPANY);

  await dialog.getByRole("tab", { name: "Pricing" }).click();
  const wedding = dialog.getByTestId("pricing-row").first();
  await expect(wedding.getByLabel("Event")).toHaveValue("Wedding (Both Sides)");
  const oldPrice = await wedding.getByLabel("Price (Rs.)").inputValue();
  await wedding.getByLabel("Price (Rs.)").fill("88000");

  await dialog.getByRole("tab", { name: "Payment Terms" }).click();
  await dialog.getByLabel("Cancellation Policy").fill("Full refund up to 30 days before the event; none after.");

  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Vendor details updated successfully")).toBeVisible();
  await expect(dialog.getByTestId("audit-history")).toContainText("Edited: pricing, payment terms");

  await dialog.getByRole("button", { name: "Approve Vendor" }).click();
  await expect(page.getByText("Vendor has been approved successfully.")).toBeVisible();
  await expect(dialog.getByTestId("audit-history")).toContainText("Status: Pending → Approved");

  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText("Approved");

  try {
    // The public marketplace now lists it with the new price.
    await page.goto(`/photographers?q=${encodeURIComponent("Tokha")}`);
    const card = page.getByTestId("vendor-card").filter({ hasText: COMPANY });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Rs. 88,000");
  } finally {
    // Leave the demo data as other journeys expect it (pending, old price).
    const list = await (await page.request.get(`/api/admin/vendors?search=${encodeURIComponent(PENDING)}`)).json();
    const id = list.items[0].id as string;
    const detail = await (await page.request.get(`/api/admin/vendors/${id}`)).json();
    detail.application.eventPricing.events[0].price = Number(oldPrice);
    expect(
      (await page.request.put(`/api/admin/vendors/${id}`, { data: { application: detail.application } })).ok(),
    ).toBeTruthy();
    expect(
      (await page.request.post(`/api/admin/vendors/${id}/status`, { data: { status: "pending" } })).ok(),
    ).toBeTruthy();
  }
});

test("a vendor opening an admin list sees Access Denied with the role", async ({ page }) => {
  await signIn(page, PENDING, DEMO_PASSWORD);
  await page.goto("/admin/photographers");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Your current role: vendor")).toBeVisible();
  expect((await page.request.get("/api/admin/vendors")).status()).toBe(403);
});
