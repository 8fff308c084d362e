import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { latestCode, uniqueEmail } from "./support/helpers";

/**
 * What a couple meets at the edges of the marketplace, in English and Nepali: at the rolling cap of new
 * vendors the contact button is off and says how long to wait (not 'tomorrow'); a couple planning a number
 * of guests finds the halls that seat them; every vendor type has its place pages.
 */

const SHOTS = ".tmp/screens/couples-rough-edges";

/** The page at a phone's and a desktop's width, saved for a person to look at. */
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
  if (before) await page.setViewportSize(before);
}

/** A new verified couple with a profile, signed in on the page's context. */
async function newCouple(page: Page, phone: string) {
  const req = page.context().request;
  const email = uniqueEmail("capped-couple");
  const signUp = await req.post("/api/auth/sign-up/email", {
    data: { email, password: "secret123", name: "", role: "customer" },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const verify = await req.post("/api/auth/email-otp/verify-email", {
    data: { email, otp: await latestCode(req, email) },
  });
  expect(verify.ok(), await verify.text()).toBeTruthy();
  const profile = await req.put("/api/customer/profile", { data: { fullName: "Anita Gurung", phone } });
  expect(profile.ok(), await profile.text()).toBeTruthy();
}

/** Every listed vendor's id, of every type. */
async function listedVendorIds(page: Page): Promise<string[]> {
  const ids: string[] = [];
  for (const type of ["photographers", "banquets", "decorators"]) {
    const res = await page.request.get(`/api/vendors?type=${type}&limit=50`);
    const body = (await res.json()) as { bands: { vendors: { id: string }[] }[] };
    for (const band of body.bands) for (const v of band.vendors) if (!ids.includes(v.id)) ids.push(v.id);
  }
  return ids;
}

test("at the rolling cap of new vendors the button is off and names the wait, in English and Nepali", async ({
  page,
}) => {
  await newCouple(page, "9812345670");
  const ids = await listedVendorIds(page);
  expect(ids.length).toBeGreaterThan(20);
  // Twenty new vendors in a row reach the couple's cap (the journeys' server raises the per-address cap: every journey unlocks from 127.0.0.1).
  for (const id of ids.slice(0, 20)) {
    const res = await page.request.post(`/api/vendors/${id}/unlock`, { data: {} });
    expect(res.status(), await res.text()).toBe(200);
  }
  const next = ids[20]!;

  await page.goto(`/vendor/${next}?lang=en`);
  await page.getByRole("button", { name: "Request Contact Info" }).click();
  const dialog = page.getByRole("dialog");
  const button = dialog.getByRole("button", { name: "Show contacts" });
  await expect(button).toBeDisabled();
  const reason = dialog.getByTestId("contact-reason");
  await expect(reason).toHaveText(
    /^You have contacted 20 new vendors in the last 24 hours, the limit\. Vendors you already contacted stay open; you can contact a new vendor in 24 hours\.$/,
  );
  await expect(button).toHaveAccessibleDescription(/^You have contacted 20 new vendors/);
  await expect(dialog).not.toContainText(/tomorrow|today/);
  await shoot(page, "contact-capped-en");

  await page.goto(`/vendor/${next}?lang=ne`);
  await page.getByRole("button", { name: "सम्पर्क विवरण माग्नुहोस्" }).click();
  const neDialog = page.getByRole("dialog");
  await expect(neDialog.getByRole("button", { name: "सम्पर्क देखाउनुहोस्" })).toBeDisabled();
  await expect(neDialog.getByTestId("contact-reason")).toHaveText(
    "तपाईंले पछिल्लो २४ घण्टामा २० नयाँ भेन्डरलाई सम्पर्क गरिसक्नुभयो, यो सीमा हो। पहिले सम्पर्क गरेका भेन्डर खुलै रहन्छन्; २४ घण्टापछि नयाँ भेन्डरलाई सम्पर्क गर्न सक्नुहुन्छ।",
  );
  await expect(neDialog).not.toContainText("भोलि");
  await shoot(page, "contact-capped-ne");

  // A vendor contacted before the cap stays open.
  await page.goto(`/vendor/${ids[0]}?lang=en`);
  await expect(page.getByRole("complementary").getByTestId("promo-code")).toHaveText(/^[A-Z0-9]{8}$/);
});

test("a studio serving five districts names them, not 'All Nepal', and its district links open its place pages", async ({
  page,
}) => {
  const res = await page.request.get("/api/vendors?type=photographers&q=Himalayan%20Frames");
  const body = (await res.json()) as { bands: { vendors: { id: string; companyName: string }[] }[] };
  const studio = body.bands.flatMap((b) => b.vendors).find((v) => v.companyName === "Himalayan Frames Studio")!;

  await page.goto(`/vendor/${studio.id}?lang=en`);
  await page.getByRole("tab", { name: "Service Areas" }).click();
  const areas = page.getByRole("tabpanel");
  await expect(areas.getByText("Kathmandu Valley, Chitwan, Kaski", { exact: true })).toBeVisible();
  await expect(page.getByText("All Nepal")).toHaveCount(0);
  await shoot(page, "service-areas-en");
  await areas.getByRole("link", { name: "Chitwan" }).click();
  await expect(page).toHaveURL(/\/photographers\/in\/chitwan$/);
  await expect(page.getByRole("button", { name: "Himalayan Frames Studio" }).first()).toBeVisible();

  await page.goto(`/vendor/${studio.id}?lang=ne`);
  await page.getByRole("tab", { name: "सेवा क्षेत्र" }).click();
  await expect(page.getByRole("tabpanel").getByText("काठमाडौँ उपत्यका, चितवन, कास्की", { exact: true })).toBeVisible();
  await expect(page.getByText("सम्पूर्ण नेपाल")).toHaveCount(0);
  await shoot(page, "service-areas-ne");
});

test("a couple planning 300 guests types the number and sees the halls that seat them, in English and Nepali", async ({
  page,
}) => {
  await page.goto("/banquets?lang=en");
  const field = page.getByRole("textbox", { name: "Guests" });
  await expect(page.getByRole("button", { name: "Bhaktapur Newa Bhoj Griha" }).first()).toBeVisible();
  await field.fill("300");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/banquets\?guests=300$/);
  await expect(page.getByText("Halls that seat 300 guests")).toBeVisible();
  // A hall of 180 is gone; one of 350 stays; every hall listed seats 300.
  await expect(page.getByRole("button", { name: "Patan Royal Party Palace" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Bhaktapur Newa Bhoj Griha" })).toHaveCount(0);
  const listed = (await (await page.request.get("/api/vendors?type=banquets&guests=300")).json()) as {
    bands: { vendors: { capacity: number | null }[] }[];
  };
  const capacities = listed.bands.flatMap((b) => b.vendors.map((v) => v.capacity ?? 0));
  expect(capacities.length).toBeGreaterThan(3);
  for (const c of capacities) expect(c).toBeGreaterThanOrEqual(300);
  await shoot(page, "banquets-guests-en");

  // The number travels in the address: a shared link opens with it, in Nepali too.
  await page.goto("/banquets?guests=300&lang=ne");
  await expect(page.getByRole("textbox", { name: "पाहुना" })).toHaveValue("300");
  await expect(page.getByText("३०० जना पाहुना अट्ने हल")).toBeVisible();
  await expect(page.getByRole("button", { name: "Bhaktapur Newa Bhoj Griha" })).toHaveCount(0);
  // Typed with a Nepali keyboard, it reads the same.
  const neField = page.getByRole("textbox", { name: "पाहुना" });
  await neField.fill("");
  await neField.pressSequentially("१२००");
  await neField.press("Enter");
  await expect(page).toHaveURL(/guests=1200/);
  await expect(page.getByText("१,२०० जना पाहुना अट्ने हल")).toBeVisible();
  await expect(page.getByRole("button", { name: "Narayani Garden Banquet" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Patan Royal Party Palace" })).toHaveCount(0);
  await shoot(page, "banquets-guests-ne");

  // Emptied, every hall is back.
  await neField.fill("");
  await neField.press("Enter");
  await expect(page).not.toHaveURL(/guests=/);
  await expect(page.getByRole("button", { name: "Bhaktapur Newa Bhoj Griha" }).first()).toBeVisible();
});

test("halls and decorators have place pages: a heading, breadcrumbs, their vendors, in English and Nepali", async ({
  page,
}) => {
  const banquets = await page.goto("/banquets/in/kathmandu?lang=en");
  expect(banquets?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Banquet halls in Kathmandu, Bagmati");
  await expect(page.getByTestId("place-intro")).toContainText("1 banquet hall is in Kathmandu, Bagmati.");
  await expect(page.getByRole("button", { name: "Durbar Banquet & Events" }).first()).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
  await expect(crumbs.getByRole("link", { name: "Banquet halls" })).toHaveAttribute("href", "/banquets");
  await expect(crumbs.getByRole("link", { name: "Bagmati" })).toHaveAttribute("href", "/banquets/in/bagmati");
  await shoot(page, "banquets-place-en");

  const decorators = await page.goto("/decorators/in/lalitpur?lang=ne");
  expect(decorators?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ललितपुर, बागमतीका बिहेका डेकोरेटरहरू");
  await expect(page.getByRole("button", { name: "Marigold Mandap Studio" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Shubha Mangal Decorators" }).first()).toBeVisible();
  // 'Browse by district' lists the decorators' districts and links to their decorator pages.
  await expect(page.getByRole("link", { name: /^काठमाडौँ/ }).last()).toHaveAttribute("href", "/decorators/in/kathmandu");
  await shoot(page, "decorators-place-ne");

  // A decorator's service areas lead to the decorators' page of each district.
  const res = await page.request.get("/api/vendors?type=decorators&q=Shubha");
  const body = (await res.json()) as { bands: { vendors: { id: string }[] }[] };
  const id = body.bands.flatMap((b) => b.vendors)[0]!.id;
  await page.goto(`/vendor/${id}?lang=en`);
  await page.getByRole("tab", { name: "Service Areas" }).click();
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /^Bhaktapur/ })
    .click();
  await expect(page).toHaveURL(/\/decorators\/in\/bhaktapur$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wedding decorators in Bhaktapur, Bagmati");
  await expect(page.getByRole("button", { name: "Shubha Mangal Decorators" }).first()).toBeVisible();
});

test("reporting a review a second time says it was already reported, not thank you again, in English and Nepali", async ({
  page,
}) => {
  await newCouple(page, "9812345671");
  const res = await page.request.get("/api/vendors?type=photographers&q=Himalayan%20Frames");
  const body = (await res.json()) as { bands: { vendors: { id: string }[] }[] };
  const id = body.bands.flatMap((b) => b.vendors)[0]!.id;
  const report = async (lang: "en" | "ne") => {
    await page.goto(`/vendor/${id}?lang=${lang}`);
    await page.getByRole("tab", { name: lang === "en" ? "Reviews" : "समीक्षा" }).click();
    const first = page.getByTestId("review-item").first();
    await first.getByRole("button", { name: lang === "en" ? "Report" : "रिपोर्ट" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: lang === "en" ? "Send report" : "रिपोर्ट पठाउनुहोस्" })
      .click();
  };
  await report("en");
  await expect(page.getByText("Thank you. An admin will look at this review.")).toBeVisible();
  await report("en");
  await expect(
    page.getByText("You have already reported this review. Your reason is updated; an admin will look at it."),
  ).toBeVisible();
  await expect(page.getByText("Thank you. An admin will look at this review.")).toHaveCount(0);
  await shoot(page, "report-again-en");
  await report("ne");
  await expect(page.getByText("तपाईंले यो समीक्षा पहिल्यै रिपोर्ट गरिसक्नुभएको छ।", { exact: false })).toBeVisible();
  await shoot(page, "report-again-ne");
});

test("the demo marketplace reads as real: a studio's own packages, reviews by different people in both languages", async ({
  page,
}) => {
  const res = await page.request.get("/api/vendors?type=photographers&q=Himalayan%20Frames");
  const body = (await res.json()) as { bands: { vendors: { id: string }[] }[] };
  const id = body.bands.flatMap((b) => b.vendors)[0]!.id;
  await page.goto(`/vendor/${id}?lang=en`);
  await page.getByRole("tab", { name: "Packages" }).click();
  for (const name of ["Wedding Day Essentials", "Haldi to Reception", "Destination Nagarkot"])
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText("XITO Combo 1")).toHaveCount(0);
  await shoot(page, "demo-packages-en");
  await page.getByRole("tab", { name: "Reviews" }).click();
  // Seven from the demo's reviewers and one from a couple whose booking is over.
  await expect(page.getByTestId("review-item")).toHaveCount(8);
  const texts = await page.getByTestId("review-item").allTextContents();
  expect(new Set(texts).size).toBe(8);
  await expect(page.getByTestId("review-item").filter({ hasText: "Booked through Bihe" })).toHaveCount(1);
  await expect(page.getByTestId("review-item").filter({ hasText: /[\u0900-\u097F]{4}/ })).toHaveCount(1);
  await shoot(page, "demo-reviews-en");
  await page.goto(`/vendor/${id}?lang=ne`);
  await page.getByRole("tab", { name: "समीक्षा" }).click();
  await expect(page.getByText("हाइलाइट भिडियो हेर्दा अहिले पनि आँसु आउँछ", { exact: false })).toBeVisible();
  await shoot(page, "demo-reviews-ne");
});
