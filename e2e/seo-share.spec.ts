import { expect, test } from "@playwright/test";

/**
 * A couple finds vendors by place and passes one on: from a vendor's service areas to that
 * district's own page (only its vendors), then Share > Copy link, and the copied link opened in a
 * fresh browser (no cookies, no cache) shows the same vendor.
 */

type Listing = { total: number; bands: { vendors: { id: string; companyName: string }[] }[] };

test("place page from a vendor's service area, then share a vendor by copied link", async ({ browser, page }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const featured = (await (await page.request.get("/api/vendors/featured")).json()) as {
    vendors: { id: string; companyName: string }[];
  };
  const himalayan = featured.vendors.find((v) => v.companyName === "Himalayan Frames Studio");
  expect(himalayan).toBeTruthy();

  // The vendor page's service areas link to each district's page.
  await page.goto(`/vendor/${himalayan?.id}`);
  await page.getByRole("tab", { name: "Service Areas" }).click();
  await page.getByRole("link", { name: /^Kaski,/ }).click();
  await expect(page).toHaveURL(/\/photographers\/in\/kaski$/);
  await expect(page).toHaveTitle("Wedding photographers in Kaski, Gandaki | Bihe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wedding photographers in Kaski, Gandaki");

  // Only that district's vendors: exactly those the API lists for Kaski, and the intro counts them.
  const kaski = (await (await page.request.get("/api/places/kaski")).json()) as { id: number };
  const listing = (await (await page.request.get(`/api/vendors?district=${kaski.id}`)).json()) as Listing;
  const expected = listing.bands.flatMap((b) => b.vendors.map((v) => v.companyName)).sort();
  expect(expected.length).toBeGreaterThan(1);
  await expect(page.getByTestId("place-intro")).toContainText(
    `${expected.length} wedding photographers are based in or serve Kaski, Gandaki.`,
  );
  const names = page.getByTestId("vendor-card").getByRole("heading");
  await expect(names).toHaveCount(expected.length);
  // Their text, not their rendered text: a card further along its row is not drawn until it nears the screen.
  expect((await names.allTextContents()).map((n) => n.trim()).sort()).toEqual(expected);
  await expect(names.filter({ hasText: "Mithila Moments" })).toHaveCount(0);

  // 'Browse by district' marks this district and links the others that have vendors.
  await expect(page.getByRole("link", { name: /^Kaski/ }).last()).toHaveAttribute("aria-current", "page");

  // Share a Kaski vendor: on a desktop the menu offers Copy link; the link is the vendor's clean address.
  const pokhara = listing.bands.flatMap((b) => b.vendors).find((v) => v.companyName === "Pokhara Wedding Clicks");
  expect(pokhara).toBeTruthy();
  await page.goto(`/vendor/${pokhara?.id}?utm_source=test&tab=reviews`);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
  await expect(page.getByRole("link", { name: "Facebook" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
  );
  await expect(page.getByRole("link", { name: "Viber" })).toHaveAttribute("href", /^viber:\/\/forward\?text=/);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(new URL(`/vendor/${pokhara?.id}`, page.url()).toString());

  // The shared link, opened fresh: the same vendor, its own title, no leftovers of the first visit.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const res = await other.goto(link);
  expect(res?.status()).toBe(200);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Pokhara Wedding Clicks");
  await expect(other).toHaveTitle(/^Pokhara Wedding Clicks · Wedding Photographer & Cinematographer in .+ \| Bihe$/);
  await fresh.close();
});
