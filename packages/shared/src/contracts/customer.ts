import { z } from "zod";
import {
  contactedVendorSchema,
  customerProfileInputSchema,
  customerProfileSchema,
  myUnlockSchema,
  unlockBurstSchema,
} from "../customer";
import { defineContract } from "./define";
import { queryKeys } from "./query-keys";

const tag = "customer";

/** A couple's own account (docs/decisions/0018): profile, the vendors they contacted, and the admin's view of caps hit. */
export const customerContracts = {
  profile: defineContract(
    {
      method: "GET",
      path: "/api/customer/profile",
      summary: "The signed-in couple's profile (null until saved) and whether their email is verified",
      tag,
      responses: { 200: customerProfileSchema },
    },
    queryKeys.customerProfile,
  ),
  updateProfile: defineContract({
    method: "PUT",
    path: "/api/customer/profile",
    summary: "Save the couple's name, Nepali mobile, and optional wedding date (AD), city and rough budget",
    tag,
    body: customerProfileInputSchema,
    responses: { 200: customerProfileSchema },
  }),
  unlocks: defineContract(
    {
      method: "GET",
      path: "/api/customer/unlocks",
      summary: "Vendors the couple contacted, newest first, each with its promo code, date and contacts",
      tag,
      responses: { 200: z.object({ vendors: z.array(contactedVendorSchema) }) },
    },
    queryKeys.customerUnlocks,
  ),
  unlockOf: defineContract(
    {
      method: "GET",
      path: "/api/customer/unlocks/:vendorId",
      summary:
        "The couple's unlock of one vendor (promo code and contacts) or null, and the rolling cap that refuses a new vendor now (with the wait) or null: kept out of the cached public answers",
      tag,
      params: z.object({ vendorId: z.string() }),
      responses: { 200: myUnlockSchema },
    },
    queryKeys.customerUnlockOf,
  ),
  unlockBursts: defineContract(
    {
      method: "GET",
      path: "/api/admin/unlock-bursts",
      summary: "Admins: accounts and addresses refused past the daily unlock caps, newest first",
      tag: "admin",
      responses: { 200: z.object({ bursts: z.array(unlockBurstSchema) }) },
    },
    () => ["admin-unlock-bursts"],
  ),
};
