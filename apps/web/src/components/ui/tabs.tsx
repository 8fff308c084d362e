import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export const Tabs = RadixTabs.Root;

export function TabsList({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <RadixTabs.List className={cn("flex gap-1 overflow-x-auto border-b border-stone-200", className)}>
      {children}
    </RadixTabs.List>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Trigger
      value={value}
      className="whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-600 hover:text-stone-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
    >
      {children}
    </RadixTabs.Trigger>
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
  return (
    <RadixTabs.Content value={value} className={cn("pt-4", className)}>
      {children}
    </RadixTabs.Content>
  );
}
