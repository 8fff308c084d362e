import { type Browser, expect, type Page, test } from "@playwright/test";
import { closeExtraContexts, DEMO_PASSWORD, signIn } from "./support/helpers";
import { desktop, phone, shot, vendorIdOf, write } from "./support/journeys";

test.afterEach(closeExtraContexts);

/**
 * A conversation per inquiry (docs/architecture.md, "Conversations"): a couple's inquiry opens a thread with
 * the vendor; the couple writes, the vendor sees the Messages badge and answers, the couple sees the answer
 * and 'Seen'. A walk-in client (a lead without an account) gets a private link by email and writes through it.
 * At 390 px (and 1280 for the screenshots), in English and Nepali. Pokhara Wedding Clicks and Lumbini Lens
 * Studio take no other journey's couple.
 */

/** Both widths of one screen. */
async function shots(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  const size = page.viewportSize();
  await page.setViewportSize(phone);
  await shot(page, `${name}-390`);
  await page.setViewportSize(desktop);
  await shot(page, `${name}-1280`);
  if (size) await page.setViewportSize(size);
}

async function phonePage(browser: Browser, email?: string) {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  if (email) await signIn(page, email, DEMO_PASSWORD);
  return page;
}

/** The couple asks the vendor for its contacts: the inquiry that opens the conversation. */
async function inquire(page: Page, vendorId: string, lang: "en" | "ne", message?: string) {
  await page.goto(`/vendor/${vendorId}?lang=${lang}`);
  await page
    .getByRole("button", { name: lang === "en" ? "Request Contact Info" : "सम्पर्क विवरण माग्नुहोस्" })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  if (message) await dialog.getByTestId("wedding-fields").getByLabel("Message to the vendor").fill(message);
  await dialog.getByRole("button", { name: lang === "en" ? "Show contacts" : "सम्पर्क देखाउनुहोस्" }).click();
  await expect(dialog.getByTestId("promo-code")).toBeVisible();
}

const words = {
  en: { seen: "Seen", sent: "Sent" },
  ne: { seen: "हेरियो", sent: "पठाइयो" },
};

for (const lang of ["en", "ne"] as const) {
  const vendorEmail = lang === "en" ? "pokhara.clicks@bihe.demo" : "lumbini.lens@bihe.demo";
  const vendorName = lang === "en" ? "Pokhara Wedding Clicks" : "Lumbini Lens Studio";
  const ask = lang === "en" ? "Namaste! Is 2 Falgun still free for a full-day shoot?" : "नमस्ते! २ फागुन खाली छ?";
  const answer = lang === "en" ? "Yes, 2 Falgun is free. Shall I send a quotation?" : "छ, २ फागुन खाली छ।";

  test(`${lang}: the couple writes after its inquiry, the vendor sees the badge and answers, the couple sees it and 'Seen'`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const vendorId = await vendorIdOf(page.request, vendorEmail, baseURL!);
    await page.setViewportSize(phone);
    await signIn(page, "couple@bihe.demo", DEMO_PASSWORD);
    const opening = lang === "en" ? "We marry on 2 Falgun in Pokhara." : undefined;
    await inquire(page, vendorId, lang, opening);

    // The couple's Messages tab has a conversation per vendor it contacted.
    await page.goto(`/customer-dashboard?tab=messages&lang=${lang}`);
    await page.getByTestId("customer-thread-row").filter({ hasText: vendorName }).click();
    await write(page, lang, ask);
    await expect(page.getByTestId("receipt")).toHaveText(words[lang].sent);

    // The vendor: a badge on Messages in the phone's bottom bar; the conversation is unread in the inbox.
    const v = await phonePage(browser, vendorEmail);
    await v.goto(`/vendor-messages?lang=${lang}`);
    await expect(v.getByTestId("phone-nav").getByTestId("nav-badge")).toBeVisible();
    const row = v.getByTestId("inbox-row").filter({ hasText: "Sita Sharma" });
    await expect(row.getByTestId("unread-pill")).toBeVisible();
    await shots(v, `inbox-${lang}`);
    await row.click();
    await expect(v.getByTestId("thread").getByText(ask)).toBeVisible();
    // The inquiry's own words open the conversation.
    if (opening) await expect(v.getByTestId("inquiry-message")).toContainText(opening);
    await write(v, lang, answer);
    await shots(v, `thread-vendor-${lang}`);
    // Read and answered: the badge is gone.
    await v.reload();
    await expect(v.getByTestId("phone-nav").getByTestId("nav-badge")).toHaveCount(0);

    // The couple: the answer, and its own message seen.
    await page.reload();
    const thread = page.getByTestId("thread");
    await expect(thread.getByText(answer)).toBeVisible();
    await expect(thread.getByTestId("message").filter({ hasText: ask }).getByTestId("receipt")).toHaveText(
      words[lang].seen,
    );
    await write(page, lang, lang === "en" ? "Yes please." : "कोटेशन पठाइदिनुहोस्।");
    await v.reload();
    await expect(v.getByTestId("thread").getByTestId("receipt")).toHaveText(words[lang].seen);
    await shots(page, `thread-couple-${lang}`);
  });
}

test("a walk-in client gets the private link by email and writes through it; a new link ends the old one", async ({
  browser,
}) => {
  const v = await phonePage(browser, "pokhara.clicks@bihe.demo");
  const created = await v.request.post("/api/vendor/leads", {
    data: {
      name: "Ram Thapa",
      number: "9800000042",
      inquiryDate: "2026-11-22",
      locations: [{ locationType: "bride_side" }],
      events: [{ eventName: "Engagement", eventDate: "2027-02-13" }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const leadId = (await created.json()).id as string;
  const email = `ram-${Date.now()}@example.com`;

  await v.goto(`/photographer-leads/queue?leadId=${leadId}&lang=en`);
  const detail = v.getByRole("dialog", { name: "Ram Thapa" });
  const link = detail.getByTestId("client-link");
  await link.getByLabel("Client's email").fill(email);
  await link.getByRole("button", { name: "Email the link" }).click();
  await expect(link).toContainText(`A link was sent to ${email}`);
  await write(v, "en", "Namaste Ram ji, here is our conversation.");
  await shots(v, "lead-thread-en");

  const tokenFromMailbox = async () => {
    let path = "";
    await expect
      .poll(async () => {
        const { emails } = (await (await v.request.get("/api/dev/mailbox")).json()) as {
          emails: { toAddress: string; body: string }[];
        };
        // The newest email with a link (the vendor's message after it is told by email too, without one).
        const withLink = emails.find((e) => e.toAddress === email && /\/c\//.test(e.body));
        path = /\/c\/[A-Za-z0-9_-]{43}/.exec(withLink?.body ?? "")?.[0] ?? "";
        return path;
      })
      .toMatch(/^\/c\//);
    return path;
  };
  const path = await tokenFromMailbox();

  // The client, no account, on a phone.
  const client = await phonePage(browser);
  await client.goto(`${path}?lang=en`);
  await expect(client.getByRole("heading", { name: "Your conversation with Pokhara Wedding Clicks" })).toBeVisible();
  await expect(client.getByText("Engagement")).toBeVisible();
  await expect(client.getByText("Namaste Ram ji, here is our conversation.")).toBeVisible();
  expect(await client.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  await write(client, "en", "Thank you! Please send the quotation.");
  await shots(client, "client-page-en");
  await client.goto(`${path}?lang=ne`);
  await expect(client.getByRole("heading", { name: "Pokhara Wedding Clicks सँगको तपाईंको कुराकानी" })).toBeVisible();
  await shots(client, "client-page-ne");

  // The vendor sees it; a new link stops the old one.
  await v.goto("/vendor-messages?lang=en");
  await expect(v.getByTestId("inbox-row").filter({ hasText: "Ram Thapa" }).getByTestId("unread-pill")).toBeVisible();
  await v.goto(`/photographer-leads/queue?leadId=${leadId}&lang=en`);
  await link.getByLabel("Client's email").fill(email);
  await link.getByRole("button", { name: "Email a new link" }).click();
  await expect.poll(async () => (await client.request.get(`/api/client/${path.slice(3)}`)).status()).toBe(404);
  await client.goto(`${path}?lang=en`);
  await expect(client.getByRole("alert")).toContainText("ask the vendor for a new one");
});
