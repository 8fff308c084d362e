import type { FastifyInstance } from "fastify";
import { createUser } from "../auth/users";
import { customerProfiles } from "../db/schema";

export const DEMO_COUPLE = "couple@bihe.demo";

/**
 * The demo couple (docs/decisions/0018): a customer account with a profile (name, Nepali mobile, a wedding
 * date, city and budget), ready to contact vendors. Idempotent.
 */
export async function seedDemoCouple(app: FastifyInstance, password: string, passwordHash?: string): Promise<void> {
  const { id } = await createUser(app, {
    email: DEMO_COUPLE,
    password,
    passwordHash,
    role: "customer",
    name: "Sita & Rohan",
  });
  const profile = {
    fullName: "Sita Sharma",
    phone: "9841234567",
    weddingDate: "2027-02-14",
    city: "Kathmandu",
    budget: 800000,
  };
  await app.db
    .insert(customerProfiles)
    .values({ userId: id, ...profile })
    .onConflictDoNothing({ target: customerProfiles.userId });
}
