import { describe, expect, it } from "vitest";
import { digitsOnly, isNepaliMobile, nationalNumber, telLink, whatsappLink } from "./phone";

describe("phone helpers", () => {
  it("strips everything that is not a digit", () => {
    expect(digitsOnly("+977 (984) 123-4567")).toBe("9779841234567");
    expect(digitsOnly(null)).toBe("");
    expect(digitsOnly("abc")).toBe("");
  });

  it("accepts 10-digit mobiles starting 96, 97 or 98", () => {
    expect(isNepaliMobile("9841234567")).toBe(true);
    expect(isNepaliMobile("9761234567")).toBe(true);
    expect(isNepaliMobile("9612345678")).toBe(true);
    expect(isNepaliMobile("984-123-4567")).toBe(true);
  });

  it("rejects other numbers", () => {
    expect(isNepaliMobile("9541234567")).toBe(false);
    expect(isNepaliMobile("014123456")).toBe(false);
    expect(isNepaliMobile("984123456")).toBe(false);
    expect(isNepaliMobile("98412345678")).toBe(false);
    expect(isNepaliMobile("")).toBe(false);
    expect(isNepaliMobile(undefined)).toBe(false);
  });

  it("removes the country code", () => {
    expect(nationalNumber("+977 9841234567")).toBe("9841234567");
    expect(nationalNumber("00977 9841234567")).toBe("9841234567");
    expect(nationalNumber("9841234567")).toBe("9841234567");
  });

  it("builds tel: and wa.me links", () => {
    expect(telLink("984 123 4567")).toBe("tel:+9779841234567");
    expect(telLink("+977-9841234567")).toBe("tel:+9779841234567");
    expect(telLink("01-4123456")).toBe("tel:014123456");
    expect(whatsappLink("9841234567")).toBe("https://wa.me/9779841234567");
    expect(whatsappLink("+977 9841234567")).toBe("https://wa.me/9779841234567");
  });
});
