import type { VendorApplication } from "@bihe/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { vendorFormApi } from "./api";

export type AutosaveState = "idle" | "saving" | "saved" | "error";
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * Saves the wizard's values and step to the server about 1 s after the last change, at once
 * when the step changes, and (keepalive) when the page is hidden. `stop` waits for the save
 * in flight, so a submit never races a late draft.
 */
export function useAutosave(form: UseFormReturn<VendorApplication>, step: number, version: number | null) {
  const [state, setState] = useState<AutosaveState>("idle");
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<Promise<unknown>>(Promise.resolve());
  const dirty = useRef(false);
  const stopped = useRef(false);
  const stepRef = useRef(step);

  const save = useCallback(
    (keepalive = false) => {
      window.clearTimeout(timer.current);
      if (stopped.current) return inflight.current;
      dirty.current = false;
      setState("saving");
      const values = form.getValues();
      inflight.current = inflight.current
        .catch(() => undefined)
        .then(() => vendorFormApi.saveDraft(stepRef.current, values, version, keepalive))
        .then(
          () => setState(dirty.current ? "saving" : "saved"),
          () => {
            dirty.current = true;
            setState("error");
          },
        );
      return inflight.current;
    },
    [form, version],
  );

  useEffect(() => {
    const sub = form.watch(() => {
      if (stopped.current) return;
      dirty.current = true;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    });
    return () => sub.unsubscribe();
  }, [form, save]);

  useEffect(() => {
    if (stepRef.current === step) return;
    stepRef.current = step;
    void save();
  }, [step, save]);

  useEffect(() => {
    const flush = () => {
      if (dirty.current && !stopped.current) void save(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      window.clearTimeout(timer.current);
    };
  }, [save]);

  const stop = useCallback(async () => {
    stopped.current = true;
    window.clearTimeout(timer.current);
    await inflight.current.catch(() => undefined);
  }, []);
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return { state, stop, resume };
}
