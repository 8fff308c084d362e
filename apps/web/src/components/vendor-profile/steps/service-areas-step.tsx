import type { VendorApplication } from "@bihe/shared";
import { useEffect, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useLocations } from "../../../components/location/use-locations";
import { PageSpinner } from "../../../components/ui/card";
import { usePlainFormat } from "../../../i18n/format-plain";
import { useTranslation } from "../../../i18n/use-translation";
import { Checkbox, FormError, StepIntro, useFieldError } from "../fields";

type Area = { provinceId: number; districtId: number };

export function ServiceAreasStep() {
  const { t } = useTranslation("vendorForm");
  const f = usePlainFormat();
  const { setValue, control, getValues } = useFormContext<VendorApplication>();
  const { data: tree } = useLocations();
  const error = useFieldError()("serviceAreas.areas");
  const areas = useWatch({ control, name: "serviceAreas.areas" }) ?? [];
  const selected = new Set(areas.map((a) => a.districtId));
  const [open, setOpen] = useState<Set<number>>(() => new Set(areas.map((a) => a.provinceId)));
  const seeded = useRef(false);

  const set = (next: Area[]) => setValue("serviceAreas.areas", next, { shouldDirty: true, shouldValidate: !!error });

  // The business district's province is pre-selected (all its districts) when nothing is chosen yet.
  useEffect(() => {
    if (!tree || seeded.current) return;
    seeded.current = true;
    const provinceId = getValues("businessAddress.provinceId");
    if (getValues("serviceAreas.areas").length === 0 && provinceId != null) {
      const p = tree.provinces.find((x) => x.id === provinceId);
      if (p) {
        setValue(
          "serviceAreas.areas",
          p.districts.map((d) => ({ provinceId: p.id, districtId: d.id })),
          { shouldDirty: true },
        );
        setOpen(new Set([p.id]));
      }
    }
  }, [tree, getValues, setValue]);

  if (!tree) return <PageSpinner />;

  const toggleProvince = (provinceId: number, on: boolean) => {
    const p = tree.provinces.find((x) => x.id === provinceId);
    if (!p) return;
    const rest = areas.filter((a) => a.provinceId !== provinceId);
    set(on ? [...rest, ...p.districts.map((d) => ({ provinceId, districtId: d.id }))] : rest);
  };
  const toggleDistrict = (provinceId: number, districtId: number, on: boolean) =>
    set(on ? [...areas, { provinceId, districtId }] : areas.filter((a) => a.districtId !== districtId));

  return (
    <div>
      <StepIntro>{t("areas.hint")}</StepIntro>
      <FormError message={error} />
      <ul className="mt-2 space-y-3">
        {tree.provinces.map((p) => {
          const count = p.districts.filter((d) => selected.has(d.id)).length;
          const all = count === p.districts.length;
          const isOpen = open.has(p.id);
          return (
            <li key={p.id} className="rounded-xl border border-stone-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Checkbox
                  id={`province-${p.id}`}
                  label={<span className="font-medium text-stone-900">{f.placeLabel(p)}</span>}
                  checked={all}
                  ref={(el) => {
                    if (el) el.indeterminate = count > 0 && !all;
                  }}
                  onChange={(e) => toggleProvince(p.id, e.target.checked)}
                />
                <div className="flex items-center gap-3 text-xs text-stone-500">
                  {count > 0 && <span>{t("areas.selected", { count })}</span>}
                  <button
                    type="button"
                    className="font-medium text-brand-700 hover:underline"
                    aria-expanded={isOpen}
                    onClick={() =>
                      setOpen((s) => {
                        const n = new Set(s);
                        if (n.has(p.id)) n.delete(p.id);
                        else n.add(p.id);
                        return n;
                      })
                    }
                  >
                    {isOpen ? t("areas.hide") : t("areas.show")}
                  </button>
                </div>
              </div>
              {isOpen && (
                <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
                  {p.districts.map((d) => (
                    <Checkbox
                      key={d.id}
                      id={`district-${d.id}`}
                      label={f.placeLabel(d)}
                      checked={selected.has(d.id)}
                      onChange={(e) => toggleDistrict(p.id, d.id, e.target.checked)}
                    />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
