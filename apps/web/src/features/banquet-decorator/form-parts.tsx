import type { FormEventHandler, ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Card, StatusBadge } from "../../components/ui/card";
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

/**
 * The page both registration forms share (spec 001 screens 6 and 7): the card with title and
 * subtitle, 'Editing your application' when one exists, a notice above the form (a rejected change kept for
 * the vendor), the form and its submit button.
 */
export function FormShell({
  title,
  subtitle,
  resume,
  notice,
  onSubmit,
  submitLabel,
  pending,
  children,
}: {
  title: string;
  subtitle: string;
  resume: { status: string; text: string } | null;
  notice?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Card className="space-y-6 p-5 sm:p-8">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-stone-600">{subtitle}</p>
        </header>
        {resume && <ResumeNotice status={resume.status} text={resume.text} />}
        {notice}
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {children}
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
            {submitLabel}
          </Button>
        </form>
      </Card>
    </div>
  );
}
