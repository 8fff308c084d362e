import { expect, type Page, test } from "@playwright/test";
import { BS_MONTHS, todayBs } from "../packages/shared/src/calendar";
import { signUpVendor } from "./support/helpers";

const combo = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });
const locationValue = async (page: Page) =>
  JSON.parse((await page.getByTestId("location-value").textContent()) ?? "{}") as Record<string, unknown>;

/** Types into a level's combobox and clicks the option with that exact name. */
async function pick(page: Page, level: string, typed: string, option: string) {
  const box = combo(page, level);
  await box.click();
  await box.fill(typed);
  await page.getByRole("listbox", { name: level }).getByRole("option", { name: option, exact: false }).first().click();
  await expect(box).toHaveValue(option);
}

test("the location cascade: Bagmati -> Kathmandu -> KMC -> ward 32 -> a custom area, with the clearing rules", async ({
  page,
}) => {
  await signUpVendor(page);
  await page.goto("/dev/components");

  // Each level is disabled until its parent is chosen.
  await expect(combo(page, "Province")).toBeEnabled();
  for (const level of ["District", "Municipality", "Ward", "Area"]) await expect(combo(page, level)).toBeDisabled();

  // Keyboard: type, move with the arrows, choose with Enter.
  const province = combo(page, "Province");
  await province.focus();
  await province.press("ArrowDown");
  await expect(page.getByRole("listbox", { name: "Province" })).toBeVisible();
  await province.fill("bagm");
  await province.press("Enter");
  await expect(province).toHaveValue("Bagmati");
  await expect(combo(page, "District")).toBeEnabled();
  await expect(combo(page, "Municipality")).toBeDisabled();

  // District search honours the aliases (Kavre = Kavrepalanchok, Chitawan = Chitwan).
  const district = combo(page, "District");
  await district.click();
  await district.fill("Kavre");
  await expect(page.getByRole("option", { name: /Kavrepalanchok/ })).toBeVisible();
  await district.fill("Chitawan");
  await expect(page.getByRole("option", { name: /Chitwan/ })).toBeVisible();
  await district.press("Escape");
  await pick(page, "District", "kathm", "Kathmandu");

  await pick(page, "Municipality", "kathmandu metro", "Kathmandu Metropolitan City");
  // Wards 1..32 of that municipality.
  const ward = combo(page, "Ward");
  await ward.click();
  await expect(page.getByRole("listbox", { name: "Ward" }).getByRole("option")).toHaveCount(32);
  await ward.fill("32");
  await ward.press("Enter");
  await expect(ward).toHaveValue("Ward 32");

  // The area offers the approved areas of the ward plus 'Add a custom area'.
  const area = combo(page, "Area");
  await area.click();
  await expect(page.getByRole("option", { name: "Koteshwor" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Add a custom area" })).toBeVisible();
  const custom = `Tinkune Chowk ${Date.now() % 100000}`;
  await area.fill(custom);
  await page.getByRole("option", { name: `Add “${custom}” as a custom area` }).click();
  await expect(page.getByLabel("Custom area name")).toHaveValue(custom);
  await page.getByRole("button", { name: "Save area" }).click();
  const note = page.getByRole("status").filter({ hasText: custom });
  await expect(note).toContainText("will be reviewed by the admin team");
  await expect(note).toContainText("offered to other vendors in this ward");
  await expect(area).toHaveValue(custom);
  const saved = await locationValue(page);
  expect(saved).toMatchObject({ provinceId: 3, districtId: 27, municipalityId: 307, ward: 32, areaName: custom });
  expect(saved.areaId).toEqual(expect.any(Number));
  // The vendor's own pending area stays in the list.
  await area.click();
  await expect(page.getByRole("option", { name: new RegExp(`${custom}.*pending review`) })).toBeVisible();
  await area.press("Escape");

  // Changing the ward clears the area.
  await pick(page, "Ward", "31", "Ward 31");
  await expect(area).toHaveValue("");
  expect(await locationValue(page)).toEqual({ provinceId: 3, districtId: 27, municipalityId: 307, ward: 31 });

  // Changing the municipality clears ward and area.
  await pick(page, "Municipality", "Kirtipur", "Kirtipur Municipality");
  await expect(ward).toHaveValue("");
  await expect(area).toBeDisabled();
  expect(await locationValue(page)).toEqual({ provinceId: 3, districtId: 27, municipalityId: 309 });

  // Changing the district clears municipality, ward and area.
  await pick(page, "Ward", "5", "Ward 5");
  await pick(page, "District", "Lalit", "Lalitpur");
  await expect(combo(page, "Municipality")).toHaveValue("");
  await expect(ward).toBeDisabled();
  expect(await locationValue(page)).toEqual({ provinceId: 3, districtId: 29 });

  // Changing the province clears district, municipality, ward and area.
  await pick(page, "Municipality", "Lalitpur", "Lalitpur Metropolitan City");
  await pick(page, "Province", "Gandaki", "Gandaki");
  await expect(district).toHaveValue("");
  await expect(combo(page, "Municipality")).toBeDisabled();
  expect(await locationValue(page)).toEqual({ provinceId: 4 });
});

test("the Nepali calendar: choose 2083 Mangsir 15 and read back the AD date; the time picker", async ({ page }) => {
  await page.goto("/dev/components");
  const trigger = page.getByRole("button", { name: "Event date" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Event date" });

  // Opens on the current BS month, with today highlighted.
  const now = todayBs();
  await expect(dialog.getByLabel("Year", { exact: true })).toHaveValue(String(now.year));
  await expect(dialog.getByLabel("Month", { exact: true })).toHaveValue(String(now.month));
  await expect(dialog.locator('[aria-current="date"]')).toHaveCount(1);
  await expect(dialog.getByRole("row")).toHaveCount(7);
  await expect(dialog.locator("tbody td")).toHaveCount(42);
  // The month's name alone fits the select at 390 px; its Nepali name is in the caption below.
  await expect(dialog.getByRole("option", { name: BS_MONTHS[7]!.en, exact: true })).toBeAttached();

  await dialog.getByLabel("Year", { exact: true }).selectOption("2083");
  await dialog.getByLabel("Month", { exact: true }).selectOption({ label: "Mangsir" });
  await expect(dialog.getByText("मंसिर 2083 · Mangsir")).toBeVisible();
  await dialog.getByRole("button", { name: "15 Mangsir 2083 (1 Dec 2026)" }).click();

  await expect(page.getByTestId("date-value")).toHaveText("2026-12-01");
  await expect(trigger).toContainText("15 Mangsir 2083");
  await expect(trigger).toContainText("1 Dec 2026 AD");

  // Keyboard: reopen, move a week on, Enter chooses.
  await trigger.click();
  await expect(dialog.getByRole("button", { name: "15 Mangsir 2083 (1 Dec 2026)" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("date-value")).toHaveText("2026-12-08");

  // Navigation reaches the provisional years with a note.
  await trigger.click();
  await dialog.getByLabel("Year", { exact: true }).selectOption("2085");
  await expect(dialog.getByText("Dates from 2084 BS are provisional")).toBeVisible();
  await dialog.getByRole("button", { name: "Next month" }).click();
  await expect(dialog.getByLabel("Month", { exact: true })).toHaveValue("9");
  await page.keyboard.press("Escape");

  // 12-hour time: hours 1-12, minutes in 5-minute steps, AM/PM.
  await expect(page.getByLabel("Hour").locator("option")).toHaveCount(13);
  await expect(page.getByLabel("Minute").locator("option")).toHaveCount(13);
  await page.getByLabel("Hour").selectOption("7");
  await page.getByLabel("Minute").selectOption("5");
  await page.getByLabel("AM/PM").selectOption("PM");
  await expect(page.getByTestId("time-value")).toHaveText("7:05 PM");
});

test("the pickers fit a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dev/components");
  await pick(page, "Province", "Bagmati", "Bagmati");
  await page.getByRole("button", { name: "Event date" }).click();
  await expect(page.getByRole("dialog", { name: "Event date" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
