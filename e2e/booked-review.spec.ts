import { type Browser, expect, type Page, test } from "@playwright/test";
import { closeExtraContexts, DEMO_PASSWORD, latestCode, uniqueEmail } from "./support/helpers";
import { desktop, phone, shot } from "./support/journeys";

test.afterEach(closeExtraContexts);

/**
 * A review from a real booking (docs/decisions/0019): a couple books a demo studio through Bihe for a wedding
 * that is now over (set up through the API: inquiry with its date, quotation sent, accepted), the background
 * work invites the couple, the couple follows the invitation's link from the mailbox and posts a review that
 * shows 'Booked through Bihe' at once; the studio's dashboard lists it to reply to. Once in English at 1280
 * px and once in Nepali at 390 px. Dharan Dream and Mithila Moments take no other journey's couple.
 */
const adDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The studio signed in on a context of its own (its dashboard is opened later), with its vendor id. */
async function studio(browser: Browser, email: string, baseURL: string) {
  const context = await browser.newContext();
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const me = await (await context.request.get("/api/me")).json();
  return { context, vendorId: me.vendor.id as string };
}

/**
 * A new couple (signed in on the page) whose booking with the studio is complete: its inquiry names a wedding
 * ten days ago, the studio sends a quotation and the couple accepts it. Then the background work runs once
 * (as the one-minute ticker would) and the invitation's link is read from the mailbox.
 */
async function bookedCouple(page: Page, vendor: Awaited<ReturnType<typeof studio>>, fullName: string, phoneNo: string) {
  const couple = page.context().request;
  const email = uniqueEmail("booked-couple");
  const signUp = await couple.post("/api/auth/sign-up/email", {
    data: { email, password: "secret123", name: "", role: "customer" },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verified = await couple.post("/api/auth/email-otp/verify-email", {
    data: { email, otp: await latestCode(couple, email) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const profile = await couple.put("/api/customer/profile", { data: { fullName, phone: phoneNo } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const wedding = adDaysAgo(10);
  const unlock = await couple.post(`/api/vendors/${vendor.vendorId}/unlock`, {
    data: { weddingDate: wedding, events: [{ event: "Wedding (Both Sides)", date: wedding }] },
  });
  expect(unlock.status(), await unlock.text()).toBe(200);

  const studioApi = vendor.context.request;
  const leads = (await (await studioApi.get("/api/vendor/leads?status=inquiry")).json()) as {
    id: string;
    name: string;
  }[];
  const lead = leads.find((l) => l.name === fullName);
  expect(lead, "the inquiry's lead").toBeTruthy();
  const draft = await studioApi.post(`/api/vendor/leads/${lead!.id}/quotations`, {
    data: {
      requestId: crypto.randomUUID(),
      draft: {
        items: [{ description: "Wedding day coverage", quantity: 1, unitPrice: 120_000 }],
        discount: 0,
        withVat: false,
        validUntil: adDaysAgo(-14),
        terms: null,
        schedule: [
          { label: "Advance", amount: 40_000, dueDate: null },
          { label: "On the day", amount: 80_000, dueDate: null },
        ],
      },
    },
  });
  expect(draft.ok(), await draft.text()).toBe(true);
  const { id: quotationId, rowVersion } = await draft.json();
  const sent = await studioApi.post(`/api/vendor/leads/${lead!.id}/quotations/${quotationId}/send`, {
    data: { rowVersion },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const accepted = await couple.post(`/api/customer/quotations/${quotationId}/accept`, { data: { name: fullName } });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  const tick = await couple.post("/api/dev/background", { data: {} });
  expect(tick.ok(), await tick.text()).toBe(true);
  let link = "";
  await expect
    .poll(async () => {
      const { emails } = (await (await couple.get("/api/dev/mailbox")).json()) as {
        emails: { toAddress: string; subject: string; body: string }[];
      };
      const invitation = emails.find((e) => e.toAddress === email && /How was|कस्तो लाग्यो/.test(e.subject));
      link = /https?:\/\/\S+\/review\/[0-9a-f-]+/.exec(invitation?.body ?? "")?.[0] ?? "";
      return link;
    })
    .toContain(`/review/${vendor.vendorId}`);
  return new URL(link).pathname;
}

test("a couple whose booking is over follows the invitation and its review shows 'Booked through Bihe' at once", async ({
  page,
  browser,
  baseURL,
}) => {
  const vendor = await studio(browser, "dharan.dream@bihe.demo", baseURL!);
  await page.setViewportSize(desktop);
  const path = await bookedCouple(page, vendor, "Anjali Booked", "9812300011");

  // The couple's booking in its dashboard leads to the same review page.
  await page.goto("/customer-dashboard?tab=bookings&lang=en");
  await expect(page.getByTestId("write-review")).toHaveAttribute("href", path);

  await page.goto(`${path}?lang=en`);
  await page.getByLabel("Your name *").fill("Anjali Booked");
  await page.getByRole("button", { name: "5 stars" }).click();
  await page.getByLabel("Your review (optional)").fill("They filmed our whole day beautifully.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByTestId("review-thanks").getByText("Review Submitted!")).toBeVisible();

  await page.goto(`/vendor/${vendor.vendorId}?lang=en`);
  await page.getByRole("tab", { name: "Reviews" }).click();
  const review = page.getByTestId("review-item").filter({ hasText: "Anjali Booked" });
  await expect(review.getByTestId("review-origin")).toHaveText("Booked through Bihe");
  await review.scrollIntoViewIfNeeded();
  await shot(page, "booked-review-en-1280");

  const dashboard = await vendor.context.newPage();
  await dashboard.setViewportSize(desktop);
  await dashboard.goto("/wedding-cinematographer-dashboard?lang=en");
  const toReply = dashboard.getByTestId("day-reviews");
  await expect(toReply).toContainText("Reviews to reply to");
  await expect(toReply).toContainText("Anjali Booked");
  await shot(dashboard, "vendor-day-en-1280");
  await dashboard.setViewportSize(phone);
  await shot(dashboard, "vendor-day-en-390");
  await toReply.getByRole("link", { name: /Anjali Booked/ }).click();
  await expect(dashboard).toHaveURL(/\/vendor-reviews/);
});

test("in Nepali on a phone: the invitation, the review and the studio's day", async ({ page, browser, baseURL }) => {
  const vendor = await studio(browser, "mithila.moments@bihe.demo", baseURL!);
  await page.setViewportSize(phone);
  const path = await bookedCouple(page, vendor, "Sunita Booked", "9812300012");

  await page.goto(`${path}?lang=ne`);
  await page.getByLabel("तपाईंको नाम *").fill("Sunita Booked");
  await page.getByRole("button", { name: "५ तारा" }).click();
  await page.getByRole("button", { name: "समीक्षा पठाउनुहोस्" }).click();
  await expect(page.getByTestId("review-thanks").getByText("समीक्षा पठाइयो!")).toBeVisible();

  await page.goto(`/vendor/${vendor.vendorId}?lang=ne`);
  await page.getByRole("tab", { name: "समीक्षा" }).click();
  const review = page.getByTestId("review-item").filter({ hasText: "Sunita Booked" });
  await expect(review.getByTestId("review-origin")).toHaveText("Bihe मार्फत बुक गरिएको");
  await review.scrollIntoViewIfNeeded();
  await shot(page, "booked-review-ne-390");
  await page.setViewportSize(desktop);
  await shot(page, "booked-review-ne-1280");

  const dashboard = await vendor.context.newPage();
  await dashboard.setViewportSize(phone);
  await dashboard.goto("/wedding-cinematographer-dashboard?lang=ne");
  const toReply = dashboard.getByTestId("day-reviews");
  await expect(toReply).toContainText("जवाफ दिनुपर्ने समीक्षा");
  await expect(toReply).toContainText("Sunita Booked");
  await shot(dashboard, "vendor-day-ne-390");
  await dashboard.setViewportSize(desktop);
  await shot(dashboard, "vendor-day-ne-1280");
});
