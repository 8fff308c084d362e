import { describe, expect, it } from "vitest";
import {
  acceptQuotationSchema,
  declineQuotationSchema,
  dueReminders,
  PAYMENT_AMOUNT_MESSAGE,
  recordPaymentSchema,
} from "./booking";
import { installmentBalances } from "./quotation";

const schedule = [
  { label: "Advance", amount: 30_000, dueDate: "2027-01-10" },
  { label: "Second", amount: 30_000, dueDate: "2027-02-10" },
  { label: "On the day", amount: 40_000, dueDate: null },
];

describe("dueReminders", () => {
  const at = (today: string, paid = 0) =>
    dueReminders(installmentBalances(schedule, paid, today, "2027-03-01"), today, "2027-03-01");

  it("reminds the couple within 3 days of a due date, today included", () => {
    expect(at("2027-01-06")).toEqual([]);
    expect(at("2027-01-07")).toEqual([{ index: 0, kind: "due_soon" }]);
    expect(at("2027-01-10")).toEqual([{ index: 0, kind: "due_soon" }]);
  });
  it("tells the vendor the day after the due date, for each installment with money left", () => {
    expect(at("2027-01-11")).toEqual([{ index: 0, kind: "overdue" }]);
    expect(at("2027-02-12")).toEqual([
      { index: 0, kind: "overdue" },
      { index: 1, kind: "overdue" },
    ]);
    expect(at("2027-02-12", 30_000)).toEqual([{ index: 1, kind: "overdue" }]);
    // Part paid still has money left.
    expect(at("2027-02-12", 45_000)).toEqual([{ index: 1, kind: "overdue" }]);
  });
  it("counts an installment without a date from the first event; nothing when all is paid", () => {
    expect(at("2027-02-26", 60_000)).toEqual([{ index: 2, kind: "due_soon" }]);
    expect(at("2027-03-05", 100_000)).toEqual([]);
    const undated = installmentBalances([{ label: "Full", amount: 5, dueDate: null }], 0, "2027-01-01", null);
    expect(dueReminders(undated, "2027-01-01", null)).toEqual([]);
  });
});

describe("the inputs", () => {
  it("a typed name is required and bounded", () => {
    expect(acceptQuotationSchema.safeParse({ name: "  Sita " }).data).toEqual({ name: "Sita" });
    expect(acceptQuotationSchema.safeParse({ name: "   " }).error?.issues[0]?.message).toBe(
      "Please type your name to accept",
    );
    expect(acceptQuotationSchema.safeParse({ name: "x".repeat(121) }).success).toBe(false);
  });
  it("a decline reason is optional, empty means none, at most 500 characters", () => {
    expect(declineQuotationSchema.parse({})).toEqual({ reason: null });
    expect(declineQuotationSchema.parse({ reason: "  " })).toEqual({ reason: null });
    expect(declineQuotationSchema.safeParse({ reason: "x".repeat(501) }).success).toBe(false);
  });
  it("a payment is whole rupees from 1, a known method, a short reference and a request id", () => {
    const ok = {
      requestId: "6f1c1f1e-8a52-4c4e-9f3a-3b1f9a0f2c11",
      amount: 5000,
      paidOn: "2026-11-20",
      method: "khalti",
      reference: " KH-1 ",
    };
    expect(recordPaymentSchema.parse(ok)).toEqual({ ...ok, reference: "KH-1" });
    for (const amount of [0, -1, 1.5, 1_000_000_001]) {
      expect(recordPaymentSchema.safeParse({ ...ok, amount }).error?.issues[0]?.message).toBe(PAYMENT_AMOUNT_MESSAGE);
    }
    expect(recordPaymentSchema.safeParse({ ...ok, method: "card" }).success).toBe(false);
    expect(recordPaymentSchema.safeParse({ ...ok, reference: "r".repeat(101) }).success).toBe(false);
    expect(recordPaymentSchema.safeParse({ ...ok, requestId: "1" }).success).toBe(false);
  });
});
