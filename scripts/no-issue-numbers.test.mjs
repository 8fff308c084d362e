// A reader of the repository cannot follow "see issue N": the tracker is not part of it. Comments
// say why, or point to a decision (docs/decisions/NNNN-...) or a doc, and docs describe how things
// are now. This test reads every source file and doc and fails on a citation of an issue number.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const SCANNED = ["apps", "packages", "e2e", "scripts", "docs"];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|md)$/;
// Build output, dependencies and test artefacts, not sources. Migrations (SQL) are not scanned: a
// committed migration is the record of what ran on every database and is never edited.
const SKIPPED_DIRS = new Set(["node_modules", "test-results", "playwright-report", "screenshots"]);
const isBuildOutput = (name) => name === "dist" || name.startsWith("dist-");
const THIS_FILE = path.relative(root, import.meta.filename);
// "issue 17", "Issues #13", and names made of one ("issue19-model.md", "screenshots/issue-15").
const CITATION = /\bissues?[\s#_-]*\d+/i;

function sourceFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIPPED_DIRS.has(entry.name) || isBuildOutput(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name)) files.push(full);
  }
  return files;
}

function citations(file) {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, i) => (CITATION.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : []));
}

describe("no comment or doc cites an issue number", () => {
  it("recognises a citation, and not a word that merely contains 'issue'", () => {
    expect(CITATION.test("// see issue 17 for the budgets")).toBe(true);
    expect(CITATION.test(" * Issues #13 and 14")).toBe(true);
    expect(CITATION.test('const DIR = "screenshots/issue-15-couples";')).toBe(true);
    expect(CITATION.test("applicationIssues(values, 2)")).toBe(false);
    expect(CITATION.test("// the issue with 2 cores")).toBe(false);
  });

  it("finds none in apps, packages, e2e, scripts, docs and the README", () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(root, dir)));
    files.push(path.join(root, "README.md"));
    expect(files.length).toBeGreaterThan(300);
    const found = files.filter((file) => path.relative(root, file) !== THIS_FILE).flatMap(citations);
    expect(found, "say why, or point to docs/decisions/NNNN-... or a doc, instead").toEqual([]);
  });
});
