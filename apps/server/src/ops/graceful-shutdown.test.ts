import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_START_MS, startServer, waitForExit } from "../../test/server-process";

/**
 * A deploy stops an instance with SIGTERM: the real server (main.ts) reports not ready at once,
 * keeps answering reads and writes through its grace period, then exits within its deadline,
 * whatever its clients' connections do (lib/shutdown.ts). Runs on the embedded database; the
 * PostgreSQL pass adds nothing here.
 */
const GRACE_MS = 3_000;
const DEADLINE_MS = 3_000;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-shutdown-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

type Answer = { status: number; connection?: string; at: number };

/** One request on a connection kept alive by `agent`: its status and Connection header. */
function ask(
  base: string,
  agent: http.Agent,
  opts: { path: string; method?: string; body?: unknown },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      `${base}${opts.path}`,
      {
        agent,
        method: opts.method ?? "GET",
        headers: body ? { "content-type": "application/json", origin: base } : {},
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, at: Date.now() }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const start = (name: string) =>
  startServer({
    DATA_DIR: path.join(tmp, name),
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    SHUTDOWN_DEADLINE_MS: String(DEADLINE_MS),
  });

describe.skipIf(process.env.TEST_DB === "postgres")("stopping an instance with SIGTERM", () => {
  it(
    "fails readiness at once, serves reads and writes through the grace period, then exits",
    async () => {
      const server = await start("drain");
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      try {
        expect((await ask(server.url, agent, { path: "/api/ready" })).status).toBe(200);
        // A kept-alive connection sits idle in the agent: it must not hold the exit back.
        expect((await ask(server.url, agent, { path: "/api/health" })).status).toBe(200);

        const stopped = Date.now();
        server.child.kill("SIGTERM");
        const exited = waitForExit(server.child).then((code) => ({ code, at: Date.now() }));

        let notReadyAt = 0;
        while (!notReadyAt && Date.now() - stopped < GRACE_MS) {
          const ready = await ask(server.url, agent, { path: "/api/ready" });
          if (ready.status === 503) notReadyAt = ready.at;
          else expect(ready.status).toBe(200);
        }
        expect(notReadyAt - stopped).toBeLessThan(1_000);

        // Until shortly before the grace period ends, everything else is answered as usual,
        // each answer closing its connection so none is left idle to be cut.
        const answers: Answer[] = [];
        let i = 0;
        while (Date.now() - stopped < GRACE_MS - 700) {
          answers.push(await ask(server.url, agent, { path: "/api/health" }));
          answers.push(await ask(server.url, agent, { path: "/api/settings" }));
          answers.push(
            await ask(server.url, agent, {
              path: "/api/auth/sign-up/email",
              method: "POST",
              body: { name: "", email: `drain-${i++}@test.bihe`, password: "secret123", role: "customer" },
            }),
          );
        }
        expect(answers.length).toBeGreaterThanOrEqual(3);
        expect(answers.filter((a) => a.status !== 200)).toEqual([]);
        expect(answers.every((a) => a.connection === "close")).toBe(true);

        const exit = await exited;
        expect(exit.code, server.output()).toBe(0);
        expect(exit.at - stopped).toBeGreaterThanOrEqual(GRACE_MS);
        // The idle kept-alive connection did not hold it: it closed just after the grace period.
        expect(exit.at - stopped).toBeLessThan(GRACE_MS + 2_000);
      } finally {
        agent.destroy();
        if (server.child.exitCode === null) server.child.kill("SIGKILL");
      }
    },
    SERVER_START_MS + 30_000,
  );

  it(
    "cuts a connection still busy at the deadline instead of waiting for it",
    async () => {
      const server = await start("stuck");
      const { port } = new URL(server.url);
      // A client that sends half a request and then nothing: without a deadline it would hold the
      // instance until the server's own timeouts (a minute or more).
      const stuck = net.connect(Number(port), "127.0.0.1");
      await new Promise<void>((resolve) => stuck.once("connect", () => resolve()));
      stuck.write(
        "POST /api/auth/sign-up/email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
      stuck.on("error", () => {});
      const cut = new Promise<void>((resolve) => stuck.once("close", () => resolve()));
      await new Promise((r) => setTimeout(r, 200));
      try {
        const stopped = Date.now();
        server.child.kill("SIGTERM");
        const code = await waitForExit(server.child);
        const took = Date.now() - stopped;
        await cut;
        expect(took).toBeGreaterThanOrEqual(GRACE_MS + DEADLINE_MS - 100);
        expect(took).toBeLessThan(GRACE_MS + DEADLINE_MS + 3_000);
        // Something was cut: the exit says so.
        expect(code).toBe(1);
        expect(server.output()).toMatch(/shutdown deadline reached/);
      } finally {
        stuck.destroy();
        if (server.child.exitCode === null) server.child.kill("SIGKILL");
      }
    },
    SERVER_START_MS + 30_000,
  );
});
