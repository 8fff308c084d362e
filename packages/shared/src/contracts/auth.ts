import { z } from "zod";
import { LANGUAGES } from "../format/index";
import { EMAIL_MAX_LENGTH } from "../text-rules";
import { ROLES } from "../vendor-types";
import { defineContract } from "./define";

/**
 * The Better Auth operations the app serves under /api/auth (docs/decisions/0002), described as
 * they answer through the app: errors in the app's one shape, an existing account on sign-up a
 * 422. One catch-all route serves them all and refuses every other path (404); the server's
 * allow-list is this list, and the OpenAPI description lists them from here. The bodies are
 * checked by Better Auth itself, so these schemas document them and the conformance test holds
 * the answers to them.
 */

/** Better Auth stores an account's name, email and picture address: bounded where it stores them. */
export const ACCOUNT_NAME_MAX_LENGTH = 100;
export const ACCOUNT_IMAGE_MAX_LENGTH = 2_000;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const tag = "auth";
const email = z.string().max(EMAIL_MAX_LENGTH).meta({ format: "email" });
const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const code = z.string().meta({ description: "The 6-digit code emailed to the address" });
const codeType = z.enum(["email-verification", "sign-in", "forget-password"]);
const timestamp = z.string().meta({ format: "date-time" });

const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  vendorType: z.string().nullable(),
  locale: z.enum(LANGUAGES),
  createdAt: timestamp,
  updatedAt: timestamp,
});
const sessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  userId: z.string(),
  expiresAt: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
const success = z.object({ success: z.literal(true) });
const status = z.object({ status: z.literal(true) });
/** The session cookie is set with this answer; the token is the same session's. */
const signedIn = z.object({ token: z.string(), user: accountSchema });

const post = <const P extends string>(path: P) => ({
  method: "POST" as const,
  path: `/api/auth/${path}` as const,
  tag,
});

export const authContracts = {
  signUp: defineContract({
    ...post("sign-up/email"),
    summary:
      "Create an account (couple or vendor) with a password; a 6-digit code is emailed to verify it. 422 when the email has an account",
    body: z.object({
      name: z.string().max(ACCOUNT_NAME_MAX_LENGTH),
      email,
      password,
      role: z.enum(["customer", "vendor"]).optional(),
      vendorType: z.string().optional(),
      locale: z.enum(LANGUAGES).optional(),
      image: z.string().max(ACCOUNT_IMAGE_MAX_LENGTH).optional(),
      callbackURL: z.string().optional(),
    }),
    responses: { 200: z.object({ token: z.null(), user: accountSchema }) },
  }),
  signIn: defineContract({
    ...post("sign-in/email"),
    summary: "Sign in with email and password (sets the session cookie); 403 until the email is verified",
    body: z.object({
      email,
      password: z.string(),
      callbackURL: z.string().optional(),
      rememberMe: z.boolean().optional(),
    }),
    responses: { 200: signedIn.extend({ redirect: z.boolean(), url: z.string().optional() }) },
  }),
  signInWithCode: defineContract({
    ...post("sign-in/email-otp"),
    summary: "Sign in with an emailed code (type sign-in); an unknown email becomes a couple's account",
    body: z.object({ email, otp: code }),
    responses: { 200: signedIn },
  }),
  signOut: defineContract({
    ...post("sign-out"),
    summary: "Sign out: the session ends and its cookie is cleared",
    body: z.object({}).optional(),
    responses: { 200: success },
  }),
  getSession: defineContract({
    method: "GET",
    path: "/api/auth/get-session",
    tag,
    summary: "The caller's session and account, or null when signed out",
    responses: { 200: z.object({ session: sessionSchema, user: accountSchema }).nullable() },
  }),
  listSessions: defineContract({
    method: "GET",
    path: "/api/auth/list-sessions",
    tag,
    summary: "The signed-in account's sessions (401 when signed out)",
    responses: { 200: z.array(sessionSchema) },
  }),
  sendCode: defineContract({
    ...post("email-otp/send-verification-otp"),
    summary: "Email a 6-digit code (10 minutes, 3 tries) to verify the email or to sign in",
    body: z.object({ email, type: codeType }),
    responses: { 200: success },
  }),
  verifyEmail: defineContract({
    ...post("email-otp/verify-email"),
    summary: "Verify the email with its code; signs in (sets the session cookie)",
    body: z.object({ email, otp: code }),
    responses: { 200: z.object({ status: z.literal(true), token: z.string().nullable(), user: accountSchema }) },
  }),
  checkCode: defineContract({
    ...post("email-otp/check-verification-otp"),
    summary: "Check a code without using it (the reset form's first step); a wrong one counts as a try",
    body: z.object({ email, otp: code, type: codeType }),
    responses: { 200: success },
  }),
  requestPasswordReset: defineContract({
    ...post("email-otp/request-password-reset"),
    summary: "Email a password-reset code; the answer is the same whether or not the email has an account",
    body: z.object({ email }),
    responses: { 200: success },
  }),
  resetPassword: defineContract({
    ...post("email-otp/reset-password"),
    summary: "Set a new password with the reset code; every session of the account ends",
    body: z.object({ email, otp: code, password }),
    responses: { 200: success },
  }),
  changePassword: defineContract({
    ...post("change-password"),
    summary: "Change the signed-in account's password; its other sessions always end",
    body: z.object({ currentPassword: z.string(), newPassword: password, revokeOtherSessions: z.boolean().optional() }),
    responses: { 200: z.object({ token: z.string().nullable(), user: accountSchema }) },
  }),
  updateUser: defineContract({
    ...post("update-user"),
    summary: "Change the signed-in account's name, picture or language (never its role or vendor type)",
    body: z.object({
      name: z.string().max(ACCOUNT_NAME_MAX_LENGTH).optional(),
      image: z.string().max(ACCOUNT_IMAGE_MAX_LENGTH).nullable().optional(),
      locale: z.enum(LANGUAGES).optional(),
    }),
    responses: { 200: status },
  }),
  revokeSession: defineContract({
    ...post("revoke-session"),
    summary: "End one of the signed-in account's sessions, by its token",
    body: z.object({ token: z.string() }),
    responses: { 200: status },
  }),
  revokeSessions: defineContract({
    ...post("revoke-sessions"),
    summary: "End every session of the signed-in account, this one included",
    body: z.object({}).optional(),
    responses: { 200: status },
  }),
  revokeOtherSessions: defineContract({
    ...post("revoke-other-sessions"),
    summary: "End the signed-in account's other sessions",
    body: z.object({}).optional(),
    responses: { 200: status },
  }),
};
