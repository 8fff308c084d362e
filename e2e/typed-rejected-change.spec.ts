import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  closeExtraContexts,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  signIn,
  signUpVendor,
  typedProfileParts,
} from "./support/helpers";

test.afterEach(closeExtraContexts);

/**
 * A banquet hall's or decorator's change the admin rejects stays the vendor's: its form reopens on the
 * edits it proposed, with the admin's reason at the top, and one button goes back to the live version.
 * Every vendor made here ends rejected, so the listings other journeys count are unchanged.
 */

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-48";

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

type Kind = "banquet_hall" | "decorator";
const FORM = { banquet_hall: "/banquet-form", decorator: "/decorator-form" } as const;

/** A signed-in hall or decorator (own browser context) whose form an admin approved through the API. */
async function approvedTyped(browser: Browser, admin: Page, kind: Kind, name: string) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const { email } = await signUpVendor(page, { vendorType: kind });
  const parts = await typedProfileParts(page.request);
  const place = { businessAddress: parts.businessAddress, contactDetails: parts.contactDetails };
  const form =
    kind === "banquet_hall"
      ? {
          ...place,
          name,
          email,
          phone: "9800000001",
          city: "Kathmandu",
          capacity: 400,
          pricePerPlate: 1200,
          address: "Baneshwor, Kathmandu",
          description: "A hall for weddings in Baneshwor.",
          amenities: ["Air Conditioning"],
        }
      : {
          ...place,
          serviceAreas: parts.serviceAreas,
          packages: parts.decoratorPackages,
          businessName: name,
          email,
          description: "Mandaps and flowers in Kathmandu.",
          address: "Baneshwor",
          city: "Kathmandu",
          specialties: ["Floral Arrangements"],
          eventTypes: ["Wedding"],
        };
  const res = await page.request.post(`/api/vendor${FORM[kind]}`, { data: form });
  expect(res.ok(), await res.text()).toBeTruthy();
  const vendorId = (await res.json()).vendorId as string;
  const approve = await admin.request.post(`/api/admin/vendors/${vendorId}/status`, { data: { status: "approved" } });
  expect(approve.ok(), await approve.text()).toBeTruthy();
  return { page, vendorId };
}

/** The admin opens the vendor's change request and rejects it with a typed reason. */
async function adminRejects(admin: Page, vendorId: string, reason: string) {
  const list = await (await admin.request.get("/api/admin/change-requests")).json();
  const request = list.items.find((r: { vendorId: string }) => r.vendorId === vendorId);
  expect(request, "the vendor's change request is waiting").toBeTruthy();
  await admin.goto(`/admin/change-requests/${request.id}`);
  await admin.getByRole("button", { name: "Reject with a reason" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(admin.getByTestId("change-status")).toHaveText("Rejected");
}

async function adminPage(browser: Browser) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  return page;
}

test("a hall's rejected change reopens in its form with the admin's reason, and can be discarded (English)", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const admin = await adminPage(browser);
  const { page: v, vendorId } = await approvedTyped(browser, admin, "banquet_hall", `Rejected Change Hall ${stamp}`);
  const proposed = `Renovated hall with a garden, proposed ${stamp}.`;

  // The hall edits its live form and sends the change.
  await v.goto(FORM.banquet_hall);
  await expect(v.getByLabel("Description", { exact: true })).toHaveValue("A hall for weddings in Baneshwor.");
  await v.getByLabel("Description", { exact: true }).fill(proposed);
  await v.getByLabel("Price per Plate (Rs.)").fill("1650");
  await v.getByLabel("WiFi").check();
  await v.getByRole("button", { name: "Update Application" }).click();
  await expect(v).toHaveURL(/\/banquet-dashboard$/);

  const reason = "Please explain what the garden package includes.";
  await adminRejects(admin, vendorId, reason);

  // The hall reopens its form: its edits are there, the reason on top, nothing live changed.
  await v.goto(FORM.banquet_hall);
  const notice = v.getByTestId("kept-proposal");
  await expect(notice).toContainText("your changes are kept as your draft");
  await expect(notice.getByTestId("decision-reason")).toContainText(reason);
  await expect(v.getByLabel("Description", { exact: true })).toHaveValue(proposed);
  await expect(v.getByLabel("Price per Plate (Rs.)")).toHaveValue("1650");
  await expect(v.getByLabel("WiFi")).toBeChecked();
  const live = await (await v.request.get(`/api/vendors/${vendorId}`)).json();
  expect(live.description).toBe("A hall for weddings in Baneshwor.");
  await shoot(v, "hall-rejected-change-en");
  await v.goto(`${FORM.banquet_hall}?lang=ne`);
  await expect(v.getByTestId("kept-proposal")).toContainText("तपाईंका पछिल्ला परिवर्तन स्वीकृत भएनन्");
  await shoot(v, "hall-rejected-change-ne");
  await v.goto(`${FORM.banquet_hall}?lang=en`);

  // Discarded: the form is the live version again, and stays so on the next visit.
  await notice.getByRole("button", { name: "Discard my draft" }).click();
  await expect(v.getByText("Draft discarded. You are now editing the latest version.")).toBeVisible();
  await expect(v.getByTestId("kept-proposal")).toHaveCount(0);
  await expect(v.getByLabel("Description", { exact: true })).toHaveValue("A hall for weddings in Baneshwor.");
  await expect(v.getByLabel("Price per Plate (Rs.)")).toHaveValue("1200");
  await v.reload();
  await expect(v.getByLabel("Description", { exact: true })).toHaveValue("A hall for weddings in Baneshwor.");
  await expect(v.getByTestId("kept-proposal")).toHaveCount(0);

  await admin.request.post(`/api/admin/vendors/${vendorId}/status`, {
    data: { status: "rejected", reason: "Test vendor" },
  });
});

test("a decorator's rejected change reopens in its form with the admin's reason, in Nepali", async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const admin = await adminPage(browser);
  const { page: v, vendorId } = await approvedTyped(browser, admin, "decorator", `Rejected Change Decor ${stamp}`);
  const proposed = `Marigold mandaps and stage lights, proposed ${stamp}.`;

  // The decorator edits its live form in Nepali and sends the change.
  await v.goto(`${FORM.decorator}?lang=ne`);
  await expect(v.getByRole("heading", { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  const description = v.locator("#decorator-description");
  await expect(description).toHaveValue("Mandaps and flowers in Kathmandu.");
  await description.fill(proposed);
  await v.locator("form button[type=submit]").click();
  await expect(v).toHaveURL(/\/decorator-dashboard/);

  const reason = "मण्डपका फोटो थप्नुहोस्।";
  await adminRejects(admin, vendorId, reason);

  // The decorator reopens its form: its edits are there and the reason on top, in Nepali.
  await v.goto(`${FORM.decorator}?lang=ne`);
  const notice = v.getByTestId("kept-proposal");
  await expect(notice).toContainText("तपाईंका परिवर्तन ड्राफ्टमा राखिएका छन्");
  await expect(notice.getByTestId("decision-reason")).toContainText("एडमिनको कारण");
  await expect(notice.getByTestId("decision-reason")).toContainText(reason);
  await expect(notice.getByRole("button", { name: "मेरो ड्राफ्ट हटाउनुहोस्" })).toBeVisible();
  await expect(v.locator("#decorator-description")).toHaveValue(proposed);
  await shoot(v, "decorator-rejected-change-ne");

  // The same form in English, for the record of both languages.
  await v.goto(`${FORM.decorator}?lang=en`);
  await expect(v.getByTestId("kept-proposal")).toContainText("your changes are kept as your draft");
  await shoot(v, "decorator-rejected-change-en");

  // An admin edits the live profile meanwhile: the decorator is told, compares, and keeps its change.
  const dialog = await (await admin.request.get(`/api/admin/vendors/${vendorId}`)).json();
  const edit = await admin.request.put(`/api/admin/vendors/${vendorId}`, {
    data: {
      application: {
        form: { ...dialog.typedForm, description: "Edited by the admin." },
        links: {
          socialMediaLinks: dialog.application.businessProfile.socialMediaLinks,
          googleDriveLink: dialog.application.media.googleDriveLink,
        },
      },
      version: dialog.vendor.version,
    },
  });
  expect(edit.ok(), await edit.text()).toBeTruthy();
  await v.goto(`${FORM.decorator}?lang=ne`);
  const stale = v.getByTestId("stale-draft");
  await expect(stale).toContainText("तपाईंले यो ड्राफ्ट सुरु गरेपछि आवेदन परिवर्तन भएको छ");
  await stale.getByRole("button", { name: "नयाँ संस्करणसँग तुलना गर्नुहोस्" }).click();
  await expect(v.getByTestId("stale-compare")).toContainText("Edited by the admin.");
  await expect(v.getByTestId("stale-compare")).toContainText(proposed);
  await expect(v.locator("#decorator-description")).toHaveValue(proposed);
  await shoot(v, "decorator-stale-change-ne");
  await stale.getByRole("button", { name: "मेरो ड्राफ्ट राख्नुहोस्" }).click();
  await expect(v.getByText("तपाईंको ड्राफ्ट राखियो। अब पेश गर्न सक्नुहुन्छ।")).toBeVisible();
  await expect(v.getByTestId("stale-draft")).toHaveCount(0);
  await v.goto(`${FORM.decorator}?lang=en`);

  // Sent again: the new change carries the kept edits, and the form no longer shows the rejection.
  await v.locator("form button[type=submit]").click();
  await expect(v).toHaveURL(/\/decorator-dashboard/);
  const list = await (await admin.request.get("/api/admin/change-requests")).json();
  const next = list.items.find((r: { vendorId: string }) => r.vendorId === vendorId);
  const detail = await (await admin.request.get(`/api/admin/change-requests/${next.id}`)).json();
  expect(detail.changes.map((c: { after: unknown }) => c.after)).toContain(proposed);
  await v.goto(FORM.decorator);
  await expect(v.getByTestId("kept-proposal")).toHaveCount(0);

  await admin.request.post(`/api/admin/vendors/${vendorId}/status`, {
    data: { status: "rejected", reason: "Test vendor" },
  });
});
