import { describe, expect, it } from "vitest";
import { defaultVendorApplication, mergeWithDefaults } from "./defaults";
import { parseGoogleMapsEmbed } from "./maps";
import { checkImageSize, fileSizeMessage, slugify } from "./media";
import {
  addOnPricingSchema,
  businessAddressSchema,
  businessProfileSchema,
  comboPackagesSchema,
  contactDetailsSchema,
  eventPricingSchema,
  firstInvalidStep,
  mediaSchema,
  paymentTermsSchema,
  serviceAreasSchema,
  vendorApplicationSchema,
} from "./schemas";

/** Every message of a parse, keyed by path ('' for the root). */
function messages(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  const res = schema.safeParse(value);
  return res.success ? [] : res.error!.issues.map((i) => i.message);
}
const profile = () => ({
  ...defaultVendorApplication().businessProfile,
  companyName: "Co",
  description: "D",
  emailAddress: "a@b.co",
});
const MAP = '<iframe src="https://www.google.com/maps/embed?pb=!1m18" width="600" height="450"></iframe>';
const address = () => ({
  provinceId: 3,
  districtId: 27,
  municipalityId: 270,
  ward: 1,
  areaId: null,
  areaName: "Baneshwor",
  toleStreet: "",
  googleMapsIframe: MAP,
});
const contact = (name = "", mobile = "") => ({ name, mobile, whatsapp: "", sameAsMobile: false, secondaryContact: "" });
const terms = (...rows: [number | null, number | null, string][]) => ({
  terms: rows.map(([installmentNumber, percentage, description]) => ({ installmentNumber, percentage, description })),
  cancellationPolicy: "policy",
});

describe("business profile", () => {
  it("requires company name, description and email, with the spec's messages", () => {
    expect(messages(businessProfileSchema, { ...profile(), companyName: " " })).toEqual(["Company name is required"]);
    expect(messages(businessProfileSchema, { ...profile(), description: "" })).toEqual([
      "Company description is required",
    ]);
    expect(messages(businessProfileSchema, { ...profile(), emailAddress: "" })).toEqual(["Email address is required"]);
    expect(messages(businessProfileSchema, { ...profile(), emailAddress: "nope@" })).toEqual([
      "Please enter a valid email address",
    ]);
  });
  it("company age: empty, 0 and 100 pass; -1 and 101 fail", () => {
    for (const age of [null, 0, 100])
      expect(businessProfileSchema.safeParse({ ...profile(), companyAge: age }).success).toBe(true);
    for (const age of [-1, 101, 2.5])
      expect(messages(businessProfileSchema, { ...profile(), companyAge: age })).toEqual([
        "Company age must be between 0 and 100 years",
      ]);
  });
  it("VAT/PAN and social links are optional; a social link must be a URL", () => {
    expect(businessProfileSchema.safeParse(profile()).success).toBe(true);
    const bad = { ...profile(), socialMediaLinks: { ...profile().socialMediaLinks, website: "javascript:alert(1)" } };
    expect(businessProfileSchema.safeParse(bad).success).toBe(false);
  });
});

describe("business address", () => {
  it("requires each level with its message, including the area", () => {
    const empty = {
      provinceId: null,
      districtId: null,
      municipalityId: null,
      ward: null,
      areaId: null,
      areaName: "",
      toleStreet: "",
      googleMapsIframe: "",
    };
    expect(messages(businessAddressSchema, empty)).toEqual([
      "Province is required",
      "District is required",
      "Municipality is required",
      "Ward is required",
      "Area is required",
      "Google Maps iframe is required",
    ]);
    expect(businessAddressSchema.safeParse({ ...address(), areaName: "", areaId: 5 }).success).toBe(true);
    expect(businessAddressSchema.safeParse({ ...address(), toleStreet: "" }).success).toBe(true);
  });
  it("needs a Google Maps embed iframe with opening and closing tags", () => {
    for (const bad of [
      '<iframe src="https://www.google.com/maps/embed?pb=1">',
      "<div>map</div>",
      '<iframe src="https://evil.example/maps/embed?x"></iframe>',
    ]) {
      expect(messages(businessAddressSchema, { ...address(), googleMapsIframe: bad })).toEqual([
        "Please provide a valid Google Maps iframe code",
      ]);
    }
  });
});

describe("parseGoogleMapsEmbed", () => {
  it("keeps only the https embed URL", () => {
    expect(parseGoogleMapsEmbed(MAP)).toBe("https://www.google.com/maps/embed?pb=!1m18");
    expect(parseGoogleMapsEmbed("https://www.google.com/maps/embed?pb=abc")).toBe(
      "https://www.google.com/maps/embed?pb=abc",
    );
    expect(
      parseGoogleMapsEmbed('<iframe src="https://maps.google.com/maps?q=kathmandu&amp;output=embed"></iframe>'),
    ).toBe("https://maps.google.com/maps?q=kathmandu&output=embed");
  });
  it("refuses http, other hosts, other paths, script URLs and attribute tricks", () => {
    for (const bad of [
      '<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>',
      '<iframe src="https://www.google.com.evil.io/maps/embed?pb=1"></iframe>',
      '<iframe src="https://www.google.com/search?q=1"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe onload="alert(1)" src="https://evil.io/maps/embed"></iframe>',
      "https://user:pw@www.google.com/maps/embed?pb=1",
      "",
    ]) {
      expect(parseGoogleMapsEmbed(bad)).toBeNull();
    }
  });
});

describe("contact details", () => {
  it("requires the first contact's name and mobile", () => {
    expect(messages(contactDetailsSchema, { contactPersons: [contact(), contact()] })).toEqual([
      "First contact person name is required",
      "First contact person mobile is required",
    ]);
  });
  it("a mobile must have 10 digits once non-digits are stripped (9 fails, 10 passes, 11 fails)", () => {
    expect(messages(contactDetailsSchema, { contactPersons: [contact("A", "980000000")] })).toEqual([
      "Please enter a valid 10-digit mobile number",
    ]);
    expect(messages(contactDetailsSchema, { contactPersons: [contact("A", "98000000001")] })).toEqual([
      "Please enter a valid 10-digit mobile number",
    ]);
    expect(contactDetailsSchema.safeParse({ contactPersons: [contact("A", "980-000 0000")] }).success).toBe(true);
  });
  it("the second contact is optional, but half of it is not", () => {
    expect(contactDetailsSchema.safeParse({ contactPersons: [contact("A", "9800000000"), contact()] }).success).toBe(
      true,
    );
    expect(messages(contactDetailsSchema, { contactPersons: [contact("A", "9800000000"), contact("B")] })).toEqual([
      "Mobile number is required when providing second contact",
    ]);
    expect(
      messages(contactDetailsSchema, { contactPersons: [contact("A", "9800000000"), contact("", "9800000001")] }),
    ).toEqual(["Name is required when providing second contact"]);
  });
  it("at most two contact persons", () => {
    expect(
      contactDetailsSchema.safeParse({ contactPersons: [contact("A", "9800000000"), contact(), contact()] }).success,
    ).toBe(false);
  });
});

describe("service areas", () => {
  it("needs at least one", () => {
    expect(serviceAreasSchema.safeParse({ areas: [] }).success).toBe(false);
    expect(serviceAreasSchema.safeParse({ areas: [{ provinceId: 3, districtId: 27 }] }).success).toBe(true);
  });
});

describe("event pricing", () => {
  it("the catalogue defaults pass", () => {
    expect(eventPricingSchema.safeParse(defaultVendorApplication().eventPricing).success).toBe(true);
  });
  it("every field must be greater than 0 (0 fails, 1 passes), with the event's name", () => {
    const p = defaultVendorApplication().eventPricing;
    p.events[1] = { ...p.events[1], price: 0, hours: 0, photographers: null, videographers: 0 };
    expect(messages(eventPricingSchema, p)).toEqual([
      "Wedding (Bride Side) price must be greater than 0",
      "Wedding (Bride Side) hours must be greater than 0",
      "Wedding (Bride Side) photographers must be greater than 0",
      "Wedding (Bride Side) videographers must be greater than 0",
    ]);
    p.events[1] = { ...p.events[1], price: 1, hours: 1, photographers: 1, videographers: 1 };
    expect(eventPricingSchema.safeParse(p).success).toBe(true);
  });
  it("a vendor may remove catalogue events and add custom ones, so a changed catalogue never blocks a resubmit", () => {
    const p = defaultVendorApplication().eventPricing;
    p.events = p.events.filter((e) => e.eventName !== "Matkor");
    p.events.push({ eventName: "Pokhara Boat Shoot", price: 45000, hours: 4, photographers: 1, videographers: 1 });
    expect(eventPricingSchema.safeParse(p).success).toBe(true);
  });
  it("a custom event needs a name, bounded numbers and a name of its own", () => {
    const p = defaultVendorApplication().eventPricing;
    p.events = [
      { eventName: "  ", price: 1000, hours: 2, photographers: 1, videographers: 1 },
      { eventName: "Boat Shoot", price: 1000, hours: 73, photographers: 51, videographers: 1 },
      { eventName: "boat shoot ", price: 100_000_001, hours: 2.5, photographers: 1, videographers: 0 },
    ];
    expect(messages(eventPricingSchema, p)).toEqual([
      "Event name is required",
      "Boat Shoot hours is too large",
      "Boat Shoot photographers is too large",
      "boat shoot appears twice",
      "boat shoot price is too large",
      "boat shoot hours must be a whole number",
      "boat shoot videographers must be greater than 0",
    ]);
  });
  it("an empty list reads 'Add at least one event'", () => {
    expect(messages(eventPricingSchema, { events: [] })).toEqual(["Add at least one event"]);
  });
});

describe("combo packages and add-ons", () => {
  it("the defaults pass; hours stay within 1 to 24", () => {
    const c = defaultVendorApplication().comboPackages;
    expect(comboPackagesSchema.safeParse(c).success).toBe(true);
    c.packages[0].events[0].hours = 25;
    expect(comboPackagesSchema.safeParse(c).success).toBe(false);
    c.packages[0].events[0].hours = 24;
    expect(comboPackagesSchema.safeParse(c).success).toBe(true);
  });
  it("an out-of-range package value names its field", () => {
    const c = defaultVendorApplication().comboPackages;
    c.packages[0].events[0].hours = 30;
    c.packages[0].events[1].photographers = 0;
    c.packages[1].deliverables.frames = -1;
    c.packages[2].price = 1500.5;
    expect(messages(comboPackagesSchema, c).sort()).toEqual([
      "Frames must be at least 0",
      "Hours must be at most 24",
      "Photographers must be at least 1",
      "Price must be a whole number",
    ]);
    expect(messages(addOnPricingSchema, { ...defaultVendorApplication().addOnPricing, drone: -1 })).toEqual([
      "Drone price must be at least 0",
    ]);
  });
  it("add-ons are whole rupees from 0", () => {
    expect(addOnPricingSchema.safeParse(defaultVendorApplication().addOnPricing).success).toBe(true);
    expect(addOnPricingSchema.safeParse({ ...defaultVendorApplication().addOnPricing, drone: -1 }).success).toBe(false);
  });
});

describe("payment terms", () => {
  it("30/40/30 passes", () => {
    expect(paymentTermsSchema.safeParse(defaultVendorApplication().paymentTerms).success).toBe(true);
  });
  it("percentage must be between 1 and 100 (0 and 101 fail, 1 and 100 pass)", () => {
    expect(messages(paymentTermsSchema, terms([1, 0, "a"], [2, 100, "b"]))).toContain(
      "Percentage must be between 1 and 100",
    );
    expect(messages(paymentTermsSchema, terms([1, 101, "a"]))).toContain("Percentage must be between 1 and 100");
    expect(paymentTermsSchema.safeParse(terms([1, 100, "a"])).success).toBe(true);
    expect(messages(paymentTermsSchema, terms([1, 1, "a"], [2, 99, "b"]))).toEqual([]);
  });
  it("installment numbers must be above 0 and unique", () => {
    expect(messages(paymentTermsSchema, terms([0, 100, "a"]))).toEqual(["Installment number must be greater than 0"]);
    expect(messages(paymentTermsSchema, terms([1, 50, "a"], [1, 50, "b"]))).toEqual([
      "Installment numbers must be unique",
    ]);
  });
  it("description and cancellation policy are required", () => {
    expect(messages(paymentTermsSchema, terms([1, 100, ""]))).toEqual(["Description is required"]);
    expect(messages(paymentTermsSchema, { ...terms([1, 100, "a"]), cancellationPolicy: " " })).toEqual([
      "Cancellation policy is required",
    ]);
  });
  it("at least one term, and the total must be 100 (99 fails, 100 passes)", () => {
    expect(messages(paymentTermsSchema, terms())).toEqual(["At least one payment term is required"]);
    expect(messages(paymentTermsSchema, terms([1, 30, "a"], [2, 69, "b"]))).toEqual([
      "Total percentage must equal 100%",
    ]);
    expect(paymentTermsSchema.safeParse(terms([1, 30, "a"], [2, 70, "b"])).success).toBe(true);
  });
});

describe("media", () => {
  it("the drive link is optional but must be a valid URL", () => {
    expect(mediaSchema.safeParse({ googleDriveLink: "" }).success).toBe(true);
    expect(mediaSchema.safeParse({ googleDriveLink: "https://drive.google.com/drive/folders/abc" }).success).toBe(true);
    expect(messages(mediaSchema, { googleDriveLink: "drive folder" })).toEqual([
      "Please enter a valid Google Drive URL",
    ]);
  });
  it("images above 5 MB get the spec's message; exactly 5 MB fits", () => {
    expect(checkImageSize(5 * 1024 * 1024)).toBeNull();
    expect(checkImageSize(6 * 1024 * 1024)).toBe("File size must be less than 5MB. Current file size: 6.00 MB");
    expect(fileSizeMessage(5.5 * 1024 * 1024)).toBe("File size must be less than 5MB. Current file size: 5.50 MB");
  });
  it("slugify", () => {
    expect(slugify("Studio Nepal & Co.")).toBe("studio-nepal-co");
    expect(slugify("!!!")).toBe("vendor");
  });
});

describe("the whole application", () => {
  it("the defaults fail first at the business profile; a draft merges over the defaults", () => {
    expect(firstInvalidStep(defaultVendorApplication())).toBe(0);
    const merged = mergeWithDefaults({ businessProfile: { companyName: "X" }, serviceAreas: "junk", extra: 1 });
    expect(merged.businessProfile.companyName).toBe("X");
    expect(merged.serviceAreas.areas).toEqual([]);
    expect(vendorApplicationSchema.safeParse(mergeWithDefaults(null)).success).toBe(false);
  });
});

describe("applicationIssues: what a saved application must fix, on its step", () => {
  it("names each broken rule with its step and full field path", async () => {
    const { applicationIssues, stepOfField } = await import("./schemas");
    const a = defaultVendorApplication("a@b.test");
    a.eventPricing.events[2].price = 0;
    const issues = applicationIssues(a);
    const pricing = issues.find((i) => i.key === "eventPricing");
    expect(pricing).toEqual({
      step: 4,
      key: "eventPricing",
      path: "eventPricing.events.2.price",
      message: "Wedding (Groom Side) price must be greater than 0",
    });
    expect(issues.find((i) => i.key === "businessProfile")?.step).toBe(0);
    expect(stepOfField("businessAddress.googleMapsIframe")).toBe(1);
    expect(stepOfField("nothing")).toBe(-1);
  });
});
