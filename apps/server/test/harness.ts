import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Role, VendorType } from "@bihe/shared";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { createUser } from "../src/auth/users";
import { type Config, loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { loadReferenceData } from "../src/db/reference/load";
import { responseMismatches } from "../src/lib/errors";
import { onServer, SNAPSHOT } from "./global-setup";

export const ORIGIN = "http://localhost:3000";
/**
 * A stand-in for the built web app (only its index.html with the meta marker), so API tests
 * answer page routes the same way whether or not `npm run build` has run (CI builds later).
 */
export const TEST_WEB_DIST = path.join(import.meta.dirname, "web");
export const HOST = "localhost:3000";

export type TestApp = {
  app: FastifyInstance;
  /** Sends a request as a browser on our own origin would (cookie optional). */
  request: (opts: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;
  /** Creates a verified user with a role and returns its session cookie. */
  login: (
    role: Role,
    opts?: { email?: string; vendorType?: VendorType; password?: string },
  ) => Promise<{ cookie: string; userId: string; email: string }>;
  close: () => Promise<void>;
};

let counter = 0;

/**
 * A fresh app on a fresh database: PGlite cloned from the migrated snapshot, or, when
 * TEST_DATABASE_URL is set and TEST_DB=postgres, a new database on that server. With
 * `databaseUrl`, an app on that (migrated) database, left in place when the app closes: several
 * of them are a fleet of instances on one database (test/postgres.ts).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { databaseUrl?: string } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-test-"));
  const config = loadConfig(
    { NODE_ENV: "test", DATA_DIR: dataDir, RATE_LIMITS: "false", PORT: "3000" } as NodeJS.ProcessEnv,
    { webDist: TEST_WEB_DIST, ...overrides },
  );
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let dropDb = async () => {};
  if (opts.databaseUrl) {
    database = await openDatabase({ databaseUrl: opts.databaseUrl });
  } else if (process.env.TEST_DB === "postgres" && process.env.TEST_DATABASE_URL) {
    const name = `bihe_test_${process.pid}_${Date.now()}_${counter++}`;
    // A copy of the migrated template (global-setup.ts); a new database when run without it.
    const template = inject("postgresTemplate");
    const server = process.env.TEST_DATABASE_URL;
    await onServer(server, `create database ${name}${template ? ` template ${template}` : ""}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    if (!template) {
      await runMigrations(database);
      await loadReferenceData(database.db);
    }
    dropDb = () => onServer(server, `drop database if exists ${name} with (force)`);
  } else {
    const blob = new Blob([fs.readFileSync(SNAPSHOT)]);
    const pglite = await PGlite.create({ loadDataDir: blob });
    database = await openDatabase({ pglite });
  }
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  const request: TestApp["request"] = async ({ cookie, headers, ...opts }) => {
    const mismatchesBefore = responseMismatches.count;
    const res = await app.inject({
      ...opts,
      headers: { host: HOST, origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });
    // An answer its contract refuses is a failed test, never a silent 500 that a status check might accept.
    if (responseMismatches.count > mismatchesBefore) {
      const { method, url, issues } = responseMismatches.last.at(-1)!;
      throw new Error(`The answer of ${method} ${url} does not match its contract:\n${issues.join("\n")}`);
    }
    return res;
  };

  const login: TestApp["login"] = async (role, opts = {}) => {
    const email = opts.email ?? `${role}-${counter++}-${Date.now()}@test.bihe`;
    const password = opts.password ?? "secret123";
    const { id } = await createUser(app, {
      email,
      password,
      role,
      vendorType: role === "vendor" ? (opts.vendorType ?? "wedding_cinematographer") : null,
    });
    const res = await request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    return { cookie: cookieFrom(res), userId: id, email };
  };

  return {
    app,
    request,
    login,
    close: async () => {
      await app.close();
      await database.close();
      await dropDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

/** Runs migrations on the given database (used by tests that build their own). */
export { loadReferenceData, runMigrations };
