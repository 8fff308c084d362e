import { findMunicipality } from "@bihe/shared";
import { NepaliDatePicker } from "../../components/calendar/nepali-date-picker";
import { TimePicker } from "../../components/calendar/time-picker";
import { LocationPicker, type LocationValue } from "../../components/location/location-picker";
import { useLocations } from "../../components/location/use-locations";
import { Localized } from "../../i18n/localized";

type FieldProps = { id: string; label: string; value: string; onChange: (v: string) => void; error?: string };

/** The shared Nepali calendar picker; the value is the AD date 'YYYY-MM-DD'. */
export function DateInput({ id, label, value, onChange, error }: FieldProps) {
  return <NepaliDatePicker id={id} label={label} value={value || undefined} onChange={onChange} error={error} />;
}

/** The shared 12-hour time picker; the value is "h:mm AM" or "". */
export function TimeInput({ id, label, value, onChange, error }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <TimePicker id={id} aria-label={label} value={value || undefined} onChange={onChange} />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          <Localized message={error} />
        </p>
      )}
    </div>
  );
}

type Place = { provinceId?: unknown; districtId?: unknown; municipalityId?: unknown };
const idOf = (v: unknown) => (typeof v === "number" && v > 0 ? v : undefined);

/** Province -> district -> municipality (the shared cascading picker); reports the municipality's name for the city. */
export function PlaceInput({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: Place;
  onChange: (place: LocationValue, municipalityName?: string) => void;
  error?: string;
}) {
  const { data: tree } = useLocations();
  const picker: LocationValue = {
    provinceId: idOf(value.provinceId),
    districtId: idOf(value.districtId),
    municipalityId: idOf(value.municipalityId),
  };
  return (
    <LocationPicker
      idPrefix={idPrefix}
      levels={["province", "district", "municipality"]}
      value={picker}
      allowCustomArea={false}
      errors={error ? { municipalityId: error } : undefined}
      onChange={(v) => {
        const m = v.municipalityId !== picker.municipalityId ? findMunicipality(tree, v.municipalityId) : undefined;
        onChange(v, m?.name);
      }}
    />
  );
}
