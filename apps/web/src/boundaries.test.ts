import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The boundaries the tools enforce (docs/architecture.md), each proven on a deliberate violation:
 * biome's noRestrictedImports (biome.json overrides) keeps features off app/ and off each other,
 * and packages/shared compiles without DOM or Node types (packages/shared/tsconfig.json).
 */
const root = path.resolve(import.meta.dirname, "../../..");
const biome = path.join(root, "node_modules/@biomejs/biome/bin/biome");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-boundaries-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Lints one fixture file at `file` (a path as inside the repo) with the repo's biome.json. */
function lint(file: string, source: string): string {
  const dir = fs.mkdtempSync(path.join(work, "case-"));
  const config = JSON.parse(fs.readFileSync(path.join(root, "biome.json"), "utf8"));
  delete config.$schema;
  fs.writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));
  fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), source);
  const res = spawnSync(process.execPath, [biome, "lint", "--max-diagnostics=50", file], {
    cwd: dir,
    encoding: "utf8",
  });
  return res.stdout + res.stderr;
}

describe("import boundaries (biome)", () => {
  it("refuses a feature importing app/ or another feature, at either folder depth", () => {
    const cases = [
      ["apps/web/src/features/leads/page.tsx", 'import { x } from "../../app/workspace-layout";', "never imports app/"],
      ["apps/web/src/features/leads/page.tsx", 'import { x } from "../marketplace/api";', "another feature"],
      ["apps/web/src/features/vendor-form/steps/step.tsx", 'import { x } from "../../../app/router";', "app/"],
      ["apps/web/src/features/vendor-form/steps/step.tsx", 'import { x } from "../../leads/api";', "another feature"],
    ] as const;
    for (const [file, line, message] of cases) {
      const out = lint(file, `${line}\nexport const y = x;\n`);
      expect(out, `${file}: ${line}`).toContain("noRestrictedImports");
      expect(out).toContain(message);
    }
  });

  it("lets a feature import its own files, components/, lib/ and i18n/", () => {
    const source = [
      'import { a } from "./api";',
      'import { b } from "../../components/ui/button";',
      'import { c } from "../../lib/call-api";',
      'import { d } from "../../i18n/format";',
      "export const y = [a, b, c, d];",
    ].join("\n");
    expect(lint("apps/web/src/features/leads/page.tsx", `${source}\n`)).not.toContain("noRestrictedImports");
    const nested = 'import { a } from "../fields";\nimport { b } from "../../../lib/cn";\nexport const y = [a, b];\n';
    expect(lint("apps/web/src/features/vendor-form/steps/step.tsx", nested)).not.toContain("noRestrictedImports");
  });
});

describe("packages/shared without DOM or Node types", () => {
  it("its tsconfig refuses window, document, process and Buffer but keeps URL", () => {
    const configPath = path.join(root, "packages/shared/tsconfig.json");
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
        },
      },
    )!;
    const fixture = path.join(root, "packages/shared/src/__boundary-fixture__.ts");
    const source = [
      "export const title = document.title;",
      "export const width = window.innerWidth;",
      "export const env = process.env.NODE_ENV;",
      'export const bytes = Buffer.from("x");',
      'export const host = new URL("https://bihe.example/a?b=1").searchParams.get("b");',
    ].join("\n");
    const host = ts.createCompilerHost(parsed.options);
    const read = host.readFile.bind(host);
    host.readFile = (f) => (path.resolve(f) === fixture ? source : read(f));
    const exists = host.fileExists.bind(host);
    host.fileExists = (f) => path.resolve(f) === fixture || exists(f);
    const ambient = parsed.fileNames.filter((f) => f.endsWith(".d.ts"));
    const program = ts.createProgram([fixture, ...ambient], parsed.options, host);
    const errors = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(fixture))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    for (const name of ["document", "window", "process", "Buffer"]) {
      expect(
        errors.some((e) => e.includes(`'${name}'`)),
        `${name} should be unknown: ${errors.join(" | ")}`,
      ).toBe(true);
    }
    expect(errors.some((e) => e.includes("'URL'"))).toBe(false);
    expect(errors).toHaveLength(4);
  });
});
