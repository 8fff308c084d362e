import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
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
 * A vendor can make the fix an admin asks for: a rejection for its photos lets it upload new ones and
 * resubmit; a rejected change request stays the vendor's draft with the reason on its step; a draft
 * refused as stale is kept and offered to compare, keep or discard. Every vendor made here ends rejected
 * or pending, so the listing other journeys count is unchanged.
 */

const png = async (color: string, width = 1200, height = 800) => ({
  name: `${color.slice(1)}.png`,
  mimeType: "image/png",
  buffer: await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

/** A signed-in photographer (own browser context) whose application is submitted: pending. */
async function submittedVendor(browser: Browser, companyName: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { email } = await signUpVendor(page);
  const res = await page.request.post("/api/vendor/application", {
    data: { ...(await kathmanduApplication(page, companyName, email)), version: null },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { page, vendorId: (await res.json()).vendorId as string };
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  return page;
}

async function shoot(page: Page, name: string, info: { outputPath: (n: string) => string }) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a vendor rejected with 'Photos too small' uploads new photos from the reason's link and resubmits", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const name = `Small Photos Studio ${Date.now()}`;
  const vendor = await submittedVendor(browser, name);
  const admin = await adminPage(browser);

  // The admin rejects it from the queue with the one-tap reason.
  await admin.goto("/admin/photographers");
  const card = admin.getByTestId("vendor-card").filter({ hasText: name });
  await card.getByRole("button", { name: "Reject" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByRole("button", { name: "Photos too small" }).click();
  await expect(dialog.getByLabel("Step it concerns")).toHaveValue("media");
  await dialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(dialog).toBeHidden();

  // The vendor follows the reason's link to Media Upload and replaces its pictures.
  const v = vendor.page;
  await v.goto("/vendor-form-status");
  await expect(v.getByTestId("status-badge")).toHaveText("Rejected");
  await v.getByTestId("decision-reason").getByRole("link", { name: "Go to Media Upload" }).click();
  await expect(v.getByRole("heading", { name: "Media Upload", level: 2 })).toBeVisible();
  await expect(v.getByTestId("decision-reason")).toContainText("Photos too small");
  await v.locator("#pick-card_image").setInputFiles(await png("#b91c1c"));
  await expect(v.getByRole("img", { name: "Card Image" })).toBeVisible();
  await v.locator("#pick-card_image").setInputFiles(await png("#1d4ed8"));
  await v.locator("#pick-portfolio").setInputFiles([await png("#15803d"), await png("#a16207")]);
  await expect(v.getByTestId("photo")).toHaveCount(2);
  await expect(v.getByRole("alert").filter({ hasText: "rejected" })).toHaveCount(0);
  await shoot(v, "rejected-media-upload", info);
  const uploads = await (await v.request.get("/api/vendor/media")).json();
  expect(uploads.uploads.filter((u: { fileType: string }) => u.fileType === "card_image")).toHaveLength(1);

  // Submit is not blocked: the application goes back to the queue.
  await v.getByRole("button", { name: "Submit Application" }).click();
  await expect(v).toHaveURL(/\/vendor-form-status$/);
  await expect(v.getByTestId("status-badge")).toHaveText("Pending Review");
});

/** An approved photographer (the admin approved it through the API). */
async function approvedVendor(browser: Browser, companyName: string) {
  const vendor = await submittedVendor(browser, companyName);
  const admin = await adminPage(browser);
  const res = await admin.request.post(`/api/admin/vendors/${vendor.vendorId}/status`, {
    data: { status: "approved" },
  });
  expect(res.ok()).toBeTruthy();
  return { ...vendor, admin };
}

test("a rejected change request stays the vendor's draft, opened on the step the reason names", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const { page: v, admin, vendorId } = await approvedVendor(browser, `Proposal Studio ${stamp}`);
  const proposed = `Cinematic weddings across Nepal, proposed ${stamp}.`;

  await v.goto("/vendor-form/wedding-cinematographer");
  await v.getByLabel("Company Description").fill(proposed);
  await v.getByRole("button", { name: "Media Upload" }).click();
  await v.getByRole("button", { name: "Submit Application" }).click();
  await expect(v.getByText("Changes submitted")).toBeVisible();

  // The admin rejects the change with a one-tap reason about Event Pricing.
  const list = await (await admin.request.get("/api/admin/change-requests")).json();
  const request = list.items.find((r: { vendorId: string }) => r.vendorId === vendorId);
  await admin.goto(`/admin/change-requests/${request.id}`);
  await admin.getByRole("button", { name: "Reject with a reason" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByRole("button", { name: "Prices missing" }).click();
  await dialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(admin.getByTestId("change-status")).toHaveText("Rejected");

  // The vendor reads that the changes are kept, and the wizard opens on Event Pricing with the reason.
  await v.goto("/vendor-form-status");
  await expect(v.getByTestId("change-state")).toContainText("your changes are kept as your draft");
  await v.goto("/vendor-form/wedding-cinematographer");
  await expect(v.getByRole("heading", { name: "Event Pricing", level: 2 })).toBeVisible();
  await expect(v.getByTestId("decision-reason")).toContainText("Prices missing");
  await shoot(v, "rejected-change-draft", info);
  await v.getByRole("button", { name: "Business Profile" }).click();
  await expect(v.getByLabel("Company Description")).toHaveValue(proposed);

  // Fixed and sent again: a new request carries the kept edits.
  await v.getByRole("button", { name: "Media Upload" }).click();
  await v.getByRole("button", { name: "Submit Application" }).click();
  await expect(v.getByText("Changes submitted")).toBeVisible();
  const again = await (await admin.request.get("/api/admin/change-requests")).json();
  const next = again.items.find((r: { vendorId: string }) => r.vendorId === vendorId);
  const detail = await (await admin.request.get(`/api/admin/change-requests/${next.id}`)).json();
  expect(detail.changes.map((c: { after: unknown }) => c.after)).toContain(proposed);
  // The admin's diff marks the words that changed inside the description.
  await admin.goto(`/admin/change-requests/${next.id}`);
  const row = admin.getByTestId("change-row").filter({ hasText: "Description" });
  await expect(row.locator("del")).toHaveText("Wedding films and photos.");
  await expect(row.locator("ins")).toHaveText(proposed);
  await expect(row.getByTestId("word-removed").first()).toBeVisible();
  await expect(row.getByTestId("word-added").first()).toBeVisible();
  await shoot(admin, "admin-word-diff", info);
  // Leave no approved vendor with a waiting change behind: reject the vendor.
  await admin.request.post(`/api/admin/vendors/${vendorId}/status`, {
    data: { status: "rejected", reason: "Test vendor" },
  });
});

test("a stale draft refused at submit is kept, compared with the latest version, and kept or discarded", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const vendor = await submittedVendor(browser, `Stale Studio ${stamp}`);
  const v = vendor.page;
  const admin = await adminPage(browser);
  const mine = `My own words, typed before the admin's fix ${stamp}.`;

  await v.goto("/vendor-form/wedding-cinematographer");
  await v.getByLabel("Company Description").fill(mine);
  await expect(v.getByText("Draft saved")).toBeVisible();

  // The admin corrects the company name while the vendor types.
  const correct = async (name: string) => {
    const detail = await (await admin.request.get(`/api/admin/vendors/${vendor.vendorId}`)).json();
    detail.application.businessProfile.companyName = name;
    const saved = await admin.request.put(`/api/admin/vendors/${vendor.vendorId}`, {
      data: { application: detail.application, version: detail.vendor.version },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
  };
  await correct(`Stale Studio Corrected ${stamp}`);

  // Submitting is refused; the typed draft stays, with the choice to compare, keep or discard.
  await v.getByRole("button", { name: "Media Upload" }).click();
  await v.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    v.getByText(
      "This application was changed by someone else since you started. Your draft is kept: compare it with the latest version, then keep or discard it.",
    ),
  ).toBeVisible();
  const banner = v.getByTestId("stale-draft");
  await expect(banner).toBeVisible();
  await v.reload();
  await expect(banner).toBeVisible();
  await v.getByRole("button", { name: "Business Profile" }).click();
  await expect(v.getByLabel("Company Description")).toHaveValue(mine);
  await banner.getByRole("button", { name: "Compare with the latest version" }).click();
  const compare = v.getByTestId("stale-compare");
  await expect(compare.getByTestId("change-row").filter({ hasText: "Description" })).toContainText(mine);
  await expect(compare.getByTestId("change-row").filter({ hasText: "Company name" })).toContainText(
    `Stale Studio Corrected ${stamp}`,
  );
  await shoot(v, "stale-draft-compare", info);

  // Keep: the draft is based on the latest version now, and its submission goes through.
  await banner.getByRole("button", { name: "Keep my draft" }).click();
  await expect(v.getByText("Your draft is kept. You can submit it now.")).toBeVisible();
  await expect(v.getByTestId("stale-draft")).toHaveCount(0);
  await v.getByLabel("Company Name").fill(`Stale Studio Corrected ${stamp}`);
  await v.getByRole("button", { name: "Media Upload" }).click();
  await v.getByRole("button", { name: "Submit Application" }).click();
  await expect(v).toHaveURL(/\/vendor-form-status$/);
  const saved = await (await admin.request.get(`/api/admin/vendors/${vendor.vendorId}`)).json();
  expect(saved.application.businessProfile.description).toBe(mine);

  // Another stale draft, this time discarded: the latest version loads.
  await v.goto("/vendor-form/wedding-cinematographer");
  await v.getByLabel("Company Description").fill("Typed, then thrown away.");
  await expect(v.getByText("Draft saved")).toBeVisible();
  await correct(`Stale Studio Again ${stamp}`);
  await v.reload();
  await v.getByTestId("stale-draft").getByRole("button", { name: "Discard my draft" }).click();
  await expect(v.getByText("Draft discarded. You are now editing the latest version.")).toBeVisible();
  await expect(v.getByLabel("Company Name")).toHaveValue(`Stale Studio Again ${stamp}`);
  await expect(v.getByLabel("Company Description")).toHaveValue(mine);
});

test("the admin sees the photos an approved vendor added and removes one with a reason the vendor reads", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Fresh Photos ${stamp}`;
  const { page: v, admin, vendorId } = await approvedVendor(browser, name);
  for (const color of ["#7c3aed", "#0f766e"]) {
    const file = await png(color);
    const res = await v.request.post("/api/vendor/media", {
      multipart: {
        fileType: "portfolio_image",
        file: { name: file.name, mimeType: file.mimeType, buffer: file.buffer },
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  await admin.goto("/admin-dashboard");
  await admin.getByLabel("Search vendors").fill(name);
  const row = admin.getByTestId("vendor-row").filter({ hasText: name });
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const recent = admin.getByRole("dialog").getByTestId("recent-photos");
  await expect(recent.getByTestId("recent-photo")).toHaveCount(2);
  await recent
    .getByRole("button", { name: /Remove the photo added/ })
    .first()
    .click();
  await recent.getByRole("button", { name: "Remove photo" }).click();
  await expect(recent.getByRole("alert")).toBeVisible();
  await recent.getByLabel("Why is this photo removed?").fill("This photo shows another studio's logo.");
  await shoot(admin, "admin-recent-photos", info);
  await recent.getByRole("button", { name: "Remove photo" }).click();
  await expect(admin.getByText("Photo removed. The vendor was told why.")).toBeVisible();
  await expect(recent.getByTestId("recent-photo")).toHaveCount(1);

  // The vendor reads it under the bell, with the reason.
  await v.goto("/wedding-cinematographer-dashboard");
  await v.getByRole("button", { name: /Notifications, \d+ unread/ }).click();
  await expect(v.getByText("An admin removed one of your photos")).toBeVisible();
  await expect(v.getByText("Reason: This photo shows another studio's logo.")).toBeVisible();
  await shoot(v, "vendor-photo-removed", info);
  await admin.request.post(`/api/admin/vendors/${vendorId}/status`, {
    data: { status: "rejected", reason: "Test vendor" },
  });
});

/** Where the toast rests: it slides in, so it is measured once its entrance transitions have finished. */
async function settledBox(toast: Locator) {
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await toast.evaluate(async (el) => {
    // A frame first, so a transition the mount just asked for has started and is listed.
    await new Promise((frame) => requestAnimationFrame(frame));
    await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished));
  });
  return toast.boundingBox();
}

test("at 390 px a toast stays clear of the top bar and the bottom buttons, and the calendar shows the month's name", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const { page: v, vendorId, admin } = await approvedVendor(browser, `Phone Layout Studio ${Date.now()}`);
  await v.setViewportSize({ width: 390, height: 844 });
  await v.goto("/vendor-form/wedding-cinematographer");
  await v.getByRole("button", { name: "Media Upload" }).click();
  await v.getByRole("button", { name: "Submit Application" }).click();
  const toast = v.locator("[data-sonner-toast]").filter({ hasText: "Changes submitted" });
  await expect(toast).toBeVisible();
  await v.screenshot({ path: info.outputPath("toast-390.png") });
  const box = await settledBox(toast);
  expect(box?.y ?? 0).toBeGreaterThan(64);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(844 - 64);
  await v.setViewportSize({ width: 1280, height: 900 });
  await v.goto("/vendor-form/wedding-cinematographer");
  await v.getByRole("button", { name: "Media Upload" }).click();
  await v.getByRole("button", { name: "Submit Application" }).click();
  await expect(v.locator("[data-sonner-toast]").first()).toBeVisible();
  const wide = await settledBox(v.locator("[data-sonner-toast]").first());
  // Desktop: bottom right, away from the bell panel at the top.
  expect(wide?.y ?? 0).toBeGreaterThan(450);
  await v.screenshot({ path: info.outputPath("toast-1280.png") });

  // The calendar's month select reads the whole name at 390 px.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto(`/client-form/${vendorId}`);
  await visitor.getByRole("button", { name: /^Event Date/ }).click();
  const panel = visitor.getByRole("dialog", { name: "Event Date" });
  const month = panel.getByLabel("Month", { exact: true });
  await month.selectOption({ label: "Mangsir" });
  const fits = await month.evaluate((el) => {
    const select = el as HTMLSelectElement;
    const probe = document.createElement("span");
    probe.style.font = getComputedStyle(select).font;
    probe.textContent = select.options[select.selectedIndex].text;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    // The text, the arrow and the padding fit the select.
    return width + 40 <= select.clientWidth;
  });
  expect(fits).toBe(true);
  await visitor.screenshot({ path: info.outputPath("calendar-390.png") });
  await admin.request.post(`/api/admin/vendors/${vendorId}/status`, {
    data: { status: "rejected", reason: "Test vendor" },
  });
});

test("the admin's queue filters by district and date, oldest first, with cover, price and completeness on each card", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const first = await submittedVendor(browser, `Queue First ${stamp}`);
  const second = await submittedVendor(browser, `Queue Second ${stamp}`);
  const file = await png("#be123c");
  await second.page.request.post("/api/vendor/media", {
    multipart: { fileType: "card_image", file: { name: file.name, mimeType: file.mimeType, buffer: file.buffer } },
  });
  const admin = await adminPage(browser);
  const requests: string[] = [];
  admin.on("request", (r) => {
    if (r.url().includes("/api/admin/vendors?")) requests.push(r.url());
  });
  await admin.goto("/admin/photographers");
  const cards = admin.getByTestId("vendor-card");
  await expect(cards.first()).toBeVisible();
  // Oldest first: the one submitted first comes before the other (both are from this run, on the last page).
  const kathmandu = await (await admin.request.get("/api/locations/regions")).json();
  const districtId = kathmandu.provinces
    .flatMap((p: { districts: { id: number; name: string }[] }) => p.districts)
    .find((d: { name: string }) => d.name === "Kathmandu").id;
  await admin.getByLabel("District").selectOption(String(districtId));
  await admin.getByLabel("Order").selectOption("newest");
  await expect(cards.first()).toContainText(`Queue Second ${stamp}`);
  await expect(cards.nth(1)).toContainText(`Queue First ${stamp}`);
  const card = cards.filter({ hasText: `Queue Second ${stamp}` });
  await expect(card.getByTestId("cover")).toBeVisible();
  await expect(card.getByTestId("queue-facts")).toContainText("Profile complete");
  await expect(card.getByTestId("queue-facts")).toContainText("Missing:");
  await shoot(admin, "admin-queue", info);
  // The cards come with the list: one list request per filter change, never one per card.
  expect(requests.every((u) => u.includes("type=wedding_cinematographer"))).toBe(true);
  expect(requests.length).toBeLessThanOrEqual(4);
  // The dashboard's list, every type together, filters by type too.
  await admin.goto("/admin-dashboard");
  await admin.getByLabel("Search vendors").fill(`Queue First ${stamp}`);
  const rows = admin.getByTestId("vendor-row");
  await expect(rows.filter({ hasText: `Queue First ${stamp}` })).toHaveCount(1);
  await admin.getByLabel("Vendor type").selectOption("decorator");
  await expect(rows).toHaveCount(0);
  await admin.getByLabel("Vendor type").selectOption("wedding_cinematographer");
  await expect(rows.filter({ hasText: `Queue First ${stamp}` })).toHaveCount(1);
  await shoot(admin, "admin-dashboard-type", info);
  for (const v of [first, second])
    await admin.request.post(`/api/admin/vendors/${v.vendorId}/status`, {
      data: { status: "rejected", reason: "Test vendor" },
    });
});
