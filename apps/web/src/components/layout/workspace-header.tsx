import type { ReactNode } from "react";

/** A page header inside the workspace (the workspace layout itself is the app shell's, in app/). */
export function WorkspaceHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className="flex min-h-16 flex-wrap items-center justify-between gap-3 border-b border-stone-200 bg-white px-4 py-3 md:px-6">
      <h1 className="min-w-0 flex-1 text-lg font-semibold md:text-xl">{title}</h1>
      <div className="flex items-center gap-2">{children}</div>
    </header>
  );
}
