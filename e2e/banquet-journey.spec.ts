import { expect, test } from "@playwright/test";
import {
  adminApprovesFromList,
  closeExtraContexts,
  coupleUnlocksAndReviews,
  DEMO_PASSWORD,
  pickFromList,
  pickPlace,
  signIn,
  signUpTypedVendor,
  uniqueEmail,
  vendorSeesInquiryAndReview,
} from "./support/helpers";

test.afterEach(closeExtraContexts);

/**
 * A banquet hall from registration to its first review: the hall registers through
 * /banquet-form, an admin approves it, it appears on /banquets under its capacity filter (and not
 * under another), the signed-in demo couple unlocks it and reviews it, and the hall sees the
 * inquiry and the review in its workspace.
 */
test("a banquet hall registers, is approved, is found on /banquets by capacity, is contacted and reviewed, and sees both in its workspace", async ({
  browser,
}) => {
  const stamp = String(Date.now());
  const name = `Gandaki Banquet ${stamp}`;
  const email = uniqueEmail("hall");

  // 1. The hall registers (one 'Standard Package' of 650 guests at Rs 1,350 a plate).
  const hall = await (await browser.newContext()).newPage();
  await signUpTypedVendor(hall, "/banquet-signup", email);
  await expect(hall).toHaveURL(/\/banquet-form$/);
  await hall.getByLabel("Banquet Name").fill(name);
  await hall.getByLabel("Email").fill(email);
  await hall.getByLabel("Phone Number").fill("9856012345");
  await hall.getByLabel("City", { exact: true }).fill("Pokhara");
  await hall.getByLabel("Capacity (guests)").fill("650");
  await hall.getByLabel("Price per Plate (Rs.)").fill("1350");
  await hall.getByLabel("Address", { exact: true }).fill("Lakeside, Pokhara");
  await hall.getByLabel("Description", { exact: true }).fill("A lakeside hall for weddings and receptions.");
  await hall.getByLabel("Air Conditioning").check();
  await hall.getByLabel("Parking", { exact: true }).check();
  await hall.getByLabel("Parking spaces").fill("70");
  // Where it is (by place, with the map pin) and whom couples reach after unlocking.
  await pickFromList(hall, "Province", "bagm", "Bagmati");
  await pickFromList(hall, "District", "lalit", "Lalitpur");
  await pickFromList(hall, "Municipality", "lalitpur metro", "Lalitpur Metropolitan City");
  const ward = hall.getByRole("combobox", { name: "Ward", exact: true });
  await ward.click();
  await ward.fill("2");
  await ward.press("Enter");
  await expect(ward).toHaveValue("Ward 2");
  await pickFromList(hall, "Area", "Sane", "Sanepa");
  await hall.getByLabel("Latitude").fill("27.6846");
  await hall.getByLabel("Longitude").fill("85.3063");
  await hall.getByRole("textbox", { name: "Name", exact: true }).first().fill("Kamala Shakya");
  await hall.getByRole("textbox", { name: "Mobile", exact: true }).first().fill("9856012345");
  await hall.getByRole("button", { name: "Submit Application" }).click();
  await expect(hall).toHaveURL(/\/banquet-dashboard$/);
  // The dashboard opens at its top, not where the long form was scrolled to.
  await expect.poll(() => hall.evaluate(() => window.scrollY)).toBe(0);

  // 2. An admin approves it from the banquet halls' list.
  const admin = await (await browser.newContext()).newPage();
  await adminApprovesFromList(admin, "/admin/banquets", name);

  // 3. A visitor finds it on /banquets under 500-1,000 guests in Lalitpur, not under up to 200.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/banquets?capacity=500-1000&province=3&district=29&q=${stamp}`);
  const card = visitor.getByTestId("vendor-card").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText("650");
  await visitor.goto(`/banquets?capacity=up-to-200&q=${stamp}`);
  await expect(visitor.getByText("No banquet halls found")).toBeVisible();
  const listing = (await (await visitor.request.get(`/api/vendors?type=banquets&q=${stamp}`)).json()) as {
    bands: { vendors: { id: string; companyName: string; weddingPrice: number }[] }[];
  };
  const found = listing.bands.flatMap((b) => b.vendors).find((v) => v.companyName === name);
  expect(found?.weddingPrice).toBe(1350);

  // 4. The signed-in couple unlocks its contacts and reviews it.
  const review = `The lakeside dinner for our reception was perfect (${stamp}).`;
  const couple = await (await browser.newContext()).newPage();
  const code = await coupleUnlocksAndReviews(couple, found!.id, review, "Kamala Shakya");

  // 5. The hall sees the inquiry and the review in its workspace.
  await vendorSeesInquiryAndReview(hall, code, review);
});

test("/banquets filters the demo halls by guests and district on the page, and the couple unlocks the Kathmandu hall's contacts", async ({
  page,
}) => {
  await signIn(page, "couple@bihe.demo", DEMO_PASSWORD);
  await page.goto("/banquets");
  // Counts only where other journeys' halls cannot land (they have no district yet).
  await expect(page.getByTestId("vendor-card").filter({ hasText: "Narayani Garden Banquet" })).toBeVisible();
  const guests = page.getByRole("textbox", { name: "Guests" });
  await guests.fill("700");
  await guests.press("Enter");
  await expect(page).toHaveURL(/guests=700/);
  await expect(page.getByTestId("vendor-card").filter({ hasText: "Durbar Banquet & Events" })).toBeVisible();
  await pickPlace(page, "Province", "Bagmati");
  await pickPlace(page, "District", "Kathmandu");
  await expect(page).toHaveURL(/district=27/);
  await expect(page.getByText("1 banquet hall found")).toBeVisible();
  const card = page.getByTestId("vendor-card").filter({ hasText: "Durbar Banquet & Events" });
  await expect(card.getByTestId("card-facts")).toContainText("Up to 800 guests");
  // The same district, more guests than its halls seat: none.
  await guests.fill("1200");
  await guests.press("Enter");
  await expect(page.getByText("No banquet halls found")).toBeVisible();

  // The hall's contact person (vendor_contacts) is what the unlock reveals.
  const listing = (await (await page.request.get("/api/vendors?type=banquets&district=27")).json()) as {
    bands: { vendors: { id: string; companyName: string }[] }[];
  };
  const { id } = listing.bands.flatMap((b) => b.vendors).find((v) => v.companyName === "Durbar Banquet & Events")!;
  await page.goto(`/vendor/${id}`);
  await page.getByRole("button", { name: "Request Contact Info" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Show contacts" }).click();
  const revealed = page.getByRole("dialog").getByTestId("contact-revealed");
  await expect(revealed).toContainText("Rajendra Pradhan");
  await expect(revealed.getByRole("link", { name: "9851012345" }).first()).toBeVisible();
});
