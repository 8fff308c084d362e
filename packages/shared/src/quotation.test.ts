import { describe, expect, it } from "vitest";
import {
  DISCOUNT_TOO_LARGE_MESSAGE,
  installmentBalances,
  quotationDraftSchema,
  quotationTotals,
  scheduleFromTerms,
  scheduleMismatchMessage,
} from "./quotation";

const item = (unitPrice: number, quantity = 1) => ({ description: "Wedding day coverage", quantity, unitPrice });

describe("quotationTotals", () => {
  it("adds the lines, takes the discount off and adds 13 % VAT on what is left", () => {
    expect(quotationTotals([item(50_000, 2), item(15_000)], 5_000, true)).toEqual({
      subtotal: 115_000,
      discount: 5_000,
      vatAmount: 14_300,
      total: 124_300,
    });
  });
  it("rounds VAT half up to a whole rupee", () => {
    expect(quotationTotals([item(50)], 0, true).vatAmount).toBe(7); // 6.5 -> 7
    expect(quotationTotals([item(49)], 0, true).vatAmount).toBe(6); // 6.37 -> 6
    expect(quotationTotals([item(1_000_003)], 0, true).vatAmount).toBe(130_000); // 130000.39
  });
  it("has no VAT when the vendor does not charge it", () => {
    expect(quotationTotals([item(80_000)], 10_000, false)).toEqual({
      subtotal: 80_000,
      discount: 10_000,
      vatAmount: 0,
      total: 70_000,
    });
  });
});

describe("quotationDraftSchema", () => {
  const draft = {
    items: [item(100_000)],
    discount: 0,
    withVat: false,
    validUntil: "2027-02-01",
    terms: null,
    schedule: [
      { label: "Advance", amount: 30_000, dueDate: "2027-01-10" },
      { label: "On the day", amount: 70_000, dueDate: null },
    ],
  };
  it("accepts installments that add up to the total", () => {
    expect(quotationDraftSchema.safeParse(draft).success).toBe(true);
  });
  it("refuses installments that do not add up", () => {
    const r = quotationDraftSchema.safeParse({ ...draft, withVat: true });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([scheduleMismatchMessage(113_000)]);
  });
  it("refuses a discount above the subtotal", () => {
    const r = quotationDraftSchema.safeParse({ ...draft, discount: 100_001 });
    expect(r.error?.issues.map((i) => i.message)).toContain(DISCOUNT_TOO_LARGE_MESSAGE);
  });
  it("refuses fractions, negatives, huge amounts and empty quotations", () => {
    for (const bad of [
      { ...draft, items: [item(100.5)] },
      { ...draft, items: [item(-1)] },
      { ...draft, items: [item(1_000_000_001)] },
      { ...draft, items: [item(1_000_000_000, 2)] },
      { ...draft, items: [] },
      { ...draft, schedule: [] },
      { ...draft, items: [{ ...item(10), quantity: 0 }] },
    ]) {
      expect(quotationDraftSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("scheduleFromTerms", () => {
  it("splits the total by the terms and gives the remainder to the last installment", () => {
    const terms = [
      { percentage: 30, termLabel: "Advance to confirm" },
      { percentage: 70, termLabel: "On the day" },
    ];
    expect(scheduleFromTerms(terms, 113_001).map((i) => i.amount)).toEqual([33_900, 79_101]);
    const thirds = [1, 2, 3].map(() => ({ percentage: 33, termLabel: "Part" }));
    const amounts = scheduleFromTerms(thirds, 100_000).map((i) => i.amount);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(100_000);
  });
  it("makes one installment of the total without terms", () => {
    expect(scheduleFromTerms([], 50_000)).toEqual([{ label: "Full payment", amount: 50_000, dueDate: null }]);
  });
});

describe("installmentBalances", () => {
  const schedule = [
    { label: "Advance", amount: 30_000, dueDate: "2027-01-10" },
    { label: "Second", amount: 40_000, dueDate: "2027-02-01" },
    { label: "On the day", amount: 30_000, dueDate: null },
  ];
  it("fills installments in order with the payments received", () => {
    const b = installmentBalances(schedule, 45_000, "2027-01-05", "2027-02-20");
    expect(b.map((i) => [i.paid, i.left, i.state])).toEqual([
      [30_000, 0, "paid"],
      [15_000, 25_000, "part_paid"],
      [0, 30_000, "due"],
    ]);
  });
  it("marks an unpaid installment past its date overdue, the day itself included as due", () => {
    expect(installmentBalances(schedule, 0, "2027-01-11")[0]?.state).toBe("overdue");
    expect(installmentBalances(schedule, 0, "2027-01-10")[0]?.state).toBe("due");
    expect(installmentBalances(schedule, 100_000, "2027-03-01").every((i) => i.state === "paid")).toBe(true);
    expect(installmentBalances(schedule, 70_000, "2027-02-21", "2027-02-20")[2]?.state).toBe("overdue");
  });
});
