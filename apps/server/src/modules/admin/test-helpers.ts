import type { VendorStatus, VendorType } from "@bihe/shared";
import type { TestApp } from "../../../test/harness";
import { vendorProfiles } from "../../db/schema";

let n = 0;

/** A vendor account with a profile row (tests only). */
export async function makeVendor(
  t: TestApp,
  opts: { status?: VendorStatus; vendorType?: VendorType; companyName?: string; email?: string } = {},
) {
  const vendorType = opts.vendorType ?? "wedding_cinematographer";
  const login = await t.login("vendor", { vendorType, email: opts.email });
  const companyName = opts.companyName ?? `Studio ${++n} ${Date.now()}`;
  const [row] = await t.app.db
    .insert(vendorProfiles)
    .values({
      userId: login.userId,
      vendorType,
      status: opts.status ?? "pending",
      companyName,
      slug: companyName.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      emailAddress: login.email,
      description: "A studio",
      submittedAt: new Date(),
    })
    .returning({ id: vendorProfiles.id });
  return { ...login, vendorId: row.id, companyName };
}
