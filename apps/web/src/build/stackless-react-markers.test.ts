import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MARKERS, stacklessMarkers } from "./stackless-react-markers";

const reactDomClient = fs.readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
    "cjs/react-dom-client.production.js",
  ),
  "utf8",
);

describe("React DOM's markers made without a stack", () => {
  it("finds the five in the installed React DOM and leaves no marker made by Error()", () => {
    const out = stacklessMarkers(reactDomClient);
    expect(out.match(/Object\.create\(Error\.prototype/g)).toHaveLength(MARKERS);
    expect(out).not.toMatch(/(Exception) = Error\(formatProdErrorMessage\(\d+\)\)/);
    // Everything else is as React wrote it.
    expect(out.length - reactDomClient.length).toBeLessThan(MARKERS * 80);
  });

  it("refuses a React DOM whose markers changed, so an upgrade cannot silently undo it", () => {
    expect(() => stacklessMarkers("var SuspenseException = Error(formatProdErrorMessage(460));")).toThrow(
      /has 1 marker errors where 5 were expected/,
    );
  });

  it("makes a marker that keeps its identity, message and kind, without a stack", () => {
    const formatProdErrorMessage = (id: number) => `Minified React error #${id}`;
    const { SuspenseException } = new Function(
      "formatProdErrorMessage",
      `var HydrationMismatchException, SuspenseException, SuspenseyCommitException, SuspenseActionException, SelectiveHydrationException;
      ${stacklessMarkers(
        [
          "HydrationMismatchException = Error(formatProdErrorMessage(519));",
          "SuspenseException = Error(formatProdErrorMessage(460));",
          "SuspenseyCommitException = Error(formatProdErrorMessage(474));",
          "SuspenseActionException = Error(formatProdErrorMessage(542));",
          "SelectiveHydrationException = Error(formatProdErrorMessage(461));",
        ].join("\n"),
      )} return { SuspenseException };`,
    )(formatProdErrorMessage);
    expect(SuspenseException).toBeInstanceOf(Error);
    expect(SuspenseException.message).toBe("Minified React error #460");
    expect(SuspenseException.stack).toBeUndefined();
  });
});
