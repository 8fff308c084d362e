import { type Browser, expect, type Page, test } from "@playwright/test";
import { closeExtraContexts, DEMO_ADMIN, DEMO_PASSWORD, latestCode, signIn, uniqueEmail } from "./support/helpers";

test.afterEach(closeExtraContexts);

/**
 * Verified reviews in the browser (docs/decisions/0019): a QR-link reviewer confirms their email with a code
 * and posts; a second review edits the first; the vendor replies from Reviews & QR; a signed-in
 * couple reports the review; an admin hides it and the vendor's average changes.
 * SCREENSHOTS=1 also writes each screen at 390 px and 1366 px to .tmp/screens/reviews/.
 */
const STUDIO = "studio@bihe.demo";
const COUPLE = "couple@bihe.demo";

async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const size = page.viewportSize();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `.tmp/screens/reviews/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

const vendorRating = async (page: Page, id: string) => {
  const res = await page.request.get(`/api/vendors/${id}`);
  return (await res.json()) as { rating: number; reviewCount: number; reviews: { reviewerName: string }[] };
};

test("a QR-link reviewer confirms their email and posts, edits, the vendor replies, an admin hides a reported review", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The vendor's review link, as its QR code carries it.
  const vendor = await newPage(browser);
  await signIn(vendor, STUDIO, DEMO_PASSWORD);
  const own = (await (await vendor.request.get("/api/vendor/reviews")).json()) as {
    reviewUrl: string;
    vendor: { id: string; companyName: string };
  };
  const vendorId = own.vendor.id;
  const before = await vendorRating(vendor, vendorId);

  // 1. The reviewer opens the link: no review without a confirmed email.
  const reviewer = await newPage(browser);
  const email = uniqueEmail("qr-reviewer");
  await reviewer.goto(new URL(own.reviewUrl).pathname);
  await expect(reviewer.getByRole("heading", { name: `Review ${own.vendor.companyName}` })).toBeVisible();
  await expect(reviewer.getByText("First, confirm your email")).toBeVisible();
  await expect(reviewer.getByRole("button", { name: "Submit Review" })).toHaveCount(0);
  await shoot(reviewer, "1-email-step");
  await reviewer.getByLabel("Your email").fill(email);
  await reviewer.getByRole("button", { name: "Send code" }).click();
  await expect(reviewer.getByText(`We sent a code to ${email}`)).toBeVisible();
  await shoot(reviewer, "2-code-step");
  const code = await latestCode(reviewer.request, email);
  // A wrong code is refused with the server's message.
  await reviewer.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
  await reviewer.getByRole("button", { name: "Confirm email" }).click();
  await expect(reviewer.getByText("That code is not right").first()).toBeVisible();
  await reviewer.getByLabel("6-digit code").fill(code);
  await reviewer.getByRole("button", { name: "Confirm email" }).click();
  await expect(reviewer.getByTestId("review-posting-as")).toContainText(email);
  await reviewer.getByLabel("Your name *").fill("Kiran QR");
  await reviewer.getByRole("button", { name: "1 star", exact: true }).click();
  await reviewer.getByLabel("Your review (optional)").fill("They arrived three hours late.");
  await shoot(reviewer, "3-form");
  await reviewer.getByRole("button", { name: "Submit Review" }).click();
  await expect(reviewer.getByTestId("review-thanks").getByText("Review Submitted!")).toBeVisible();
  const afterFirst = await vendorRating(reviewer, vendorId);
  expect(afterFirst.reviewCount).toBe(before.reviewCount + 1);

  // 2. A second review from the same email edits the first (prefilled, one review in the count).
  await reviewer.reload();
  await expect(reviewer.getByRole("heading", { name: `Edit your review of ${own.vendor.companyName}` })).toBeVisible();
  await expect(reviewer.getByLabel("Your name *")).toHaveValue("Kiran QR");
  await expect(reviewer.getByLabel("Your review (optional)")).toHaveValue("They arrived three hours late.");
  await shoot(reviewer, "4-edit");
  await reviewer.getByRole("button", { name: "2 stars" }).click();
  await reviewer.getByLabel("Your review (optional)").fill("They arrived three hours late, but the film was fine.");
  await reviewer.getByRole("button", { name: "Update Review" }).click();
  await expect(reviewer.getByTestId("review-thanks").getByText("Review Updated!")).toBeVisible();
  await shoot(reviewer, "5-updated");
  const afterEdit = await vendorRating(reviewer, vendorId);
  expect(afterEdit.reviewCount).toBe(before.reviewCount + 1);
  expect(afterEdit.reviews.filter((r) => r.reviewerName === "Kiran QR")).toHaveLength(1);

  // 3. The vendor replies once, from Reviews & QR; the reply shows under the review on the page.
  await vendor.goto("/vendor-reviews");
  const item = vendor.getByTestId("workspace-review").filter({ hasText: "Kiran QR" });
  await item.getByRole("button", { name: "Reply publicly" }).click();
  await item.getByLabel("Reply publicly").fill("We are sorry about the delay, Kiran. Thank you for your patience.");
  await shoot(vendor, "6-workspace-reply-form");
  await item.getByRole("button", { name: "Post reply" }).click();
  await expect(item.getByTestId("workspace-reply")).toContainText("We are sorry about the delay");
  await expect(item.getByRole("button", { name: "Reply publicly" })).toHaveCount(0);
  await shoot(vendor, "7-workspace-replied");

  // 4. A signed-in couple reports it from the vendor page.
  const couple = await newPage(browser);
  await signIn(couple, COUPLE, DEMO_PASSWORD);
  await couple.goto(`/vendor/${vendorId}`);
  await couple.getByRole("tab", { name: "Reviews" }).click();
  const onPage = couple.getByTestId("review-item").filter({ hasText: "Kiran QR" });
  await expect(onPage.getByTestId("review-reply")).toContainText("We are sorry about the delay");
  await shoot(couple, "8-vendor-page-reviews");
  await onPage.getByRole("button", { name: "Report" }).click();
  const dialog = couple.getByRole("dialog");
  await dialog.getByLabel("Not a real customer").check();
  await dialog.getByLabel("More details (optional)").fill("We never saw this couple at the wedding.");
  await shoot(couple, "9-report-dialog");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(couple.getByText("Thank you. An admin will look at this review.")).toBeVisible();

  // 5. An admin hides it from the moderation queue; the vendor's average changes.
  const admin = await newPage(browser);
  await signIn(admin, DEMO_ADMIN, DEMO_PASSWORD);
  await admin.getByRole("link", { name: "Review moderation" }).first().click();
  await expect(admin).toHaveURL(/\/admin\/reviews$/);
  const queued = admin.getByTestId("moderation-item").filter({ hasText: "Kiran QR" });
  await expect(queued).toContainText("1 report");
  await expect(queued).toContainText("Not a real customer");
  await shoot(admin, "10-moderation-queue");
  const ratingBefore = (await vendorRating(admin, vendorId)).rating;
  await queued.getByRole("button", { name: "Hide" }).click();
  await expect(admin.getByText("Review hidden")).toBeVisible();
  await expect(queued).toHaveCount(0);
  const hidden = await vendorRating(admin, vendorId);
  expect(hidden.reviewCount).toBe(before.reviewCount);
  expect(hidden.rating).toBeGreaterThan(ratingBefore);
  expect(hidden.reviews.map((r) => r.reviewerName)).not.toContain("Kiran QR");
  // The hidden list says who hid it.
  await admin.getByRole("tab", { name: "Hidden" }).click();
  const inHidden = admin.getByTestId("moderation-item").filter({ hasText: "Kiran QR" });
  await expect(inHidden.getByTestId("moderation-last-action")).toContainText(`Hidden by ${DEMO_ADMIN}`);
  await shoot(admin, "11-moderation-hidden");
  // The vendor's page shows the new average; the vendor still sees the review, marked hidden.
  await vendor.reload();
  await expect(vendor.getByTestId("workspace-review").filter({ hasText: "Kiran QR" })).toContainText(
    "Hidden by an admin",
  );
});

test("a couple's reviews are listed in My Reviews with an edit link", async ({ page }) => {
  await signIn(page, COUPLE, DEMO_PASSWORD);
  const featured = (await (await page.request.get("/api/vendors/featured")).json()) as {
    vendors: { id: string; companyName: string }[];
  };
  const target = featured.vendors.at(-1)!;
  await page.goto(`/review/${target.id}`);
  // A signed-in couple writes at once (their account's email is verified).
  await expect(page.getByTestId("review-posting-as")).toContainText(COUPLE);
  await page.getByLabel("Your name *").fill("Demo Couple");
  await page.getByRole("button", { name: "5 stars" }).click();
  await page.getByRole("button", { name: /Submit Review|Update Review/ }).click();
  await expect(page.getByTestId("review-thanks")).toBeVisible();
  await page.goto("/customer-dashboard?tab=reviews");
  const mine = page.getByTestId("my-reviews").getByRole("listitem").filter({ hasText: target.companyName });
  await expect(mine).toBeVisible();
  await shoot(page, "12-my-reviews");
  await mine.getByRole("link", { name: "Edit review" }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${target.id}$`));
  await expect(page.getByLabel("Your name *")).toHaveValue("Demo Couple");
});
