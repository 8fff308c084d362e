import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { createUser } from "../auth/users";

export const DEMO_PASSWORD = "demo1234";
export const DEMO_ADMIN = "admin@bihe.demo";

/**
 * Loads the demo marketplace on an empty database (no users yet). Returns the logins to
 * print, or null when there was already data.
 */
export async function seedDemoIfEmpty(app: FastifyInstance): Promise<string | null> {
  const [{ count }] = (await app.db.execute(sql`select count(*)::int as count from users`)).rows as { count: number }[];
  if (count > 0) return null;
  return seedDemo(app);
}

export async function seedDemo(app: FastifyInstance): Promise<string> {
  await createUser(app, { email: DEMO_ADMIN, password: DEMO_PASSWORD, role: "admin" });
  return `  admin   ${DEMO_ADMIN} / ${DEMO_PASSWORD}`;
}
