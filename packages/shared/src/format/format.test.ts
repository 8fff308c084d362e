import { describe, expect, it } from "vitest";
import { BANQUET_PACKAGE_NAME } from "../banquet-decorator";
import { DEFAULT_CANCELLATION_POLICY, DEFAULT_PAYMENT_TERMS, EVENT_CATALOGUE } from "../catalogue";
import { ANY_DAY, collapseContactDays, WEEK_DAYS } from "../leads";
import {
  defaultText,
  eventName,
  formatAdDate,
  formatBsMonth,
  formatBsWithAd,
  formatClock,
  formatContactDays,
  formatDate,
  formatMoney,
  formatNumber,
  formatStoredTime,
  formatToday,
  formatWeekday,
  isMadeTermLabel,
  localDigits,
  placeLabel,
  placeLine,
  placeName,
  policyText,
  serviceAreaText,
  storedEventName,
  storedPolicy,
  storedText,
  TRANSLATED_DEFAULT_TEXTS,
  toLang,
  townOf,
  weekdayName,
} from "./index";

describe("formatNumber: lakh/crore grouping", () => {
  it.each([
    [0, "0", "०"],
    [999, "999", "९९९"],
    [1000, "1,000", "१,०००"],
    [99999, "99,999", "९९,९९९"],
    [100000, "1,00,000", "१,००,०००"],
    [1234567, "12,34,567", "१२,३४,५६७"],
    [10000000, "1,00,00,000", "१,००,००,०००"],
    [123456789, "12,34,56,789", "१२,३४,५६,७८९"],
    [-120000, "-1,20,000", "-१,२०,०००"],
  ])("%d -> %s / %s", (n, en, ne) => {
    expect(formatNumber(n, "en")).toBe(en);
    expect(formatNumber(n, "ne")).toBe(ne);
  });

  it("rounds and treats missing values as 0", () => {
    expect(formatNumber(1999.5, "ne")).toBe("२,०००");
    expect(formatNumber(null, "ne")).toBe("०");
    expect(formatNumber(Number.NaN, "en")).toBe("0");
  });
});

describe("formatMoney", () => {
  it("English keeps Rs. with Nepali grouping", () => {
    expect(formatMoney(120000, "en")).toBe("Rs. 1,20,000");
    expect(formatMoney(0, "en")).toBe("Rs. 0");
  });
  it("Nepali writes रु. with Devanagari digits", () => {
    expect(formatMoney(120000, "ne")).toBe("रु. १,२०,०००");
    expect(formatMoney(25000000, "ne")).toBe("रु. २,५०,००,०००");
    expect(formatMoney(35000.4, "ne")).toBe("रु. ३५,०००");
    expect(formatMoney(undefined, "ne")).toBe("रु. ०");
    expect(formatMoney(-500, "ne")).toBe("-रु. ५००");
  });
});

describe("dates", () => {
  it("BS dates with Nepali month names", () => {
    // 2026-11-23 AD = 7 Mangsir 2083 BS
    expect(formatDate("2026-11-23", "ne")).toBe("७ मंसिर २०८३");
    expect(formatDate("2026-11-23", "en")).toBe("7 Mangsir 2083");
    expect(formatDate({ year: 2083, month: 1, day: 1 }, "ne")).toBe("१ बैशाख २०८३");
    expect(formatDate({ year: 2082, month: 12, day: 30 }, "ne")).toBe("३० चैत २०८२");
  });
  it("all twelve BS month names", () => {
    const names = Array.from({ length: 12 }, (_, i) => formatBsMonth(2083, i + 1, "ne").split(" ")[0]);
    expect(names).toEqual(["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कार्तिक", "मंसिर", "पुस", "माघ", "फागुन", "चैत"]);
    expect(formatBsMonth(2083, 8, "en")).toBe("Mangsir 2083");
    expect(formatBsMonth(2083, 13, "en")).toBe("");
  });
  it("AD dates and fallbacks", () => {
    expect(formatAdDate("2026-11-22", "en")).toBe("22 Nov 2026");
    expect(formatAdDate("2026-11-22", "ne")).toBe("२२ नोभेम्बर २०२६");
    expect(formatDate("1900-01-01", "ne")).toBe("१ जनवरी १९००");
    expect(formatDate("not a date", "ne")).toBe("");
    expect(formatDate(null, "en")).toBe("");
  });
  it("weekdays in Nepali", () => {
    expect(formatWeekday("2026-11-22", "ne")).toBe("आइतबार");
    expect(formatWeekday("2026-11-22", "en")).toBe("Sunday");
    expect(formatWeekday("2026-11-26", "ne", "short")).toBe("बिही");
    expect(weekdayName(6, "ne")).toBe("शनिबार");
    expect(formatWeekday("x", "ne")).toBe("");
  });
  it("a moment as BS and AD in Nepal time", () => {
    // 20:00 UTC on 22 Nov is already 23 Nov in Nepal (UTC+05:45)
    expect(formatBsWithAd("2026-11-22T20:00:00Z", "ne")).toEqual({ bs: "७ मंसिर २०८३", ad: "२३ नोभेम्बर २०२६" });
    expect(formatBsWithAd("2026-11-22T20:00:00Z", "en")).toEqual({ bs: "7 Mangsir 2083", ad: "23 Nov 2026" });
    expect(formatToday("ne", new Date("2026-11-22T20:00:00Z"))).toBe("७ मंसिर २०८३");
  });
  it("clock times", () => {
    expect(formatClock("09:30", "en")).toBe("9:30 AM");
    expect(formatClock("09:30", "ne")).toBe("बिहान ९:३०");
    expect(formatClock("13:05", "ne")).toBe("दिउँसो १:०५");
    expect(formatClock("18:00", "ne")).toBe("बेलुका ६:००");
    expect(formatClock("00:15", "en")).toBe("12:15 AM");
    expect(formatClock("25:00", "en")).toBe("");
  });
  it("times as the time picker stores them, and a lead's contact days", () => {
    expect(formatStoredTime("6:30 PM", "en")).toBe("6:30 PM");
    expect(formatStoredTime("6:30 PM", "ne")).toBe("बेलुका ६:३०");
    expect(formatStoredTime("12:00 AM", "ne")).toBe("राति १२:००");
    expect(formatStoredTime("10:00 AM", "ne")).toBe("बिहान १०:००");
    expect(formatStoredTime("after lunch", "ne")).toBe("after lunch");
    expect(formatStoredTime(null, "ne")).toBe("");
    expect(formatContactDays(collapseContactDays([...WEEK_DAYS]), "ne")).toBe("जुनसुकै दिन");
    expect(formatContactDays(collapseContactDays(["Friday", "Sunday"]), "ne")).toBe("आइतबार, शुक्रबार");
    expect(formatContactDays("Sunday, Friday", "en")).toBe("Sunday, Friday");
    expect(formatContactDays(ANY_DAY, "en")).toBe("Any day");
  });
});

describe("language helpers", () => {
  it("toLang accepts ne and ne-NP only", () => {
    expect(toLang("ne")).toBe("ne");
    expect(toLang("ne-NP")).toBe("ne");
    expect(toLang("en-US")).toBe("en");
    expect(toLang("new")).toBe("en");
    expect(toLang(undefined)).toBe("en");
  });
  it("localDigits", () => {
    expect(localDigits("Ward 12", "ne")).toBe("Ward १२");
    expect(localDigits(12, "en")).toBe("12");
  });
});

describe("place names in the reader's language", () => {
  it("provinces and districts from the reference data", () => {
    expect(placeName("Kathmandu", "ne")).toBe("काठमाडौँ");
    expect(placeName("Koshi", "ne")).toBe("कोशी");
    expect(placeName("Kathmandu", "en")).toBe("Kathmandu");
    // Vendor-typed text stays as written.
    expect(placeName("Baneshwor Height", "ne")).toBe("Baneshwor Height");
    expect(placeLabel({ name: "Kaski", nameNe: "कास्की" }, "ne")).toBe("कास्की");
    expect(placeLabel({ name: "Kaski", nameNe: "कास्की" }, "en")).toBe("Kaski");
  });
  it("a vendor's place line: the server's Nepali line for Nepali readers, 'Unknown' in Nepali", () => {
    const line = {
      locationText: "Bhanu Chowk, Dharan, Sunsari, Koshi",
      locationTextNe: "Bhanu Chowk, धरान, सुनसरी, कोशी",
    };
    expect(placeLine(line, "en")).toBe("Bhanu Chowk, Dharan, Sunsari, Koshi");
    expect(placeLine(line, "ne")).toBe("Bhanu Chowk, धरान, सुनसरी, कोशी");
    expect(placeLine({ locationText: "Unknown", locationTextNe: "Unknown" }, "en")).toBe("Unknown");
    expect(placeLine({ locationText: "Unknown", locationTextNe: "Unknown" }, "ne")).toBe("ठेगाना थाहा छैन");
    // An answer from before the Nepali line existed (a page kept open across a deploy): the English line.
    expect(placeLine({ locationText: "Kaski" }, "ne")).toBe("Kaski");
  });
  it("a vendor's town for its title: a city that is its local level reads as the local level's Nepali name", () => {
    const dharan = { city: "Dharan", address: { municipality: "Dharan", municipalityNe: "धरान", district: "Sunsari" } };
    expect(townOf(dharan, "ne")).toBe("धरान");
    expect(townOf(dharan, "en")).toBe("Dharan");
    expect(townOf({ ...dharan, city: "Itahari" }, "ne")).toBe("Itahari"); // typed, not its local level: as written
    expect(townOf({ ...dharan, city: "Sunsari" }, "ne")).toBe("सुनसरी"); // a district's name
    expect(townOf({ ...dharan, city: null }, "ne")).toBe("धरान");
    expect(townOf({ city: "", address: { municipality: null, district: "Kaski" } }, "ne")).toBe("कास्की");
    expect(townOf({ city: null, address: null }, "ne")).toBeNull();
  });
  it("service-area summaries", () => {
    expect(serviceAreaText("All Nepal", "ne")).toBe("सम्पूर्ण नेपाल");
    expect(serviceAreaText("Kathmandu Valley", "ne")).toBe("काठमाडौँ उपत्यका");
    expect(serviceAreaText("Kathmandu Valley, Kaski, Chitwan", "ne")).toBe("काठमाडौँ उपत्यका, कास्की, चितवन");
    expect(serviceAreaText("Kaski, Chitwan, Morang +12", "ne")).toBe("कास्की, चितवन, मोरङ +१२");
    expect(serviceAreaText("Kaski, Chitwan", "en")).toBe("Kaski, Chitwan");
  });
});

describe("event names", () => {
  it("every catalogue event has a Nepali name; a vendor's own stays as written", () => {
    for (const e of EVENT_CATALOGUE) expect(eventName(e.name, "ne")).toMatch(/[\u0900-\u097F]/);
    expect(eventName("Bride Mehendi", "ne")).toBe("बेहुलीको मेहेन्दी");
    expect(eventName("Bride Mehendi", "en")).toBe("Bride Mehendi");
    expect(eventName("Our Special Night", "ne")).toBe("Our Special Night");
  });
});

describe("the wizard's default texts a vendor kept, in the reader's language", () => {
  it("every default payment term, cancellation line and package name has its Nepali text, and nothing else is in the table", () => {
    const defaults = [
      BANQUET_PACKAGE_NAME,
      ...DEFAULT_PAYMENT_TERMS.map((t) => t.description),
      ...DEFAULT_CANCELLATION_POLICY.split("\n"),
    ];
    expect([...TRANSLATED_DEFAULT_TEXTS].sort()).toEqual([...defaults].sort());
    for (const text of defaults) {
      expect(defaultText(text, "ne")).toMatch(/^[^A-Za-z]+$/);
      expect(defaultText(text, "en")).toBe(text);
    }
    expect(defaultText("Booking advance", "ne")).toBe("बुकिङ गर्दा अग्रिम");
  });
  it("a policy line the vendor wrote stays as written, beside the default lines", () => {
    const [first] = DEFAULT_CANCELLATION_POLICY.split("\n");
    const policy = `${first}\nNo refund for albums already printed.`;
    expect(policyText(policy, "ne")).toBe(
      "कार्यक्रमको ३० वा सोभन्दा बढी दिनअघि रद्द गरेमा: कुल रकमको २५% लाग्छ।\nNo refund for albums already printed.",
    );
    expect(policyText(policy, "en")).toBe(policy);
    expect(defaultText("50% on the wedding day", "ne")).toBe("50% on the wedding day");
  });
  it("a default shown in Nepali in a form is kept as the default; a line the vendor changed is kept as typed", () => {
    for (const text of TRANSLATED_DEFAULT_TEXTS) {
      expect(storedText(defaultText(text, "ne"))).toBe(text);
      expect(storedText(text)).toBe(text);
    }
    expect(storedPolicy(policyText(DEFAULT_CANCELLATION_POLICY, "ne"))).toBe(DEFAULT_CANCELLATION_POLICY);
    // One line reworded in Nepali stays the vendor's; the others are still the product's.
    const lines = policyText(DEFAULT_CANCELLATION_POLICY, "ne").split("\n");
    lines[1] = "१५ देखि २९ दिनअघि रद्द गरेमा आधा रकम लाग्छ।";
    const kept = storedPolicy(lines.join("\n")).split("\n");
    expect(kept[0]).toBe(DEFAULT_CANCELLATION_POLICY.split("\n")[0]);
    expect(kept[1]).toBe("१५ देखि २९ दिनअघि रद्द गरेमा आधा रकम लाग्छ।");
    expect(storedText("बुकिङ गर्दा अग्रिम रकम")).toBe("बुकिङ गर्दा अग्रिम रकम");
  });
  it("a catalogue event typed by its Nepali name is kept by its catalogue name; a vendor's own as typed", () => {
    for (const { name } of EVENT_CATALOGUE) expect(storedEventName(eventName(name, "ne"))).toBe(name);
    expect(storedEventName(" बिहे (दुवैपट्टि) ")).toBe("Wedding (Both Sides)");
    expect(storedEventName("पोखरा डुङ्गा सुट")).toBe("पोखरा डुङ्गा सुट");
  });
  it("a term's label made by the server is worded by the app; a vendor's own stays", () => {
    expect(isMadeTermLabel({ termLabel: "Installment 2", installmentNumber: 2 })).toBe(true);
    expect(isMadeTermLabel({ termLabel: "", installmentNumber: 1 })).toBe(true);
    expect(isMadeTermLabel({ termLabel: "Installment 3", installmentNumber: 2 })).toBe(false);
    expect(isMadeTermLabel({ termLabel: "Advance", installmentNumber: 1 })).toBe(false);
  });
});
