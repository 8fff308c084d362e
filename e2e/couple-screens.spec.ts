import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/helpers";

/**
 * The couple's screens at a phone's 390 px and a laptop's 1366 px: nothing wider than the
 * screen, and a picture of each in screenshots/couple-screens/ to look at.
 */
const DIR = "screenshots/couple-screens";

const vendorIdByName = async (page: Page, name: string) => {
  const res = await page.request.get(`/api/vendors?q=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { bands: { vendors: { id: string; companyName: string }[] }[] };
  const v = body.bands.flatMap((b) => b.vendors).find((x) => x.companyName === name);
  expect(v, name).toBeTruthy();
  return v!.id;
};

async function shot(page: Page, name: string, width: number) {
  await page.waitForLoadState("networkidle");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(1);
  await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: false });
}

for (const width of [390, 1366]) {
  test(`couples' screens fit ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    const id = await vendorIdByName(page, "Everest Cinematics");

    await page.goto("/customer-signup");
    await expect(page.getByRole("heading", { name: "Create your free account" })).toBeVisible();
    await shot(page, "customer-signup", width);

    await page.goto(`/vendor/${id}`);
    await page.getByRole("button", { name: "Request Contact Info" }).first().click();
    await expect(page.getByRole("dialog").getByText("Sign in to see the contacts")).toBeVisible();
    await shot(page, "contact-sign-in", width);

    await signIn(page, "couple@bihe.demo", "demo1234");
    await page.goto("/customer-dashboard?tab=profile");
    await expect(page.getByTestId("customer-profile-form")).toBeVisible();
    await shot(page, "dashboard-profile", width);

    await page.goto(`/vendor/${id}`);
    await page.waitForLoadState("networkidle");
    const unlocked = await page.getByTestId("promo-code").count();
    if (!unlocked) {
      await page.getByRole("button", { name: "Request Contact Info" }).first().click();
      await expect(page.getByRole("dialog").getByText("Before you see the contacts")).toBeVisible();
      await shot(page, "contact-consent", width);
      await page.getByRole("dialog").getByRole("button", { name: "Show contacts" }).click();
      await expect(page.getByRole("dialog").getByTestId("contact-revealed")).toBeVisible();
      await shot(page, "contact-revealed", width);
      await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    }
    await expect(page.getByTestId("promo-code")).toBeVisible();
    await shot(page, "vendor-page-unlocked", width);

    await page.goto("/customer-dashboard?tab=contacted");
    await expect(page.getByTestId("contacted-vendors")).toBeVisible();
    await shot(page, "dashboard-contacted", width);
    await page.goto("/customer-dashboard?tab=shortlist");
    await shot(page, "dashboard-shortlist", width);
  });
}
