import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import QRCode from "qrcode";
import { addDaysAd } from "../packages/shared/src/calendar";
import { todayAdInNepal } from "../packages/shared/src/nepal-clock";
import { closeExtraContexts, DEMO_PASSWORD, signIn } from "./support/helpers";
import { BUILDER_TEXTS, buildAndSend, pdfText } from "./support/journeys";

test.afterEach(closeExtraContexts);

const STUDIO = "studio@bihe.demo";
const shots = ".tmp/screens/quotations";

/** The whole dialog in one picture: the page made as tall as the builder, then back. */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 3200 });
  await page.screenshot({ path: `${shots}/${name}.png` });
  await page.setViewportSize(size);
}

/** A lead of the demo studio with one event two months ahead, made through the API. */
async function newLead(page: Page, name: string): Promise<string> {
  const res = await page.request.post("/api/vendor/leads", {
    data: {
      name,
      number: "9812345678",
      inquiryDate: todayAdInNepal(),
      locations: [{ locationType: "bride_side" }],
      events: [{ eventName: "Wedding (Both Sides)", eventDate: addDaysAd(todayAdInNepal(), 60) }],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

const EN = BUILDER_TEXTS.en;

test("a vendor builds and sends a quotation on a phone, revises it (v2 replaces v1) and downloads the PDF", async ({
  browser,
}) => {
  fs.mkdirSync(shots, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, STUDIO, DEMO_PASSWORD);
  const client = `Quoted ${Date.now()}`;
  const leadId = await newLead(page, client);

  // The payment QR, on the leads dashboard: printed on the quotation's PDF.
  await page.goto("/photographer-leads-dashboard");
  const qrSection = page.getByTestId("payment-qr-section");
  await qrSection.getByLabel("Name shown with it (e.g. eSewa 98XXXXXXXX)").fill("eSewa 9841000000");
  await qrSection.getByLabel("QR picture").setInputFiles({
    name: "esewa.png",
    mimeType: "image/png",
    buffer: await QRCode.toBuffer("esewa://pay/9841000000", { width: 300 }),
  });
  await qrSection.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Payment QR saved")).toBeVisible();
  await expect(qrSection.getByRole("img", { name: "Payment QR: eSewa 9841000000" })).toBeVisible();
  await qrSection.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/payment-qr-390-en.png` });

  await page.goto(`/photographer-leads/queue?leadId=${leadId}`);
  const section = page.getByRole("region", { name: "Quotations" });
  await expect(section.getByText("No quotation yet.", { exact: false })).toBeVisible();
  await section.getByTestId("quotation-build").click();
  await expect(page.getByTestId("quotation-builder")).toBeVisible();
  await shoot(page, "builder-390-en");
  await buildAndSend(page, EN, "15000");
  await expect(section.getByTestId("quotation-version")).toHaveCount(1);
  await expect(section.getByTestId("quotation-version").first()).toContainText("Sent");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Revise: a new version from the last one; sending it replaces version 1, which stays listed.
  await section.getByRole("button", { name: "Revise (new version)" }).click();
  await buildAndSend(page, EN, "20000");
  const versions = section.getByTestId("quotation-version");
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText("Version 2");
  await expect(versions.nth(0)).toContainText("Sent");
  await expect(versions.nth(1)).toContainText("Version 1");
  await expect(versions.nth(1)).toContainText("Replaced by a newer version");

  const text = await pdfText(page, "quotation-pdf-en");
  expect(text).toContain("Quotation - Version 2");
  expect(text).toContain(client);
  expect(text).toContain("Drone coverage");
  expect(text).toContain("Rs. 20,000");
  expect(text).toContain("Pay by scanning: eSewa 9841000000");

  // The lead moved to Quotation Sent.
  const lead = await (await page.request.get(`/api/vendor/leads/${leadId}`)).json();
  expect(lead.status).toBe("quotation_sent");

  // The demo studio is left without a payment QR, as the other journeys know it.
  await page.goto("/photographer-leads-dashboard");
  await page.getByTestId("payment-qr-section").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Payment QR removed")).toBeVisible();
  await expect(page.getByText("No payment QR yet.")).toBeVisible();
  await context.close();

  // The builder at desktop width, for the record.
  const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await wide.newPage();
  await signIn(desk, STUDIO, DEMO_PASSWORD);
  await desk.goto(`/photographer-leads/queue?leadId=${leadId}`);
  await desk.getByRole("region", { name: "Quotations" }).getByTestId("quotation-build").click();
  await expect(desk.getByTestId("quotation-builder")).toBeVisible();
  await shoot(desk, "builder-1280-en");
  await wide.close();
});

test("in Nepali: the builder's texts, रु. totals and the Nepali PDF", async ({ browser }) => {
  fs.mkdirSync(shots, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, STUDIO, DEMO_PASSWORD);
  const client = `Nepali ${Date.now()}`;
  const leadId = await newLead(page, client);
  await page.goto(`/photographer-leads/queue?leadId=${leadId}&lang=ne`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  const section = page.getByRole("region", { name: "कोटेसनहरू" });
  await section.getByTestId("quotation-build").click();
  await expect(page.getByTestId("quotation-builder")).toBeVisible();
  await buildAndSend(page, BUILDER_TEXTS.ne, "15000");
  await expect(section.getByTestId("quotation-version").first()).toContainText("पठाइएको");
  await expect(section.getByTestId("quotation-version").first()).toContainText("रु.");
  await shoot(page, "sent-390-ne");
  const text = await pdfText(page, "quotation-pdf-ne");
  expect(text).toContain("रु. १५,०००");
  expect(text).toContain(client);
  await section.getByTestId("quotation-build").click();
  await expect(page.getByTestId("quotation-builder")).toBeVisible();
  await shoot(page, "builder-390-ne");
  await context.close();
});
