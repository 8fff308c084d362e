import type { Role, VendorType } from "@bihe/shared";
import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../lib/errors";

export type Caller = { id: string; email: string; role: Role; vendorType: VendorType | null; emailVerified: boolean };

declare module "fastify" {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Reads the session cookie once per request (memoised on the request). */
export async function getCaller(request: FastifyRequest): Promise<Caller | null> {
  if (request.caller !== undefined && request.caller !== null) return request.caller;
  const headers = new Headers();
  if (request.headers.cookie) headers.set("cookie", request.headers.cookie);
  const session = await request.server.auth.api.getSession({ headers });
  const u = session?.user as (Caller & Record<string, unknown>) | undefined;
  request.caller = u
    ? {
        id: u.id,
        email: u.email,
        role: u.role,
        vendorType: (u.vendorType as VendorType | null) ?? null,
        emailVerified: !!u.emailVerified,
      }
    : null;
  return request.caller;
}

type Guard = ((request: FastifyRequest) => Promise<void>) & { [GUARD]?: true };
const GUARD = Symbol.for("bihe.guard");
/** Marks a preHandler as a guard: app.ts runs it before the body is read. */
export const guard = (fn: Guard): Guard => Object.assign(fn, { [GUARD]: true as const });

/** True for the functions below: app.ts runs them before the body is read (401/403 before 400). */
export const isGuard = (fn: unknown): boolean => typeof fn === "function" && (fn as Guard)[GUARD] === true;

/** preHandler: any signed-in user. */
export const requireUser = guard(async (request: FastifyRequest): Promise<void> => {
  if (!(await getCaller(request))) throw unauthorized();
});

/** preHandler: any signed-in user, with the message a stranger should read (e.g. why to sign in). */
export function requireUserWith(message: string) {
  return guard(async (request: FastifyRequest): Promise<void> => {
    if (!(await getCaller(request))) throw unauthorized(message);
  });
}

/** preHandler factory: one of the roles (admin passes every role check, spec 000 section 6). */
export function requireRole(...roles: Role[]) {
  return guard(async (request: FastifyRequest): Promise<void> => {
    const caller = await getCaller(request);
    if (!caller) throw unauthorized();
    if (caller.role !== "admin" && !roles.includes(caller.role)) throw forbidden();
  });
}

export const requireAdmin = guard(async (request: FastifyRequest): Promise<void> => {
  const caller = await getCaller(request);
  if (!caller) throw unauthorized();
  if (caller.role !== "admin") throw forbidden("Admins only.");
});

/** The caller, after a guard has run. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
