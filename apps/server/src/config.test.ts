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
});
