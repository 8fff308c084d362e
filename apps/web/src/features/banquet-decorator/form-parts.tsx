import type { ReactNode } from "react";
import { StatusBadge } from "../../components/ui/card";
import { Localized } from "../../i18n/localized";

/** A group of checkboxes with a legend and the group's error. */
export function CheckGroup({ legend, error, children }: { legend: ReactNode; error?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-stone-700">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          <Localized message={error} />
        </p>
      )}
    </fieldset>
  );
}

export const checkboxLabel =
  "flex items-center gap-3 rounded-lg border border-stone-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50";
export const checkboxInput = "h-4 w-4 accent-brand-700";

/** 'Editing your application' with its status, when an application exists. */
export function ResumeNotice({ status, text }: { status: string; text: string }) {
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
      {text} <StatusBadge status={status} />
    </p>
  );
}
