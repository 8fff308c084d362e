import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import {
  isEmailAddress,
  isUuid,
  type Lang,
  REVIEW_CODE_EXPIRED,
  REVIEW_CODE_WRONG,
  REVIEW_PROOF_TTL_MINUTES,
} from "@bihe/shared";
import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { CODE_ATTEMPTS, CODE_TTL_SECONDS } from "../../auth/auth";
import type { DbOrTx } from "../../db/client";
import { reviewEmailCodes } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import type { Services } from "../../lib/services";
import { codeEmail } from "../../mail/templates";
import { getSettings } from "../system/settings";
import { approvedVendor } from "./vendor";

/**
 * The QR-link reviewer's proof of an email (docs/decisions/0019): a 6-digit code, the same rules as sign-in
 * codes (10 minutes, 3 tries). Each request is its own row and its id goes back only to the
 * browser that asked; verifying needs that id, so nobody else can burn or replace the code.
 * Once verified, the id is the proof the review page sends with the review (for an hour).
 */
export const EMAIL_INVALID = "Please enter a valid email address";

const hashOf = (id: string, code: string) => createHash("sha256").update(`${id}:${code}`).digest("hex");
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function requestReviewCode(
  app: Services,
  input: { vendorId: string; email: string; lang: Lang },
): Promise<{ challengeId: string; expiresInSeconds: number }> {
  const email = normaliseEmail(input.email);
  if (!isEmailAddress(email)) throw badRequest(EMAIL_INVALID, { email: EMAIL_INVALID });
  await approvedVendor(app.db, input.vendorId);
  const id = crypto.randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await app.db.insert(reviewEmailCodes).values({
    id,
    vendorId: input.vendorId,
    email,
    codeHash: hashOf(id, code),
    expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
  });
  const { subject, body } = codeEmail((await getSettings(app.db)).siteName, "review-email", code, input.lang);
  await app.mailer.queue({ to: email, subject, body, code });
  return { challengeId: id, expiresInSeconds: CODE_TTL_SECONDS };
}

/** Checks a code: each try counts first (parallel guesses cannot pass the limit), a right one verifies. */
export async function verifyReviewCode(
  db: DbOrTx,
  challengeId: string,
  code: string,
): Promise<{ email: string; vendorId: string }> {
  if (!isUuid(challengeId)) throw badRequest(REVIEW_CODE_EXPIRED);
  const [row] = await db
    .update(reviewEmailCodes)
    .set({ attempts: sql`${reviewEmailCodes.attempts} + 1` })
    .where(
      and(
        eq(reviewEmailCodes.id, challengeId.toLowerCase()),
        sql`${reviewEmailCodes.verifiedAt} is null`,
        gt(reviewEmailCodes.expiresAt, sql`now()`),
        sql`${reviewEmailCodes.attempts} < ${CODE_ATTEMPTS}`,
      ),
    )
    .returning();
  if (!row) throw badRequest(REVIEW_CODE_EXPIRED);
  const given = Buffer.from(hashOf(row.id, code.trim()));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
    throw badRequest(row.attempts >= CODE_ATTEMPTS ? REVIEW_CODE_EXPIRED : REVIEW_CODE_WRONG, {
      code: REVIEW_CODE_WRONG,
    });
  }
  await db.update(reviewEmailCodes).set({ verifiedAt: sql`now()` }).where(eq(reviewEmailCodes.id, row.id));
  return { email: row.email, vendorId: row.vendorId };
}

/** The email a proof stands for, when it was verified for this vendor within the hour; else null. */
export async function emailOfProof(db: DbOrTx, proof: string | undefined, vendorId: string): Promise<string | null> {
  if (!proof || !isUuid(proof)) return null;
  const [row] = await db
    .select({ email: reviewEmailCodes.email })
    .from(reviewEmailCodes)
    .where(
      and(
        eq(reviewEmailCodes.id, proof.toLowerCase()),
        eq(reviewEmailCodes.vendorId, vendorId),
        isNotNull(reviewEmailCodes.verifiedAt),
        gt(reviewEmailCodes.verifiedAt, sql`now() - make_interval(mins => ${REVIEW_PROOF_TTL_MINUTES})`),
      ),
    );
  return row?.email ?? null;
}
