import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, SETTING_NAMES } from "../apps/server/src/config.ts";
import { serverNodeArgs } from "./server-process.mjs";

/**
 * The deployment others copy (deploy/, docs/deploy.md) names settings and a start command in files no test runs
 * as such (this machine has neither a container engine nor systemd as its init): they are held to the server's own
 * list of settings and production's start command here, so a renamed setting or a new Node flag cannot leave them
 * behind.
 */
const root = path.resolve(import.meta.dirname, "..");
const read = (file) => fs.readFileSync(path.join(root, file), "utf8");

/** `KEY=value` lines of an environment file, the commented examples (`# KEY=value`) included. */
const envFileNames = (text) => [...text.matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

/** An environment file as the process would see it (the commented lines left out, quotes taken off). */
const envFile = (text) =>
  Object.fromEntries(
    [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2].replace(/^"(.*)"$/, "$1")]),
  );

/** The app service's environment in compose.yaml (the `x-app` anchor both instances share). */
function composeAppEnvironment() {
  const app = read("deploy/compose/compose.yaml").split(/^services:/m)[0];
  const block = app.split(/^ {2}environment:\n/m)[1]?.split(/^ {2}\S/m)[0] ?? "";
  return [...block.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);
}

const unit = read("deploy/systemd/bihe@.service");
const productionStart = ["node", ...serverNodeArgs({}), "apps/server/dist/main.js"];

describe("the deployment files", () => {
  it("set only settings the server reads", () => {
    const named = {
      "deploy/env/bihe.env.example": envFileNames(read("deploy/env/bihe.env.example")),
      "deploy/env/instance.env.example": envFileNames(read("deploy/env/instance.env.example")),
      "deploy/compose/compose.yaml (x-app)": composeAppEnvironment(),
      "deploy/systemd/bihe@.service": [...unit.matchAll(/^Environment=([A-Z0-9_]+)=/gm)].map((m) => m[1]),
    };
    for (const [file, names] of Object.entries(named)) {
      expect(names.length, `${file} names no setting`).toBeGreaterThan(0);
      for (const name of names) expect(SETTING_NAMES, `${file}: ${name}`).toContain(name);
    }
  });

  it("share a production configuration the server accepts", () => {
    const env = envFile(read("deploy/env/bihe.env.example"));
    const config = loadConfig({ ...env, PORT: "3001", DATA_DIR: "/var/lib/bihe/3001" });
    expect(config.isProduction).toBe(true);
    expect(config.databaseUrl).toMatch(/^postgres:/);
    expect(config.s3?.bucket).toBe("bihe-media");
    expect(config.trustProxy).toBeTruthy();
  });

  it("start the server as production starts it: the compiled server with production's Node flags", () => {
    const execStart = unit.match(/^ExecStart=(.*)$/m)?.[1].split(/\s+/);
    expect(execStart).toEqual(["/usr/bin/node", ...productionStart.slice(1)]);
    const cmd = read("deploy/compose/Dockerfile").match(/^CMD (\[.*\])$/m)?.[1];
    expect(JSON.parse(cmd ?? "null")).toEqual(productionStart);
  });

  it("stop an instance the way it drains: SIGTERM, with more time than its grace and deadline", () => {
    const config = loadConfig({ ...envFile(read("deploy/env/bihe.env.example")), PORT: "3001" });
    const stopSeconds = Number(unit.match(/^TimeoutStopSec=(\d+)$/m)?.[1]);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(stopSeconds * 1000).toBeGreaterThan(config.shutdown.graceMs + config.shutdown.deadlineMs);
    const compose = read("deploy/compose/compose.yaml");
    const grace = Number(compose.match(/stop_grace_period: (\d+)s/)?.[1]);
    expect(grace * 1000).toBeGreaterThan(config.shutdown.graceMs + config.shutdown.deadlineMs);
    // The proxy and the container engine ask whether an instance takes traffic, not merely whether it is up.
    expect(compose).toContain("/api/ready");
  });
});
