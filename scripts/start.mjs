// `npm start`: builds the web app and the server when their sources changed since the last
// build, then runs the compiled server (API + web), plain JavaScript with no TypeScript loader.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SERVER_MAIN, serverNodeArgs } from "./server-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "apps/web/dist/.build-stamp");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name === "dist-ssr") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const stampTime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const builtAt = stampTime(stamp);
const sourcesAt = Math.max(
  newestMtime(path.join(root, "apps/web")),
  newestMtime(path.join(root, "packages/shared/src")),
);
if (sourcesAt > builtAt) {
  console.log("Building the web app…");
  await import("./build-web.mjs");
}

const serverStamp = path.join(root, "apps/server/dist/.build-stamp");
const serverSourcesAt = Math.max(
  newestMtime(path.join(root, "apps/server/src")),
  newestMtime(path.join(root, "packages/shared/src")),
);
if (serverSourcesAt > stampTime(serverStamp)) {
  console.log("Building the server…");
  await import("./build-server.mjs");
}

// Settings from a .env file (see .env.example); variables already set in the environment win.
const envFile = path.join(root, ".env");
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

let nodeArgs;
try {
  nodeArgs = serverNodeArgs();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const child = spawn(process.execPath, [...nodeArgs, SERVER_MAIN], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
