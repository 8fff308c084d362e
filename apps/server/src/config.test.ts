import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const env = (vars: Record<string, string>) => ({ DATA_DIR: "/tmp/bihe-config-test", ...vars }) as NodeJS.ProcessEnv;
const SECRET = "a".repeat(32);

describe("configuration", () => {
  it("runs with no settings outside production", () => {
    const config = loadConfig(env({}));
    expect(config.isProduction).toBe(false);
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(true);
  });

  it("hashes passwords cheaply on test servers only", () => {
    expect(loadConfig(env({ NODE_ENV: "test" })).cheapPasswordHash).toBe(true);
    expect(loadConfig(env({})).cheapPasswordHash).toBe(false);
    const production = loadConfig(
      env({ NODE_ENV: "production", AUTH_SECRET: SECRET, PUBLIC_URL: "https://b.example" }),
    );
    expect(production.cheapPasswordHash).toBe(false);
  });

  it("refuses production without AUTH_SECRET or PUBLIC_URL, and says which", () => {
    expect(() => loadConfig(env({ NODE_ENV: "production", PUBLIC_URL: "https://bihe.example" }))).toThrow(
      /AUTH_SECRET/,
    );
    expect(() => loadConfig(env({ NODE_ENV: "production", AUTH_SECRET: SECRET }))).toThrow(/PUBLIC_URL/);
    const config = loadConfig(
      env({ NODE_ENV: "production", AUTH_SECRET: SECRET, PUBLIC_URL: "https://bihe.example/" }),
    );
    expect(config).toMatchObject({ isProduction: true, seedDemo: false, publicUrl: "https://bihe.example" });
  });

  it("takes a per-address unlock cap for networks where many couples share one address", () => {
    expect(loadConfig(env({})).unlockCaps).toBeUndefined();
    expect(loadConfig(env({ UNLOCK_CAP_PER_IP: "200" })).unlockCaps).toEqual({ perCustomer: 20, perIp: 200 });
    expect(() => loadConfig(env({ UNLOCK_CAP_PER_IP: "0" }))).toThrow(/UNLOCK_CAP_PER_IP/);
  });

  it("reads TRUST_PROXY as false, a hop count, or the proxies' addresses; true is one hop", () => {
    const trust = (value: string) => loadConfig(env({ TRUST_PROXY: value })).trustProxy;
    expect(loadConfig(env({})).trustProxy).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    // Fastify's `true` would take the leftmost X-Forwarded-For entry, which the client writes.
    expect(trust("true")).toBe(1);
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.5, 192.168.0.0/16,loopback, ::1, fd00::/8")).toEqual([
      "10.0.0.5",
      "192.168.0.0/16",
      "loopback",
      "::1",
      "fd00::/8",
    ]);
    for (const wrong of ["yes", "10.0.0.0/33", "nginx.internal", "10.0.0.1/8/1", ","])
      expect(() => trust(wrong), wrong).toThrow(/TRUST_PROXY: expected true, false, a hop count/);
  });
});
