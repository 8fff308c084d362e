// npm run create-admin -- --email E --password P
// Creates (or promotes) an admin account: the only way to get an admin in production.
// Works on a fresh DATA_DIR (creates and migrates the database first).
import { parseArgs } from "node:util";
import { isEmailAddress } from "@bihe/shared";
import { buildApp } from "../src/app";
import { createUser } from "../src/auth/users";
import { loadConfig } from "../src/config";
import { DataDirLockedError } from "../src/db/lock";
import { prepareDatabase } from "../src/db/setup";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
const email = values.email?.trim();
const password = values.password ?? "";
if (!email || !isEmailAddress(email)) {
  console.error("Usage: npm run create-admin -- --email admin@example.com --password 'a-strong-password'");
  process.exit(2);
}
if (password.length < 8) {
  console.error("The admin password must be at least 8 characters long.");
  process.exit(2);
}

const config = loadConfig();
try {
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  const { created } = await createUser(app, { email, password, role: "admin" });
  console.log(
    created ? `Admin account created: ${email}` : `Existing account promoted to admin: ${email} (password unchanged)`,
  );
  await app.close();
  await database.close();
} catch (err) {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
}
