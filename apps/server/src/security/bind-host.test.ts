import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { SERVER_START_MS, startServer, waitForExit } from "../../test/server-process";
import { loadConfig } from "../config";

/**
 * A forgotten NODE_ENV=production (docs/decisions/0010) cannot hand out accounts. Without it the
 * server listens on 127.0.0.1 unless HOST says otherwise, and the development mailbox (every
 * sign-up and reset code) answers only this computer. Runs on PGlite, and on PostgreSQL with
 * TEST_DB=postgres (the mailbox reads the database).
 */
const env = (vars: Record<string, string>) => ({ DATA_DIR: "/tmp/bihe-config-test", ...vars }) as NodeJS.ProcessEnv;

describe("the address the server listens on", () => {
  it("is 127.0.0.1 outside production unless HOST is set, and every address in production", () => {
    expect(loadConfig(env({})).host).toBe("127.0.0.1");
    expect(loadConfig(env({ NODE_ENV: "development" })).host).toBe("127.0.0.1");
    expect(loadConfig(env({ NODE_ENV: "development", HOST: "0.0.0.0" })).host).toBe("0.0.0.0");
    expect(loadConfig(env({ HOST: "" })).host).toBe("127.0.0.1");
    const production = { NODE_ENV: "production", AUTH_SECRET: "a".repeat(32), PUBLIC_URL: "https://bihe.example" };
    expect(loadConfig(env(production)).host).toBe("0.0.0.0");
    expect(loadConfig(env({ ...production, HOST: "10.0.0.5" })).host).toBe("10.0.0.5");
  });

  describe("a development server started without HOST", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-bind-"));
    let server: { url: string; child: ChildProcess; output: () => string };
    beforeAll(async () => {
      server = await startServer({ NODE_ENV: "development", DATA_DIR: path.join(tmp, "data") });
    }, SERVER_START_MS + 10_000);
    afterAll(async () => {
      server?.child.kill("SIGTERM");
      if (server) await waitForExit(server.child);
      fs.rmSync(tmp, { recursive: true, force: true });
    });

    /** Whether a TCP connection to address:port is accepted. */
    const accepts = (address: string, port: number) =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: address, port });
        socket.once("connect", () => {
          socket.destroy();
          resolve(true);
        });
        socket.once("error", () => resolve(false));
      });

    it("answers on 127.0.0.1 and on no other address of this machine", async () => {
      const port = Number(new URL(server.url).port);
      expect(await accepts("127.0.0.1", port)).toBe(true);
      // This machine's network address if it has one; 127.0.0.2 (still this machine, but not the
      // address bound) otherwise. A server on 0.0.0.0 accepts both.
      const lan = Object.values(os.networkInterfaces())
        .flat()
        .find((i) => i && i.family === "IPv4" && !i.internal)?.address;
      for (const address of [lan, "127.0.0.2"].filter((a): a is string => !!a)) {
        expect(await accepts(address, port), address).toBe(false);
      }
      expect(server.output()).toMatch(/only this computer can reach it; set HOST=0\.0\.0\.0/);
    });
  });
});

describe("the development mailbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers this computer", async () => {
    for (const url of ["/dev/mailbox", "/api/dev/mailbox"]) {
      expect((await t.request({ url, remoteAddress: "127.0.0.1" })).statusCode, url).toBe(200);
      expect((await t.request({ url, remoteAddress: "::1", headers: { host: "[::1]:3000" } })).statusCode).toBe(200);
    }
  });

  it("is not there for another computer, even when the server listens on every address", async () => {
    for (const url of ["/dev/mailbox", "/api/dev/mailbox"]) {
      for (const remoteAddress of ["192.168.1.23", "10.0.0.9", "::ffff:192.168.1.23", "fe80::1"]) {
        const res = await t.request({ url, remoteAddress, headers: { host: "192.168.1.5:3000" } });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.body).not.toMatch(/Mailbox|emails/);
      }
    }
  });

  it("is not readable by another site's page through a name that points at 127.0.0.1 (DNS rebinding)", async () => {
    const res = await t.request({ url: "/api/dev/mailbox", headers: { host: "rebind.attacker.example:3000" } });
    expect(res.statusCode).toBe(404);
  });

  it("a forwarded address cannot pretend to be this computer", async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const res = await proxied.request({
        url: "/api/dev/mailbox",
        remoteAddress: "192.168.1.23",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });
});
