import { parseVendorType, toLang } from "@bihe/shared";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@bihe/shared/contracts";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { emailOTP } from "better-auth/plugins/email-otp";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { Counters } from "../lib/counters";
import type { Mailer } from "../mail/outbox";
import { codeEmail, resetLink } from "../mail/templates";
import { BETTER_AUTH_DEFAULT_RULE, betterAuthIpRules } from "./ip-limits";
import { betterAuthTrustedOrigins } from "./origins";
import { refuseUnboundedProfile } from "./profile-bounds";
import { appRateLimitStorage } from "./rate-limit-store";
import { testPasswordHash } from "./test-password-hash";

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_ATTEMPTS = 3;
const USER_AGENT_MAX_LENGTH = 512;

export type Auth = ReturnType<typeof createAuth>;

export function createAuth(opts: {
  db: Db;
  config: Config;
  mailer: Mailer;
  counters: Counters;
  siteName: () => Promise<string>;
}) {
  const { config } = opts;
  const baseURL = config.publicUrl ?? `http://localhost:${config.port}`;
  return betterAuth({
    appName: "Bihe",
    baseURL,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: drizzleAdapter(opts.db, { provider: "pg", schema, usePlural: true }),
    // Production: only PUBLIC_URL; development: the address the browser used (see origins.ts).
    trustedOrigins: betterAuthTrustedOrigins(config, baseURL),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      // A reset is what someone does when their password leaked: every session of theirs ends.
      revokeSessionsOnPasswordReset: true,
      ...(config.cheapPasswordHash && !config.isProduction ? { password: testPasswordHash } : {}),
    },
    emailVerification: { sendOnSignUp: true, sendOnSignIn: false, autoSignInAfterVerification: true },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "customer", input: true },
        vendorType: { type: "string", required: false, input: true },
        // The reading language (docs/decisions/0008): chosen at sign-up from the site's language, changed by the switch.
        locale: { type: "string", required: false, defaultValue: "en", input: true },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.isProduction },
      ipAddress: { ipAddressHeaders: ["x-bihe-client-ip"] },
      database: { generateId: () => crypto.randomUUID() },
    },
    rateLimit: {
      enabled: config.rateLimits,
      customStorage: appRateLimitStorage(opts.counters),
      // The rules routes.ts applies before a body is read (ip-limits.ts), once more here.
      ...BETTER_AUTH_DEFAULT_RULE,
      customRules: betterAuthIpRules(),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            // Only customer and vendor can be chosen at sign-up; admins come from the CLI.
            const role = (user as { role?: unknown }).role ?? "customer";
            if (role !== "customer" && role !== "vendor") {
              throw new APIError("BAD_REQUEST", { message: "Invalid account type" });
            }
            const rawType = (user as { vendorType?: unknown }).vendorType;
            if (rawType != null && typeof rawType !== "string") {
              throw new APIError("BAD_REQUEST", { message: "Invalid vendor type" });
            }
            // A vendor always has a type (an unknown one means photographer, spec 000); a customer none.
            const vendorType = role === "vendor" ? (parseVendorType(rawType) ?? "wedding_cinematographer") : null;
            const locale = (user as { locale?: unknown }).locale;
            if (locale != null && locale !== "en" && locale !== "ne") {
              throw new APIError("BAD_REQUEST", { message: "Invalid language" });
            }
            refuseUnboundedProfile(user);
            return { data: { ...user, role, vendorType, locale: toLang(locale) } };
          },
        },
        update: {
          before: async (data) => {
            // Role and vendor type never change through the auth API (update-user or any other
            // endpoint). Better Auth merges what this hook returns into the update, so dropping
            // the keys would not remove them: the whole update is refused instead.
            if ("role" in data || "vendorType" in data) {
              throw new APIError("BAD_REQUEST", { message: "Your account type cannot be changed." });
            }
            if ("locale" in data && data.locale !== "en" && data.locale !== "ne") {
              throw new APIError("BAD_REQUEST", { message: "Invalid language" });
            }
            refuseUnboundedProfile(data);
            return { data };
          },
        },
      },
      session: {
        create: {
          // The browser's own description of itself, kept to show the user their sessions: a
          // header of 16 KB need not be stored whole.
          before: async (session) => ({
            data: { ...session, userAgent: session.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null },
          }),
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: CODE_ATTEMPTS,
        overrideDefaultEmailVerification: true,
        sendVerificationOnSignUp: true,
        // A sign-in code for an unknown email makes a couple's account once the code is proven
        // (password-less sign-up, docs/decisions/0018); routes.ts forces the role to customer on that path.
        disableSignUp: false,
        async sendVerificationOTP({ email, otp, type }) {
          // In the language the account reads (set at sign-up from the site's language).
          const [user] = await opts.db
            .select({ locale: schema.users.locale })
            .from(schema.users)
            .where(eq(schema.users.email, email.toLowerCase()));
          const lang = toLang(user?.locale);
          const link = type === "forget-password" ? resetLink(baseURL, email, otp, lang) : undefined;
          const { subject, body } = codeEmail(await opts.siteName(), type, otp, lang, link);
          await opts.mailer.queue({ to: email, subject, body, code: otp });
        },
      }),
    ],
  });
}
