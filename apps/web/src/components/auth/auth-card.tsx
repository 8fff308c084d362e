import type { ReactNode } from "react";
import { Card } from "../ui/card";

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100vh-8rem)] items-center justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-10">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {subtitle && <p className="mt-1 text-stone-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}

/** Splits 'Title: message' spec texts into a toast title and message. */
export function splitNotice(text: string): [string, string] {
  const i = text.indexOf(": ");
  return i === -1 ? [text, ""] : [text.slice(0, i), text.slice(i + 2)];
}
