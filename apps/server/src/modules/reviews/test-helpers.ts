import { desc, eq } from "drizzle-orm";
import type { TestApp } from "../../../test/harness";
import { emailOutbox } from "../../db/schema";

/** The newest code mailed to an address (the local outbox keeps it). */
export async function latestCodeFor(t: TestApp, email: string): Promise<string> {
  const [row] = await t.app.db
    .select({ code: emailOutbox.code })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email.toLowerCase()))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!row?.code) throw new Error(`no code mailed to ${email}`);
  return row.code;
}

/** Confirms an email on a vendor's review page; returns the proof to send with the review. */
export async function confirmEmail(t: TestApp, vendorId: string, email: string): Promise<string> {
  const asked = await t.request({ method: "POST", url: "/api/reviews/email-code", payload: { vendorId, email } });
  if (asked.statusCode !== 200) throw new Error(`code request failed: ${asked.body}`);
  const { challengeId } = asked.json() as { challengeId: string };
  const code = await latestCodeFor(t, email);
  const verified = await t.request({
    method: "POST",
    url: "/api/reviews/email-code/verify",
    payload: { challengeId, code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return challengeId;
}

/** Posts a review as a signed-in customer (cookie) or a confirmed email (proof). */
export function postReview(
  t: TestApp,
  vendorId: string,
  body: { name?: string; rating?: number | string; text?: string; proof?: string },
  cookie?: string,
) {
  return t.request({ method: "POST", url: `/api/vendors/${vendorId}/reviews`, payload: body, cookie });
}

/** A review by a fresh signed-in customer (a verified identity of its own). */
export async function reviewAsNewCustomer(
  t: TestApp,
  vendorId: string,
  body: { name?: string; rating?: number; text?: string },
) {
  const customer = await t.login("customer");
  const res = await postReview(t, vendorId, { name: "Couple", ...body }, customer.cookie);
  return { res, customer };
}
