import type { VendorApplication } from "@bihe/shared";
import { useFormContext, useWatch } from "react-hook-form";
import { LocationPicker, type LocationValue } from "../../../components/location/location-picker";
import { useTranslation } from "../../../i18n/use-translation";
import { TextField, useFieldError } from "../fields";
import { MapPinField } from "./map-pin-field";

const KEYS = ["provinceId", "districtId", "municipalityId", "ward", "areaId", "areaName"] as const;

export function BusinessAddressStep() {
  const { t } = useTranslation("vendorForm");
  const { setValue, control } = useFormContext<VendorApplication>();
  const error = useFieldError();
  const address = useWatch({ control, name: "businessAddress" });
  const value: LocationValue = {
    provinceId: address.provinceId ?? undefined,
    districtId: address.districtId ?? undefined,
    municipalityId: address.municipalityId ?? undefined,
    ward: address.ward ?? undefined,
    areaId: address.areaId ?? undefined,
    areaName: address.areaName || undefined,
  };
  const onChange = (next: LocationValue) => {
    for (const key of KEYS) {
      const v = next[key];
      setValue(`businessAddress.${key}`, (key === "areaName" ? (v ?? "") : (v ?? null)) as never, {
        shouldDirty: true,
        shouldValidate: false,
      });
    }
  };
  const errors = {
    provinceId: error("businessAddress.provinceId"),
    districtId: error("businessAddress.districtId"),
    municipalityId: error("businessAddress.municipalityId"),
    ward: error("businessAddress.ward"),
    areaName: error("businessAddress.areaName"),
  };

  return (
    <div className="space-y-4">
      <LocationPicker value={value} onChange={onChange} errors={errors} idPrefix="business" />
      <TextField name="businessAddress.toleStreet" id="toleStreet" label={t("address.street")} />
      <MapPinField />
    </div>
  );
}
