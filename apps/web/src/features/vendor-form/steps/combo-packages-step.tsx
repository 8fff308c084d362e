import { EVENT_CATALOGUE, isLockedPackage, newComboEvent, type VendorApplication } from "@bihe/shared";
import { Lock, Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Input, Select } from "../../../components/ui/input";
import {
  Checkbox,
  NumberField,
  StepIntro,
  TextField,
  toNumberOrNull,
  useFieldError,
} from "../../../components/vendor-profile/fields";
import { useFormat } from "../../../i18n/format";
import { useTranslation } from "../../../i18n/use-translation";

const DELIVERABLES = ["albums", "frames", "fullVideos", "cinematicHighlights", "instagramReels", "pendrive"] as const;

function PackageEvents({ index, locked }: { index: number; locked: boolean }) {
  const { t } = useTranslation("vendorForm");
  const format = useFormat();
  const { control, register } = useFormContext<VendorApplication>();
  const { fields, append, remove } = useFieldArray({ control, name: `comboPackages.packages.${index}.events` });
  const error = useFieldError();
  const p = `comboPackages.packages.${index}.events` as const;
  const num = (min: number, max: number) => ({ type: "number", min, max, inputMode: "numeric" as const });
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-medium text-stone-700">{t("combos.events")}</h4>
      {fields.map((f, j) => (
        <div
          key={f.id}
          className="grid grid-cols-3 gap-2 rounded-lg bg-stone-50 p-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-start"
        >
          <div className="col-span-3 sm:col-span-1">
            <label className="text-xs text-stone-500" htmlFor={`pkg-${index}-ev-${j}`}>
              {t("pricing.event")}
            </label>
            {locked ? (
              <Input id={`pkg-${index}-ev-${j}`} readOnly value={format.event(f.eventName)} />
            ) : (
              <Select id={`pkg-${index}-ev-${j}`} {...register(`${p}.${j}.eventName`)}>
                {EVENT_CATALOGUE.map((e) => (
                  <option key={e.name} value={e.name}>
                    {format.event(e.name)}
                  </option>
                ))}
              </Select>
            )}
          </div>
          {(["photographers", "videographers", "hours"] as const).map((k) => {
            const msg = error(`${p}.${j}.${k}`);
            return (
              <div key={k}>
                <label className="text-xs text-stone-500" htmlFor={`pkg-${index}-ev-${j}-${k}`}>
                  {t(`pricing.${k}`)}
                </label>
                <Input
                  id={`pkg-${index}-ev-${j}-${k}`}
                  {...num(1, k === "hours" ? 24 : 50)}
                  aria-invalid={msg ? true : undefined}
                  {...register(`${p}.${j}.${k}`, { setValueAs: (v) => toNumberOrNull(v) ?? 1 })}
                />
                {msg && <p className="mt-1 text-xs text-red-600">{msg}</p>}
              </div>
            );
          })}
          {!locked && (
            <Button
              variant="ghost"
              size="icon"
              className="sm:mt-4"
              aria-label={t("combos.removeEvent")}
              onClick={() => remove(j)}
            >
              <Trash2 className="h-4 w-4" />
            </Button>
          )}
        </div>
      ))}
      {!locked && (
        <Button variant="secondary" size="sm" onClick={() => append(newComboEvent(EVENT_CATALOGUE[0].name))}>
          <Plus className="h-4 w-4" /> {t("combos.addEvent")}
        </Button>
      )}
    </div>
  );
}

export function ComboPackagesStep() {
  const { t } = useTranslation("vendorForm");
  const { control, register } = useFormContext<VendorApplication>();
  const { fields, append, remove } = useFieldArray({ control, name: "comboPackages.packages", keyName: "key" });
  const ids = useWatch({ control, name: "comboPackages.packages" })?.map((p) => p.id) ?? [];
  return (
    <div className="space-y-4">
      <StepIntro>{t("combos.hint")}</StepIntro>
      {fields.map((f, i) => {
        const locked = isLockedPackage(ids[i] ?? f.id);
        const p = `comboPackages.packages.${i}` as const;
        return (
          <section key={f.key} className="space-y-4 rounded-xl border border-stone-200 p-4">
            <div className="flex items-center justify-between gap-2">
              {locked ? (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-stone-500">
                  <Lock className="h-3.5 w-3.5" /> {t("combos.locked")}
                </span>
              ) : (
                <span />
              )}
              <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={() => remove(i)}>
                <Trash2 className="h-4 w-4" /> {t("combos.removePackage")}
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name={`${p}.packageName`} id={`pkg-${i}-name`} label={t("combos.name")} readOnly={locked} />
              <NumberField
                name={`${p}.price`}
                id={`pkg-${i}-price`}
                label={t("combos.price")}
                min={0}
                step={1000}
                zeroWhenEmpty
              />
            </div>
            <PackageEvents index={i} locked={locked} />
            <div>
              <h4 className="mb-2 text-sm font-medium text-stone-700">{t("combos.deliverables")}</h4>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
                {DELIVERABLES.map((d) => (
                  <NumberField
                    key={d}
                    name={`${p}.deliverables.${d}`}
                    id={`pkg-${i}-${d}`}
                    label={t(`combos.${d}`)}
                    min={0}
                    zeroWhenEmpty
                  />
                ))}
              </div>
              <Checkbox
                className="mt-3"
                id={`pkg-${i}-all`}
                label={t("combos.allEditedPictures")}
                {...register(`${p}.deliverables.allEditedPictures`)}
              />
            </div>
          </section>
        );
      })}
      <Button
        variant="secondary"
        onClick={() =>
          append({
            id: `custom-${Date.now()}`,
            packageName: t("combos.newPackage"),
            price: 0,
            events: [newComboEvent(EVENT_CATALOGUE[0].name)],
            deliverables: {
              albums: 0,
              frames: 0,
              fullVideos: 0,
              cinematicHighlights: 0,
              instagramReels: 0,
              pendrive: 0,
              allEditedPictures: false,
            },
          })
        }
      >
        <Plus className="h-4 w-4" /> {t("combos.addPackage")}
      </Button>
    </div>
  );
}
