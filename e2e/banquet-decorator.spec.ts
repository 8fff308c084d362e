import { expect, type Page, test } from "@playwright/test";
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  fillDecoratorPackageAndArea,
  fillTypedPlaceAndContact,
  latestCode,
  signIn,
  uniqueEmail,
} from "./support/helpers";

/** Signs up through /banquet-signup or /decorator-signup: toast, code from the outbox, then the form. */
async function signUpThrough(page: Page, path: "/banquet-signup" | "/decorator-signup", email: string) {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm Password").fill("secret123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Signup Successful")).toBeVisible();
  await expect(page.getByText("Verify your email")).toBeVisible();
  const code = await latestCode(page.request, email);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify & Continue" }).click();
}

async function adminSeesPending(page: Page, path: string, name: string, details: RegExp[]) {
  await page.context().clearCookies();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(path);
  await expect(page.getByRole("tab", { name: /Pending Review/ })).toHaveAttribute("aria-selected", "true");
  const card = page.getByTestId("vendor-card").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
  for (const d of details) await expect(card.getByText(d)).toBeVisible();
}

test("a banquet hall signs up, submits its form with two facilities and parking, and the admin sees it pending", async ({
  page,
}) => {
  const email = uniqueEmail("hall");
  const name = `Royal Palace ${Date.now()}`;
  await signUpThrough(page, "/banquet-signup", email);
  await expect(page).toHaveURL(/\/banquet-form$/);

  // Required fields are checked before anything is sent.
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Banquet name is required")).toBeVisible();
  await expect(page.getByText("Price per plate is required")).toBeVisible();

  await page.getByLabel("Banquet Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone Number").fill("9801234567");
  await page.getByLabel("City", { exact: true }).fill("Kathmandu");
  await page.getByLabel("Capacity (guests)").fill("500");
  await page.getByLabel("Price per Plate (Rs.)").fill("1200");
  await page.getByLabel("Address", { exact: true }).fill("Tinkune, Kathmandu");
  await page.getByLabel("Description", { exact: true }).fill("A grand hall for weddings and receptions.");
  await page.getByLabel("Air Conditioning").check();
  await page.getByLabel("DJ System").check();
  await page.getByLabel("Parking", { exact: true }).check();
  await page.getByLabel("Parking spaces").fill("80");
  await fillTypedPlaceAndContact(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Your vendor profile has been submitted successfully.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/banquet-dashboard$/);
  await expect(page.getByRole("heading", { name: "Banquet Hall Dashboard" })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();

  // The form resumes the application for editing.
  await page.goto("/banquet-form");
  await expect(page.getByLabel("Banquet Name")).toHaveValue(name);
  await expect(page.getByLabel("Parking spaces")).toHaveValue("80");
  await expect(page.getByRole("combobox", { name: "Municipality", exact: true })).toHaveValue(
    "Lalitpur Metropolitan City",
  );
  await expect(page.getByRole("textbox", { name: "Name", exact: true }).first()).toHaveValue("Kamala Shakya");
  await expect(page.getByLabel("WiFi")).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Update Application" })).toBeVisible();

  await adminSeesPending(page, "/admin/banquets", name, [
    /Capacity: 500 guests/,
    /Air Conditioning, DJ System, Parking \(80 spaces\)/,
  ]);
});

test("a decorator signs up, must pick a specialty and an event type, and the admin sees it pending", async ({
  page,
}) => {
  const email = uniqueEmail("decor");
  const name = `Bloom Decor ${Date.now()}`;
  await signUpThrough(page, "/decorator-signup", email);
  await expect(page).toHaveURL(/\/decorator-form$/);

  await page.getByLabel("Business Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Address", { exact: true }).fill("Lazimpat");
  await page.getByLabel("City", { exact: true }).fill("Kathmandu");
  await page.getByLabel("Description", { exact: true }).fill("Floral and stage decoration.");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please select at least one decoration specialty." }),
  ).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Please select at least one event type." })).toBeVisible();

  await page.getByLabel("Floral Arrangements").check();
  await page.getByLabel("Stage Decoration").check();
  await page.getByLabel("Wedding", { exact: true }).check();
  await fillDecoratorPackageAndArea(page);
  await fillTypedPlaceAndContact(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/decorator-dashboard$/);
  await expect(page.getByRole("heading", { name: "Decorator Dashboard" })).toBeVisible();

  await adminSeesPending(page, "/admin/decorators", name, [
    /Stage Decoration, Floral Arrangements|Floral Arrangements, Stage Decoration/,
    /Wedding/,
  ]);
});

// The API's 401 with the same message is proven by the server's banquet form test.
test("a signed-out visitor of /banquet-form or /decorator-form is told the spec's message on the way to /login", async ({
  page,
}) => {
  await page.goto("/banquet-form");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("You must be logged in to submit a banquet form")).toBeVisible();
  await page.goto("/decorator-form");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("You must be logged in to submit this form.")).toBeVisible();
});
