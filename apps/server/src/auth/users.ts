import type { Role, VendorType } from "@bihe/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../db/schema";

/**
 * Creates a verified account with a role (CLI, demo data, tests), or promotes an existing
 * one. Goes through Better Auth so the password is hashed the same way as a sign-up.
 */
export async function createUser(
  app: FastifyInstance,
  input: {
    email: string;
    password: string;
    role: Role;
    vendorType?: VendorType | null;
    name?: string;
    passwordHash?: string;
  },
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  let id = existing?.id;
  if (!id) {
    const ctx = await app.auth.$context;
    const hash = input.passwordHash ?? (await ctx.password.hash(input.password));
    const user = await ctx.internalAdapter.createUser(
      { email, name: input.name ?? "", emailVerified: true },
      { method: "admin" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: hash,
    });
    id = user.id;
  }
  await app.db
    .update(users)
    .set({ role: input.role, vendorType: input.vendorType ?? null, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, id));
  return { id, created: !existing };
}
