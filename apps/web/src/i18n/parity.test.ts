import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every English text has a Nepali text under the same key, with the same {{variables}}, and no
 * Nepali key is left over. Other features add English texts; this test names what is missing.
 */
const dir = path.dirname(new URL(import.meta.url).pathname);
const files = fs.readdirSync(path.join(dir, "en")).filter((f) => f.endsWith(".ts"));

type Leaves = Map<string, string>;
function leaves(value: unknown, prefix = "", out: Leaves = new Map()): Leaves {
  if (typeof value === "string") out.set(prefix, value);
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) leaves(v, `${prefix}[${i}]`, out);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
/** The words glossary.md's last column keeps out of the Nepali texts, with the term each stands for. */
const avoided: { word: string; term: string }[] = fs
  .readFileSync(path.join(dir, "glossary.md"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| concept") && !line.startsWith("| ---"))
  .flatMap((line) => {
    const cells = line.split("|").map((c) => c.trim());
    return [...(cells[4] ?? "").matchAll(/`([^`]+)`/g)].map((m) => ({ word: m[1]!, term: cells[3]! }));
  });

const variables = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(files)("i18n/%s", async (file) => {
  const en = Object.values(await import(`./en/${file.replace(/\.ts$/, "")}`))[0] as object;
  const neFile = path.join(dir, "ne", file);
  const ne = fs.existsSync(neFile)
    ? (Object.values(await import(`./ne/${file.replace(/\.ts$/, "")}`))[0] as object)
    : {};
  const enLeaves = leaves(en);
  const neLeaves = leaves(ne);

  it("has a Nepali text for every English key", () => {
    expect([...enLeaves.keys()].filter((k) => !neLeaves.has(k))).toEqual([]);
  });
  it("has no Nepali key without an English one", () => {
    expect([...neLeaves.keys()].filter((k) => !enLeaves.has(k))).toEqual([]);
  });
  it("uses the same interpolation variables", () => {
    const differ = [...enLeaves]
      .filter(([k]) => neLeaves.has(k))
      .filter(([k, v]) => variables(v).join() !== variables(neLeaves.get(k)!).join())
      .map(([k]) => k);
    expect(differ).toEqual([]);
  });
  it("uses the glossary's one term per concept", () => {
    const off = [...neLeaves].flatMap(([key, text]) =>
      avoided.filter(({ word }) => text.includes(word)).map(({ word, term }) => `${key}: '${word}' (use ${term})`),
    );
    expect(off).toEqual([]);
  });
  it("is written in Nepali (each sentence has Devanagari)", () => {
    // Short texts may stay Latin (brand names, 'QR', 'PDF'); a sentence of three Latin words is untranslated.
    const latinSentences = [...neLeaves]
      .filter(([, v]) => !DEVANAGARI.test(v) && (v.replace(/{{[^}]*}}/g, "").match(/[A-Za-z]{2,}/g) ?? []).length >= 3)
      .map(([k]) => k);
    expect(latinSentences).toEqual([]);
  });
});

describe("glossary.md", () => {
  it("names words to keep out, and none of them is a glossary term itself", () => {
    expect(avoided.length).toBeGreaterThan(10);
    expect(avoided.filter(({ word, term }) => term.includes(word))).toEqual([]);
  });
});
