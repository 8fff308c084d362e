import type { VendorChangeState, VendorDecision } from "@bihe/shared";
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { vendorChangeRequests, vendorStatusDecisions } from "../../../db/schema";

type Step = VendorDecision["step"];

/** The latest decision on a vendor's application (with the admin's reason), or null. */
export async function latestDecision(db: DbOrTx, vendorId: string): Promise<VendorDecision | null> {
  const [row] = await db
    .select()
    .from(vendorStatusDecisions)
    .where(eq(vendorStatusDecisions.vendorId, vendorId))
    .orderBy(desc(vendorStatusDecisions.createdAt))
    .limit(1);
  return row
    ? {
        status: row.status as VendorDecision["status"],
        reason: row.reason,
        step: (row.reasonStep as Step) ?? null,
        decidedAt: row.createdAt.toISOString(),
      }
    : null;
}

/** The vendor's latest change request (pending or decided), or null. */
export async function latestChangeRequest(db: DbOrTx, vendorId: string): Promise<VendorChangeState | null> {
  const [row] = await db
    .select()
    .from(vendorChangeRequests)
    .where(eq(vendorChangeRequests.vendorId, vendorId))
    .orderBy(desc(vendorChangeRequests.submittedAt))
    .limit(1);
  return row
    ? {
        id: row.id,
        status: row.status as VendorChangeState["status"],
        reason: row.reason,
        step: (row.reasonStep as Step) ?? null,
        submittedAt: row.submittedAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      }
    : null;
}
