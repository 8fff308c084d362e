import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./helpers";

/** Steps of the inquiry-to-booking journeys that several journeys take the same way. */

export type Lang = "en" | "ne";

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 900 };

/** A full-page screenshot into SHOTS_DIR, when it is set (for looking at the pages; journeys pass without). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A demo vendor's id (signs in on `request` for a moment, then out again). */
export async function vendorIdOf(request: APIRequestContext, email: string, baseURL: string): Promise<string> {
  const res = await request.post("/api/auth/sign-in/email", {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
  const me = await (await request.get("/api/me")).json();
  await request.post("/api/auth/sign-out", { headers: { origin: baseURL }, data: {} });
  return me.vendor.id as string;
}

const threadWords = {
  en: { write: "Write a message", send: "Send" },
  ne: { write: "सन्देश लेख्नुहोस्", send: "पठाउनुहोस्" },
};

/** Writes a message in the open thread and waits for it to be listed (and the box emptied). */
export async function write(page: Page, lang: Lang, text: string) {
  const thread = page.getByTestId("thread");
  await thread.getByPlaceholder(threadWords[lang].write).fill(text);
  await thread.getByRole("button", { name: threadWords[lang].send }).click();
  await expect(thread.getByTestId("message").filter({ hasText: text })).toBeVisible();
  await expect(thread.getByPlaceholder(threadWords[lang].write)).toHaveValue("");
}

/** The quotation builder's words a journey clicks, in both languages. */
export const BUILDER_TEXTS = {
  en: {
    addLine: "Add a blank line",
    description: "Description",
    price: "Price (Rs.)",
    split: "Split by my payment terms",
    send: "Send to client",
    confirm: "Send",
    sent: "Quotation sent",
    removeLine: "Remove this line",
  },
  ne: {
    addLine: "खाली लाइन थप्नुहोस्",
    description: "विवरण",
    price: "मूल्य (रु.)",
    split: "मेरो भुक्तानी सर्तअनुसार बाँड्नुहोस्",
    send: "ग्राहकलाई पठाउनुहोस्",
    confirm: "पठाउनुहोस्",
    sent: "कोटेसन पठाइयो",
    removeLine: "यो लाइन हटाउनुहोस्",
  },
};

/**
 * Adds a typed line, splits the schedule by the vendor's terms, sends and confirms. Answers the total and the
 * first installment's amount as the builder showed them (shown text of the total, the amount as typed digits).
 */
export async function buildAndSend(
  page: Page,
  texts: Omit<(typeof BUILDER_TEXTS)["en"], "removeLine">,
  price: string,
  description = "Drone coverage",
) {
  const builder = page.getByTestId("quotation-builder");
  await builder.getByRole("button", { name: texts.addLine }).click();
  const descriptions = builder.getByLabel(texts.description, { exact: true });
  await descriptions.last().fill(description);
  await builder.getByLabel(texts.price, { exact: true }).last().fill(price);
  await builder.getByRole("button", { name: texts.split }).click();
  await expect(builder.getByTestId("schedule-gap")).toHaveCount(0);
  const total = (await builder.getByTestId("quotation-total").textContent()) ?? "";
  const firstInstallment = await builder.locator("#q-inst-0-a").inputValue();
  await builder.getByRole("button", { name: texts.send }).click();
  await builder.getByRole("button", { name: texts.confirm, exact: true }).click();
  await expect(page.getByText(texts.sent).first()).toBeVisible();
  return { total, firstInstallment };
}

/** Clicks a PDF link (by test id) and answers the downloaded file's text. */
export async function pdfText(page: Page, linkTestId: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(linkTestId).first().click()]);
  return execFileSync("pdftotext", ["-layout", await download.path(), "-"]).toString();
}
