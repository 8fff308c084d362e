import type { Plugin } from "vite";

/**
 * React DOM's client makes five errors when its code is evaluated, which it never shows anyone: markers it
 * throws inside itself and recognises by identity (`thrownValue === SuspenseException`). When a page is traced
 * with stacks, as Lighthouse traces it, Chromium gives every new error's stack its line numbers, and to find
 * them it parses again each function on the stack: here the function that holds all of React DOM and the
 * entry's top level that holds all the app, 40-90 ms in the entry's evaluation on this host, which the audit
 * multiplies by its CPU slowdown (decision 0027). The build makes the five markers as errors without a stack
 * (an object whose prototype is Error's: the same identity, `instanceof Error` and message).
 */
const REACT_DOM_CLIENT = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const MARKER =
  /\b(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\(formatProdErrorMessage\((\d+)\)\)/g;
export const MARKERS = 5;

/** React DOM's client code with its five markers made without a stack; throws when React changed them. */
export function stacklessMarkers(code: string): string {
  let found = 0;
  const out = code.replace(MARKER, (_, name: string, id: string) => {
    found++;
    return `${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${id}) } })`;
  });
  if (found !== MARKERS) {
    throw new Error(
      `React DOM's client has ${found} marker errors where ${MARKERS} were expected: React changed, see docs/decisions/0027.`,
    );
  }
  return out;
}

/** The build's plugin: React DOM's production client, and nothing else, made without stacked markers. */
export function stacklessReactMarkers(): Plugin {
  return {
    name: "stackless-react-markers",
    apply: "build",
    transform(code, id) {
      return REACT_DOM_CLIENT.test(id) ? { code: stacklessMarkers(code), map: null } : null;
    },
  };
}
