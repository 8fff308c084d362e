import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  closeExtraContexts,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  kathmanduApplication,
  signIn,
  signUpVendor,
} from "./support/helpers";

test.afterEach(closeExtraContexts);

/**
 * A live profile while editing, in the browser (docs/decisions/0015): an approved vendor stays live while an update waits
 * for the admin's review of a field-by-field diff; printed links keep working; a pending vendor's
 * client form takes leads; a stale draft is detected and discarded; a rejection carries its reason.
 * Every vendor made here ends rejected or pending, so the listing other journeys count is unchanged.
 */

/** A signed-in photographer (own browser context) whose application is submitted: pending. */
async function submittedVendor(browser: Browser, companyName: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const { email } = await signUpVendor(page);
  const res = await page.request.post("/api/vendor/application", {
    data: { ...(await kathmanduApplication(page, companyName, email)), version: null },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { page, vendorId: (await res.json()).vendorId as string };
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  return page;
}

async function shoot(page: Page, name: string, info: { outputPath: (n: string) => string }) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Searches the public listing by name and returns the card headings found. */
async function listingNames(page: Page, term: string) {
  await page.goto(`/photographers?q=${encodeURIComponent(term)}`);
  await expect(page.getByText(/photographers? found|No photographers found/).first()).toBeVisible();
  return page.getByTestId("vendor-card").getByRole("heading").allTextContents();
}

test("an approved vendor's change waits for the admin while the profile, review link and client form stay live; a rejection shows its reason", async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const OLD = `Everest Lens ${stamp}`;
  const NEW = `Everest Lens Films ${stamp}`;
  const vendor = await submittedVendor(browser, OLD);
  const admin = await adminPage(browser);
  const approve = await admin.request.post(`/api/admin/vendors/${vendor.vendorId}/status`, {
    data: { status: "approved" },
  });
  expect(approve.ok()).toBeTruthy();
  const visitor = await (await browser.newContext()).newPage();
  expect(await listingNames(visitor, OLD)).toContain(OLD);

  // 1. The vendor renames the company in the wizard and submits: a change request, still approved.
  const v = vendor.page;
  await v.goto("/vendor-form/wedding-cinematographer");
  await expect(v.getByTestId("live-note")).toContainText("Your profile stays online while you edit");
  await v.getByLabel("Company Name").fill(NEW);
  await v.getByRole("button", { name: "Media Upload" }).click();
  await v.getByRole("button", { name: "Submit Application" }).click();
  await expect(v.getByText("Changes submitted")).toBeVisible();
  await expect(v).toHaveURL(/\/vendor-form-status$/);
  await expect(v.getByTestId("status-badge")).toHaveText("Approved");
  await expect(v.getByTestId("change-state")).toContainText("Your changes are waiting for review");
  await shoot(v, "status-change-pending", info);

  // 2. Meanwhile the public sees the approved version: listing, review link (the QR code's), client form.
  expect(await listingNames(visitor, OLD)).toContain(OLD);
  expect(await listingNames(visitor, NEW)).not.toContain(NEW);
  await visitor.goto(`/review/${vendor.vendorId}`);
  await expect(visitor.getByText(OLD).first()).toBeVisible();
  await visitor.goto(`/client-form/${vendor.vendorId}`);
  await expect(visitor.getByRole("heading", { name: "Client Information Form" })).toBeVisible();
  await expect(visitor.getByText(OLD).first()).toBeVisible();

  // 3. The admin reads the diff (old → new) and approves it.
  await admin.goto("/admin/change-requests");
  await expect(admin.getByRole("link", { name: new RegExp(OLD) })).toBeVisible();
  await shoot(admin, "admin-change-requests", info);
  await admin.getByRole("link", { name: new RegExp(OLD) }).click();
  const row = admin.getByTestId("change-row").filter({ hasText: "Company name" });
  await expect(row.locator("del")).toHaveText(OLD);
  await expect(row.locator("ins")).toHaveText(NEW);
  await shoot(admin, "admin-change-diff", info);
  await admin.getByRole("button", { name: "Approve changes" }).click();
  await expect(admin.getByText("The new version is live.")).toBeVisible();
  await expect(admin.getByTestId("change-status")).toHaveText("Approved");

  // 4. The new text is public; the printed links still work. (A new visitor: public answers may be
  // kept by a browser for a minute, as their cache-control allows.)
  const later = await (await browser.newContext()).newPage();
  expect(await listingNames(later, NEW)).toContain(NEW);
  await later.goto(`/review/${vendor.vendorId}`);
  await expect(later.getByText(NEW).first()).toBeVisible();
  await later.goto(`/client-form/${vendor.vendorId}`);
  await expect(later.getByText(NEW).first()).toBeVisible();

  // 5. The admin rejects the vendor with a one-tap reason; the vendor reads it with the BS date.
  await admin.goto("/admin/photographers");
  await admin.getByRole("tab", { name: "Approved" }).click();
  const card = admin.getByTestId("vendor-card").filter({ hasText: NEW });
  await card.getByRole("button", { name: "Reject" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(dialog.getByText("Please give a reason")).toBeVisible();
  await dialog.getByRole("button", { name: "Prices missing" }).click();
  await expect(dialog.getByLabel("Step it concerns")).toHaveValue("eventPricing");
  await shoot(admin, "admin-reject-reason", info);
  await dialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0); // it left the Approved tab
  await admin.getByRole("tab", { name: "Rejected" }).click();
  await expect(card).toContainText("Rejected");

  await v.goto("/vendor-form-status");
  await expect(v.getByTestId("status-badge")).toHaveText("Rejected");
  const reason = v.getByTestId("decision-reason");
  await expect(reason).toContainText("Prices missing");
  await expect(reason).toContainText("About: Event Pricing");
  // Dates in Bikram Sambat with the AD date beside.
  await expect(v.getByTestId("bs-date").first()).toHaveText(
    /^\d{1,2} [A-Z][a-z]+ 20\d\d \(\d{1,2} [A-Z][a-z]{2} 20\d\d\)$/,
  );
  await shoot(v, "status-rejected-reason", info);
  await reason.getByRole("link", { name: "Go to Event Pricing" }).click();
  await expect(v.getByRole("heading", { name: "Event Pricing", level: 2 })).toBeVisible();
  await expect(v.getByTestId("decision-reason")).toContainText("Prices missing");
  await shoot(v, "wizard-step-reason", info);
});

test("a pending vendor's client-form link accepts a lead", async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(page.context().browser()!);
  const list = await (await admin.request.get("/api/admin/vendors?search=pending%40bihe.demo")).json();
  const vendorId = list.items[0].id as string;
  expect(list.items[0].status).toBe("pending");

  await page.goto(`/client-form/${vendorId}`);
  await expect(page.getByRole("heading", { name: "Client Information Form" })).toBeVisible();
  await expect(page.getByText("Tokha Photo House")).toBeVisible();
  await page.getByLabel("Name *").fill("Ramesh Karki");
  await page.getByLabel("Phone Number *").fill("9812300000");
  await page.getByLabel("Event *", { exact: true }).selectOption("Engagement");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Lead created successfully!")).toBeVisible();
});

test("a draft started before an admin edit is detected and discarded", async ({ browser }, info) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const vendor = await submittedVendor(browser, `Draft Studio ${stamp}`);
  const v = vendor.page;
  await v.goto("/vendor-form/wedding-cinematographer");
  await v.getByLabel("Company Description").fill("My own words, typed before the admin's fix.");
  await expect(v.getByText("Draft saved")).toBeVisible();

  // The admin corrects the company name meanwhile.
  const admin = await adminPage(browser);
  const detail = await (await admin.request.get(`/api/admin/vendors/${vendor.vendorId}`)).json();
  detail.application.businessProfile.companyName = `Draft Studio Corrected ${stamp}`;
  const saved = await admin.request.put(`/api/admin/vendors/${vendor.vendorId}`, {
    data: { application: detail.application, version: detail.vendor.version },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  await v.reload();
  const banner = v.getByTestId("stale-draft");
  await expect(banner).toContainText("Your application was changed since you started this draft");
  await expect(v.getByLabel("Company Name")).toHaveValue(`Draft Studio ${stamp}`);
  await shoot(v, "wizard-stale-draft", info);
  await banner.getByRole("button", { name: "Discard my draft" }).click();
  await expect(v.getByText("Draft discarded. You are now editing the latest version.")).toBeVisible();
  await expect(v.getByTestId("stale-draft")).toHaveCount(0);
  await expect(v.getByLabel("Company Name")).toHaveValue(`Draft Studio Corrected ${stamp}`);
  await expect(v.getByLabel("Company Description")).toHaveValue("Wedding films and photos.");
  // The discarded draft does not come back.
  await v.reload();
  await expect(v.getByLabel("Company Name")).toHaveValue(`Draft Studio Corrected ${stamp}`);
  await expect(v.getByTestId("stale-draft")).toHaveCount(0);
});

test("an admin's preview of a pending vendor does not say 'Verified Vendor'", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const list = await (await admin.request.get("/api/admin/vendors?search=pending%40bihe.demo")).json();
  await admin.goto(`/vendor/${list.items[0].id}`);
  await expect(admin.getByRole("heading", { name: "Tokha Photo House" })).toBeVisible();
  await expect(admin.getByText("Verified Vendor")).toHaveCount(0);
});
