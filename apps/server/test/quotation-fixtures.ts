import { addDaysAd, todayAdInNepal } from "@bihe/shared";
import { eq } from "drizzle-orm";
import { leadThreads } from "../src/db/schema";
import { newClientToken } from "../src/modules/conversations/access";
import { multipartBody, smallPng } from "./fixtures";
import type { TestApp } from "./harness";

/** A valid quotation draft (no VAT, so a vendor without a PAN/VAT number can send it). */
export const sampleDraft = () => ({
  items: [{ description: "Wedding coverage", quantity: 1, unitPrice: 100_000 }],
  discount: 0,
  withVat: false,
  validUntil: addDaysAd(todayAdInNepal(), 14),
  terms: null,
  schedule: [
    { label: "Advance", amount: 30_000, dueDate: null },
    { label: "On the day", amount: 70_000, dueDate: null },
  ],
});

type Owner = { cookie: string; leadId: string; vendorId: string };

/** The lead's open draft (made when there is none): its id and row version. */
export async function openDraftOf(t: TestApp, owner: Owner): Promise<{ id: string; rowVersion: number }> {
  const res = await t.request({
    method: "POST",
    url: `/api/vendor/leads/${owner.leadId}/quotations`,
    cookie: owner.cookie,
    payload: { requestId: crypto.randomUUID(), draft: sampleDraft() },
  });
  if (res.statusCode >= 300) throw new Error(`draft failed: ${res.body}`);
  return res.json();
}

const sentOf = new WeakMap<TestApp, Promise<{ quotationId: string; token: string }>>();
/** A quotation sent on the owner's lead, and a private link to the lead (made once per app). */
export function sentQuotationOf(t: TestApp, owner: Owner): Promise<{ quotationId: string; token: string }> {
  let sent = sentOf.get(t);
  if (!sent) {
    sent = (async () => {
      const draft = await openDraftOf(t, owner);
      const res = await t.request({
        method: "POST",
        url: `/api/vendor/leads/${owner.leadId}/quotations/${draft.id}/send`,
        cookie: owner.cookie,
        payload: { rowVersion: draft.rowVersion },
      });
      if (res.statusCode !== 200) throw new Error(`send failed: ${res.body}`);
      const { token, hash } = newClientToken();
      await t.app.db
        .insert(leadThreads)
        .values({ leadId: owner.leadId, vendorId: owner.vendorId })
        .onConflictDoNothing({ target: leadThreads.leadId });
      await t.app.db.update(leadThreads).set({ clientTokenHash: hash }).where(eq(leadThreads.leadId, owner.leadId));
      return { quotationId: draft.id, token };
    })();
    sentOf.set(t, sent);
  }
  return sent;
}

/** The quotations module's routes with a quotation or a lead in their path. */
const QUOTATION_ROUTES = new Set([
  "/api/vendor/leads/:id/quotations/template",
  "/api/vendor/leads/:id/quotations",
  "/api/vendor/leads/:id/quotations/:quotationId",
  "/api/vendor/leads/:id/quotations/:quotationId/send",
  "/api/vendor/leads/:id/quotations/:quotationId/pdf",
  "/api/customer/quotations/:quotationId",
  "/api/customer/quotations/:quotationId/pdf",
  "/api/client/:token/quotations/:quotationId",
  "/api/client/:token/quotations/:quotationId/pdf",
]);

/**
 * A valid request for a quotations route (the authorization matrix), aimed at the owner's lead: a
 * draft to edit or send, a sent quotation to read, the lead's private link. Null for other routes.
 */
export async function quotationRouteRequest(
  t: TestApp,
  owner: Owner,
  method: string,
  url: string,
): Promise<{ method: string; url: string; payload?: unknown; headers?: Record<string, string> } | null> {
  if (url === "/api/vendor/payment-qr" && method === "PUT") {
    return {
      method,
      url,
      ...multipartBody({ label: "eSewa" }, { buffer: await smallPng(), name: "qr.png", type: "image/png" }),
    };
  }
  if (!QUOTATION_ROUTES.has(url)) return null;
  const { quotationId, token } = await sentQuotationOf(t, owner);
  // A create while a draft is open answers that draft (200), so one is made first whatever ran before.
  const editsDraft = method !== "GET";
  const draft = editsDraft ? await openDraftOf(t, owner) : null;
  const path = url
    .replace("/api/vendor/leads/:id", `/api/vendor/leads/${owner.leadId}`)
    .replace(":quotationId", draft?.id ?? quotationId)
    .replace(":token", token);
  const payload =
    method === "POST" && url.endsWith("/quotations")
      ? { requestId: crypto.randomUUID(), draft: sampleDraft() }
      : method === "PUT"
        ? { rowVersion: draft?.rowVersion, draft: sampleDraft() }
        : url.endsWith("/send")
          ? { rowVersion: draft?.rowVersion }
          : undefined;
  return { method, url: path, ...(payload ? { payload } : {}) };
}
