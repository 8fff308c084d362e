import { expect, type Page, test } from "@playwright/test";
import { latestCode, signUpVendor, uniqueEmail } from "./support/helpers";

/**
 * What a couple reads and where the links take them, in English and Nepali: the home hero names every
 * live vendor type, a price band says its bounds in Rs. / रु., the contact panel says an account is needed,
 * Back on a vendor opened from outside goes to its listing, a password-reset email's link opens at the new
 * password, a new account is welcomed (not welcomed back), the profile's mobile rule and budget read as in
 * Nepal, a review takes the name from the profile, review dates are BS with AD beside, and the Nepali texts
 * use Devanagari digits and the glossary's words.
 */

type Card = { id: string; companyName: string; price: number | null };
async function hallsByBand(page: Page) {
  const res = await page.request.get("/api/vendors?type=banquets");
  const body = (await res.json()) as { bands: { id: string; vendors: Card[] }[] };
  return Object.fromEntries(body.bands.map((b) => [b.id, b.vendors]));
}

test("the hero, the price bands and the contact panel say what is true, in both languages", async ({ page }) => {
  await page.goto("/?lang=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Find your wedding photographer, banquet hall and decorator in Nepal",
  );
  await page.goto("/?lang=ne");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "नेपालमा आफ्नो बिहेका लागि फोटोग्राफर, ब्याङ्क्वेट हल र डेकोरेटर खोज्नुहोस्",
  );

  // A hall at Rs. 2,200 a plate sits under 'Rs. 2,000 or more per plate', not 'From ₹2500 per plate'.
  await page.goto("/banquets?lang=en");
  await expect(page.getByText("Rs. 2,000 or more per plate", { exact: true })).toBeVisible();
  await expect(page.getByText("Under Rs. 1,200 per plate", { exact: true })).toBeVisible();
  await expect(page.getByText(/₹/)).toHaveCount(0);
  await page.goto("/photographers?lang=en");
  await expect(page.getByText("Rs. 40,000 to under Rs. 75,000", { exact: true })).toBeVisible();
  await page.goto("/banquets?lang=ne");
  await expect(page.getByText("प्रति प्लेट रु. २,००० वा सोभन्दा बढी", { exact: true })).toBeVisible();
  await expect(page.getByText("प्रति प्लेट रु. १,२०० देखि रु. २,००० भन्दा कम", { exact: true })).toBeVisible();

  const hall = (await hallsByBand(page)).premium![0]!;
  await page.goto(`/vendor/${hall.id}?lang=en`);
  const panel = page.getByRole("complementary");
  await expect(panel).toContainText("See this vendor's phone numbers and get a promo code with a free account.");
  await expect(panel).not.toContainText("Share your name and phone number");
  await page.goto(`/vendor/${hall.id}?lang=ne`);
  await expect(page.getByRole("complementary")).toContainText(
    "निःशुल्क खाताबाट यो भेन्डरको सम्पर्क नम्बर र प्रोमो कोड हेर्नुहोस्।",
  );
});

test("Back on a vendor opened from a link goes to its listing; opened from the listing, back to it", async ({
  page,
}) => {
  const hall = (await hallsByBand(page)).premium![0]!;
  // Opened straight from a link (the tab's history holds only the page before the site).
  await page.goto(`/vendor/${hall.id}?lang=en`);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/banquets$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Banquet Halls & Party Palaces");

  // From the listing, Back is the browser's own back: the listing as it was.
  await page.goto("/banquets?lang=ne");
  await page.getByRole("button", { name: hall.companyName }).first().click();
  await page.getByRole("dialog").getByRole("link", { name: "पूरा प्रोफाइल हेर्नुहोस्" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/${hall.id}`));
  await page.getByRole("button", { name: "पछाडि" }).click();
  await expect(page).toHaveURL(/\/banquets\?lang=ne$/);

  await page.goto(`/vendor/${hall.id}?lang=ne`);
  await page.getByRole("button", { name: "पछाडि" }).click();
  await expect(page).toHaveURL(/\/banquets$/);
});

test("a password-reset email's link opens at the new password, and the new password signs in", async ({ page }) => {
  const email = uniqueEmail("reset-link");
  await signUpVendor(page, { email, password: "secret123" });
  await page.context().clearCookies();
  await page.goto("/forgot-password?lang=en");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Code" }).click();
  const code = await latestCode(page.request, email);
  const mailbox = (await (await page.request.get("/api/dev/mailbox")).json()) as {
    emails: { toAddress: string; body: string; code: string | null }[];
  };
  const mail = mailbox.emails.find((e) => e.toAddress === email && e.code === code)!;
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.body)?.[0];
  expect(link, mail.body).toContain(`code=${code}`);

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText("Choose a new password.")).toBeVisible();
  await expect(page.getByLabel("6-digit code")).toHaveCount(0);
  await page.getByLabel("New Password", { exact: true }).fill("fresh-pass-9");
  await page.getByLabel("Confirm New Password").fill("fresh-pass-9");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: { email, password: "fresh-pass-9" } });
  expect(signIn.ok()).toBeTruthy();

  // A link whose code is wrong stays at the first step with the address filled in and says why.
  await page.goto(`/reset-password?email=${encodeURIComponent(email)}&code=000000&lang=en`);
  await expect(page.getByText("OTP Verification Failed")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("in Nepali, the reset email and its link speak Nepali and open at the new password", async ({ page }) => {
  const email = uniqueEmail("reset-link-ne");
  await signUpVendor(page, { email, password: "secret123" });
  // The account reads Nepali: the email and its link follow the account's language.
  expect((await page.request.put("/api/locale", { data: { locale: "ne" } })).ok()).toBe(true);
  await page.context().clearCookies();
  await page.goto("/forgot-password?lang=ne");
  await page.getByLabel("इमेल").fill(email);
  await page.getByRole("button", { name: "रिसेट कोड पठाउनुहोस्" }).click();
  const code = await latestCode(page.request, email);
  const mailbox = (await (await page.request.get("/api/dev/mailbox")).json()) as {
    emails: { toAddress: string; subject: string; body: string; code: string | null }[];
  };
  const mail = mailbox.emails.find((e) => e.toAddress === email && e.code === code)!;
  expect(mail.subject).toContain("पासवर्ड रिसेट कोड");
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.body)?.[0];
  expect(link, mail.body).toContain("lang=ne");

  await page.context().clearCookies();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText("नयाँ पासवर्ड छान्नुहोस्।")).toBeVisible();
  await expect(page.getByLabel("६ अङ्कको कोड")).toHaveCount(0);
  await page.getByLabel("नयाँ पासवर्ड", { exact: true }).fill("fresh-pass-9");
  await page.getByLabel("नयाँ पासवर्ड फेरि लेख्नुहोस्").fill("fresh-pass-9");
  await page.getByRole("button", { name: "पासवर्ड बदल्नुहोस्" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: { email, password: "fresh-pass-9" } });
  expect(signIn.ok()).toBeTruthy();
});

test("a new couple is welcomed, their mobile and budget read as in Nepal, and a review takes their name", async ({
  page,
}) => {
  const email = uniqueEmail("welcome");
  await page.goto("/customer-signup?lang=en");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("6-digit code", { exact: true }).fill(await latestCode(page.request, email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Tell vendors who you are" })).toBeVisible();
  await page.getByLabel("Full name").fill("Maya Karki");
  await page.getByLabel("Mobile number").fill("9123456789");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(
    page.getByText("Please enter a Nepali mobile number: 10 digits starting with 96, 97 or 98"),
  ).toBeVisible();
  await page.getByLabel("Mobile number").fill("9841777889");
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page).toHaveURL(/\/customer-dashboard/);
  await expect(page.getByRole("heading", { name: "Welcome!", exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: "Welcome!", exact: true })).toBeVisible();
  const budget = page.getByLabel("Rough budget in rupees (optional)");
  await budget.fill("800000");
  await budget.blur();
  await expect(budget).toHaveValue("8,00,000");
  await page.getByRole("button", { name: "Save profile" }).click();
  // The first step's save said so too; its toast may still be showing.
  await expect(page.getByText("Profile saved").last()).toBeVisible();

  // Coming back is 'Welcome back!'; the saved budget is grouped the Nepali way.
  await page.goto("/customer-dashboard?tab=profile");
  await expect(page.getByRole("heading", { name: "Welcome back!", exact: true })).toBeVisible();
  await expect(page.getByLabel("Rough budget in rupees (optional)")).toHaveValue("8,00,000");

  // The review form is signed with the profile's name.
  const hall = (await hallsByBand(page)).medium![0]!;
  await page.goto(`/review/${hall.id}`);
  await expect(page.getByLabel("Your name *")).toHaveValue("Maya Karki");

  // In Nepali: the greeting, and the mobile rule in the reader's words.
  await page.goto("/customer-dashboard?tab=profile");
  await page.getByRole("button", { name: "नेपाली" }).click();
  await expect(page.getByRole("heading", { name: "फेरि स्वागत छ!", exact: true })).toBeVisible();
  await page.getByLabel("मोबाइल नम्बर").fill("9123456789");
  await page.getByRole("button", { name: "प्रोफाइल सेभ गर्नुहोस्" }).click();
  await expect(page.getByText("कृपया नेपाली मोबाइल नम्बर लेख्नुहोस्: ९६, ९७ वा ९८ बाट सुरु हुने १० अङ्क")).toBeVisible();
});

test("review dates are BS with AD beside them; Nepali pages use Devanagari digits and the glossary's words", async ({
  page,
}) => {
  const hall = (await hallsByBand(page)).premium![0]!;
  await page.goto(`/vendor/${hall.id}?lang=en`);
  await page.getByRole("tab", { name: "Reviews" }).click();
  const date = page.getByTestId("review-item").first().locator("time").first();
  await expect(date).toHaveText(
    /^\d{1,2} (Baishakh|Jestha|Asar|Shrawan|Bhadra|Ashwin|Kartik|Mangsir|Poush|Magh|Falgun|Chaitra) 20\d\d \(\d{1,2} [A-Z][a-z]{2} 20\d\d\)$/,
  );
  await page.goto(`/vendor/${hall.id}?lang=ne`);
  await page.getByRole("tab", { name: "समीक्षा" }).click();
  await expect(page.getByTestId("review-item").first().locator("time").first()).toHaveText(
    /^[०-९]{1,2} \S+ [०-९]{4} \([०-९]{1,2} \S+ [०-९]{4}\)$/,
  );

  await page.goto("/photographers?lang=ne");
  await expect(page.getByRole("combobox", { name: "रेटिङ" }).locator("option").nth(1)).toHaveText("४.५+");
  await expect(page.getByRole("combobox", { name: "यसरी मिलाउनुहोस्" })).toBeVisible();
  await page.goto("/no-such-page?lang=ne");
  await expect(page.getByText("४०४", { exact: true })).toBeVisible();
  await page.goto("/customer-signup?lang=ne");
  await expect(page.getByText("तपाईं व्यवसायी हुनुहुन्छ?")).toBeVisible();
  await expect(page.getByRole("link", { name: "आफ्नो व्यवसाय Bihe मा राख्नुहोस्" })).toBeVisible();
});
