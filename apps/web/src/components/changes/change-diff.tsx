import { CHANGE_SECTIONS, type ChangeEntry, type ChangeSection, type VendorType, WIZARD_STEPS } from "@bihe/shared";
import { ArrowRight } from "lucide-react";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { WordDiff } from "./word-diff";

/**
 * One value of the diff, formatted for the reader (money, numbers, yes/no, text). A text changed into another
 * text marks the words that changed on each side.
 */
function Value({ entry, side }: { entry: ChangeEntry; side: "before" | "after" }) {
  const { t } = useTranslation("changes");
  const f = useFormat();
  const value = side === "before" ? entry.before : entry.after;
  if (value === null) return <span className="text-stone-400">{t("empty")}</span>;
  if (entry.kind === "text" && typeof entry.before === "string" && typeof entry.after === "string")
    return <WordDiff before={entry.before} after={entry.after} side={side} />;
  if (entry.kind === "money" && typeof value === "number") return <>{f.money(value)}</>;
  if (entry.kind === "number" && typeof value === "number") return <>{f.number(value)}</>;
  if (entry.kind === "yesno") return <>{value ? t("yes") : t("no")}</>;
  return <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{String(value)}</span>;
}

/** A hall's or decorator's list item (BANQUET_AMENITIES, ...) in the reader's words; unknown names as they are. */
const TYPED_ITEM_GROUP = { facilities: "facilities", specialties: "specialties", eventTypes: "events" } as const;

/**
 * 'contactPerson:1' / 'installment:2' are translated; event names through the catalogue; a hall's
 * facilities and a decorator's specialties and event types through the marketplace's names; others as typed.
 */
function useItemLabel() {
  const { t } = useTranslation("changes");
  const { t: names } = useTranslation("hallsDecorators");
  const f = useFormat();
  return (entry: ChangeEntry) => {
    if (!entry.item) return null;
    const m = /^(contactPerson|installment):(\d+|\?)$/.exec(entry.item);
    if (m) return t(m[1] === "installment" ? "items.installment" : "items.contactPerson", { n: m[2] });
    if (entry.step === "eventPricing") return f.event(entry.item);
    const group = TYPED_ITEM_GROUP[entry.step as keyof typeof TYPED_ITEM_GROUP];
    return group ? names(`${group}.${entry.item}` as "facilities.WiFi", { defaultValue: entry.item }) : entry.item;
  };
}

/** A section's title: the wizard's step names, then what only halls and decorators have. */
function useSectionTitle() {
  const { t } = useTranslation("changes");
  const { t: form } = useTranslation("vendorForm");
  const steps = new Set<string>(WIZARD_STEPS.map((s) => s.key));
  return (section: ChangeSection) =>
    steps.has(section)
      ? form(`steps.${section as (typeof WIZARD_STEPS)[number]["key"]}`)
      : t(`sections.${section as "packages"}`);
}

/**
 * The field-by-field diff, grouped by section in the wizard's (then the typed forms') order: old → new.
 * `labels` names the two sides for screen readers (the admin's 'Live now' / 'Proposed' by default).
 */
export function ChangeDiff({
  changes,
  vendorType,
  labels,
}: {
  changes: ChangeEntry[];
  vendorType: VendorType;
  labels?: { before: string; after: string };
}) {
  const { t } = useTranslation("changes");
  const before = labels?.before ?? t("admin.live");
  const after = labels?.after ?? t("admin.proposed");
  const itemLabel = useItemLabel();
  const sectionTitle = useSectionTitle();
  // A hall's package price is per plate; the same field of a decorator's package is the package's price.
  const fieldLabel = (c: ChangeEntry) =>
    c.step === "packages" && c.field === "price" && vendorType === "banquet_hall"
      ? t("fields.pricePerPlate")
      : t(`fields.${c.field}` as "fields.price", { defaultValue: c.field });
  return (
    <div className="space-y-4" data-testid="change-diff">
      {CHANGE_SECTIONS.filter((s) => changes.some((c) => c.step === s)).map((s) => (
        <section key={s} className="rounded-xl border border-stone-200 bg-white">
          <h3 className="border-b border-stone-100 px-4 py-2 font-semibold text-stone-900">{sectionTitle(s)}</h3>
          <ul className="divide-y divide-stone-100">
            {changes
              .filter((c) => c.step === s)
              .map((c) => (
                <li key={`${c.field}|${c.item ?? ""}`} className="px-4 py-3 text-sm" data-testid="change-row">
                  <p className="mb-1 font-medium text-stone-700">
                    {itemLabel(c) && <span className="text-stone-500">{itemLabel(c)} · </span>}
                    {fieldLabel(c)}
                  </p>
                  <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-start">
                    <div className="rounded-lg bg-red-50 px-3 py-2 text-red-900">
                      <span className="sr-only">{before}: </span>
                      {/* A text marks its changed words; any other value is struck through whole. */}
                      <del
                        className={
                          c.kind === "text" && typeof c.before === "string" && typeof c.after === "string"
                            ? "no-underline"
                            : "decoration-red-400"
                        }
                      >
                        <Value entry={c} side="before" />
                      </del>
                    </div>
                    <ArrowRight
                      className="mx-auto hidden h-4 w-4 text-stone-400 sm:mt-2.5 sm:block"
                      aria-hidden="true"
                    />
                    <div className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
                      <span className="sr-only">{after}: </span>
                      <ins className="no-underline">
                        <Value entry={c} side="after" />
                      </ins>
                    </div>
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
