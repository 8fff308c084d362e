import { matchesPlace } from "@bihe/shared";
import { Check, ChevronDown } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { Localized } from "../../i18n/localized";
import { cn } from "../../lib/cn";

export type ComboOption<V> = {
  value: V;
  label: string;
  /** Shown after the label, dimmed (a Nepali name, 'pending review'). */
  hint?: string;
  /** Other words that find this option (aliases, Nepali name). */
  keywords?: readonly string[];
};

export type ComboboxProps<V> = {
  id: string;
  label: string;
  options: readonly ComboOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  disabled?: boolean;
  placeholder?: string;
  error?: string;
  noMatchText: string;
  /** An extra action at the end of the list (e.g. 'Add a custom area'); receives the typed text. */
  action?: { label: (query: string) => string; onSelect: (query: string) => void };
  /** Shown below the field. */
  hint?: ReactNode;
  className?: string;
};

/**
 * A searchable, keyboard-usable single choice (WAI-ARIA combobox with a listbox popup): type to
 * filter, arrows to move, Enter to choose, Escape to close. The text box shows the chosen label.
 */
export function Combobox<V extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  disabled,
  placeholder,
  error,
  noMatchText,
  action,
  hint,
  className,
}: ComboboxProps<V>) {
  const listId = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);

  const selected = options.find((o) => o.value === value);
  const filtered = useMemo(
    () => (query ? options.filter((o) => matchesPlace(query, o.label, o.keywords)) : options),
    [options, query],
  );
  const rows = filtered.length + (action ? 1 : 0);

  useEffect(() => {
    if (!open) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.scrollIntoView({ block: "nearest" });
  }, [active, open]);

  const openList = () => {
    if (disabled) return;
    setOpen(true);
    const index = filtered.findIndex((o) => o.value === value);
    setActive(Math.max(index, 0));
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (index: number) => {
    if (index < filtered.length) {
      onChange(filtered[index]!.value);
      close();
    } else if (action) {
      const typed = query ?? "";
      close();
      action.onSelect(typed);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      if (!open) openList();
      else setActive((a) => Math.min(a + 1, Math.max(rows - 1, 0)));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) openList();
      else setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === "Home" && open) {
      e.preventDefault();
      setActive(0);
    } else if (e.key === "End" && open) {
      e.preventDefault();
      setActive(Math.max(rows - 1, 0));
    } else if (e.key === "Enter") {
      if (open && rows > 0) {
        e.preventDefault();
        choose(active);
      }
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        close();
      }
    } else if (e.key === "Tab") {
      close();
    }
  };

  const activeId = open && rows > 0 ? `${id}-opt-${active}` : undefined;

  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className={cn("block text-sm font-medium", disabled ? "text-stone-400" : "text-stone-700")}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          placeholder={placeholder}
          value={query ?? selected?.label ?? ""}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={(e) => e.target.select()}
          onClick={() => (open ? undefined : openList())}
          onBlur={close}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-lg border border-stone-300 bg-white pl-3 pr-9 text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-500"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          onMouseDown={(e) => {
            e.preventDefault();
            if (open) close();
            else {
              inputRef.current?.focus();
              openList();
            }
          }}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-stone-500 disabled:text-stone-300"
        >
          <ChevronDown className="h-4 w-4" />
        </button>
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
        >
          {/* Rows only while open: the listing's closed province, district and municipality lists were 837 rows
              (4,000 elements) built on every page load, most of /photographers' blocking time on a phone. */}
          {open &&
            filtered.map((o, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input owns the keys (aria-activedescendant); options only take the mouse
              <div
                key={String(o.value)}
                id={`${id}-opt-${i}`}
                data-index={i}
                role="option"
                tabIndex={-1}
                aria-selected={o.value === value}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(i)}
                className={cn(
                  "flex cursor-pointer items-center gap-2 px-3 py-2 text-sm",
                  i === active ? "bg-brand-50 text-brand-900" : "text-stone-800",
                )}
              >
                <Check className={cn("h-4 w-4 shrink-0", o.value === value ? "text-brand-700" : "invisible")} />
                <span className="min-w-0 flex-1 truncate">{o.label}</span>
                {o.hint && <span className="shrink-0 text-xs text-stone-500">{o.hint}</span>}
              </div>
            ))}
          {open && filtered.length === 0 && !action && (
            <div className="px-3 py-2 text-sm text-stone-500">{noMatchText}</div>
          )}
          {action && (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input owns the keys (aria-activedescendant); options only take the mouse
            <div
              id={`${id}-opt-${filtered.length}`}
              data-index={filtered.length}
              role="option"
              tabIndex={-1}
              aria-selected={false}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(filtered.length)}
              onClick={() => choose(filtered.length)}
              className={cn(
                "flex cursor-pointer items-center gap-2 border-t border-stone-100 px-3 py-2 text-sm font-medium text-brand-700",
                active === filtered.length && "bg-brand-50",
              )}
            >
              <span className="w-4 shrink-0 text-center">+</span>
              {action.label(query ?? "")}
            </div>
          )}
        </div>
      </div>
      {hint && !error && <div className="text-xs text-stone-500">{hint}</div>}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          <Localized message={error} />
        </p>
      )}
    </div>
  );
}
