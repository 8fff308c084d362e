import type { LeadDetail } from "@bihe/shared";
import type { leads } from "../../i18n/en/leads";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { BsDateTime } from "./bs-date";
import { Section } from "./detail-parts";

const MONEY = new Set(["totalAmount", "advanceAmount", "package.packagePrice"]);
/** The history's change keys are the lead's fields, each with its label under detail.fields. */
type FieldLabel = `detail.fields.${keyof typeof leads.detail.fields}`;

/** Every change to the lead with its time (BS date, AD on hover), newest first. */
export function LeadHistory({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation("leads");
  const f = useFormat();
  const show = (key: string, v: unknown) =>
    v === null || v === undefined
      ? t("detail.notSet")
      : MONEY.has(key)
        ? f.money(Number(v))
        : typeof v === "boolean"
          ? v
            ? t("detail.yes")
            : t("detail.no")
          : String(v);
  return (
    <Section title={t("detail.history")}>
      <ol className="space-y-2 text-sm" aria-label={t("detail.history")}>
        {lead.history.map((h) => (
          <li key={h.id} className="border-l-2 border-brand-200 pl-3">
            <p className="text-xs text-stone-500">
              <BsDateTime iso={h.createdAt} />
            </p>
            {h.fromStatus && h.toStatus && (
              <p className="font-medium">
                {t("detail.statusChange", { from: t(`status.${h.fromStatus}`), to: t(`status.${h.toStatus}`) })}
              </p>
            )}
            {h.changes &&
              Object.entries(h.changes).map(([key, c]) => (
                <p key={key} className="text-stone-700">
                  {t(`detail.fields.${key.replace("package.", "")}` as FieldLabel)}: {show(key, c.from)} →{" "}
                  {show(key, c.to)}
                </p>
              ))}
          </li>
        ))}
        <li className="border-l-2 border-stone-200 pl-3">
          <p className="text-xs text-stone-500">
            <BsDateTime iso={lead.createdAt} />
          </p>
          <p className="font-medium">{t("detail.created")}</p>
        </li>
      </ol>
    </Section>
  );
}
