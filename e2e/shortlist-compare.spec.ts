import { expect, type Page, test } from "@playwright/test";
import { latestCode, signIn, uniqueEmail } from "./support/helpers";

/**
 * Shortlist and compare (docs/decisions/0016): a couple browses signed out, hearts two photographers (kept on
 * this device), opens the shortlist, compares them (also on a 390 px phone: a sideways scroll with
 * the names kept on top), then signs in and finds the shortlist on their account.
 */
const SHOTS = ".tmp/screens";
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

test("a couple shortlists two photographers, compares them and keeps them after signing in", async ({ page }) => {
  test.setTimeout(150_000); // a long journey (sign-up included) on a shared 2-core machine
  await page.setViewportSize(DESKTOP);
  const accountCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/customer/shortlist")) accountCalls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });

  // Signed out: two hearts on the listing, kept on the device.
  await page.goto("/photographers");
  const cards = page.getByTestId("vendor-card");
  await expect(cards.first()).toBeVisible();
  const names: string[] = [];
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    names.push(((await card.getByRole("heading").textContent()) ?? "").trim());
    const heart = card.getByTestId("shortlist-heart");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toHaveAccessibleName(`Remove ${names[i]} from shortlist`);
  }
  await expect(page.getByTestId("shortlist-nav")).toHaveAccessibleName("Shortlist, 2 vendors");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("bihe.shortlist.v1") ?? "[]"));
  expect(stored.map((e: { name: string }) => e.name).sort()).toEqual([...names].sort());
  await shot(page, "listing-hearts-1366");

  // The hearts survive a reload (the public listing answer carries nothing of the visitor's).
  await page.reload();
  await expect(cards.nth(0).getByTestId("shortlist-heart")).toHaveAttribute("aria-pressed", "true");
  await expect(cards.nth(2).getByTestId("shortlist-heart")).toHaveAttribute("aria-pressed", "false");
  expect(accountCalls).toEqual([]); // nobody signed in: no account request at all

  // The card's dialog has the same heart.
  await cards.nth(0).getByRole("heading").getByRole("button").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("shortlist-heart")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The shortlist, and Compare for the two picked.
  await page.getByTestId("shortlist-nav").click();
  await expect(page).toHaveURL(/\/shortlist$/);
  await expect(page).toHaveTitle(/^Your shortlist \| /);
  const panel = page.getByTestId("shortlist-panel");
  await expect(panel.getByText("Saved on this device only.", { exact: false })).toBeVisible();
  for (const name of names) await expect(panel.getByRole("link", { name })).toBeVisible();
  await shot(page, "shortlist-device-1366");
  for (const name of names) await panel.getByRole("checkbox", { name: `Select ${name} to compare` }).check();
  await panel.getByTestId("compare-link").click();
  await expect(page).toHaveURL(/\/compare\?ids=[0-9a-f-]{36},[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle(/^Compare vendors \| /);
  const columns = page.getByTestId("compare-name");
  await expect(columns).toHaveCount(2);
  for (const [i, name] of names.entries()) await expect(columns.nth(i)).toContainText(name);
  await expect(page.getByTestId("compare-price").first()).toContainText("Rs.");
  await expect(page.getByTestId("compare-packages").first()).not.toBeEmpty();
  await expect(page.getByTestId("compare-terms").first()).toContainText("%");
  const compareUrl = page.url();
  // The page is not for search engines.
  const html = await (await page.request.get(compareUrl)).text();
  expect(html).toContain('name="robots" content="noindex"');
  await shot(page, "compare-1366");

  // On a phone: one column per vendor in a sideways scroll; the names stay on top while scrolling down.
  await page.setViewportSize(PHONE);
  await page.goto(compareUrl);
  await expect(columns).toHaveCount(2);
  const box = page.getByTestId("compare-scroll");
  const overflow = await box.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth }));
  expect(overflow.sw).toBeGreaterThan(overflow.cw);
  await shot(page, "compare-390");
  const boxTop = (await box.boundingBox())!.y;
  await box.evaluate((el) => {
    el.scrollTop = 400;
    el.scrollLeft = 150;
  });
  const scrolled = await box.evaluate((el) => ({ top: el.scrollTop, left: el.scrollLeft }));
  expect(scrolled.top).toBeGreaterThan(0);
  expect(scrolled.left).toBeGreaterThan(0);
  const nameTop = (await columns.first().boundingBox())!.y;
  expect(Math.abs(nameTop - boxTop)).toBeLessThan(3); // sticky: still at the top of the scroll box
  await shot(page, "compare-390-scrolled");

  await page.goto("/shortlist");
  await expect(page.getByTestId("shortlist-panel")).toBeVisible();
  await shot(page, "shortlist-device-390");

  // Signing in: the device's list moves to the account and leaves the device.
  await page.setViewportSize(DESKTOP);
  const email = uniqueEmail("couple");
  const password = "secret123";
  const req = page.context().request;
  const signUp = await req.post("/api/auth/sign-up/email", { data: { email, password, name: "", role: "customer" } });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const otp = await latestCode(req, email);
  expect((await req.post("/api/auth/email-otp/verify-email", { data: { email, otp } })).ok()).toBeTruthy();
  // Verifying signs the new account in; sign in again through the login page, as a returning couple would.
  await page.context().clearCookies();
  await signIn(page, email, password);

  await page.goto("/shortlist");
  const accountPanel = page.getByTestId("shortlist-panel");
  await expect(accountPanel.getByText("Saved on your account", { exact: false })).toBeVisible();
  for (const name of names) await expect(accountPanel.getByRole("link", { name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("bihe.shortlist.v1"))).toBeNull();
  const onAccount = await (await req.get("/api/customer/shortlist")).json();
  expect(onAccount.vendors.map((v: { companyName: string }) => v.companyName).sort()).toEqual([...names].sort());
  await shot(page, "shortlist-account-1366");
  await page.setViewportSize(PHONE);
  await shot(page, "shortlist-account-390");
  await page.setViewportSize(DESKTOP);

  // The device's list went to the account (once per page at most, whatever the number of hearts; a
  // page left mid-merge sends it again from the next one, which the server's idempotent merge absorbs).
  const merges = accountCalls.filter((c) => c === "POST /api/customer/shortlist/merge").length;
  expect(merges).toBeGreaterThanOrEqual(1);
  expect(merges).toBeLessThanOrEqual(2); // the page after sign-in and /shortlist

  // Hearts on the listing now read the account: one request for the whole screen, not one per card. On a slow
  // phone the account answers while React is still taking the server's page over (it hydrates the navigation bar,
  // which asks, before the cards): the hearts must show the answer all the same.
  accountCalls.length = 0;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto("/photographers");
  await expect(page.locator("#root")).not.toHaveAttribute("aria-disabled", { timeout: 30_000 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(cards.nth(0).getByTestId("shortlist-heart")).toHaveAttribute("aria-pressed", "true");
  await expect(cards.nth(1).getByTestId("shortlist-heart")).toHaveAttribute("aria-pressed", "true");
  expect(accountCalls).toEqual(["GET /api/customer/shortlist"]);

  // A third heart goes to the account; taking one off works there too.
  const third = cards.nth(2);
  const thirdName = ((await third.getByRole("heading").textContent()) ?? "").trim();
  await third.getByTestId("shortlist-heart").click();
  await expect(third.getByTestId("shortlist-heart")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("shortlist-nav")).toHaveAccessibleName("Shortlist, 3 vendors");
  await cards.nth(0).getByTestId("shortlist-heart").click();
  await expect(cards.nth(0).getByTestId("shortlist-heart")).toHaveAttribute("aria-pressed", "false");
  // The heart answers the tap at once; the account follows when the server has answered.
  const accountNames = async () =>
    ((await (await req.get("/api/customer/shortlist")).json()) as { vendors: { companyName: string }[] }).vendors
      .map((v) => v.companyName)
      .sort();
  await expect.poll(accountNames).toEqual([names[1], thirdName].sort());

  // The vendor page the server drew shows the account's heart too, on a slow phone as well.
  const kept = (
    (await (await req.get("/api/customer/shortlist")).json()) as { vendors: { id: string; companyName: string }[] }
  ).vendors.find((v) => v.companyName === names[1])!;
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto(`/vendor/${kept.id}`);
  await expect(page.locator("#root")).not.toHaveAttribute("aria-disabled", { timeout: 30_000 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(page.getByRole("button", { name: `Remove ${names[1]} from shortlist` }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("the vendor page's heart, in the header and in the phone's contact bar", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/photographers");
  const card = page.getByTestId("vendor-card").first();
  const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
  const res = await page.request.get(`/api/vendors?q=${encodeURIComponent(name)}`);
  const id = ((await res.json()) as { bands: { vendors: { id: string; companyName: string }[] }[] }).bands
    .flatMap((b) => b.vendors)
    .find((v) => v.companyName === name)!.id;
  await page.goto(`/vendor/${id}`);
  const bar = page.getByTestId("contact-bar");
  const barHeart = bar.getByTestId("shortlist-heart");
  await expect(barHeart).toBeVisible();
  await barHeart.click();
  await expect(barHeart).toHaveAttribute("aria-pressed", "true");
  // The header's heart is the same shortlist.
  await expect(page.getByTestId("shortlist-heart").first()).toHaveAttribute("aria-pressed", "true");
  await shot(page, "vendor-page-390");
  await page.setViewportSize(DESKTOP);
  await shot(page, "vendor-page-1366");

  // A shared compare link that is not two to four vendors says so.
  await page.goto(`/compare?ids=${id}`);
  await expect(page.getByRole("alert")).toHaveText("Choose two to four vendors to compare.");
  await shot(page, "compare-invalid-1366");
});
