import { expect, test } from "@playwright/test";
import {
  adminApprovesFromList,
  closeExtraContexts,
  coupleUnlocksAndReviews,
  pickFromList,
  signUpTypedVendor,
  uniqueEmail,
  vendorSeesInquiryAndReview,
} from "./support/helpers";

test.afterEach(closeExtraContexts);

/**
 * A decorator from registration to its first review: it registers through
 * /decorator-form, an admin approves it, it appears on /decorators under its specialty (and not
 * under another), the signed-in demo couple unlocks it and reviews it, and the decorator sees the
 * inquiry and the review in its workspace.
 */
test("a decorator registers, is approved, is found on /decorators by specialty, is contacted and reviewed, and sees both in its workspace", async ({
  browser,
}) => {
  const stamp = String(Date.now());
  const name = `Sayapatri Decor ${stamp}`;
  const email = uniqueEmail("decor");

  // 1. The decorator registers with two specialties and two event types.
  const decorator = await (await browser.newContext()).newPage();
  await signUpTypedVendor(decorator, "/decorator-signup", email);
  await expect(decorator).toHaveURL(/\/decorator-form$/);
  await decorator.getByLabel("Business Name").fill(name);
  await decorator.getByLabel("Email").fill(email);
  await decorator.getByLabel("Address", { exact: true }).fill("Kupondole");
  await decorator.getByLabel("City", { exact: true }).fill("Lalitpur");
  await decorator.getByLabel("Description", { exact: true }).fill("Mandaps and fresh flowers for Newari weddings.");
  await decorator.getByLabel("Mandap Decoration").check();
  await decorator.getByLabel("Floral Arrangements").check();
  await decorator.getByLabel("Wedding", { exact: true }).check();
  await decorator.getByLabel("Haldi", { exact: true }).check();
  // A package (the lowest price is the starting price), the place with its map pin, the districts
  // served and whom couples reach after unlocking.
  const pkg = decorator.getByRole("group", { name: "Package 1" });
  await pkg.getByLabel("Package name").fill("Newari Mandap");
  await pkg.getByLabel("Price (Rs.)").fill("45000");
  await pkg.getByLabel("What is included").fill("Mandap, marigold strings, kalash");
  await pickFromList(decorator, "Province", "bagm", "Bagmati");
  await pickFromList(decorator, "District", "lalit", "Lalitpur");
  await pickFromList(decorator, "Municipality", "lalitpur metro", "Lalitpur Metropolitan City");
  const ward = decorator.getByRole("combobox", { name: "Ward", exact: true });
  await ward.click();
  await ward.fill("3");
  await ward.press("Enter");
  await expect(ward).toHaveValue("Ward 3");
  await pickFromList(decorator, "Area", "Pulch", "Pulchowk");
  await decorator.getByLabel("Latitude").fill("27.6792");
  await decorator.getByLabel("Longitude").fill("85.3167");
  await decorator.getByRole("checkbox", { name: "Bagmati", exact: true }).check();
  const person = decorator.getByRole("group", { name: "Contact Person 1" });
  await person.getByRole("textbox", { name: "Name", exact: true }).fill("Rupa Maharjan");
  await person.getByRole("textbox", { name: "Mobile", exact: true }).fill("9841098765");
  await decorator.getByRole("button", { name: "Submit Application" }).click();
  await expect(decorator).toHaveURL(/\/decorator-dashboard$/);

  // 2. An admin approves it from the decorators' list.
  const admin = await (await browser.newContext()).newPage();
  await adminApprovesFromList(admin, "/admin/decorators", name);

  // 3. A visitor finds it on /decorators under Mandap Decoration in Kathmandu (a district it serves),
  // from its package's price; not under Balloon Decoration.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/decorators?specialty=mandap-decoration&province=3&district=27&q=${stamp}`);
  await expect(visitor.getByText("1 decorator found")).toBeVisible();
  const card = visitor.getByTestId("vendor-card").filter({ hasText: name });
  await expect(card).toContainText("Mandap Decoration");
  await expect(card.getByTestId("listing-price")).toContainText("45,000");
  await visitor.goto(`/decorators?specialty=balloon-decoration&q=${stamp}`);
  await expect(visitor.getByText("No decorators found")).toBeVisible();
  const listing = (await (await visitor.request.get(`/api/vendors?type=decorators&q=${stamp}`)).json()) as {
    bands: { vendors: { id: string; companyName: string }[] }[];
  };
  const found = listing.bands.flatMap((b) => b.vendors).find((v) => v.companyName === name);
  expect(found, name).toBeTruthy();

  // 4. The signed-in couple unlocks its contacts and reviews it.
  const review = `Our mandap was full of fresh marigolds, exactly as promised (${stamp}).`;
  const couple = await (await browser.newContext()).newPage();
  const code = await coupleUnlocksAndReviews(couple, found!.id, review, "Rupa Maharjan");

  // 5. The decorator sees the inquiry and the review in its workspace.
  await vendorSeesInquiryAndReview(decorator, code, review);
});

test("/decorators filters the demo decorators by specialty and event type on the page", async ({ page }) => {
  await page.goto("/decorators");
  await expect(page.getByTestId("vendor-card").filter({ hasText: "Koshi Royal Decoration" })).toBeVisible();
  await page.getByRole("combobox", { name: "Specialty" }).selectOption("balloon-decoration");
  await expect(page).toHaveURL(/specialty=balloon-decoration/);
  await expect(page.getByText("2 decorators found")).toBeVisible();
  const cards = page.getByTestId("vendor-card");
  await expect(cards.filter({ hasText: "Chitwan Balloon & Light House" })).toBeVisible();
  await expect(cards.filter({ hasText: "Lumbini Event Decor" })).toBeVisible();
  // Balloons for a corporate event: only the Chitwan one.
  await page.getByRole("combobox", { name: "Event type" }).selectOption("corporate-event");
  await expect(page).toHaveURL(/event=corporate-event/);
  await expect(page.getByText("1 decorator found")).toBeVisible();
  await expect(cards.filter({ hasText: "Chitwan Balloon & Light House" })).toBeVisible();
});
