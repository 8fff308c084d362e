import { expect, type Page, test } from "@playwright/test";
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
 * Notifications in the browser (docs/decisions/0017): a client fills in a (pending) vendor's client form, the bell in
 * the vendor's workspace header shows the unread count, the list opens (at 390 px too), marking all
 * read clears the badge, an item opens its screen, and the email settings are saved per kind.
 * The vendor stays pending, so the listing other journeys count is unchanged.
 */
async function submitApplication(page: Page, email: string, companyName: string): Promise<string> {
  const a = await kathmanduApplication(page, companyName, email);
  const res = await page.request.post("/api/vendor/application", { data: { ...a, version: null } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).vendorId as string;
}

async function clientLead(page: Page, vendorId: string, name: string) {
  const res = await page.request.post(`/api/client-form/${vendorId}`, {
    data: {
      name,
      number: "9800000002",
      inquiryDate: "2026-11-22",
      locations: [{ locationType: "bride_side" }],
      events: [{ eventName: "Engagement" }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function shoot(page: Page, name: string, info: { outputPath: (n: string) => string }, width: number) {
  await page.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
}

for (const width of [1366, 390]) {
  test(`the bell shows unread notifications and opens the list at ${width} px; mark all read; settings saved`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: 844 });
    const { email } = await signUpVendor(page);
    const vendorId = await submitApplication(page, email, `Bell Studio ${width}`);
    await clientLead(page, vendorId, "Gita Karki");
    await clientLead(page, vendorId, "Ram Thapa");

    await page.goto("/vendor-inquiries");
    // The two leads and the confirmation of the application.
    const bell = page.getByRole("button", { name: "Notifications, 3 unread" });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId("notification-badge")).toHaveText("3");
    await shoot(page, "notifications-badge", info, width);

    // The email went through the outbox too (the dev mailbox lists it).
    const mailbox = await (await page.request.get("/api/dev/mailbox")).json();
    const subjects = (mailbox.emails as { toAddress: string; subject: string }[])
      .filter((e) => e.toAddress === email)
      .map((e) => e.subject);
    expect(subjects).toContain("Bihe: New lead from Ram Thapa through your client form");

    await bell.click();
    const items = page.getByTestId("notification-item");
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText("New lead from Ram Thapa through your client form");
    await expect(items.last()).toContainText("We received your application");
    // The panel fits the screen.
    const box = await page.getByRole("menu").boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBeTruthy();
    await shoot(page, "notifications-list", info, width);

    await page.getByRole("menuitem", { name: "Mark all as read" }).click();
    await expect(page.getByTestId("notification-badge")).toHaveCount(0);

    // An item opens its screen; the bell says nothing is unread.
    await items.first().click();
    await expect(page).toHaveURL(/\/photographer-leads\/queue$/);
    // The leads pipeline has its own layout, with the bell too.
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    await shoot(page, "notifications-leads-layout", info, width);

    // Settings: the summary instead of at once for new leads, kept after a reload.
    await page.goto("/notification-settings");
    const leads = page.getByTestId("pref-lead_received");
    await expect(leads).toContainText("A new lead arrives through your client form");
    await leads.getByText("Daily summary at 8:00").click();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Your notification settings are saved.")).toBeVisible();
    await shoot(page, "notification-settings", info, width);
    await page.reload();
    await expect(
      page.getByTestId("pref-lead_received").getByRole("radio", { name: "Daily summary at 8:00" }),
    ).toBeChecked();
    const saved = await (await page.request.get("/api/notifications/preferences")).json();
    expect(saved.preferences).toContainEqual({ kind: "lead_received", email: true, delivery: "digest" });
  });
}

test("an admin's bell lists a new application, in Nepali on a phone, and opens the vendor list", async ({
  browser,
}, info) => {
  test.setTimeout(120_000); // a vendor's sign-up and application with pictures, on a shared 2-core machine
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  // Read: this application starts a new batch of applications rather than joining a waiting one.
  expect((await page.request.post("/api/notifications/read-all")).ok()).toBe(true);
  const vendorPage = await (await browser.newContext()).newPage();
  const { email } = await signUpVendor(vendorPage);
  await submitApplication(vendorPage, email, "घण्टी Studio");

  // A Nepali link, not the language switch: the switch would keep Nepali on the shared demo admin's account
  // for every later journey, also when this one fails half-way.
  await page.goto("/admin-dashboard?lang=ne");
  const bell = page.getByRole("button", { name: /^सूचनाहरू, .+ नपढिए/ });
  await expect(bell).toBeVisible();
  await bell.click();
  // Alone, or (another journey's vendor applying in the same minutes) the batch names the latest; newest first,
  // above the earlier journeys' batches (read) and a retry's own item.
  const item = page
    .getByTestId("notification-item")
    .filter({ hasText: /घण्टी Studio को नयाँ आवेदन आयो|नयाँ आवेदन आए, पछिल्लो घण्टी Studio/ })
    .first();
  await expect(item).toBeVisible();
  await shoot(page, "notifications-admin-ne", info, 390);
  await item.click();
  await expect(page).toHaveURL(/\/admin\/photographers$/);
});
