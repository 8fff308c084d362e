import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every text a user reads comes from the i18n resources (so it exists in English and Nepali): no
 * component may render a literal word. The scan reads every .tsx file of the web app with the
 * TypeScript parser and reports JSX text and user-facing attributes (placeholder, title, alt,
 * aria-label, label...) written as literals, or as template literals with words around their values
 * (`${name} (Rs.)`: the currency is 'रु.' in Nepali).
 */
const src = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const USER_FACING_ATTRIBUTES = new Set([
  "placeholder",
  "title",
  "alt",
  "aria-label",
  "aria-description",
  "label",
  "legend",
  "hint",
  "description",
  "text",
  "content",
]);
/** Words that are the same in every language: brand names and units shown as they are written. */
const SAME_IN_EVERY_LANGUAGE = new Set(["Bihe", "English", "नेपाली", "QR", "PDF", "AD", "BS", "AM", "PM"]);
/** The developer-only component gallery (/dev/components, not in production) shows sample texts. */
const EXCLUDED = [/^features\/dev\//];

/** Example values (a URL, a phone number pattern, embed code) are formats, not words. */
const EXAMPLE = /^(https?:\/\/|<iframe|\d+X+$)/;
const hasWords = (text: string) =>
  !EXAMPLE.test(text) &&
  text
    .replace(/&\w+;/g, " ")
    .split(/[\s·•|/()[\]{}:;,.!?'"“”‘’\-–—+=*&%#@…→←×✓0-9]+/)
    .some((w) => /\p{L}{2,}/u.test(w) && !SAME_IN_EVERY_LANGUAGE.has(w));

/** The words a template literal writes around its values: `${n} (Rs.)` -> " (Rs.)". */
const templateWords = (t: ts.TemplateExpression) =>
  [t.head.text, ...t.templateSpans.map((s) => s.literal.text)].join(" ");

function literalTexts(file: string): string[] {
  const code = fs.readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (text && hasWords(text)) found.push(`${where(node)}: ${text}`);
    } else if (ts.isJsxAttribute(node) && USER_FACING_ATTRIBUTES.has(node.name.getText())) {
      const init = node.initializer;
      const literal =
        init && ts.isStringLiteral(init)
          ? init.text
          : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
            ? init.expression.text
            : init && ts.isJsxExpression(init) && init.expression && ts.isTemplateExpression(init.expression)
              ? templateWords(init.expression)
              : null;
      if (literal && hasWords(literal)) found.push(`${where(node)}: ${node.name.getText()}="${literal}"`);
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isTemplateExpression(node.expression) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const words = templateWords(node.expression);
      if (hasWords(words)) found.push(`${where(node)}: \`${words}\``);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const files = (fs.readdirSync(src, { recursive: true, encoding: "utf8" }) as string[])
  .filter((f) => f.endsWith(".tsx") && !/\.test\.tsx$/.test(f))
  .filter((f) => !EXCLUDED.some((re) => re.test(f.split(path.sep).join("/"))));

describe("no literal user-facing text in components", () => {
  it("finds components to scan", () => expect(files.length).toBeGreaterThan(50));
  it("the scanner sees a literal word, and accepts texts from the resources", () => {
    const tmp = path.join(fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), "scan-")), "x.tsx");
    fs.writeFileSync(
      tmp,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text written is a component with template literals
      'export const A = () => <p title="Close me">Hello there {t("ok")} · 5%<i aria-label={`${n} (Rs.)`} /><i aria-label={`${a} ${b}`} />{`${a} · ${b}`}{`${n} items`}</p>;',
    );
    expect(literalTexts(tmp)).toEqual([
      '1: title="Close me"',
      "1: Hello there",
      '1: aria-label="  (Rs.)"',
      "1: `  items`",
    ]);
  });
  it.each(files)("%s", (file) => {
    expect(literalTexts(path.join(src, file))).toEqual([]);
  });
});
