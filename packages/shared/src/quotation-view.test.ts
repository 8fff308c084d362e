import { describe, expect, it } from "vitest";
import { DISCOUNT_TOO_LARGE_MESSAGE } from "./quotation";
import { createQuotationSchema, pdfQuerySchema, sendQuotationSchema, updateQuotationSchema } from "./quotation-view";

const draft = {
  items: [{ description: "Wedding coverage", quantity: 1, unitPrice: 100_000 }],
  discount: 0,
  withVat: false,
  validUntil: "2027-01-15",
  terms: null,
  schedule: [{ label: "All", amount: 100_000, dueDate: null }],
};

describe("the quotation routes' inputs", () => {
  it("a new draft carries a request id and a draft that keeps the shared rule", () => {
    expect(createQuotationSchema.safeParse({ requestId: crypto.randomUUID(), draft }).success).toBe(true);
    expect(createQuotationSchema.safeParse({ requestId: "twice", draft }).success).toBe(false);
    const tooMuch = createQuotationSchema.safeParse({
      requestId: crypto.randomUUID(),
      draft: { ...draft, discount: 100_001 },
    });
    expect(tooMuch.success).toBe(false);
    expect(tooMuch.error?.issues.map((i) => i.message)).toContain(DISCOUNT_TOO_LARGE_MESSAGE);
  });

  it("an edit and a send name the row version they were made from", () => {
    expect(updateQuotationSchema.safeParse({ rowVersion: 2, draft }).success).toBe(true);
    expect(updateQuotationSchema.safeParse({ draft }).success).toBe(false);
    expect(sendQuotationSchema.safeParse({ rowVersion: 0 }).success).toBe(false);
    expect(sendQuotationSchema.safeParse({ rowVersion: 1.5 }).success).toBe(false);
  });

  it("a PDF is English unless Nepali is asked for", () => {
    expect(pdfQuerySchema.parse({})).toEqual({ lang: "en" });
    expect(pdfQuerySchema.parse({ lang: "ne" })).toEqual({ lang: "ne" });
    expect(pdfQuerySchema.safeParse({ lang: "fr" }).success).toBe(false);
  });
});
