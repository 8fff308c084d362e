import type { ContractInput, ContractShape } from "./define";

/**
 * What a caller needs of a contract (method, path, cache key) without its zod schemas. The web's first
 * screen calls the API through refs, so its entry does not load zod (about 26 KB gzip on a phone). A ref is
 * typed by its contract: its method and path must equal the contract's literals (the compiler checks),
 * the input and the answer are the contract's, and `refs.test.ts` checks that both give the same keys.
 */
export type ContractRef<C extends ContractShape> = {
  method: C["method"];
  path: C["path"];
  queryKey: (input: ContractInput<C>) => readonly unknown[];
  /** Type only, never set: carries the contract's types to `callApi`. */
  readonly contract?: C;
};

/** The default cache key: the path plus the params and the query, so two inputs never share a key. */
export const pathQueryKey =
  (path: string) =>
  (input: { params?: unknown; query?: unknown } = {}): readonly unknown[] => [
    path,
    ...(input.params === undefined ? [] : [input.params]),
    ...(input.query === undefined ? [] : [input.query]),
  ];

export function contractRef<C extends ContractShape>(
  method: C["method"],
  path: C["path"],
  queryKey?: (input: ContractInput<C>) => readonly unknown[],
): ContractRef<C> {
  return { method, path, queryKey: queryKey ?? pathQueryKey(path) };
}

/** `/api/vendor/leads/:id` + `{ id }` -> `/api/vendor/leads/8f…`; the query string is added when given. */
export function contractUrl(contract: { path: string }, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = contract.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${contract.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === "") continue;
    for (const item of [value].flat()) search.append(key, String(item));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
