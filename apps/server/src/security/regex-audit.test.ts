/**
 * Every pattern the server and the shared rules use is linear. This finds every
 * regular expression literal in packages/shared/src, apps/server/src and apps/server/scripts
 * (test files aside), so a new pattern is audited without anyone listing it, and runs each one
 * against strings built to make backtracking explode: a prefix that enters the pattern, a long run
 * of one piece, and a last character that makes the match fail. A pattern with a quadratic case
 * (the old email pattern, /\/+$/ on a path of slashes) takes hundreds of milliseconds on these;
 * a linear one well under one.
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");
const DIRS = ["packages/shared/src", "apps/server/src", "apps/server/scripts"];
/** A quadratic pattern takes 250-500 ms on this many characters; a linear one well under 1 ms. */
const RUN = 10_000;
const BUDGET_MS = 50;

/**
 * Patterns that are quadratic on some text but never see text from a request, each with why.
 * Keep this short: a pattern on anything a caller sends must be linear instead.
 */
const NOT_ON_REQUEST_TEXT: Record<string, string> = {
  "\\s*<title>[^<]*<\\/title>": "web/html.ts: runs once on the built index.html at start",
  '\\s*<meta name="description"[^>]*>': "web/html.ts: runs once on the built index.html at start",
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Found = { where: string; source: string; flags: string };

/**
 * Patterns built at run time, by file, with why they are linear (a new one fails the test until it
 * is looked at and listed here).
 */
const BUILT_AT_RUN_TIME: Record<string, string> = {
  "apps/server/src/modules/locale/request-lang.ts":
    "(?:^|;\\s*)<cookie name>=([^;]*): one literal name, no nested repeats",
  "apps/server/src/web/spa-routes.ts": "^<escaped route>$ with [^/]+ per parameter: segments cannot overlap",
};

/** Every regex literal, and every `new RegExp(...)` (which must have a literal pattern to be audited). */
function findPatterns(): { patterns: Found[]; dynamic: string[] } {
  const patterns: Found[] = [];
  const dynamic: string[] = [];
  for (const file of DIRS.flatMap((d) => sourceFiles(path.join(root, d)))) {
    const text = fs.readFileSync(file, "utf8");
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${path.relative(root, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = (node as ts.RegularExpressionLiteral).text;
        const end = literal.lastIndexOf("/");
        patterns.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
      } else if (ts.isNewExpression(node) && node.expression.getText() === "RegExp") {
        const [first, second] = node.arguments ?? [];
        if (first && ts.isStringLiteralLike(first))
          patterns.push({
            where: where(node),
            source: first.text,
            flags: second && ts.isStringLiteralLike(second) ? second.text : "",
          });
        else dynamic.push(path.relative(root, file));
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { patterns, dynamic };
}

const PREFIXES = ["", "a", "a@", "1:", "+", "http://a", "https://a", "<iframe", "<iframe src=", "</iframe", "/api/"];
const PIECES = [".", "@", " ", "-", "/", "a", "1", "a.", "a-", "a ", " a", "\t", "<iframe", "</iframe ", " src=", '"'];
const LAST = ["!", "@", " ", "\u0000"];

/** Pieces of the pattern itself (its literal characters), so a pattern is pumped on what it matches. */
const ownPieces = (source: string) =>
  [...new Set(source.replace(/\\[a-zA-Z]/g, "").replace(/[\\^$()[\]{}|*+?]/g, ""))].filter((c) => c.trim() !== "");

/** The first hostile input on which the pattern takes longer than the budget, or null. */
function slowCase(found: Found): { ms: number; input: string } | null {
  const flags = found.flags.replace(/[gy]/g, "");
  const once = new RegExp(found.source, flags);
  const every = new RegExp(found.source, `${flags}g`);
  for (const prefix of PREFIXES)
    for (const piece of [...PIECES, ...ownPieces(found.source)])
      for (const last of LAST) {
        const input = prefix + piece.repeat(Math.ceil(RUN / piece.length)) + last;
        const run = () => {
          const start = performance.now();
          once.test(input);
          input.replace(every, "");
          return performance.now() - start;
        };
        // Over budget three times running: a pause of the machine (GC, another process) is not a pattern.
        let ms = run();
        for (let again = 0; again < 2 && ms > BUDGET_MS; again++) ms = Math.min(ms, run());
        if (ms > BUDGET_MS)
          return { ms, input: `${JSON.stringify(prefix)} + ${JSON.stringify(piece)}×${RUN} + ${JSON.stringify(last)}` };
      }
  return null;
}

describe("every pattern in the server and the shared rules is linear", () => {
  const { patterns, dynamic } = findPatterns();

  it("finds the patterns (and none built from a variable, which could not be audited)", () => {
    expect(patterns.length).toBeGreaterThan(40);
    expect([...new Set(dynamic)].sort()).toEqual(Object.keys(BUILT_AT_RUN_TIME).sort());
  });

  it(`none takes ${BUDGET_MS} ms on a ${RUN}-character hostile string`, () => {
    const slow: string[] = [];
    for (const found of patterns) {
      if (NOT_ON_REQUEST_TEXT[found.source]) continue;
      const slowOn = slowCase(found);
      if (slowOn)
        slow.push(`${found.where} /${found.source}/${found.flags}: ${slowOn.ms.toFixed(0)} ms on ${slowOn.input}`);
    }
    expect(slow).toEqual([]);
  }, 120_000);
});
