import { describe, expect, it } from "vitest";
import { registrationFormPath } from "./vendor-types";

describe("registrationFormPath", () => {
  it("sends photographers to the nine-step wizard and banquet halls and decorators to their own forms", () => {
    expect(registrationFormPath("wedding_cinematographer")).toBe("/vendor-form/wedding-cinematographer");
    expect(registrationFormPath("photography")).toBe("/vendor-form/wedding-cinematographer");
    expect(registrationFormPath("banquet_hall")).toBe("/banquet-form");
    expect(registrationFormPath("banquet")).toBe("/banquet-form");
    expect(registrationFormPath("decorator")).toBe("/decorator-form");
    expect(registrationFormPath(null)).toBe("/vendor-form/wedding-cinematographer");
  });
});
