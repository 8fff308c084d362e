import type { VendorApplication } from "@bihe/shared";
import { useCallback, useState } from "react";

type Path = (string | number)[];
const parse = (path: string): Path => path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));

export function getIn(obj: unknown, path: string): unknown {
  return parse(path).reduce<unknown>(
    (o, k) => (o == null ? undefined : (o as Record<string | number, unknown>)[k]),
    obj,
  );
}

/** A copy of `obj` with the value at `path` replaced (copies only the objects on the path). */
export function setIn<T>(obj: T, path: string, value: unknown): T {
  const keys = parse(path);
  const go = (o: unknown, i: number): unknown => {
    const k = keys[i];
    const copy = Array.isArray(o) ? [...o] : { ...(o as object) };
    (copy as Record<string | number, unknown>)[k] =
      i === keys.length - 1 ? value : go((o as Record<string | number, unknown>)?.[k], i + 1);
    return copy;
  };
  return go(obj, 0) as T;
}

/** A dialog's editable copy of what it edits, with server field errors by path. */
export function useEditForm<T>(initial: T) {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = useCallback((path: string, v: unknown) => {
    setValue((prev) => setIn(prev, path, v));
    setErrors((prev) => {
      if (!(path in prev)) return prev;
      const { [path]: _gone, ...rest } = prev;
      return rest;
    });
  }, []);
  const get = useCallback((path: string) => getIn(value, path), [value]);
  return { value, setValue, set, get, errors, setErrors };
}

/** The photographer's dialog edits the wizard's application. */
export const useApplicationForm = (initial: VendorApplication) => useEditForm(initial);
export type ApplicationForm = ReturnType<typeof useApplicationForm>;
/** What a field needs of any dialog's form: read and write by path, and the errors by path. */
export type BoundForm = Pick<ApplicationForm, "get" | "set" | "errors">;
