import { describe, expect, it } from "vitest";
import {
  digitsOnly,
  isNepaliMobile,
  isPhoneNumber,
  nationalNumber,
  normalizePhone,
  telLink,
  whatsappLink,
} from "./phone";

describe("phone helpers", () => {
  it("strips everything that is not a digit", () => {
    expect(digitsOnly("+977 (984) 123-4567")).toBe("9779841234567");
    expect(digitsOnly(null)).toBe("");
    expect(digitsOnly("+९७७ ९८४-१२३४५६७")).toBe("9779841234567");
    expect(digitsOnly("abc")).toBe("");
  });

  it("accepts 10-digit mobiles starting 96, 97 or 98", () => {
    expect(isNepaliMobile("9841234567")).toBe(true);
    expect(isNepaliMobile("9761234567")).toBe(true);
    expect(isNepaliMobile("9612345678")).toBe(true);
    expect(isNepaliMobile("984-123-4567")).toBe(true);
    expect(isNepaliMobile("९८४१२३४५६७")).toBe(true); // typed with a Nepali keyboard
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

  it("normalises a phone to its digits, keeping a leading +", () => {
    expect(normalizePhone(" 984-100 9999 ")).toBe("9841009999");
    expect(normalizePhone("+९७७ ९८४१००९९९९")).toBe("+9779841009999");
    expect(normalizePhone("+977 9841009999")).toBe("+9779841009999");
    expect(normalizePhone(" +977-(1) 4123456")).toBe("+97714123456");
    expect(normalizePhone("98+41")).toBe("9841");
    expect(normalizePhone(null)).toBe("");
  });

  it("accepts 7 to 15 digits as a phone number", () => {
    expect(isPhoneNumber("412-3456")).toBe(true);
    expect(isPhoneNumber("+977 9841234567")).toBe(true);
    expect(isPhoneNumber("123456")).toBe(false);
    expect(isPhoneNumber("1234567890123456")).toBe(false);
    expect(isPhoneNumber("phone: none")).toBe(false);
  });

  it("builds tel: and wa.me links", () => {
    expect(telLink("+977-1-4123456")).toBe("tel:+97714123456");
    expect(telLink("984 123 4567")).toBe("tel:+9779841234567");
    expect(telLink("+977-9841234567")).toBe("tel:+9779841234567");
    expect(telLink("01-4123456")).toBe("tel:014123456");
    expect(whatsappLink("9841234567")).toBe("https://wa.me/9779841234567");
    expect(whatsappLink("+977 9841234567")).toBe("https://wa.me/9779841234567");
  });
});
