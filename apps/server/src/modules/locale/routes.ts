import { toLang } from "@bihe/shared";
import { localeContracts as contracts } from "@bihe/shared/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { getCaller } from "../../auth/guards";
import { users } from "../../db/schema";
import { route } from "../../lib/route";
import { langCookie, requestLang } from "./request-lang";

/**
 * The reading language. A visitor's choice lives in the `lang` cookie; a signed-in user's
 * also on the account (`users.locale`), so it follows them to another device and into their emails.
 */
export async function localeRoutes(app: FastifyInstance) {
  /** The language of this request, and the account's language when signed in (the app adopts it after sign-in). */
  route(app, contracts.get, {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const caller = await getCaller(request);
    let account: "en" | "ne" | null = null;
    if (caller) {
      const [row] = await app.db.select({ locale: users.locale }).from(users).where(eq(users.id, caller.id));
      account = row ? toLang(row.locale) : null;
    }
    return { locale: requestLang(request), account };
  });

  /** The language switch: remembers the choice in the cookie and, when signed in, on the account. */
  route(app, contracts.set, {}, async (request, reply) => {
    const { locale } = request.body;
    const caller = await getCaller(request);
    if (caller) await app.db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, caller.id));
    reply.header("set-cookie", langCookie(locale, app.config.isProduction)).header("cache-control", "no-store");
    return { locale, account: caller ? locale : null };
  });
}
