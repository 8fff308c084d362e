import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, latestCode, signUpVendor, uniqueEmail } from "./support/helpers";

/**
 * The product in Nepali (docs/decisions/0008 and 0026). The browser starts in English (en-US); the switch, the
 * cookie, the account and the server-sent HTML carry the choice.
 */

const DEVANAGARI_DIGIT = /[०-९]/;

/** A browser context (English browser, no language chosen on it) signed in as a demo account. */
async function signedIn(browser: Browser, email: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: "en-US", ...options });
  const res = await context.request.post("/api/auth/sign-in/email", { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), email).toBeTruthy();
  return context;
}

async function firstVendorId(page: Page): Promise<string> {
  const res = await page.request.get("/api/vendors/featured");
  const body = (await res.json()) as { vendors: { id: string }[] };
  expect(body.vendors.length).toBeGreaterThan(0);
  return body.vendors[0]!.id;
}

test("switch to नेपाली on the home page, browse photographers, open a vendor; reload keeps the language", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Find your wedding photographer, banquet hall and decorator in Nepal",
  );

  await page.getByRole("button", { name: "नेपाली" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "नेपालमा आफ्नो बिहेका लागि फोटोग्राफर, ब्याङ्क्वेट हल र डेकोरेटर खोज्नुहोस्",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByRole("button", { name: "नेपाली" })).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "नेपालमा आफ्नो बिहेका लागि फोटोग्राफर, ब्याङ्क्वेट हल र डेकोरेटर खोज्नुहोस्",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");

  await page.getByRole("link", { name: "फोटोग्राफर हेर्नुहोस्" }).first().click();
  await expect(page).toHaveURL(/\/photographers/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("बिहेका फोटोग्राफरहरू");
  // Counts and prices the Nepali way: Devanagari digits, रु.
  await expect(page.getByText(/फोटोग्राफर भेटिए?$/)).toContainText(DEVANAGARI_DIGIT);
  await expect(page.getByText(/^बिहेको प्याकेज रु\. [०-९,]+ देखि सुरु$/).first()).toBeVisible();

  const id = await firstVendorId(page);
  await page.goto(`/vendor/${id}`);
  await expect(page.getByRole("tab", { name: "परिचय" })).toBeVisible();
  await page.getByRole("tab", { name: "प्याकेज" }).click();
  await expect(page.getByText(/^रु\. [०-९,]+$/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: "परिचय" })).toBeVisible();

  // And back: English is one tap away, and stays after a reload.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a vendor signs up in Nepali through the code step; the code email and the account are Nepali", async ({
  page,
}) => {
  const email = uniqueEmail("ne-vendor");
  await page.goto("/signup?lang=ne");
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await page.getByRole("button", { name: /^भेन्डर/ }).click();
  await page.getByRole("button", { name: /फोटोग्राफी कम्पनी/ }).click();
  await expect(page).toHaveURL(/\/vendor-signup/);
  await page.getByLabel("इमेल").fill(email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill("secret123");
  await page.getByLabel("पासवर्ड फेरि लेख्नुहोस्").fill("secret123");
  await page.getByRole("button", { name: "खाता खोल्नुहोस्" }).click();
  await expect(page.getByText("आफ्नो इमेल प्रमाणित गर्नुहोस्")).toBeVisible();

  const mailbox = (await (await page.request.get("/api/dev/mailbox")).json()) as {
    emails: { toAddress: string; subject: string; body: string }[];
  };
  const mail = mailbox.emails.find((e) => e.toAddress === email);
  expect(mail?.subject).toContain("प्रमाणीकरण कोड");

  // A wrong code is refused in Nepali.
  await page.getByLabel("प्रमाणीकरण कोड").fill("12");
  await page.getByRole("button", { name: "प्रमाणित गरेर अगाडि बढ्नुहोस्" }).click();
  await expect(page.getByText("कृपया ६ अङ्कको सही कोड लेख्नुहोस्").first()).toBeVisible();

  await page.getByLabel("प्रमाणीकरण कोड").fill(await latestCode(page.request, email));
  await page.getByRole("button", { name: "प्रमाणित गरेर अगाडि बढ्नुहोस्" }).click();
  await expect(page).toHaveURL(/\/vendor-form\/wedding-cinematographer$/);
  await expect(page.getByRole("heading", { name: "भेन्डर दर्ता" })).toBeVisible();

  // The wizard's shared validation messages show in Nepali.
  await page.getByRole("button", { name: "अर्को" }).click();
  await expect(page.getByText("कम्पनीको नाम चाहिन्छ")).toBeVisible();

  // The account remembers Nepali: a new browser (no cookie) signing in gets Nepali.
  const account = (await (await page.request.get("/api/locale")).json()) as { account: string };
  expect(account.account).toBe("ne");
});

test("a link to a Nepali page opens in Nepali for a signed-in user whose account is English", async ({ browser }) => {
  // A device where no language was chosen: the account's (English) would be shown, but the address names Nepali.
  const context = await signedIn(browser, "decorator@bihe.demo");
  expect(((await (await context.request.get("/api/locale")).json()) as { account: string }).account).toBe("en");
  const page = await context.newPage();
  const accountAsked = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/locale");
  await page.goto("/decorator-dashboard?lang=ne");
  await accountAsked;
  await page.waitForTimeout(500); // what the page did with the account's answer
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("डेकोरेटर ड्यासबोर्ड");
  // The link chose this page's language, not the account's.
  expect(((await (await context.request.get("/api/locale")).json()) as { account: string }).account).toBe("en");
  await context.close();
});

test("a vendor's leads in Nepali: event names, times, contact days and places", async ({ browser }) => {
  const context = await signedIn(browser, "studio@bihe.demo", { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/photographer-leads/queue?lang=ne");
  // The demo lead: a wedding on both sides, call any day at 6:30 PM, the bride's side in Kathmandu.
  const card = page.getByRole("listitem").filter({ hasText: "Pooja & Nabin Adhikari" });
  await expect(card).toContainText("बिहे (दुवैपट्टि)");
  await expect(card).toContainText("काठमाडौँ");
  await expect(card).toContainText("बेलुका ६:३० · जुनसुकै दिन");
  await card.getByRole("button", { name: "Pooja & Nabin Adhikari" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("जुनसुकै दिन");
  await expect(dialog).toContainText("Baluwatar, काठमाडौँ, बागमती");
  // The groom's side: a local level's name (the app does not carry them; the lead's answer does).
  await expect(dialog).toContainText("Lakeside, पोखरा, कास्की, गण्डकी");
  await expect(dialog).not.toContainText(/Any day|PM|Wedding|Bagmati|Pokhara/);
  await context.close();
});

test("the admin's lists in Nepali: statuses, types, dates, counts, places and facilities", async ({ browser }) => {
  const context = await signedIn(browser, "admin@bihe.demo", { viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto("/admin-dashboard?lang=ne");
  const rows = page.getByTestId("vendor-row");
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: "Dharan Dream Studio" })).toContainText("स्वीकृत");
  await expect(rows.filter({ hasText: "Dharan Dream Studio" })).toContainText("बिहेको फोटो/भिडियो");
  await expect(page.getByText(/^[०-९]+$/).first()).toBeVisible(); // the counts
  for (const english of [
    /Pending|Approved|Rejected/,
    /Wedding Cinematographer|Banquet Hall/,
    / (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) /,
  ])
    await expect(page.getByTestId("vendor-row").filter({ hasText: english })).toHaveCount(0);

  await page.goto("/admin/photographers?lang=ne");
  await page.getByRole("tab", { name: "स्वीकृत", exact: true }).click();
  await expect(page.getByTestId("vendor-card").filter({ hasText: "Dharan Dream Studio" })).toContainText(
    "Bhanu Chowk, धरान, सुनसरी",
  );
  // The edit dialog words the catalogue's events and the default terms in Nepali (stored in English).
  await page
    .getByTestId("vendor-card")
    .filter({ hasText: "Dharan Dream Studio" })
    .getByRole("button", { name: "विवरण हेर्नुहोस् र सम्पादन गर्नुहोस्" })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "मूल्य", exact: true }).click();
  await expect(dialog.getByTestId("pricing-row").first().getByRole("textbox")).toHaveValue("बिहे (दुवैपट्टि)");
  await dialog.getByRole("tab", { name: "भुक्तानीका सर्त", exact: true }).click();
  await expect(dialog.getByRole("textbox").first()).toHaveValue("बुकिङ गर्दा अग्रिम");
  await page.keyboard.press("Escape");
  await page.goto("/admin/banquets?lang=ne");
  await page.getByRole("tab", { name: "स्वीकृत", exact: true }).click();
  await expect(page.getByTestId("vendor-card").first()).toBeVisible();
  await expect(page.getByTestId("vendor-card").filter({ hasText: /Air Conditioning|WiFi|DJ System/ })).toHaveCount(0);
  await context.close();
});

test("the first visit follows the browser's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ne-NP" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "नेपालमा आफ्नो बिहेका लागि फोटोग्राफर, ब्याङ्क्वेट हल र डेकोरेटर खोज्नुहोस्",
  );
  await context.close();
});

test("the server-sent HTML of a Nepali vendor page carries a Nepali title and tags", async ({ page }) => {
  const id = await firstVendorId(page);
  const res = await page.request.get(`/vendor/${id}?lang=ne`, { headers: { "accept-language": "en-US" } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="ne"');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  expect(title).toMatch(/[\u0900-\u097F]/);
  expect(html).toMatch(/<meta property="og:title" content="[^"]*[\u0900-\u097F][^"]*">/);
  expect(html).toMatch(/<meta name="description" content="[^"]*[\u0900-\u097F][^"]*">/);
  expect(html).toContain('<meta property="og:locale" content="ne_NP">');
  expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="ne" href="[^"]*/vendor/${id}\\?lang=ne">`));
  expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="[^"]*/vendor/${id}\\?lang=en">`));
  expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="[^"]*devanagari[^"]*">/);

  const en = await (await page.request.get(`/vendor/${id}`, { headers: { "accept-language": "en-US" } })).text();
  expect(en).toContain('<html lang="en"');
  expect(/<title>([^<]*)<\/title>/.exec(en)?.[1]).not.toMatch(/[\u0900-\u097F]/);
});

test("place names and the wizard's default terms are Nepali on a card and the vendor's page; the tole stays as written", async ({
  page,
}) => {
  const found = await page.request.get("/api/vendors?q=Dharan%20Dream");
  const vendor = ((await found.json()) as { bands: { vendors: { id: string; companyName: string }[] }[] }).bands
    .flatMap((b) => b.vendors)
    .find((v) => v.companyName === "Dharan Dream Studio");
  expect(vendor).toBeTruthy();

  await page.goto("/photographers?lang=ne");
  // Dharan is a local level: its Nepali name is not among the app's own (provinces and districts).
  await expect(page.locator("article", { hasText: "Dharan Dream Studio" })).toContainText(
    "Bhanu Chowk, धरान, सुनसरी, कोशी",
  );
  await page.goto(`/vendor/${vendor!.id}?lang=ne`);
  await expect(page.getByText("Bhanu Chowk, धरान, सुनसरी, कोशी · वडा ९")).toBeVisible();
  // Its town in the title, as the server wrote it and the page keeps it.
  await expect(page).toHaveTitle(/^Dharan Dream Studio · बिहेको फोटोग्राफर र सिनेमाटोग्राफर, धरान \| /);
  // The payment terms and cancellation policy the wizard filled in (and the vendor kept) read in Nepali too.
  await page.getByRole("tab", { name: "भुक्तानी" }).click();
  await expect(page.getByText("किस्ता १", { exact: true })).toBeVisible();
  await expect(page.getByText("बुकिङ गर्दा अग्रिम", { exact: true })).toBeVisible();
  await expect(page.getByText(/कार्यक्रमको ३० वा सोभन्दा बढी दिनअघि रद्द गरेमा/)).toBeVisible();
  await expect(page.getByText(/Cancelled|Installment|Booking advance/)).toHaveCount(0);
  // In English, the spec's texts.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByText("Booking advance", { exact: true })).toBeVisible();
  await expect(page.getByText("Installment 1", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByText("Bhanu Chowk, Dharan, Sunsari, Koshi · Ward 9")).toBeVisible();
});

test("a Nepali vendor's wizard names events, places and prices in Nepali", async ({ page }) => {
  await signUpVendor(page);
  await page.goto("/vendor-form/wedding-cinematographer?step=serviceAreas&lang=ne");
  await expect(page.getByLabel("बागमती", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "जिल्लाहरू देखाउनुहोस्" }).nth(2).click();
  await expect(page.getByLabel("ललितपुर", { exact: true })).toBeVisible();
  await expect(page.getByText("Bagmati")).toHaveCount(0);

  await page.goto("/vendor-form/wedding-cinematographer?step=eventPricing&lang=ne");
  await expect(page.getByRole("heading", { level: 3, name: "बिहे", exact: true })).toBeVisible();
  await expect(page.getByText("बिहे (दुवैपट्टि)", { exact: true })).toBeVisible();
  await expect(page.getByLabel("बिहे (दुवैपट्टि) मूल्य (रु.)")).toHaveValue("120000");
  await expect(page.getByText("Wedding (Both Sides)")).toHaveCount(0);

  await page.goto("/vendor-form/wedding-cinematographer?step=comboPackages&lang=ne");
  await expect(page.locator("#pkg-0-ev-1")).toHaveValue("बिहे (दुवैपट्टि)");

  await page.goto("/vendor-form/wedding-cinematographer?step=addOnPricing&lang=ne");
  await expect(page.getByLabel("ड्रोन (रु.)")).toHaveValue("10000");
});

test("a vendor's application status names its city in Nepali", async ({ browser }) => {
  const context = await signedIn(browser, "studio@bihe.demo");
  const page = await context.newPage();
  await page.goto("/vendor-form-status?lang=ne");
  await expect(page.getByText("सहर")).toBeVisible();
  await expect(page.getByText("काठमाडौँ", { exact: true })).toBeVisible();
  await expect(page.getByText("Kathmandu", { exact: true })).toHaveCount(0);
  await context.close();
});

test("a decorator's form lists its specialties and events in Nepali", async ({ browser }) => {
  const context = await signedIn(browser, "decorator@bihe.demo");
  const page = await context.newPage();
  await page.goto("/decorator-form?lang=ne");
  await expect(page.getByLabel("मण्डप सजावट")).toBeChecked();
  await expect(page.getByLabel("स्टेज डेकोरेसन")).toBeVisible();
  await expect(page.getByText("Stage Decoration")).toHaveCount(0);
  await context.close();
});

test("a Nepali vendor reads the wizard's default terms in Nepali; kept, they stay the product's text for English readers", async ({
  page,
}) => {
  await signUpVendor(page);
  await page.goto("/vendor-form/wedding-cinematographer?step=paymentTerms&lang=ne");
  await expect(page.locator("#term-0-description")).toHaveValue("बुकिङ गर्दा अग्रिम");
  await expect(page.locator("#term-1-description")).toHaveValue("कार्यक्रम सुरु हुनुअघि");
  await expect(page.locator("#cancellationPolicy")).toHaveValue(
    /^कार्यक्रमको ३० वा सोभन्दा बढी दिनअघि रद्द गरेमा: कुल रकमको २५% लाग्छ।\nकार्यक्रमको १५ देखि २९ दिनअघि/,
  );
  await expect(page.locator("#cancellationPolicy")).not.toHaveValue(/[A-Za-z]/);

  // The vendor rewrites the last term in Nepali; the draft keeps the two untouched ones as the product's defaults.
  await page.locator("#term-2-description").fill("एल्बम दिएपछि");
  await expect(page.locator("#term-2-description")).toHaveValue("एल्बम दिएपछि");
  const draft = async () =>
    (
      (await (await page.request.get("/api/vendor/application")).json()) as {
        application: { paymentTerms: { terms: { description: string }[]; cancellationPolicy: string } };
      }
    ).application.paymentTerms;
  // The autosave's draft, once it has the change.
  await expect
    .poll(async () => (await draft()).terms.map((t) => t.description))
    .toEqual(["Booking advance", "Before event start", "एल्बम दिएपछि"]);
  expect((await draft()).cancellationPolicy).toMatch(/^Cancelled 30 or more days before the event/);

  // In English the same draft reads the product's English text and the vendor's own as written.
  await page.goto("/vendor-form/wedding-cinematographer?step=paymentTerms&lang=en");
  await expect(page.locator("#term-0-description")).toHaveValue("Booking advance");
  await expect(page.locator("#term-2-description")).toHaveValue("एल्बम दिएपछि");
  await expect(page.locator("#cancellationPolicy")).toHaveValue(/^Cancelled 30 or more days before the event/);
});

test("a hall's first package, named by the product, reads in Nepali", async ({ page }) => {
  const halls = (await (await page.request.get("/api/vendors?type=banquets")).json()) as {
    bands: { vendors: { id: string }[] }[];
  };
  const hall = halls.bands.flatMap((b) => b.vendors)[0];
  expect(hall).toBeTruthy();
  await page.goto(`/vendor/${hall!.id}?lang=ne`);
  await page.getByRole("tab", { name: "प्याकेज" }).click();
  await expect(page.getByText("स्ट्यान्डर्ड प्याकेज").first()).toBeVisible();
  await expect(page.getByText("Standard Package")).toHaveCount(0);
});

/** Main screens in Nepali at a phone's and a laptop's width: no sideways overflow, every Devanagari glyph drawn. */
for (const width of [390, 1366]) {
  test(`main screens in Nepali at ${width} px fit the screen`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "ne-NP" });
    const page = await context.newPage();
    const id = await firstVendorId(page);
    const screens: [string, string][] = [
      ["home", "/"],
      ["photographers", "/photographers"],
      ["vendor", `/vendor/${id}`],
      ["signup", "/signup"],
      ["login", "/login"],
      ["vendor-signup", "/vendor-signup"],
      ["not-found", "/no-such-page"],
    ];
    for (const [name, path] of screens) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("html")).toHaveAttribute("lang", "ne");
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} overflows sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      // The Devanagari web font is there (no empty boxes on a machine without a Devanagari font).
      expect(await page.evaluate(() => document.fonts.check("16px 'Noto Sans Devanagari'", "नेपाली"))).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
    }
    await context.close();
  });
}
