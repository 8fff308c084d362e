import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { defaultVendorApplication } from "../../packages/shared/src/vendor-form/defaults";

export const DEMO_PASSWORD = "demo1234";
export const DEMO_ADMIN = "admin@bihe.demo";

/**
 * After a journey, closes the browser contexts it opened besides its own page's (`test.afterEach`): left open,
 * each stayed a live app page (the bell asks for its count every minute) in the worker's browser for the rest of
 * the run.
 */
export async function closeExtraContexts({ browser, context }: { browser: Browser; context: BrowserContext }) {
  for (const other of browser.contexts()) if (other !== context) await other.close();
}

export const uniqueEmail = (prefix = "user") => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.bihe`;

/** The newest 6-digit code sent to an address (from the development outbox). */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get("/api/dev/mailbox");
      const { emails } = (await res.json()) as { emails: { toAddress: string; code: string | null }[] };
      code = emails.find((e) => e.toAddress === email.toLowerCase() && e.code)?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Signs in through the login page and waits to leave it. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Creates a verified photography vendor through the real sign-up and code flow (API calls
 * on the page's context, so the browser holds the session cookie afterwards).
 */
export async function signUpVendor(page: Page, opts: { email?: string; password?: string; vendorType?: string } = {}) {
  const email = opts.email ?? uniqueEmail("vendor");
  const password = opts.password ?? "secret123";
  const req = page.context().request;
  const res = await req.post("/api/auth/sign-up/email", {
    data: { email, password, name: "", role: "vendor", vendorType: opts.vendorType ?? "wedding_cinematographer" },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const otp = await latestCode(req, email);
  const verify = await req.post("/api/auth/email-otp/verify-email", { data: { email, otp } });
  expect(verify.ok(), await verify.text()).toBeTruthy();
  return { email, password };
}

const MAP = "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3532!2d85.32!3d27.70";

/** A complete application in Kathmandu for a new company name (journeys that submit through the API). */
export async function kathmanduApplication(page: Page, companyName: string, email: string) {
  const tree = await (await page.request.get("/api/locations")).json();
  const bagmati = tree.provinces.find((p: { name: string }) => p.name === "Bagmati");
  const ktm = bagmati.districts.find((d: { name: string }) => d.name === "Kathmandu");
  const a = defaultVendorApplication(email);
  a.businessProfile = { ...a.businessProfile, companyName, description: "Wedding films and photos.", companyAge: 5 };
  a.businessAddress = {
    ...a.businessAddress,
    provinceId: bagmati.id,
    districtId: ktm.id,
    municipalityId: ktm.municipalities[0].id,
    ward: 4,
    areaName: "Baneshwor",
    toleStreet: "Shantinagar Marg",
    googleMapsIframe: MAP,
  };
  a.contactDetails.contactPersons[0] = {
    name: "Sita Sharma",
    mobile: "9800000001",
    whatsapp: "",
    sameAsMobile: true,
    secondaryContact: "",
  };
  a.serviceAreas.areas = [{ provinceId: bagmati.id, districtId: ktm.id }];
  return a;
}

/** Signs up through /banquet-signup or /decorator-signup with the emailed code; the browser lands on the form. */
export async function signUpTypedVendor(page: Page, path: "/banquet-signup" | "/decorator-signup", email: string) {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm Password").fill("secret123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Verify your email")).toBeVisible();
  await page.getByLabel("Verification code").fill(await latestCode(page.request, email));
  await page.getByRole("button", { name: "Verify & Continue" }).click();
}

/** The admin approves a pending vendor from its type's list (/admin/banquets, /admin/decorators). */
export async function adminApprovesFromList(page: Page, path: string, name: string) {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(path);
  const card = page.getByTestId("vendor-card").filter({ hasText: name });
  await card.getByRole("button", { name: "Approve", exact: true }).click();
  await page.getByRole("tab", { name: /Approved/ }).click();
  await expect(page.getByTestId("vendor-card").filter({ hasText: name })).toContainText("Approved");
}

/**
 * The signed-in demo couple opens a vendor's page, unlocks its contacts (the promo code is
 * returned) and writes a review; returns the promo code.
 */
export async function coupleUnlocksAndReviews(
  page: Page,
  vendorId: string,
  review: string,
  contactName?: string,
): Promise<string> {
  await signIn(page, "couple@bihe.demo", DEMO_PASSWORD);
  await page.goto(`/vendor/${vendorId}`);
  await page.getByRole("button", { name: "Request Contact Info" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Show contacts" }).click();
  const code = (await dialog.getByTestId("promo-code").textContent()) ?? "";
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  if (contactName) await expect(dialog.getByTestId("contact-revealed")).toContainText(contactName);
  await page.keyboard.press("Escape");
  await page.goto(`/review/${vendorId}`);
  await expect(page.getByTestId("review-posting-as")).toContainText("couple@bihe.demo");
  await page.getByLabel("Your name *").fill("Sita Sharma");
  await page.getByRole("button", { name: "5 stars" }).click();
  await page.getByLabel("Your review (optional)").fill(review);
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByTestId("review-thanks").getByText("Review Submitted!")).toBeVisible();
  return code;
}

/** The vendor finds the couple's inquiry (with its promo code) and review in its workspace. */
export async function vendorSeesInquiryAndReview(page: Page, code: string, review: string) {
  await page.goto("/vendor-inquiries");
  await expect(page.getByRole("listitem").filter({ hasText: "Sita Sharma" })).toContainText(code);
  await page.goto("/vendor-reviews");
  await expect(page.getByTestId("workspace-review").filter({ hasText: review })).toContainText("Sita Sharma");
}

/** Picks a place in a listing's place filter (Province, District, Municipality comboboxes). */
export async function pickPlace(page: Page, label: string, text: string) {
  const box = page.getByRole("combobox", { name: label });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await page
    .getByRole("option", { name: new RegExp(`^${text}`) })
    .first()
    .click();
}

/** Picks an option of a wizard-style combobox (Province, District, Municipality, Area) by typing part of it. */
export async function pickFromList(page: Page, level: string, typed: string, option: string) {
  const box = page.getByRole("combobox", { name: level, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole("listbox", { name: level }).getByRole("option", { name: option, exact: false }).first().click();
  await expect(box).toHaveValue(option);
}

/**
 * The parts a hall's or decorator's form needs for a public page, for journeys that submit
 * through the API (the place by ids with a map, the contact the unlock reveals, a district served and a
 * decorator's package).
 */
export async function typedProfileParts(request: APIRequestContext) {
  const tree = await (await request.get("/api/locations")).json();
  const bagmati = tree.provinces.find((p: { name: string }) => p.name === "Bagmati");
  const ktm = bagmati.districts.find((d: { name: string }) => d.name === "Kathmandu");
  return {
    businessAddress: {
      provinceId: bagmati.id,
      districtId: ktm.id,
      municipalityId: ktm.municipalities[0].id,
      ward: 4,
      areaName: "Baneshwor",
      toleStreet: "",
      googleMapsIframe: MAP,
    },
    contactDetails: {
      contactPersons: [
        { name: "Sita Sharma", mobile: "9800000001", whatsapp: "", sameAsMobile: true, secondaryContact: "" },
      ],
    },
    serviceAreas: { areas: [{ provinceId: bagmati.id, districtId: ktm.id }] },
    decoratorPackages: [{ packageName: "Mandap package", price: 45_000, includes: "Mandap, flowers and lights" }],
  };
}

/** The place (Lalitpur, ward 2, Sanepa, with the map pin) and the contact person, through the form. */
export async function fillTypedPlaceAndContact(page: Page, contact = { name: "Kamala Shakya", mobile: "9856012345" }) {
  await pickFromList(page, "Province", "bagm", "Bagmati");
  await pickFromList(page, "District", "lalit", "Lalitpur");
  await pickFromList(page, "Municipality", "lalitpur metro", "Lalitpur Metropolitan City");
  const ward = page.getByRole("combobox", { name: "Ward", exact: true });
  await ward.click();
  await ward.fill("2");
  await ward.press("Enter");
  await expect(ward).toHaveValue("Ward 2");
  await pickFromList(page, "Area", "Sane", "Sanepa");
  await page.getByLabel("Latitude").fill("27.6846");
  await page.getByLabel("Longitude").fill("85.3063");
  await page.getByRole("textbox", { name: "Name", exact: true }).first().fill(contact.name);
  await page.getByRole("textbox", { name: "Mobile", exact: true }).first().fill(contact.mobile);
}

/** A decorator's first package and a province it serves, through the form. */
export async function fillDecoratorPackageAndArea(page: Page, price = "45000") {
  await page.getByLabel("Package name").fill("Mandap package");
  await page.getByLabel("Price (Rs.)").fill(price);
  await page.getByLabel("What is included").fill("Mandap, flowers and lights");
  await page.getByRole("checkbox", { name: "Bagmati", exact: true }).check();
}
