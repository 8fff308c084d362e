import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing for test servers only (NODE_ENV=test, never production: config.ts refuses it
 * there). Better Auth's scrypt costs 2^14 × 16 blocks, 32 MB and tens of milliseconds per hash on
 * purpose; a test sign-in pays it twice (creating the user, then signing in), which made the
 * password cost a visible part of the test run. This is the same scrypt at 2^4 × 1, in its own
 * format so a hash made here can never pass for a real one.
 */
const PREFIX = "test-scrypt";

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 32, { N: 16, r: 1, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export const testPasswordHash = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${PREFIX}:${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [prefix, salt, key] = hash.split(":");
    if (prefix !== PREFIX || !salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
