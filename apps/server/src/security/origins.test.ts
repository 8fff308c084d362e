import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { SERVER_START_MS, startServer, waitForExit } from "../../test/server-process";
import { CROSS_SITE_MESSAGE } from "../auth/origins";
import { createUser } from "../auth/users";

/**
 * Origins (docs/decisions/0010). In development the app works from whatever address the browser used (checked
 * on a real development server, where Better Auth runs its own origin check: under a test runner
 * it skips it). In production only PUBLIC_URL is trusted; `Origin: null`, a cookie-carrying write
 * without an Origin, and the Vite dev server's origin are refused. The production cases run on
 * PGlite, and on PostgreSQL with TEST_DB=postgres.
 */

/** A POST with exactly the Host and Origin a browser at that address would send (fetch cannot set Host). */
function post(port: number, url: string, body: unknown, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: url,
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

describe("development: the address the browser used is trusted", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-origins-"));
  let server: { url: string; child: ChildProcess };
  let port: number;
  beforeAll(async () => {
    // NODE_ENV=development and no TEST flag: Better Auth checks origins as it does for a developer.
    server = await startServer({ NODE_ENV: "development", TEST: "", DATA_DIR: path.join(tmp, "data") });
    port = Number(new URL(server.url).port);
  }, SERVER_START_MS + 10_000);
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    if (server) await waitForExit(server.child);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  for (const [label, host] of [
    ["127.0.0.1", () => `127.0.0.1:${port}`],
    ["the LAN address the server prints", () => `192.168.1.23:${port}`],
  ] as const) {
    it(`sign-up and sign-in work from ${label}`, async () => {
      const headers = { host: host(), origin: `http://${host()}` };
      const email = `dev-${label.length}@test.bihe`;
      const signUp = await post(port, "/api/auth/sign-up/email", { name: "", email, password: "secret123" }, headers);
      expect(signUp.status, signUp.body).toBe(200);
      const signIn = await post(port, "/api/auth/sign-in/email", { email, password: "wrong-pass" }, headers);
      // Refused for the password, not for the origin.
      expect(signIn.status, signIn.body).toBe(401);
    });
  }

  it("another site's page is still refused", async () => {
    const res = await post(
      port,
      "/api/auth/sign-in/email",
      { email: "a@test.bihe", password: "secret123" },
      { host: `127.0.0.1:${port}`, origin: "https://attacker.example" },
    );
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).error.message).toBe(CROSS_SITE_MESSAGE);
  });
});

describe("production: only PUBLIC_URL", () => {
  const PUBLIC = "https://bihe.example";
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: "production", isProduction: true, publicUrl: PUBLIC });
    const email = "prod-origin@test.bihe";
    await createUser(t.app, { email, password: "secret123", role: "vendor", vendorType: "wedding_cinematographer" });
    const res = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "secret123" },
      headers: { origin: PUBLIC, host: "bihe.example" },
    });
    expect(res.statusCode, res.body).toBe(200);
    cookie = [res.headers["set-cookie"]]
      .flat()
      .map((c) => String(c).split(";")[0])
      .join("; ");
  });
  afterAll(() => t.close());

  /** A cookie-authenticated write to one of our routes and to Better Auth's, with these headers. */
  const writes = (extra: Record<string, string | undefined>) => {
    const headers: Record<string, string> = { host: "bihe.example", cookie };
    for (const [key, value] of Object.entries(extra)) {
      if (value === undefined) delete headers[key];
      else headers[key] = value;
    }
    return Promise.all([
      t.app.inject({ method: "DELETE", url: "/api/vendor/draft", headers }),
      t.app.inject({ method: "POST", url: "/api/auth/update-user", payload: { name: "Renamed" }, headers }),
    ]);
  };
  const expectRefused = (answers: { statusCode: number; json: () => { error: { message: string } } }[]) => {
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(CROSS_SITE_MESSAGE);
    }
  };

  it("accepts the public origin", async () => {
    for (const res of await writes({ origin: PUBLIC })) expect(res.statusCode, res.body).toBeLessThan(400);
  });

  it("refuses Origin: null", async () => {
    expectRefused(await writes({ origin: "null" }));
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "prod-origin@test.bihe", password: "secret123" },
      headers: { host: "bihe.example", origin: "null" },
    });
    expect(signIn.statusCode).toBe(403);
  });

  it("refuses a cookie-authenticated write without an Origin", async () => {
    expectRefused(await writes({ origin: undefined }));
  });

  it("refuses the Vite dev server (localhost:5173) and the request's own Host when it is not PUBLIC_URL", async () => {
    expectRefused(await writes({ origin: "http://localhost:5173" }));
    expectRefused(await writes({ origin: "https://evil.example", host: "evil.example" }));
    expectRefused(await writes({ origin: "http://bihe.example" }));
  });

  it("a request without a session and without an Origin (a script, not a page) is not refused for it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "prod-origin@test.bihe", password: "wrong-pass" },
      headers: { host: "bihe.example" },
    });
    expect(res.statusCode).toBe(401);
  });
});
