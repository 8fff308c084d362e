import { CUSTOM_AREA_REVIEW_NOTE, type LocationTree, municipalityLabel } from "@bihe/shared";
import { locationRefs } from "@bihe/shared/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Localized } from "../../i18n/localized";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { callApi } from "../../lib/call-api";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { notify } from "../ui/toast";
import { Combobox, type ComboOption } from "./combobox";
import { areasQueryKey, districtKeywords, type LocationValue, useLocations, useWardAreas } from "./use-locations";

export type { LocationValue } from "./use-locations";
export type LocationLevel = "province" | "district" | "municipality" | "ward" | "area";

const ALL_LEVELS: readonly LocationLevel[] = ["province", "district", "municipality", "ward", "area"];
const FIELD: Record<LocationLevel, keyof LocationValue> = {
  province: "provinceId",
  district: "districtId",
  municipality: "municipalityId",
  ward: "ward",
  area: "areaId",
};

export type LocationPickerProps = {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  levels?: LocationLevel[];
  errors?: Partial<Record<keyof LocationValue, string>>;
  idPrefix?: string;
  disabled?: boolean;
  /** Offer 'Add a custom area' (vendors and admins; the server refuses others). Default true. */
  allowCustomArea?: boolean;
  className?: string;
  /**
   * The places to offer, when the caller has them (a listing's filter: the regions and the chosen district's local
   * levels); without it the picker asks for the whole tree.
   */
  places?: { tree: LocationTree | undefined; isLoading: boolean; isError: boolean };
};

/** A name-only area (custom text not saved as an area row) shows under this id. */
const NAME_ONLY_AREA = -1;

/**
 * Province -> district -> municipality -> ward -> area (spec 001 section 4 'Address cascade'):
 * each level is disabled until its parent is chosen, and changing a level clears every level
 * below it. Levels left out of `levels` are skipped: their children are then offered from the
 * nearest chosen ancestor (or the whole country), and choosing one fills in its ancestors.
 */
export function LocationPicker({
  value,
  onChange,
  levels = [...ALL_LEVELS],
  errors,
  idPrefix = "location",
  disabled,
  allowCustomArea = true,
  className,
  places,
}: LocationPickerProps) {
  const { t, i18n } = useTranslation("reference");
  const whole = useLocations(!places);
  // Only these three read from the query: a spread would subscribe the picker to every change of its state.
  const { tree, isLoading, isError } = places ?? {
    tree: whole.data,
    isLoading: whole.isLoading,
    isError: whole.isError,
  };
  const shown = (l: LocationLevel) => levels.includes(l);
  const wardsWanted = shown("ward") || shown("area");
  const areasQuery = useWardAreas(
    shown("area") ? value.municipalityId : undefined,
    shown("area") ? value.ward : undefined,
  );
  const qc = useQueryClient();
  const [customOpen, setCustomOpen] = useState(false);
  const [customName, setCustomName] = useState("");
  const [saving, setSaving] = useState(false);
  const [customError, setCustomError] = useState<string | undefined>();
  const [note, setNote] = useState<{ areaId: number; text: string } | null>(null);

  const ne = i18n.language === "ne";
  const lists = useMemo(() => buildLists(tree, value, ne, (n) => t("location.wardN", { n })), [tree, value, ne, t]);

  /** A level is usable when every shown level above it has a value. */
  const enabled = (level: LocationLevel) => {
    if (disabled || !tree) return false;
    const above = ALL_LEVELS.slice(0, ALL_LEVELS.indexOf(level));
    if (level === "ward" && value.municipalityId == null) return false;
    if (level === "area" && (value.municipalityId == null || value.ward == null)) return false;
    return above.every((l) => !shown(l) || value[FIELD[l]] != null);
  };

  const resetCustom = () => {
    setCustomOpen(false);
    setCustomName("");
    setCustomError(undefined);
    setNote(null);
  };

  const choose = (level: LocationLevel, id: number) => {
    if (!tree) return;
    resetCustom();
    if (level === "province") {
      if (id !== value.provinceId) onChange({ provinceId: id });
    } else if (level === "district") {
      if (id === value.districtId) return;
      const p = tree.provinces.find((x) => x.districts.some((d) => d.id === id));
      onChange({ provinceId: p?.id, districtId: id });
    } else if (level === "municipality") {
      if (id === value.municipalityId) return;
      for (const p of tree.provinces)
        for (const d of p.districts)
          if (d.municipalities.some((m) => m.id === id))
            onChange({ provinceId: p.id, districtId: d.id, municipalityId: id });
    } else if (level === "ward") {
      if (id === value.ward) return;
      onChange({
        provinceId: value.provinceId,
        districtId: value.districtId,
        municipalityId: value.municipalityId,
        ward: id,
      });
    } else if (level === "area") {
      if (id === NAME_ONLY_AREA) return;
      const area = areasQuery.data?.areas.find((a) => a.id === id);
      onChange({ ...value, areaId: id, areaName: area?.name });
    }
  };

  const saveCustomArea = async () => {
    const name = customName.trim().replace(/\s+/g, " ");
    if (name.length < 2) {
      setCustomError(t("location.customAreaName"));
      return;
    }
    if (value.municipalityId == null || value.ward == null) return;
    setSaving(true);
    setCustomError(undefined);
    try {
      const { area, created } = await callApi(locationRefs.proposeArea, {
        body: { municipalityId: value.municipalityId, ward: value.ward, name },
      });
      await qc.invalidateQueries({ queryKey: areasQueryKey(value.municipalityId, value.ward) });
      onChange({ ...value, areaId: area.id, areaName: area.name });
      setCustomOpen(false);
      setCustomName("");
      const text =
        created || area.status === "pending"
          ? t("location.customAreaNote", { name: area.name })
          : t("location.existingAreaNote", { name: area.name });
      setNote({ areaId: area.id, text });
      if (created) notify.success(t("location.customAreaSaved"), CUSTOM_AREA_REVIEW_NOTE);
    } catch (err) {
      setCustomError(errorMessage(err, t("location.customAreaFailed")));
    } finally {
      setSaving(false);
    }
  };

  const areaOptions: ComboOption<number>[] = useMemo(() => {
    const list: ComboOption<number>[] = (areasQuery.data?.areas ?? []).map((a) => ({
      value: a.id,
      label: a.name,
      hint: a.status === "pending" ? t("location.pendingReview") : undefined,
    }));
    if (value.areaId != null && !list.some((o) => o.value === value.areaId) && value.areaName) {
      list.push({ value: value.areaId, label: value.areaName });
    }
    if (value.areaId == null && value.areaName) list.push({ value: NAME_ONLY_AREA, label: value.areaName });
    return list;
  }, [areasQuery.data, value.areaId, value.areaName, t]);

  if (isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {t("location.loadFailed")}
      </p>
    );
  }

  const placeholder = (level: LocationLevel, parent?: LocationLevel) =>
    enabled(level) || !parent
      ? isLoading
        ? t("location.loading")
        : t("location.choose", { level: t(`location.${level}`) })
      : t("location.chooseParentFirst", { level: t(`location.${parent}`).toLowerCase() });

  const parentOf = (level: LocationLevel): LocationLevel | undefined => {
    const above = ALL_LEVELS.slice(0, ALL_LEVELS.indexOf(level)).filter(shown);
    return above[above.length - 1] ?? (level === "ward" || level === "area" ? "municipality" : undefined);
  };

  const common = (level: LocationLevel) => ({
    id: `${idPrefix}-${level}`,
    label: t(`location.${level}`),
    disabled: !enabled(level),
    placeholder: placeholder(level, parentOf(level)),
    error: errors?.[FIELD[level]] ?? (level === "area" ? errors?.areaName : undefined),
    noMatchText: t("location.noMatch"),
    onChange: (id: number) => choose(level, id),
  });

  return (
    <div className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {shown("province") && <Combobox {...common("province")} options={lists.provinces} value={value.provinceId} />}
      {shown("district") && <Combobox {...common("district")} options={lists.districts} value={value.districtId} />}
      {shown("municipality") && (
        <Combobox {...common("municipality")} options={lists.municipalities} value={value.municipalityId} />
      )}
      {wardsWanted && shown("ward") && <Combobox {...common("ward")} options={lists.wards} value={value.ward} />}
      {shown("area") && (
        <div className="space-y-2 sm:col-span-2">
          <Combobox
            {...common("area")}
            options={areaOptions}
            value={value.areaId ?? (value.areaName ? NAME_ONLY_AREA : undefined)}
            action={
              allowCustomArea
                ? {
                    label: (q) =>
                      q.trim() ? t("location.addCustomAreaNamed", { name: q.trim() }) : t("location.addCustomArea"),
                    onSelect: (q) => {
                      setNote(null);
                      setCustomError(undefined);
                      setCustomName(q.trim());
                      setCustomOpen(true);
                    },
                  }
                : undefined
            }
          />
          {customOpen && (
            <div className="space-y-2 rounded-lg border border-stone-200 bg-stone-50 p-3">
              <label htmlFor={`${idPrefix}-custom-area`} className="block text-sm font-medium text-stone-700">
                {t("location.customAreaName")}
              </label>
              <Input
                id={`${idPrefix}-custom-area`}
                autoFocus
                maxLength={80}
                value={customName}
                aria-invalid={customError ? true : undefined}
                onChange={(e) => setCustomName(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    void saveCustomArea();
                  } else if (e.key === "Escape") {
                    e.preventDefault();
                    setCustomOpen(false);
                  }
                }}
              />
              <p className="text-xs text-stone-500">
                <Localized message={CUSTOM_AREA_REVIEW_NOTE} />
              </p>
              {customError && (
                <p role="alert" className="text-sm text-red-600">
                  <Localized message={customError} />
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => void saveCustomArea()} disabled={saving}>
                  {saving ? t("location.saving") : t("location.saveArea")}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setCustomOpen(false)} disabled={saving}>
                  {t("location.cancel")}
                </Button>
              </div>
            </div>
          )}
          {note && note.areaId === value.areaId && (
            <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
              {note.text}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

type Lists = {
  provinces: ComboOption<number>[];
  districts: ComboOption<number>[];
  municipalities: ComboOption<number>[];
  wards: ComboOption<number>[];
};

/** The options of each level under the deepest chosen ancestor (or the whole country). */
/** Place names in the reader's language, the other language beside them (both are searchable). */
function buildLists(
  tree: LocationTree | undefined,
  value: LocationValue,
  ne: boolean,
  wardLabel: (n: number) => string,
): Lists {
  if (!tree) return { provinces: [], districts: [], municipalities: [], wards: [] };
  const names = (en: string, nepali: string) => (ne ? { label: nepali, hint: en } : { label: en, hint: nepali });
  const provinces = tree.provinces.map((p) => ({
    value: p.id,
    ...names(p.name, p.nameNe),
    keywords: [p.nameNe, p.name],
  }));
  const inProvince =
    value.provinceId != null ? tree.provinces.filter((p) => p.id === value.provinceId) : tree.provinces;
  const districtsAll = inProvince.flatMap((p) => p.districts);
  const districts = districtsAll.map((d) => ({
    value: d.id,
    ...names(d.name, d.nameNe),
    keywords: [...districtKeywords(d), d.name],
  }));
  const inDistrict = value.districtId != null ? districtsAll.filter((d) => d.id === value.districtId) : districtsAll;
  const municipalitiesAll = inDistrict.flatMap((d) => d.municipalities);
  const municipalities = municipalitiesAll.map((m) => ({
    value: m.id,
    ...names(municipalityLabel(m), m.nameNe),
    keywords: [m.nameNe, municipalityLabel(m)],
  }));
  const m = value.municipalityId != null ? municipalitiesAll.find((x) => x.id === value.municipalityId) : undefined;
  const wards = m
    ? Array.from({ length: m.wards }, (_, i) => ({ value: i + 1, label: wardLabel(i + 1), keywords: [String(i + 1)] }))
    : [];
  return { provinces, districts, municipalities, wards };
}
