import { expect, test } from "@playwright/test";
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from "./support/helpers";

/**
 * Versions in the browser (docs/decisions/0011): the admin dialog saves based on the version it loaded, so a save
 * after someone else's is refused with the message instead of silently undoing their change.
 */
const PENDING = "pending@bihe.demo";
const COMPANY = "Tokha Photo House";
const CHANGED = "This application was changed by someone else. Reload to see the latest version.";

test("an admin saving a dialog opened before another save sees 'changed by someone else'", async ({ page }, info) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.getByLabel("Search vendors").fill(PENDING);
  const row = page.getByTestId("vendor-row").first();
  await expect(row).toContainText(COMPANY);
  await row.getByRole("button", { name: `Edit ${COMPANY}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Company Name")).toHaveValue(COMPANY);

  // Meanwhile someone else saves the application (as the other admin's browser would).
  const list = await (await page.request.get(`/api/admin/vendors?search=${encodeURIComponent(PENDING)}`)).json();
  const id = list.items[0].id as string;
  const detail = await (await page.request.get(`/api/admin/vendors/${id}`)).json();
  const original = detail.application.businessProfile.description as string;
  try {
    detail.application.businessProfile.description = `${original} (checked by another admin)`;
    const other = await page.request.put(`/api/admin/vendors/${id}`, {
      data: { application: detail.application, version: detail.vendor.version },
    });
    expect(other.ok()).toBeTruthy();

    await dialog.getByLabel("Description", { exact: true }).fill("My stale edit");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(CHANGED)).toBeVisible();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: info.outputPath(`stale-save-${width}.png`) });
    }
    // The other admin's change stands.
    const now = await (await page.request.get(`/api/admin/vendors/${id}`)).json();
    expect(now.application.businessProfile.description).toBe(`${original} (checked by another admin)`);
  } finally {
    // Leave the demo data as other journeys expect it.
    const now = await (await page.request.get(`/api/admin/vendors/${id}`)).json();
    now.application.businessProfile.description = original;
    expect(
      (
        await page.request.put(`/api/admin/vendors/${id}`, {
          data: { application: now.application, version: now.vendor.version },
        })
      ).ok(),
    ).toBeTruthy();
  }
});
