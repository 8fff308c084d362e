import fs from "node:fs";
import path from "node:path";
import { defaultVendorApplication, eventPricingSchema, vendorApplicationSchema } from "@bihe/shared";
import { describe, expect, it } from "vitest";
import { validation } from "./ne/validation";
import { translateMessage } from "./validation";

const DEVANAGARI = /[\u0900-\u097F]/;
const shared = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../../../packages/shared/src");

/** Every string literal in packages/shared that reads like a validation message. */
function sharedMessages(): string[] {
  const files = fs
    .readdirSync(shared, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  const found = new Set<string>();
  for (const f of files) {
    const src = fs.readFileSync(path.join(shared, f), "utf8");
    for (const m of src.matchAll(/"([A-Z][^"]{6,})"/g)) {
      if (/required|must|Please|cannot|At least|At most|allowed|valid|unique|Nothing|changed by|Failed/.test(m[1]!))
        found.add(m[1]!);
    }
  }
  // Descriptions of API documents, not messages a user sees.
  found.delete("The whole location tree (provinces, districts, local levels with their ward counts)");
  return [...found];
}

describe("validation messages in Nepali", () => {
  it("every message of the shared schemas has a Nepali text", () => {
    const messages = sharedMessages();
    expect(messages.length).toBeGreaterThan(60);
    expect(messages.filter((m) => !DEVANAGARI.test(translateMessage(m, validation)))).toEqual([]);
  });

  it("messages built from an event or a field name", () => {
    expect(translateMessage("Wedding (Bride Side) price must be greater than 0", validation)).toBe(
      "Wedding (Bride Side): मूल्य ० भन्दा बढी हुनुपर्छ",
    );
    expect(translateMessage("Hours must be at most 24", validation)).toBe("घण्टा बढीमा २४ हुनुपर्छ");
    expect(translateMessage("Drone price must be a whole number", validation)).toBe("ड्रोनको मूल्य पूर्ण अङ्कमा हुनुपर्छ");
    expect(translateMessage("At most 80 characters", validation)).toBe("बढीमा ८० अक्षर");
    expect(translateMessage("File size must be less than 5MB. Current file size: 6.00 MB", validation)).toBe(
      "फाइल ५ MB भन्दा सानो हुनुपर्छ। यो फाइल ६.०० MB को छ।",
    );
  });

  it("every message a real wizard step gives is translated", () => {
    const pricing = eventPricingSchema.safeParse({ events: [] });
    const blank = defaultVendorApplication();
    const app = vendorApplicationSchema.safeParse({
      ...blank,
      eventPricing: { events: blank.eventPricing.events.map((e) => ({ ...e, price: 1.5, hours: 0 })) },
      addOnPricing: { ...blank.addOnPricing, drone: -1 },
    });
    const issues = [...(pricing.error?.issues ?? []), ...(app.error?.issues ?? [])].map((i) => i.message);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.filter((m) => !DEVANAGARI.test(translateMessage(m, validation)))).toEqual([]);
  });

  it("English (no table) and unknown messages stay as they are", () => {
    expect(translateMessage("Company name is required", undefined)).toBe("Company name is required");
    expect(translateMessage("Something new", validation)).toBe("Something new");
  });
});
