import fs from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { bsToAd } from "../packages/shared/src/calendar";
import { toAsciiDigits, toNepaliDigits } from "../packages/shared/src/digits";
import { formatRs } from "../packages/shared/src/money";
import { closeExtraContexts, DEMO_PASSWORD, signIn } from "./support/helpers";
import { BUILDER_TEXTS, buildAndSend, type Lang, pdfText, vendorIdOf, write } from "./support/journeys";

test.afterEach(closeExtraContexts);

/**
 * From inquiry to booking as one couple and one studio live it, through the screens only, at phone width: the
 * couple asks with its wedding date and writes; the studio sees the Messages badge, answers, opens the lead and
 * sends a quotation; the couple accepts it in its thread by typing its name; the studio's calendar shows the date
 * booked, the studio records the advance and downloads the receipt; the couple's dashboard shows the advance paid
 * and the balance. Once in English, once in Nepali. Bhaktapur Wedding Story and Phewa Lake Productions take no
 * other journey's couple; Chaitra 2084 is no other journey's month.
 */
const SHOTS = process.env.SHOTS_DIR ?? ".tmp/screens/inquiry-to-booking";
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const COUPLE = "Sita Sharma";

async function shot(page: Page, name: string, wide = false) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (!wide) return;
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(phone);
}

/** Money as the page and the PDF write it in that language. */
const money = (lang: Lang, n: number) =>
  lang === "en" ? formatRs(n) : toNepaliDigits(formatRs(n).replace("Rs.", "रु."));
const amountOf = (text: string) => Number(toAsciiDigits(text).replace(/[^0-9]/g, ""));

const words = {
  en: {
    contact: "Request Contact Info",
    show: "Show contacts",
    year: "Year",
    month: "Month",
    openLead: "Open the lead",
    quotations: "Quotations",
    accepted: "Accepted: your booking is confirmed.",
    paid: "Paid",
    installment: "Installment 1",
    saved: "Payment recorded: receipt",
    receipt: "Payment receipt",
    esewa: "eSewa",
  },
  ne: {
    contact: "सम्पर्क विवरण माग्नुहोस्",
    show: "सम्पर्क देखाउनुहोस्",
    year: "साल",
    month: "महिना",
    openLead: "लिड खोल्नुहोस्",
    quotations: "कोटेसनहरू",
    accepted: "स्वीकार भयो: तपाईंको बुकिङ पक्का भयो।",
    paid: "तिरिसकेको",
    // The studio's terms name their installments as the app does: named in Nepali on a Nepali quotation.
    installment: "किस्ता १",
    saved: "भुक्तानी दर्ता भयो: रसिद",
    // pdftotext puts the Devanagari vowel sign ि before its consonant: the word without one.
    receipt: "भुक्तानी",
    esewa: "इसेवा",
  },
};

const cases = [
  {
    lang: "en",
    vendor: "bhaktapur.story@bihe.demo",
    day: 5,
    price: "85000",
    ask: "Namaste! Are you free on 5 Chaitra 2084 for the whole day?",
    answer: "Namaste Sita ji, 5 Chaitra is free. I am sending a quotation now.",
  },
  {
    lang: "ne",
    vendor: "phewa.productions@bihe.demo",
    day: 9,
    price: "95000",
    ask: "नमस्ते! ९ चैत २०८४ मा दिनभरि खाली हुनुहुन्छ?",
    answer: "नमस्ते सीता जी, ९ चैत खाली छ। कोटेसन पठाउँदैछु।",
  },
] as const;

/** The vendor signed in through the login page on a phone of its own. */
async function vendorPhone(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

for (const c of cases) {
  test(`${c.lang}: inquiry with a date, messages, a quotation accepted, the date booked, the advance paid and its receipt`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const w = words[c.lang];
    const bs = { year: 2084, month: 12, day: c.day };
    const wedding = bsToAd(bs);
    const vendorId = await vendorIdOf(page.request, c.vendor, baseURL!);

    // The couple asks the studio with its wedding date and the wedding's event.
    await page.setViewportSize(phone);
    await signIn(page, "couple@bihe.demo", DEMO_PASSWORD);
    await page.goto(`/vendor/${vendorId}?lang=${c.lang}`);
    const vendorName = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
    await page.getByRole("button", { name: w.contact }).first().click();
    const dialog = page.getByRole("dialog");
    const fields = dialog.getByTestId("wedding-fields");
    await fields.locator('button[aria-haspopup="dialog"]').first().click();
    const picker = fields.locator('[role="dialog"][aria-modal="false"]');
    await picker.getByLabel(w.year, { exact: true }).selectOption(String(bs.year));
    await picker.getByLabel(w.month, { exact: true }).selectOption(String(bs.month));
    await picker.locator(`[data-ad="${wedding}"]`).click();
    await fields.getByTestId("wedding-add-event").selectOption("Wedding (Both Sides)");
    await expect(fields.getByTestId("wedding-event")).toHaveCount(1);
    await shot(page, `${c.lang}-01-inquiry`);
    await dialog.getByRole("button", { name: w.show }).click();
    await expect(dialog.getByTestId("promo-code")).toBeVisible();
    await page.keyboard.press("Escape");

    // ... and writes in its conversation with the studio.
    await page.goto(`/customer-dashboard?tab=messages&lang=${c.lang}`);
    await page.getByTestId("customer-thread-row").filter({ hasText: vendorName }).click();
    await write(page, c.lang, c.ask);
    await shot(page, `${c.lang}-02-couple-writes`);

    // The studio: the badge on Messages, the unread conversation; it answers and opens the lead.
    const v = await vendorPhone(browser, c.vendor);
    // Its dashboard, where signing in took it.
    await v.goto(`${new URL(v.url()).pathname}?lang=${c.lang}`);
    const messages = v
      .getByTestId("phone-nav")
      .getByRole("link")
      .filter({ has: v.getByTestId("nav-badge") });
    await expect(messages).toBeVisible();
    await shot(v, `${c.lang}-03-vendor-badge`);
    await messages.click();
    const row = v.getByTestId("inbox-row").filter({ hasText: COUPLE });
    await expect(row.getByTestId("unread-pill")).toBeVisible();
    await row.click();
    await expect(v.getByTestId("thread").getByText(c.ask)).toBeVisible();
    await write(v, c.lang, c.answer);
    await shot(v, `${c.lang}-04-vendor-thread`, true);
    await v.getByRole("link", { name: w.openLead }).click();

    // The lead: a quotation of the typed line alone, split by the studio's payment terms, sent.
    const detail = v.getByRole("dialog", { name: COUPLE });
    await expect(detail).toBeVisible();
    const section = v.getByRole("region", { name: w.quotations });
    await section.getByTestId("quotation-build").click();
    const builder = v.getByTestId("quotation-builder");
    await expect(builder).toBeVisible();
    const remove = builder.getByRole("button", { name: BUILDER_TEXTS[c.lang].removeLine });
    while ((await remove.count()) > 0) await remove.first().click();
    await shot(v, `${c.lang}-05-builder`);
    const quoted = await buildAndSend(v, BUILDER_TEXTS[c.lang], c.price, "Full-day photo and film");
    const total = amountOf(quoted.total);
    const advance = amountOf(quoted.firstInstallment);
    expect(advance).toBeGreaterThan(0);
    expect(advance).toBeLessThan(total);
    await expect(section.getByTestId("quotation-version").first()).toContainText(money(c.lang, total));
    await section.scrollIntoViewIfNeeded();
    await shot(v, `${c.lang}-06-quotation-sent`, true);

    // The couple: the answer and the quotation's card in its thread; it accepts by typing its name.
    await page.reload();
    const thread = page.getByTestId("thread");
    await expect(thread.getByText(c.answer)).toBeVisible();
    const card = thread.getByTestId("quotation-card").filter({ has: page.getByTestId("quotation-accept") });
    await expect(card).toContainText(money(c.lang, total));
    await shot(page, `${c.lang}-07-couple-quotation`, true);
    await card.getByTestId("quotation-accept").click();
    const accept = page.getByRole("dialog");
    await accept.getByRole("textbox").fill(COUPLE);
    await shot(page, `${c.lang}-08-accept`);
    await accept.getByTestId("quotation-accept-confirm").click();
    await expect(page.getByText(w.accepted).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The studio's calendar: the wedding's date is booked.
    await v.goto(`/vendor-calendar?lang=${c.lang}`);
    await v.getByLabel(w.year, { exact: true }).selectOption(String(bs.year));
    await v.getByLabel(w.month, { exact: true }).selectOption(String(bs.month));
    await expect(v.getByTestId("calendar-grid").locator(`[data-ad="${wedding}"]`)).toHaveAttribute(
      "data-state",
      "booked",
    );
    await shot(v, `${c.lang}-09-calendar`);

    // The booking: the studio records the advance by eSewa and downloads its receipt.
    await v.goto(`/vendor-bookings?lang=${c.lang}`);
    await v.getByTestId("vendor-bookings").getByText(COUPLE).click();
    await v.getByTestId("record-payment").click();
    const pay = v.getByRole("dialog");
    await pay.getByTestId("payment-amount").fill(String(advance));
    await pay.getByTestId("payment-method").selectOption("esewa");
    await pay.locator("#payment-reference").fill("ESW-CHAITRA");
    await shot(v, `${c.lang}-10-record-payment`);
    await pay.getByTestId("payment-save").click();
    await expect(v.getByText(w.saved)).toBeVisible();
    await expect(v.getByTestId("payment")).toHaveCount(1);
    await expect(v.getByTestId("installment").first()).toContainText(w.paid);
    expect(await v.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(v, `${c.lang}-11-vendor-booking`, true);
    const receipt = await pdfText(v, `receipt-${c.lang}`);
    for (const s of [w.receipt, w.esewa, "ESW-CHAITRA", COUPLE, vendorName, money(c.lang, advance)]) {
      expect(receipt).toContain(s);
    }

    // The couple's dashboard: the advance paid and the balance.
    await page.goto(`/customer-dashboard?tab=bookings&lang=${c.lang}`);
    const booking = page.getByTestId("client-booking");
    await expect(booking).toBeVisible();
    // The demo couple may have more bookings (the other language's run): it picks this studio's.
    const choose = page.getByRole("tabpanel").getByRole("button", { name: vendorName });
    if ((await choose.count()) > 0) await choose.click();
    await expect(booking).toContainText(vendorName);
    const figures = booking.getByTestId("booking-figures");
    await expect(figures).toContainText(money(c.lang, total));
    await expect(figures).toContainText(money(c.lang, advance));
    await expect(figures).toContainText(money(c.lang, total - advance));
    await expect(booking.getByTestId("installment").first()).toContainText(w.paid);
    await expect(booking.getByTestId("installment").first()).toContainText(w.installment);
    await expect(booking.getByTestId("payment")).toHaveCount(1);
    await shot(page, `${c.lang}-12-couple-booking`, true);
  });
}
