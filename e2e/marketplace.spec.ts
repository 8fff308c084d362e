import { expect, type Page, test } from "@playwright/test";
import { latestCode, uniqueEmail } from "./support/helpers";

/** Journeys of a visitor over the demo marketplace (the server starts with demo data). */

const vendorIdByName = async (page: Page, name: string, type = "photographers") => {
  const res = await page.request.get(`/api/vendors?type=${type}&q=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { bands: { vendors: { id: string; companyName: string }[] }[] };
  const v = body.bands.flatMap((b) => b.vendors).find((x) => x.companyName === name);
  expect(v, name).toBeTruthy();
  return v!.id;
};

test("home search leads to a filtered list of photographers", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("featured").getByTestId("vendor-card")).toHaveCount(8);
  await expect(page.getByRole("combobox", { name: "District" })).toBeDisabled();
  await page.getByRole("combobox", { name: "Province" }).selectOption({ label: "Gandaki" });
  await page.getByRole("combobox", { name: "District" }).selectOption({ label: "Kaski" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/photographers\?provinces=4&districts=38&type=wedding_cinematographer$/);
  await expect(page.getByText("Places: Kaski", { exact: true })).toBeVisible(); // one place, the most specific
  const names = page.getByTestId("vendor-card").getByRole("heading");
  await expect(names.filter({ hasText: "Pokhara Wedding Clicks" })).toBeVisible();
  await expect(names.filter({ hasText: "Mithila Moments" })).toHaveCount(0);

  // Filters live in the URL; an impossible one shows the empty state, and Clear All Filters resets.
  await page.getByRole("textbox", { name: "Search by name, description or city" }).fill("zzzz");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No photographers found")).toBeVisible();
  await page.getByTestId("empty-state").getByRole("button", { name: "Clear All Filters" }).click();
  await expect(page.getByText("12 photographers found")).toBeVisible();
  await page.goBack();
  await expect(page.getByText("No photographers found")).toBeVisible();
});

test("the home search chooses the category: banquet halls go to /banquets with the place, a category still to come to the coming-soon page", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Province" }).selectOption({ label: "Bagmati" });
  await page.getByRole("combobox", { name: "Vendor type" }).selectOption("banquet");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/banquets\?province=3$/);
  await expect(page.getByRole("heading", { level: 1, name: "Banquet Halls & Party Palaces" })).toBeVisible();
  await expect(page.getByText("Places: Bagmati", { exact: true })).toBeVisible();

  await page.goto("/");
  await page.getByRole("combobox", { name: "Province" }).selectOption({ label: "Bagmati" });
  await page.getByRole("combobox", { name: "Vendor type" }).selectOption("makeup_artist");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/vendors\?provinces=3&type=makeup_artist$/);
  await expect(page.getByRole("heading", { name: "Makeup Artists are coming soon" })).toBeVisible();
  await page.getByRole("link", { name: "Browse Photographers" }).click();
  await expect(page).toHaveURL(/\/photographers\?provinces=3$/);

  // An old link to a category that is live now lands on its listing.
  await page.goto("/vendors?provinces=3&type=decorator");
  await expect(page).toHaveURL(/\/decorators\?province=3$/);
});

test("the navigation bar links to banquets and decorators; DJs are still to come", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Banquets", exact: true }).click();
  await expect(page).toHaveURL(/\/banquets$/);
  await expect(page.getByRole("heading", { level: 1, name: "Banquet Halls & Party Palaces" })).toBeVisible();
  await nav.getByRole("link", { name: "Decorators", exact: true }).click();
  await expect(page).toHaveURL(/\/decorators$/);
  await expect(page.getByRole("heading", { level: 1, name: "Wedding Decorators" })).toBeVisible();
  await expect(nav.getByText("DJs (Soon)")).toHaveAttribute("aria-disabled", "true");
});

test("the filters of halls and decorators live in the URL, and each page keeps only its own", async ({ page }) => {
  await page.goto("/banquets");
  const guests = page.getByRole("textbox", { name: "Guests" });
  await guests.fill("500");
  await guests.press("Enter");
  await expect(page).toHaveURL(/\/banquets\?guests=500$/);
  // The box follows the URL (a navigation), so click and wait for it rather than check().
  await page.getByTestId("facility-filter").getByRole("checkbox", { name: "Parking" }).click();
  await expect(page).toHaveURL(/facilities=parking$/);
  await page.getByTestId("facility-filter").getByRole("checkbox", { name: "Air Conditioning" }).click();
  // In the filter table's order, whatever order they were ticked in.
  await expect(page).toHaveURL(/\/banquets\?guests=500&facilities=air-conditioning%2Cparking$/);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Guests" })).toHaveValue("500");
  await expect(page.getByRole("checkbox", { name: "Parking" })).toBeChecked();
  await page.getByRole("button", { name: "Clear All Filters" }).first().click();
  await expect(page).toHaveURL(/\/banquets$/);
  await expect(page.getByRole("checkbox", { name: "Parking" })).not.toBeChecked();

  // A hall's filter on /decorators is dropped; a decorator's own are read.
  await page.goto("/decorators?specialty=mandap-decoration&event=bratabandha&guests=200");
  await expect(page.getByRole("combobox", { name: "Specialty" })).toHaveValue("mandap-decoration");
  await expect(page.getByRole("combobox", { name: "Event type" })).toHaveValue("bratabandha");
  await expect(page.getByTestId("guests-filter")).toHaveCount(0);
  await page.getByTestId("event-filter").selectOption("");
  await expect(page).toHaveURL(/\/decorators\?specialty=mandap-decoration$/);
});

test("a card dialog moves with the arrow keys and opens the full profile", async ({ page }) => {
  await page.goto("/photographers?sort=price-low");
  await page.getByTestId("band-budget").getByTestId("vendor-card").first().getByRole("button").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("dialog-position")).toHaveText("1 of 12");
  const first = await dialog.getByRole("heading").first().textContent();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByTestId("dialog-position")).toHaveText("2 of 12");
  await expect(dialog.getByRole("heading").first()).not.toHaveText(first ?? "");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByTestId("dialog-position")).toHaveText("12 of 12");
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("heading").first()).toHaveText(first ?? "");
  await dialog.getByRole("tab", { name: "Packages" }).click();
  await expect(dialog.getByText("XITO Combo 1")).toBeVisible();
  await dialog.getByRole("link", { name: "View Full Profile" }).click();
  await expect(page).toHaveURL(/\/vendor\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: first ?? "" })).toBeVisible();
});

test("contacts are for signed-in couples: a visitor is asked to sign in, the demo couple unlocks and sees the promo code", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const id = await vendorIdByName(page, "Himalayan Frames Studio");
  await page.goto(`/vendor/${id}`);
  await expect(page.getByText("9841234567")).toHaveCount(0);
  await page.getByRole("button", { name: "Request Contact Info" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Sign in to see the contacts")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "9841234567" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Email").fill("couple@bihe.demo");
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign In" }).click();
  // Back on the vendor page, the contact is made at once (no second form).
  await expect(page).toHaveURL(new RegExp(`/vendor/${id}$`));
  const revealed = page.getByRole("dialog");
  await expect(page.getByText("Contact Details Accessed")).toBeVisible();
  const code = revealed.getByTestId("promo-code");
  await expect(code).toHaveText(/^[A-Z0-9]{8}$/);
  await expect(revealed.getByRole("link", { name: "9841234567" })).toBeVisible();
  await revealed.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Promo code copied to clipboard")).toBeVisible();
  // Already unlocked: the page shows the contacts and the same code itself.
  const shown = (await code.textContent()) ?? "";
  await revealed.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("promo-code")).toHaveText(shown);
});

test("a visitor leaves a review and sees it on the vendor page", async ({ page }) => {
  const id = await vendorIdByName(page, "Chitwan Candid Co.");
  await page.goto(`/review/${id}`);
  await expect(page.getByRole("heading", { name: "Review Chitwan Candid Co." })).toBeVisible();
  // A visitor confirms an email with a code first (e2e/reviews.spec.ts has the rest).
  const email = uniqueEmail("visitor");
  await page.getByLabel("Your email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("6-digit code").fill(await latestCode(page.request, email));
  await page.getByRole("button", { name: "Confirm email" }).click();
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Please fill in your name and rating")).toBeVisible();
  await page.getByLabel("Your name *").fill("Bibek Adhikari");
  await page.getByRole("button", { name: "5 stars" }).click();
  await page.getByLabel("Your review (optional)").fill("<b>Superb</b> candid shots at our reception!");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByTestId("review-thanks").getByText("Review Submitted!")).toBeVisible();
  await page.getByRole("link", { name: "View vendor profile" }).click();
  await page.getByRole("tab", { name: "Reviews" }).click();
  const first = page.getByTestId("reviews").getByRole("listitem").first();
  await expect(first).toContainText("Bibek Adhikari");
  await expect(first).toContainText("<b>Superb</b> candid shots"); // plain text, shown escaped
});

test("an unknown vendor shows Vendor Not Found and the review page goes home", async ({ page }) => {
  await page.goto("/vendor/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Vendor Not Found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  await expect(page).toHaveTitle("Vendor Not Found | Bihe");
  await page.goto("/review/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Vendor not found. Please check the link and try again.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the listing and the vendor page fit a phone", async ({ page }) => {
    await page.goto("/photographers");
    await expect(page.getByTestId("band-premium")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const id = await vendorIdByName(page, "Everest Cinematics");
    await page.goto(`/vendor/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Everest Cinematics" })).toBeVisible();
    await page.getByRole("tab", { name: "Portfolio" }).click();
    await page.getByRole("button", { name: "Photo 1 of 10" }).click();
    await expect(page.getByTestId("lightbox-image")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("Photo 2 of 10", { exact: true }).last()).toBeVisible();
    await page.keyboard.press("Escape");
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);
  });
});

test("a shared vendor link paints from its own HTML, and its tabs follow the arrow keys", async ({ page }) => {
  const id = await vendorIdByName(page, "Everest Cinematics");
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/vendors")) asked.push(r.url());
  });
  await page.goto(`/vendor/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Everest Cinematics" })).toBeVisible();
  await page.goto("/photographers?sort=rating");
  await expect(page.getByTestId("band-all")).toBeVisible(); // Highest Rated is one flat list (decision 0012)
  // Both pages came with their answers: the app asked the API for neither.
  expect(asked).toEqual([]);

  await page.goto(`/vendor/${id}`);
  const overview = page.getByRole("tab", { name: "Overview" });
  await expect(overview).toHaveAttribute("aria-selected", "true");
  // The tabs arrive drawn by the server; keys work once the app has taken the page over (disabled until then).
  await expect(page.locator("#root")).not.toHaveAttribute("aria-disabled");
  await overview.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Packages" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Packages" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Service Areas" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(overview).toHaveAttribute("aria-selected", "true");
});

test("a vendor page that fails to load says so and loads on Try Again", async ({ page }) => {
  const id = await vendorIdByName(page, "Everest Cinematics");
  await page.route("**/api/vendors/*", (route) => route.abort("internetdisconnected"));
  // Upper case: the page's HTML embeds the answer under the lower-case id, so the app asks the API.
  await page.goto(`/vendor/${id.toUpperCase()}`);
  await expect(page.getByRole("heading", { name: "Failed to load vendor details" })).toBeVisible();
  await expect(page.getByText("Please check your connection and try again.")).toBeVisible();
  await page.unroute("**/api/vendors/*");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Everest Cinematics" })).toBeVisible();
});

test("a vendor's map pin shows as a map on its page when asked for: a photographer's and a hall's", async ({
  page,
}) => {
  const pages = [
    { id: await vendorIdByName(page, "Himalayan Frames Studio"), pin: "27.7285,85.3306" },
    { id: await vendorIdByName(page, "Durbar Banquet & Events", "banquets"), pin: "27.6915,85.3422" },
  ];
  const google: string[] = [];
  page.on("request", (r) => {
    if (/google\.com/.test(new URL(r.url()).hostname)) google.push(r.url());
  });
  for (const { id, pin } of pages) {
    await page.goto(`/vendor/${id}`);
    // Nothing is asked of Google until the visitor asks for the map (decision 0029); a link opens the pin there.
    await expect(page.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute(
      "href",
      `https://maps.google.com/maps?q=${pin}&z=16`,
    );
    await expect(page.getByTitle("Map", { exact: true })).toHaveCount(0);
    expect(google).toEqual([]);
    await page.getByRole("button", { name: "Show map" }).click();
    // The embed the server built from the pin (the older embed form, allowed by the page's frame-src).
    await expect(page.getByTitle("Map", { exact: true })).toHaveAttribute(
      "src",
      `https://maps.google.com/maps?q=${pin}&z=16&output=embed`,
    );
    google.length = 0;
  }
});
