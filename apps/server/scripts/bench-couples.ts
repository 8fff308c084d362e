// The bench's couples (`npm run bench`'s mixed run): signed-in customers with a verified email and a
// profile (name, Nepali mobile), as the product requires of anyone who unlocks contacts or reviews as a couple.
// Created idempotently by email (a kept BENCH_DATABASE_URL database is reused) and signed in through
// the real sign-in route, so every write of the mixed run carries a real session cookie.
import type { FastifyInstance } from "fastify";
import { createUser } from "../src/auth/users";
import { customerProfiles } from "../src/db/schema";

export const BENCH_COUPLE_DOMAIN = "bench.bihe";
const PASSWORD = "bench-couple-1234";

/** `count` couples: their user ids and session cookies. */
export async function benchCouples(app: FastifyInstance, count: number): Promise<{ ids: string[]; cookies: string[] }> {
  // One hash for all of them: hashing is deliberately slow, and every couple shares the password.
  const passwordHash = await (await app.auth.$context).password.hash(PASSWORD);
  const ids: string[] = [];
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `couple-${i}@${BENCH_COUPLE_DOMAIN}`;
    const { id } = await createUser(app, { email, password: PASSWORD, passwordHash, role: "customer" });
    await app.db
      .insert(customerProfiles)
      .values({ userId: id, fullName: `Bench Couple ${i}`, phone: `98${String(10_000_000 + i)}` })
      .onConflictDoNothing({ target: customerProfiles.userId });
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: PASSWORD },
    });
    if (signIn.statusCode !== 200) throw new Error(`bench couple ${email}: sign-in ${signIn.statusCode}`);
    const raw = signIn.headers["set-cookie"];
    cookies.push((Array.isArray(raw) ? raw : raw ? [raw] : []).map((c) => c.split(";")[0]).join("; "));
    ids.push(id);
  }
  return { ids, cookies };
}
