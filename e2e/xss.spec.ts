import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/helpers";

const DEMO_COUPLE = "couple@bihe.demo";

/**
 * Injection and XSS, in the browser: a review carrying markup, submitted through the
 * API, shows on /vendor/:id as text and never runs (the API side is in
 * apps/server/src/security/injection.test.ts).
 */
test("a review with an onerror image and a script shows as text and runs nothing", async ({ page, request }) => {
  const featured = await request.get("/api/vendors/featured");
  expect(featured.ok()).toBe(true);
  const { vendors } = (await featured.json()) as { vendors: { id: string }[] };
  expect(vendors.length).toBeGreaterThan(0);
  const id = vendors[0].id;

  const marker = `xss-${Date.now()}`;
  const name = `Mallory <img src=x onerror="window.__xss=1">`;
  const text = `${marker} <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>"'><svg onload="window.__xss=3">`;
  // Reviews need a verified identity (docs/decisions/0019); the demo couple signs in on this request context.
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: { email: DEMO_COUPLE, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const res = await request.post(`/api/vendors/${id}/reviews`, { data: { name, rating: 5, text } });
  expect(res.status()).toBe(201);

  const dialogs: string[] = [];
  page.on("dialog", async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await page.goto(`/vendor/${id}`);
  await page.getByRole("tab", { name: "Reviews" }).click();
  const item = page.getByTestId("reviews").getByRole("listitem").filter({ hasText: marker });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(name);
  await expect(item).toContainText(text);
  // Shown as text: no element was made from the markup.
  await expect(page.getByTestId("reviews").locator("img[src='x'], script, svg[onload]")).toHaveCount(0);
  // Give an injected image time to fail loading and fire onerror, had it existed.
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
