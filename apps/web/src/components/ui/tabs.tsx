import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from "react";
import { cn } from "../../lib/cn";

/**
 * Tabs after the WAI-ARIA pattern (tablist, tab, tabpanel; Left/Right/Home/End move and select;
 * only the selected tab is in the Tab order). Our own rather than Radix's: the public vendor
 * page shows them on first paint, and this is a tenth of the code a phone must download.
 */
type TabsState = { value: string; select: (value: string) => void; idOf: (part: "tab" | "panel", v: string) => string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

export function Tabs({
  value,
  defaultValue = "",
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(defaultValue);
  const id = useId();
  const state: TabsState = {
    value: value ?? own,
    select: (v) => {
      if (value === undefined) setOwn(v);
      onValueChange?.(v);
    },
    idOf: (part, v) => `${id}-${part}-${v}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabsList({ children, className }: { children: ReactNode; className?: string }) {
  const { select } = useTabs();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const next = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next].focus();
    select(tabs[next].dataset.value ?? "");
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cn("flex gap-1 overflow-x-auto border-b border-stone-200", className)}
    >
      {children}
    </div>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  const { value: selected, select, idOf } = useTabs();
  const active = selected === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf("tab", value)}
      aria-selected={active}
      aria-controls={idOf("panel", value)}
      data-state={active ? "active" : "inactive"}
      data-value={value}
      tabIndex={active ? 0 : -1}
      onClick={() => select(value)}
      className="whitespace-nowrap border-b-2 border-transparent px-2 py-2 text-sm sm:px-3 font-medium text-stone-600 hover:text-stone-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
    >
      {children}
    </button>
  );
}

export function TabsContent({
  value,
  children,
  className,
}: {
  value: string;
  children: ReactNode;
  className?: string;
}) {
  const { value: selected, idOf } = useTabs();
  if (selected !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf("panel", value)}
      aria-labelledby={idOf("tab", value)}
      data-state="active"
      className={cn("pt-4", className)}
    >
      {children}
    </div>
  );
}
