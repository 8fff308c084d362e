import { describe, expect, it } from "vitest";
import {
  banquetFormSchema,
  banquetSubmitSchema,
  decoratorFormSchema,
  decoratorSubmitSchema,
  EVENT_TYPE_REQUIRED,
  SPECIALTY_REQUIRED,
} from "./banquet-decorator";

const banquet = {
  name: "Royal Palace",
  email: "hall@example.com",
  phone: "9801234567",
  city: "Kathmandu",
  capacity: 500,
  pricePerPlate: 1200,
  address: "Tinkune",
  description: "A large hall",
  amenities: ["WiFi", "Parking"],
  parkingSpaces: 80,
};
/** The first message per field, as the form shows it. */
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join(".")] ??= i.message;
  return out;
};

describe("banquet form", () => {
  it("accepts a complete form", () => {
    const r = banquetFormSchema.safeParse(banquet);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      capacity: 500,
      pricePerPlate: 1200,
      amenities: ["WiFi", "Parking"],
      parkingSpaces: 80,
    });
  });

  it("requires name, email, phone, city, capacity, price per plate, address and description", () => {
    const r = banquetFormSchema.safeParse({
      name: " ",
      email: "",
      phone: "",
      city: "",
      capacity: "",
      pricePerPlate: "",
      address: "",
      description: "",
    });
    expect(messages(r)).toEqual({
      name: "Banquet name is required",
      email: "Email is required",
      phone: "Phone number is required",
      city: "City is required",
      capacity: "Capacity is required",
      pricePerPlate: "Price per plate is required",
      address: "Address is required",
      description: "Description is required",
    });
  });

  it("checks the email, capacity, price and the parking space count", () => {
    expect(messages(banquetFormSchema.safeParse({ ...banquet, email: "nope" })).email).toBe(
      "Please enter a valid email address",
    );
    expect(messages(banquetFormSchema.safeParse({ ...banquet, capacity: 0 })).capacity).toBe(
      "Capacity must be at least 1",
    );
    expect(messages(banquetFormSchema.safeParse({ ...banquet, pricePerPlate: -1 })).pricePerPlate).toBe(
      "Price per plate cannot be negative",
    );
    expect(messages(banquetFormSchema.safeParse({ ...banquet, parkingSpaces: "" })).parkingSpaces).toBe(
      "Please enter the number of parking spaces",
    );
    expect(banquetFormSchema.safeParse({ ...banquet, amenities: ["WiFi"], parkingSpaces: "" }).success).toBe(true);
    expect(banquetFormSchema.safeParse({ ...banquet, amenities: ["Jacuzzi"] }).success).toBe(false);
    expect(banquetFormSchema.safeParse({ ...banquet, capacity: "250" }).data?.capacity).toBe(250);
  });
});

describe("decorator form", () => {
  const decorator = {
    businessName: "Bloom Decor",
    email: "bloom@example.com",
    description: "Flowers",
    address: "Lazimpat",
    city: "Kathmandu",
    specialties: ["Floral Arrangements"],
    eventTypes: ["Wedding"],
  };

  it("accepts a complete form", () => {
    expect(decoratorFormSchema.safeParse(decorator).success).toBe(true);
  });

  it("uses the spec's messages for specialties and event types", () => {
    const r = decoratorFormSchema.safeParse({ ...decorator, specialties: [], eventTypes: [] });
    expect(messages(r)).toEqual({ specialties: SPECIALTY_REQUIRED, eventTypes: EVENT_TYPE_REQUIRED });
    expect(SPECIALTY_REQUIRED).toBe("Please select at least one decoration specialty.");
    expect(EVENT_TYPE_REQUIRED).toBe("Please select at least one event type.");
  });

  it("requires business name, email, description, address and city", () => {
    const r = decoratorFormSchema.safeParse({
      ...decorator,
      businessName: "",
      email: "",
      description: "",
      address: "",
      city: "",
    });
    expect(messages(r)).toEqual({
      businessName: "Business name is required",
      email: "Email is required",
      description: "Description is required",
      address: "Address is required",
      city: "City is required",
    });
  });
});

describe("submit schemas: what a public page needs", () => {
  const decorator = {
    businessName: "Bloom Decor",
    email: "bloom@example.com",
    description: "Flowers",
    address: "Lazimpat",
    city: "Kathmandu",
    specialties: ["Floral Arrangements"],
    eventTypes: ["Wedding"],
  };
  const contactDetails = {
    contactPersons: [{ name: "Hari", mobile: "9801234567", whatsapp: "", sameAsMobile: true, secondaryContact: "" }],
  };
  it("a hall submits its contacts; more packages after the Standard one are checked", () => {
    expect(messages(banquetSubmitSchema.safeParse(banquet))).toHaveProperty("contactDetails");
    const r = banquetSubmitSchema.safeParse({
      ...banquet,
      contactDetails,
      packages: [{ packageName: "", capacity: "", price: "-5", includes: "" }],
    });
    expect(messages(r)).toEqual({
      "packages.0.packageName": "Package name is required",
      "packages.0.capacity": "Capacity is required",
      "packages.0.price": "Price cannot be negative",
    });
    expect(banquetSubmitSchema.safeParse({ ...banquet, contactDetails }).success).toBe(true);
  });

  it("a decorator submits a package (name, price, includes), a district served and a contact", () => {
    const r = decoratorSubmitSchema.safeParse({
      ...decorator,
      contactDetails,
      packages: [],
      serviceAreas: { areas: [] },
    });
    expect(messages(r)).toEqual({
      packages: "Add at least one package",
      "serviceAreas.areas": "Please select at least one service area",
    });
    const ok = decoratorSubmitSchema.safeParse({
      ...decorator,
      contactDetails,
      packages: [{ packageName: "Mandap", price: "60000", includes: "Flowers" }],
      serviceAreas: { areas: [{ provinceId: 3, districtId: 27 }] },
    });
    expect(ok.data?.packages).toEqual([{ packageName: "Mandap", price: 60000, includes: "Flowers" }]);
    // The admin's form schema keeps the parts optional (an older saved form still parses).
    expect(decoratorFormSchema.safeParse(decorator).success).toBe(true);
  });
});
