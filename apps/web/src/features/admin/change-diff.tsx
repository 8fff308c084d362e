import { type ChangeEntry, WIZARD_STEPS } from "@bihe/shared";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/format";

/** One value of the diff, formatted for the reader (money, numbers, yes/no, text). */
function Value({ entry, value }: { entry: ChangeEntry; value: ChangeEntry["before"] }) {
  const { t } = useTranslation("changes");
  const f = useFormat();
  if (value === null) return <span className="text-stone-400">{t("empty")}</span>;
  if (entry.kind === "money" && typeof value === "number") return <>{f.money(value)}</>;
  if (entry.kind === "number" && typeof value === "number") return <>{f.number(value)}</>;
  if (entry.kind === "yesno") return <>{value ? t("yes") : t("no")}</>;
  return <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{String(value)}</span>;
}

/** 'contactPerson:1' / 'installment:2' are translated; event names through the catalogue; others as typed. */
function useItemLabel() {
  const { t } = useTranslation("changes");
  const f = useFormat();
  return (entry: ChangeEntry) => {
    if (!entry.item) return null;
    const m = /^(contactPerson|installment):(\d+|\?)$/.exec(entry.item);
    if (m) return t(m[1] === "installment" ? "items.installment" : "items.contactPerson", { n: m[2] });
    return entry.step === "eventPricing" ? f.event(entry.item) : entry.item;
  };
}

/** The field-by-field diff, grouped by wizard step in the wizard's order: old → new. */
export function ChangeDiff({ changes }: { changes: ChangeEntry[] }) {
  const { t } = useTranslation("changes");
  const { t: form } = useTranslation("vendorForm");
  const itemLabel = useItemLabel();
  return (
    <div className="space-y-4" data-testid="change-diff">
      {WIZARD_STEPS.filter((s) => changes.some((c) => c.step === s.key)).map((s) => (
        <section key={s.key} className="rounded-xl border border-stone-200 bg-white">
          <h3 className="border-b border-stone-100 px-4 py-2 font-semibold text-stone-900">{form(`steps.${s.key}`)}</h3>
          <ul className="divide-y divide-stone-100">
            {changes
              .filter((c) => c.step === s.key)
              .map((c) => (
                <li key={`${c.field}|${c.item ?? ""}`} className="px-4 py-3 text-sm" data-testid="change-row">
                  <p className="mb-1 font-medium text-stone-700">
                    {itemLabel(c) && <span className="text-stone-500">{itemLabel(c)} · </span>}
                    {t(`fields.${c.field}`, { defaultValue: c.field })}
                  </p>
                  <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-start">
                    <div className="rounded-lg bg-red-50 px-3 py-2 text-red-900">
                      <span className="sr-only">{t("admin.live")}: </span>
                      <del className="decoration-red-400">
                        <Value entry={c} value={c.before} />
                      </del>
                    </div>
                    <ArrowRight
                      className="mx-auto hidden h-4 w-4 text-stone-400 sm:mt-2.5 sm:block"
                      aria-hidden="true"
                    />
                    <div className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
                      <span className="sr-only">{t("admin.proposed")}: </span>
                      <ins className="no-underline">
                        <Value entry={c} value={c.after} />
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
