import { quotationTotals } from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import { leads, leadThreads, type QuotationInstallment, quotations } from "../src/db/schema";
import { newClientToken } from "../src/modules/conversations/access";
import { type CalendarVendor, leadOn } from "./calendar-fixtures";
import type { TestApp } from "./harness";

export type Couple = { cookie: string; userId: string; email: string };

/** A couple's lead (as a marketplace inquiry makes it: the lead names the couple's account). */
export async function coupleLead(
  t: TestApp,
  v: CalendarVendor,
  name: string,
  bsDates: string[],
): Promise<{ leadId: string; couple: Couple }> {
  const couple = await t.login("customer");
  const leadId = await leadOn(t, v, name, bsDates);
  await t.app.db.update(leads).set({ customerId: couple.userId }).where(eq(leads.id, leadId));
  return { leadId, couple };
}

/** A walk-in client's lead with its private link (the token, as the client's email carries it). */
export async function walkInLead(
  t: TestApp,
  v: CalendarVendor,
  name: string,
  bsDates: string[],
  email = `client-${Date.now()}@test.bihe`,
): Promise<{ leadId: string; token: string; email: string }> {
  const leadId = await leadOn(t, v, name, bsDates);
  const { token, hash } = newClientToken();
  await t.app.db
    .insert(leadThreads)
    .values({ leadId, vendorId: v.vendorId, clientTokenHash: hash, clientEmail: email });
  return { leadId, token, email };
}

/**
 * A sent quotation of a lead, written as the quotations module stores it (totals from the shared
 * rule). Default: one line of Rs. 1,00,000 in two installments, 30,000 by `advanceDue` and the rest
 * on the day.
 */
export async function sentQuotation(
  t: TestApp,
  v: { vendorId: string; userId?: string },
  leadId: string,
  opts: {
    version?: number;
    status?: "sent" | "draft" | "superseded";
    validUntil?: string | null;
    schedule?: QuotationInstallment[];
    advanceDue?: string | null;
    unitPrice?: number;
  } = {},
): Promise<string> {
  const items = [{ description: "Wedding photography and video", quantity: 1, unitPrice: opts.unitPrice ?? 100_000 }];
  const totals = quotationTotals(items, 0, false);
  const advance = Math.round(totals.total * 0.3);
  const schedule = opts.schedule ?? [
    { label: "Advance to confirm", amount: advance, dueDate: opts.advanceDue ?? null },
    { label: "On the day", amount: totals.total - advance, dueDate: null },
  ];
  const [q] = await t.app.db
    .insert(quotations)
    .values({
      leadId,
      vendorId: v.vendorId,
      version: opts.version ?? 1,
      status: opts.status ?? "sent",
      items,
      schedule,
      subtotal: totals.subtotal,
      discount: 0,
      vatPercent: 0,
      vatAmount: 0,
      total: totals.total,
      validUntil: opts.validUntil ?? null,
      terms: null,
      createdBy: v.userId ?? null,
      sentAt: opts.status === "draft" ? null : new Date(),
    })
    .returning({ id: quotations.id });
  return q!.id;
}

/** The couple accepts a quotation with its typed name. */
export const accept = (t: TestApp, cookie: string, quotationId: string, name = "Sita Sharma") =>
  t.request({ method: "POST", url: `/api/customer/quotations/${quotationId}/accept`, cookie, payload: { name } });

/** The vendor records a payment. */
export const pay = (
  t: TestApp,
  v: CalendarVendor,
  bookingId: string,
  body: { amount: number; requestId?: string; paidOn?: string; method?: string; reference?: string | null },
) =>
  t.request({
    method: "POST",
    url: `/api/vendor/bookings/${bookingId}/payments`,
    cookie: v.cookie,
    payload: { requestId: crypto.randomUUID(), paidOn: "2026-11-20", method: "esewa", ...body },
  });

// ---- The authorization matrix's bookings ----

type MatrixOwner = {
  cookie: string;
  vendorId: string;
  /** The couple's lead with vendor A and the couple's session. */
  coupleLeadId: string;
  customerCookie: string;
  /** The walk-in lead whose private link the matrix's token opens. */
  walkInLeadId: string;
  token: string;
};
type MatrixBookings = {
  coupleBookingId: string;
  couplePaymentId: string;
  declineQuotationId: string;
  acceptQuotationId: string;
  walkInAcceptId: string;
  walkInDeclineId: string;
  walkInPaymentId: string;
  cancelBookingId: string;
};

const nextVersion = async (t: TestApp, leadId: string) => {
  const { rows } = await t.app.db.execute<{ v: number }>(
    sql`select coalesce(max(version), 0)::int + 1 as v from quotations where lead_id = ${leadId}`,
  );
  return Number(rows[0]?.v ?? 1);
};

const matrixOf = new WeakMap<TestApp, Promise<MatrixBookings>>();
/**
 * Vendor A's bookings for the authorization matrix (made once per app): the couple's (accepted, with a
 * payment), another quotation of the couple's to decline, a booking to cancel, and the walk-in lead's
 * (accepted through the link, a payment, and a newer sent version to decline).
 */
function matrixBookings(t: TestApp, o: MatrixOwner): Promise<MatrixBookings> {
  let made = matrixOf.get(t);
  if (!made) {
    made = (async () => {
      const v = { vendorId: o.vendorId };
      const [couple] = await t.app.db
        .select({ customerId: leads.customerId })
        .from(leads)
        .where(eq(leads.id, o.coupleLeadId));
      const otherLead = async (name: string) => {
        const [row] = await t.app.db
          .insert(leads)
          .values({
            vendorId: o.vendorId,
            name,
            number: "9841000009",
            inquiryDate: "2026-11-22",
            customerId: couple!.customerId,
          })
          .returning({ id: leads.id });
        return row!.id;
      };
      const acceptQuotationId = await sentQuotation(t, v, o.coupleLeadId, {
        version: await nextVersion(t, o.coupleLeadId),
      });
      const accepted = await accept(t, o.customerCookie, acceptQuotationId);
      if (accepted.statusCode !== 200) throw new Error(`matrix accept failed: ${accepted.body}`);
      const coupleBookingId = accepted.json().bookingId as string;
      const paid = await pay(t, { cookie: o.cookie } as CalendarVendor, coupleBookingId, { amount: 1_000 });
      const declineQuotationId = await sentQuotation(t, v, await otherLead("Matrix Decline"));
      const cancelLead = await otherLead("Matrix Cancel");
      const cancelled = await accept(t, o.customerCookie, await sentQuotation(t, v, cancelLead));
      const walkInAcceptId = await sentQuotation(t, v, o.walkInLeadId, {
        version: await nextVersion(t, o.walkInLeadId),
      });
      const walkIn = await t.request({
        method: "POST",
        url: `/api/client/${o.token}/quotations/${walkInAcceptId}/accept`,
        payload: { name: "Walk-in Client" },
      });
      if (walkIn.statusCode !== 200) throw new Error(`matrix walk-in accept failed: ${walkIn.body}`);
      const walkInPaid = await pay(t, { cookie: o.cookie } as CalendarVendor, walkIn.json().bookingId, { amount: 500 });
      const walkInDeclineId = await sentQuotation(t, v, o.walkInLeadId, {
        version: await nextVersion(t, o.walkInLeadId),
      });
      return {
        coupleBookingId,
        couplePaymentId: paid.json().payment.id,
        declineQuotationId,
        acceptQuotationId,
        walkInAcceptId,
        walkInDeclineId,
        walkInPaymentId: walkInPaid.json().payment.id,
        cancelBookingId: cancelled.json().bookingId,
      };
    })();
    matrixOf.set(t, made);
  }
  return made;
}

/** A valid request for a bookings route (the authorization matrix), aimed at vendor A's bookings; null for other routes. */
export async function bookingRouteRequest(
  t: TestApp,
  owner: MatrixOwner,
  method: string,
  url: string,
): Promise<{ method: string; url: string; payload?: unknown } | null> {
  const mine =
    url.startsWith("/api/vendor/bookings") ||
    url.startsWith("/api/customer/bookings") ||
    /^\/api\/customer\/quotations\/:id\/(accept|decline)$/.test(url) ||
    /^\/api\/client\/:token\/(quotations\/:id\/(accept|decline)|booking|payments\/:paymentId\/receipt)$/.test(url);
  if (!mine) return null;
  const m = await matrixBookings(t, owner);
  const id =
    url === "/api/vendor/bookings/:id/cancel"
      ? m.cancelBookingId
      : url === "/api/customer/quotations/:id/accept"
        ? m.acceptQuotationId
        : url === "/api/customer/quotations/:id/decline"
          ? m.declineQuotationId
          : url === "/api/client/:token/quotations/:id/accept"
            ? m.walkInAcceptId
            : url === "/api/client/:token/quotations/:id/decline"
              ? m.walkInDeclineId
              : m.coupleBookingId;
  const path = url
    .replace(":token", owner.token)
    .replace(":id", id)
    .replace(":paymentId", url.startsWith("/api/client/") ? m.walkInPaymentId : m.couplePaymentId);
  const payload = url.endsWith("/accept")
    ? { name: "Matrix Couple" }
    : url.endsWith("/decline")
      ? { reason: "Matrix" }
      : url.endsWith("/payments")
        ? { requestId: crypto.randomUUID(), amount: 1, paidOn: "2026-11-20", method: "cash" }
        : undefined;
  return { method, url: path, ...(payload && method === "POST" ? { payload } : {}) };
}
