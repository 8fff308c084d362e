/**
 * Quotations, payment schedules and balances (docs/decisions/0035): every amount is whole rupees;
 * VAT is 13 % of the subtotal after the discount, rounded half up to a rupee; a schedule's
 * installments add up to the total exactly; payments fill installments in order.
 */
import { z } from "zod";
import { formatRs } from "./money";

export const VAT_PERCENT = 13;
/** The largest amount any quotation, line or payment may reach (one hundred crore rupees). */
export const MONEY_MAX = 1_000_000_000;
export const QUOTATION_ITEMS_MAX = 50;
export const QUOTATION_ITEM_QUANTITY_MAX = 1000;
export const INSTALLMENTS_MAX = 10;
export const QUOTATION_TERMS_MAX = 4000;
export const ITEM_DESCRIPTION_MAX = 200;
export const INSTALLMENT_LABEL_MAX = 80;

export const DISCOUNT_TOO_LARGE_MESSAGE = "The discount cannot be more than the subtotal";
export const SUBTOTAL_TOO_LARGE_MESSAGE = `The subtotal cannot be more than ${formatRs(MONEY_MAX)}`;
export const AMOUNT_MESSAGE = `Please enter a whole number of rupees from 0 to ${formatRs(MONEY_MAX)}`;
export const QUANTITY_MESSAGE = `Please enter a whole number from 1 to ${QUOTATION_ITEM_QUANTITY_MAX}`;
export const scheduleMismatchMessage = (total: number) =>
  `The installments must add up to the total (${formatRs(total)})`;

const rupees = z
  .number({ error: AMOUNT_MESSAGE })
  .int(AMOUNT_MESSAGE)
  .min(0, AMOUNT_MESSAGE)
  .max(MONEY_MAX, AMOUNT_MESSAGE);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a date as YYYY-MM-DD");

export const quotationItemSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, "Please describe the item")
    .max(ITEM_DESCRIPTION_MAX, `At most ${ITEM_DESCRIPTION_MAX} characters`),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(QUOTATION_ITEM_QUANTITY_MAX, QUANTITY_MESSAGE),
  unitPrice: rupees,
});
export type QuotationItemInput = z.infer<typeof quotationItemSchema>;

export const installmentSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, "Please name the installment")
    .max(INSTALLMENT_LABEL_MAX, `At most ${INSTALLMENT_LABEL_MAX} characters`),
  amount: rupees,
  /** AD date; null means 'on the day' (the first event's date). */
  dueDate: isoDate.nullable(),
});
export type InstallmentInput = z.infer<typeof installmentSchema>;

export type QuotationTotals = { subtotal: number; discount: number; vatAmount: number; total: number };

/** Subtotal, VAT and total of a quotation; VAT rounds half up to a whole rupee. */
export function quotationTotals(
  items: readonly QuotationItemInput[],
  discount: number,
  withVat: boolean,
): QuotationTotals {
  const subtotal = items.reduce((sum, i) => sum + i.quantity * i.unitPrice, 0);
  const taxable = Math.max(subtotal - discount, 0);
  const vatAmount = withVat ? Math.floor((taxable * VAT_PERCENT + 50) / 100) : 0;
  return { subtotal, discount, vatAmount, total: taxable + vatAmount };
}

/**
 * A quotation as the vendor writes it: lines, a discount, VAT or not, a validity date, terms and
 * the schedule. The cross-field rules (discount within the subtotal, installments adding up to the
 * total) are checked here, so the browser and the server give the same message.
 */
export const quotationDraftSchema = z
  .object({
    items: z
      .array(quotationItemSchema)
      .min(1, "Please add at least one item")
      .max(QUOTATION_ITEMS_MAX, `At most ${QUOTATION_ITEMS_MAX} items`),
    discount: rupees,
    withVat: z.boolean(),
    validUntil: isoDate.nullable(),
    terms: z.string().trim().max(QUOTATION_TERMS_MAX, `At most ${QUOTATION_TERMS_MAX} characters`).nullable(),
    schedule: z
      .array(installmentSchema)
      .min(1, "Please add at least one installment")
      .max(INSTALLMENTS_MAX, `At most ${INSTALLMENTS_MAX} installments`),
  })
  .superRefine((q, ctx) => {
    const { subtotal, total } = quotationTotals(q.items, q.discount, q.withVat);
    if (subtotal > MONEY_MAX) ctx.addIssue({ code: "custom", path: ["items"], message: SUBTOTAL_TOO_LARGE_MESSAGE });
    if (q.discount > subtotal)
      ctx.addIssue({ code: "custom", path: ["discount"], message: DISCOUNT_TOO_LARGE_MESSAGE });
    const scheduled = q.schedule.reduce((sum, i) => sum + i.amount, 0);
    if (q.discount <= subtotal && scheduled !== total) {
      ctx.addIssue({ code: "custom", path: ["schedule"], message: scheduleMismatchMessage(total) });
    }
  });
export type QuotationDraft = z.infer<typeof quotationDraftSchema>;

/** A vendor's payment term (spec 001: installment, percentage, label). */
export type PaymentTermLike = { percentage: number; termLabel: string };

/**
 * The schedule from the vendor's payment terms: each installment its percentage of the total, the
 * last one the remainder so the amounts add up exactly; no terms means one installment of the total.
 * Due dates are left to the vendor (null: on the day).
 */
export function scheduleFromTerms(terms: readonly PaymentTermLike[], total: number): InstallmentInput[] {
  if (terms.length === 0) return [{ label: "Full payment", amount: total, dueDate: null }];
  let left = total;
  return terms.map((term, i) => {
    const amount = i === terms.length - 1 ? left : Math.min(left, Math.round((total * term.percentage) / 100));
    left -= amount;
    return { label: term.termLabel, amount, dueDate: null };
  });
}

export type InstallmentState = "paid" | "part_paid" | "due" | "overdue";
export type InstallmentBalance = InstallmentInput & { paid: number; left: number; state: InstallmentState };

/**
 * What is paid and what is left per installment: the payments received fill the installments in
 * order. An installment with a due date before `today` (AD, YYYY-MM-DD) and money left is overdue;
 * one without a date is due on `dayOf` (the first event's date) when given.
 */
export function installmentBalances(
  schedule: readonly InstallmentInput[],
  paidTotal: number,
  today: string,
  dayOf: string | null = null,
): InstallmentBalance[] {
  let pool = paidTotal;
  return schedule.map((installment) => {
    const paid = Math.min(pool, installment.amount);
    pool -= paid;
    const left = installment.amount - paid;
    const due = installment.dueDate ?? dayOf;
    const state: InstallmentState =
      left === 0 ? "paid" : due !== null && due < today ? "overdue" : paid > 0 ? "part_paid" : "due";
    return { ...installment, paid, left, state };
  });
}

export const PAYMENT_METHODS = ["cash", "esewa", "khalti", "fonepay", "bank_transfer", "cheque"] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodName, string> = {
  cash: "Cash",
  esewa: "eSewa",
  khalti: "Khalti",
  fonepay: "Fonepay",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
};

export const paymentOverBalanceMessage = (left: number) =>
  `This payment is more than the balance due (${formatRs(left)})`;
