import { eq } from "drizzle-orm";
import { kathmandu } from "../../../../test/fixtures";
import type { TestApp } from "../../../../test/harness";
import { vendorProfiles } from "../../../db/schema";

type Place = { provinceId: number; districtId: number; municipalityId: number };

/**
 * What the extended forms (docs/decisions/0021) add, in the wizard's shapes: the address with its pin and the
 * contacts the unlock reveals (the forms' older schema ignores them).
 */
function parts(place: Place | undefined) {
  if (!place) return {};
  return {
    businessAddress: {
      ...place,
      ward: 4,
      areaId: null,
      areaName: "Tinkune",
      toleStreet: "",
      googleMapsIframe: "",
      latitude: 27.6857,
      longitude: 85.3489,
    },
    contactDetails: {
      contactPersons: [{ name: "Hari", mobile: "9801234567", whatsapp: "", sameAsMobile: true, secondaryContact: "" }],
    },
  };
}

/** A banquet hall's and a decorator's complete forms, as a vendor submits them (tests only). */
export function hallForm(name: string, place?: Place) {
  return {
    ...parts(place),
    name,
    email: "hall@example.com",
    phone: "9801234567",
    city: "Kathmandu",
    capacity: 500,
    pricePerPlate: 1200,
    address: "Tinkune, Kathmandu",
    description: "A large hall for weddings",
    amenities: ["Air Conditioning", "Parking"],
    parkingSpaces: 80,
  };
}

export function decoratorForm(name: string, place?: Place) {
  return {
    ...parts(place),
    ...(place
      ? {
          serviceAreas: { areas: [{ provinceId: place.provinceId, districtId: place.districtId }] },
          packages: [{ packageName: "Mandap", price: 60_000, includes: "Flowers and lights" }],
        }
      : {}),
    businessName: name,
    email: "bloom@example.com",
    description: "Floral and stage decoration",
    address: "Lazimpat",
    city: "Lalitpur",
    specialties: ["Floral Arrangements", "Stage Decoration"],
    eventTypes: ["Wedding", "Reception"],
  };
}

const FORM_URL = { banquet_hall: "/api/vendor/banquet-form", decorator: "/api/vendor/decorator-form" } as const;

/** A signed-in hall or decorator whose form is submitted and approved. */
export async function approvedTyped(t: TestApp, vendorType: "banquet_hall" | "decorator", name: string) {
  const login = await t.login("vendor", { vendorType });
  const place = await kathmandu(t);
  const payload = vendorType === "banquet_hall" ? hallForm(name, place) : decoratorForm(name, place);
  const res = await t.request({ method: "POST", url: FORM_URL[vendorType], payload, cookie: login.cookie });
  if (res.statusCode >= 300) throw new Error(`submit failed: ${res.body}`);
  const [profile] = await t.app.db
    .update(vendorProfiles)
    .set({ status: "approved" })
    .where(eq(vendorProfiles.userId, login.userId))
    .returning();
  return { ...login, vendorId: profile.id, form: payload };
}

/** The vendor submits its form again through the form's route (approved: a change request). */
export function resubmit(t: TestApp, v: { cookie: string }, vendorType: "banquet_hall" | "decorator", form: object) {
  return t.request({ method: "POST", url: FORM_URL[vendorType], payload: form, cookie: v.cookie });
}
