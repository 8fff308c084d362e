import { type Lang, toLang } from "@bihe/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users, vendorProfiles } from "../../db/schema";

/** The language of the account that owns a vendor profile (its PDFs and emails are in it). */
export async function vendorOwnerLang(db: DbOrTx, vendorId: string): Promise<Lang> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(vendorProfiles)
    .innerJoin(users, eq(users.id, vendorProfiles.userId))
    .where(eq(vendorProfiles.id, vendorId));
  return toLang(row?.locale);
}
