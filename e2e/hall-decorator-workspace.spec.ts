import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { DEMO_ADMIN, DEMO_PASSWORD, latestCode, signIn, typedProfileParts, uniqueEmail } from "./support/helpers";

/**
 * The workspaces of a banquet hall and a decorator, made through the API (sign-up, their own
 * form, the admin's decision), open their dashboards: a pending one sees which tools wait for
 * approval and why; once approved it sees a couple's inquiry and review and prints its QR page,
 * and its QR PDF follows the language it chose. SCREENSHOTS=1 writes each dashboard at 390 px and
 * 1366 px, in English and Nepali, to .tmp/screens/workspaces/.
 */
type Kind = "banquet_hall" | "decorator";
const KINDS: Record<Kind, { dashboard: string; title: string; titleNe: string; form: string }> = {
  banquet_hall: {
    dashboard: "/banquet-dashboard",
    title: "Banquet Hall Dashboard",
    titleNe: "ब्याङ्क्वेट हल ड्यासबोर्ड",
    form: "/banquet-form",
  },
  decorator: {
    dashboard: "/decorator-dashboard",
    title: "Decorator Dashboard",
    titleNe: "डेकोरेटर ड्यासबोर्ड",
    form: "/decorator-form",
  },
};

async function api(baseURL: string) {
  return playwrightRequest.newContext({ baseURL });
}

/** A verified vendor account of the kind with its form submitted (pending), through the real API. */
async function submittedVendor(req: APIRequestContext, kind: Kind, name: string) {
  const email = uniqueEmail(kind === "banquet_hall" ? "hall" : "decorator");
  const password = "secret123";
  const signUp = await req.post("/api/auth/sign-up/email", {
    data: { email, password, name: "", role: "vendor", vendorType: kind },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const verify = await req.post("/api/auth/email-otp/verify-email", {
    data: { email, otp: await latestCode(req, email) },
  });
  expect(verify.ok(), await verify.text()).toBeTruthy();
  const parts = await typedProfileParts(req);
  const submit =
    kind === "banquet_hall"
      ? await req.post("/api/vendor/banquet-form", {
          data: {
            name,
            email,
            phone: "9801234567",
            city: "Kathmandu",
            capacity: 600,
            pricePerPlate: 1400,
            address: "Tinkune, Kathmandu",
            description: "A grand hall for weddings and receptions.",
            amenities: ["Air Conditioning", "Parking"],
            parkingSpaces: 80,
            businessAddress: parts.businessAddress,
            contactDetails: parts.contactDetails,
          },
        })
      : await req.post("/api/vendor/decorator-form", {
          data: {
            businessName: name,
            email,
            description: "Mandap and stage decoration for Nepali weddings.",
            address: "Lakeside, Pokhara",
            city: "Pokhara",
            specialties: ["Mandap Decoration", "Floral Arrangements"],
            eventTypes: ["Wedding", "Mehendi"],
            businessAddress: parts.businessAddress,
            contactDetails: parts.contactDetails,
            serviceAreas: parts.serviceAreas,
            packages: parts.decoratorPackages,
          },
        });
  expect(submit.ok(), await submit.text()).toBeTruthy();
  const { vendorId } = (await submit.json()) as { vendorId: string };
  return { email, password, vendorId };
}

async function decide(baseURL: string, vendorId: string, status: "approved" | "rejected", reason?: string) {
  const admin = await api(baseURL);
  const signedIn = await admin.post("/api/auth/sign-in/email", {
    data: { email: DEMO_ADMIN, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBeTruthy();
  const res = await admin.post(`/api/admin/vendors/${vendorId}/status`, { data: { status, reason } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await admin.dispose();
}

/** The demo couple unlocks the vendor's contacts (an inquiry with a promo code) and reviews it. */
async function coupleUnlocksAndReviews(baseURL: string, vendorId: string, text: string) {
  const couple = await api(baseURL);
  const signedIn = await couple.post("/api/auth/sign-in/email", {
    data: { email: "couple@bihe.demo", password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBeTruthy();
  const unlock = await couple.post(`/api/vendors/${vendorId}/unlock`, { data: {} });
  expect(unlock.ok(), await unlock.text()).toBeTruthy();
  const { promoCode } = (await unlock.json()) as { promoCode: string };
  const review = await couple.post(`/api/vendors/${vendorId}/reviews`, {
    data: { name: "Demo Couple", rating: 5, text },
  });
  expect(review.status(), await review.text()).toBe(201);
  await couple.dispose();
  return promoCode;
}

async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const size = page.viewportSize();
  fs.mkdirSync(".tmp/screens/workspaces", { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `.tmp/screens/workspaces/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function pdfOf(page: Page) {
  const res = await page.request.get("/api/vendor/review-qr.pdf");
  expect(res.status()).toBe(200);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "type-qr-e2e-")), "qr.pdf");
  fs.writeFileSync(file, await res.body());
  return {
    text: execFileSync("pdftotext", [file, "-"]).toString(),
    info: execFileSync("pdfinfo", [file]).toString(),
  };
}

for (const kind of ["banquet_hall", "decorator"] as const) {
  const k = KINDS[kind];
  test(`a ${kind === "banquet_hall" ? "banquet hall" : "decorator"} sees what waits for approval, then its inquiry and review, and prints its QR page`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const name = `${kind === "banquet_hall" ? "Shubha Vivah Banquet" : "Phoolbari Decor"} ${Date.now()}`;
    const req = await api(baseURL!);
    const vendor = await submittedVendor(req, kind, name);
    await req.dispose();

    // Pending: the application card and the tools, the review ones locked and saying why.
    await signIn(page, vendor.email, vendor.password);
    await expect(page).toHaveURL(new RegExp(`${k.dashboard}$`));
    await expect(page.getByRole("heading", { name: k.title })).toBeVisible();
    const card = page.getByTestId("application-status");
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card.getByTestId("status-badge")).toHaveText("Pending Review");
    await expect(card.getByTestId("bs-date")).toContainText(/20\d\d/);
    await expect(page.getByTestId("tile-reviews")).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByTestId("tile-print-qr")).toHaveAttribute("aria-disabled", "true");
    // Playwright counts aria-disabled as disabled; a person's tap still reaches it and gets the reason.
    await page.getByTestId("tile-reviews").click({ force: true });
    await expect(page.getByText("Reviews available after profile approval").first()).toBeVisible();
    await expect(page.getByTestId("tile-edit-profile")).toHaveAttribute("href", k.form);
    await expect(page.getByTestId("tile-inquiries")).toContainText("0 customer inquiries");
    await shoot(page, `${kind}-pending`);

    // Rejected with a reason: the dashboard says why (the decorator's journey), then approved.
    if (kind === "decorator") {
      await decide(baseURL!, vendor.vendorId, "rejected", "Please add photos of your mandap work.");
      await page.reload();
      await expect(card.getByTestId("status-badge")).toHaveText("Rejected");
      await expect(card.getByTestId("decision-reason")).toContainText("Please add photos of your mandap work.");
      await shoot(page, `${kind}-rejected`);
    }
    await decide(baseURL!, vendor.vendorId, "approved");
    const review = `${name} made our wedding beautiful.`;
    const promoCode = await coupleUnlocksAndReviews(baseURL!, vendor.vendorId, review);

    // Approved: the inquiry and the review reach the dashboard and their pages.
    await page.reload();
    await expect(card.getByTestId("status-badge")).toHaveText("Approved");
    await expect(page.getByTestId("tile-inquiries")).toContainText("1 customer inquiry");
    await expect(page.getByTestId("tile-reviews")).toContainText("1 review · average 5.0");
    await shoot(page, `${kind}-approved-en`);

    await page.getByTestId("tile-inquiries").click();
    await expect(page).toHaveURL(/\/vendor-inquiries$/);
    await expect(page.getByText(promoCode)).toBeVisible();
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${k.dashboard}$`));

    // Playwright counts aria-disabled as disabled; a person's tap still reaches it and gets the reason.
    // Leads: the pipeline with its client form link, and the way back to this vendor's own dashboard.
    await page.getByTestId("tile-leads").click();
    await expect(page.getByRole("heading", { name: "Leads Dashboard" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your client form link" })).toHaveValue(
      new RegExp(`/client-form/${vendor.vendorId}$`),
    );
    await page.getByRole("link", { name: "Vendor workspace" }).click();
    await expect(page).toHaveURL(new RegExp(`${k.dashboard}$`));
    // Its clients' intake form asks for the event, not for a photo crew.
    await page.goto(`/client-form/${vendor.vendorId}`);
    await expect(page.getByLabel("Event *").first()).toBeVisible();
    await expect(page.getByLabel("Drone")).toHaveCount(0);
    await page.goto(k.dashboard);
    await expect(page).toHaveURL(new RegExp(`${k.dashboard}$`));

    await page.getByTestId("tile-reviews").click();
    await expect(page).toHaveURL(/\/vendor-reviews$/);
    await expect(page.getByText(review)).toBeVisible();
    await expect(page.getByTestId("review-count")).toHaveText("1");
    await page.goBack();

    // The printable QR page opens in a new window with the vendor's name and its QR code.
    const popupPromise = page.waitForEvent("popup");
    await page.getByTestId("tile-print-qr").click();
    const popup = await popupPromise;
    await expect(popup.getByRole("heading", { name })).toBeVisible();
    await expect(popup.getByRole("img", { name: "QR code for your review link" })).toBeVisible();
    await expect(popup.getByText(`/review/${vendor.vendorId}`)).toBeVisible();
    await popup.close();
    const english = await pdfOf(page);
    expect(english.text).toContain(name);
    expect(english.text).toContain("Scan the QR code");

    // In Nepali: the dashboard, and the QR PDF in the language the vendor chose.
    await page.getByRole("button", { name: "नेपाली" }).first().click();
    await expect(page.getByRole("heading", { name: k.titleNe })).toBeVisible();
    await expect(page.getByTestId("tile-inquiries")).toContainText("१ ग्राहकको सोधपुछ");
    await shoot(page, `${kind}-approved-ne`);
    await expect
      .poll(async () => (await pdfOf(page)).info)
      .toMatch(new RegExp(`Title:\\s+${name} - समीक्षाको क्यूआर कोड`));
    expect((await pdfOf(page)).text).not.toContain("Scan the QR code");
  });
}
