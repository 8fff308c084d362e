import { expect, test } from "@playwright/test";

/**
 * A Nepali keyboard types ०-९. On the public client form in Nepali, on a phone, digits typed
 * or pasted that way into the phone and number fields become ASCII digits at the caret (a number field
 * would otherwise drop them and stay empty); free text keeps them as typed.
 */
test("numbers typed with a Nepali keyboard are read in number and phone fields", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const res = await page.request.get(`/api/vendors?q=${encodeURIComponent("Himalayan Frames Studio")}`);
  const body = (await res.json()) as { bands: { vendors: { id: string; companyName: string }[] }[] };
  const studio = body.bands.flatMap((b) => b.vendors).find((v) => v.companyName === "Himalayan Frames Studio");
  expect(studio).toBeTruthy();
  await page.goto(`/client-form/${studio!.id}?lang=ne`);

  const phone = page.getByLabel("फोन नम्बर *");
  await phone.pressSequentially("९८१२३४");
  // At the caret, not at the end: the browser's own edit.
  await phone.press("ArrowLeft");
  await phone.press("ArrowLeft");
  await phone.pressSequentially("५");
  await expect(phone).toHaveValue("9812534");

  const photographers = page.getByLabel("फोटोग्राफर");
  await photographers.fill("");
  await photographers.pressSequentially("१२");
  await expect(photographers).toHaveValue("12");

  // Pasted, as from a message: the same.
  const whatsapp = page.getByLabel("ह्वाट्सएप नम्बर");
  await whatsapp.focus();
  await whatsapp.evaluate((el) => {
    const data = new DataTransfer();
    data.setData("text/plain", "९८४१०००१११");
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(whatsapp).toHaveValue("9841000111");

  // A name is free text: its digits stay as written.
  const name = page.getByLabel("नाम *");
  await name.pressSequentially("राम २");
  await expect(name).toHaveValue("राम २");
  await context.close();
});
