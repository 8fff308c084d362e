import { describe, expect, it } from "vitest";
import { testPasswordHash } from "./test-password-hash";

describe("the test servers' password hash", () => {
  it("verifies the right password and refuses a wrong one or a hash of another format", async () => {
    const hash = await testPasswordHash.hash("secret123");
    expect(hash).toMatch(/^test-scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await testPasswordHash.verify({ hash, password: "secret123" })).toBe(true);
    expect(await testPasswordHash.verify({ hash, password: "secret124" })).toBe(false);
    // A production (Better Auth) hash is salt:key; it never verifies here.
    expect(await testPasswordHash.verify({ hash: hash.slice("test-scrypt:".length), password: "secret123" })).toBe(
      false,
    );
  });
});
