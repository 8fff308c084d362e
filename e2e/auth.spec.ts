import { expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN, DEMO_PASSWORD, latestCode, signIn, signUpVendor, uniqueEmail } from "./support/helpers";

test("a photographer signs up through /signup and reaches the wizard", async ({ page }) => {
  const email = uniqueEmail("photo");
  await page.goto("/signup");
  await page.getByRole("button", { name: /Vendor/ }).click();
  await expect(page.getByRole("button", { name: /Banquet Hall/ })).toBeDisabled();
  await page.getByRole("button", { name: /Photography Company/ }).click();
  await expect(page).toHaveURL(/\/vendor-signup$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm Password").fill("secret123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Verify your email")).toBeVisible();
  const code = await latestCode(page.request, email);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await expect(page).toHaveURL(/\/vendor-form\/wedding-cinematographer$/);
});

/** Every code sent to an address, newest first (from the development outbox). */
async function codesFor(page: Page, email: string): Promise<string[]> {
  const res = await page.request.get("/api/dev/mailbox");
  const { emails } = (await res.json()) as { emails: { toAddress: string; code: string | null }[] };
  return emails.filter((e) => e.toAddress === email.toLowerCase() && e.code).map((e) => e.code!);
}

test("wrong codes die after 3 tries; Resend Code sends a new one that verifies", async ({ page }) => {
  const email = uniqueEmail("resend");
  await page.goto("/vendor-signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm Password").fill("secret123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Verify your email")).toBeVisible();
  const first = await latestCode(page.request, email);
  const wrong = first === "000000" ? "111111" : "000000";
  for (let i = 0; i < 3; i++) {
    await page.getByLabel("Verification code").fill(wrong);
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expect(page.getByText("Invalid OTP").last()).toBeVisible();
  }
  await page.getByLabel("Verification code").fill(first);
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await expect(page.getByText("Too many attempts. Please request a new code.")).toBeVisible();
  await expect(page).toHaveURL(/\/vendor-signup$/);

  await page.getByRole("button", { name: "Resend Code" }).click();
  await expect(page.getByText("Code resent")).toBeVisible();
  await expect.poll(async () => (await codesFor(page, email)).length).toBe(2);
  const [fresh] = await codesFor(page, email);
  await page.getByLabel("Verification code").fill(fresh);
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await expect(page).toHaveURL(/\/vendor-form\/wedding-cinematographer$/);
});

test("a signed-in vendor opening /login or /signup lands on their dashboard", async ({ page }) => {
  await signUpVendor(page, { vendorType: "Banquet" });
  await page.goto("/login");
  await expect(page).toHaveURL(/\/banquet-dashboard$/);
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/banquet-dashboard$/);
  await page.goto("/wedding-cinematographer-dashboard");
  await expect(page).toHaveURL(/\/banquet-dashboard$/);
});

test("signed out, a dashboard goes to /login", async ({ page }) => {
  await page.goto("/wedding-cinematographer-dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("sign out returns to home with the toast", async ({ page }) => {
  const { email, password } = await signUpVendor(page);
  await page.context().clearCookies();
  await signIn(page, email, password);
  await page.goto("/");
  // No toast yet, so no toaster: sonner loads with the first toast, which still shows (components/ui/toast.ts).
  const toaster = page.locator("section[aria-label^='Notifications']");
  await page.waitForLoadState("networkidle");
  await expect(toaster).toHaveCount(0);
  await page.getByRole("button", { name: "Vendor" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
  await expect(toaster).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("a wrong password shows 'Sign In Failed'", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO_ADMIN);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Sign In Failed")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("forgot password: code from the email, new password, sign in with it", async ({ page }) => {
  const { email } = await signUpVendor(page);
  await page.context().clearCookies();
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Code" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await page.getByRole("link", { name: "Enter the code" }).click();
  const code = await latestCode(page.request, email);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await page.getByLabel("New Password", { exact: true }).fill("brand-new-pw");
  await page.getByLabel("Confirm New Password").fill("brand-new-pw");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, "brand-new-pw");
  await expect(page).toHaveURL(/\/wedding-cinematographer-dashboard$/);
});

test("an unknown path or place shows the 404 page", async ({ page }) => {
  // The 404 status of each is proven by the server's SEO test; this is what the visitor sees.
  await page.goto("/photographers/in/atlantis");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.goto("/no-such-page");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a vendor opening /admin-dashboard lands on their own dashboard", async ({ page }) => {
  await signUpVendor(page);
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL(/\/wedding-cinematographer-dashboard$/);
});

test("an admin signs in and lands on the admin dashboard", async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the mobile menu opens and shows the signed-in email", async ({ page }) => {
    const { email } = await signUpVendor(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#mobile-menu").getByText(email)).toBeVisible();
    await expect(page.locator("#mobile-menu").getByText("Signed in as")).toBeVisible();
    await page.locator("#mobile-menu").getByRole("link", { name: "Photographers" }).isVisible();
  });
});
