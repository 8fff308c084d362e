import { MAP_EMBED_HEIGHT, parseGoogleMapsEmbed, type VendorApplication } from "@bihe/shared";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LocationPicker, type LocationValue } from "../../../components/location/location-picker";
import { Field, Textarea } from "../../../components/ui/input";
import { TextField, useFieldError } from "../fields";

const KEYS = ["provinceId", "districtId", "municipalityId", "ward", "areaId", "areaName"] as const;

export function BusinessAddressStep() {
  const { t } = useTranslation("vendorForm");
  const { register, setValue, control } = useFormContext<VendorApplication>();
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
  const embed = parseGoogleMapsEmbed(address.googleMapsIframe);
  const mapsError = error("businessAddress.googleMapsIframe");

  return (
    <div className="space-y-4">
      <LocationPicker value={value} onChange={onChange} errors={errors} idPrefix="business" />
      <TextField name="businessAddress.toleStreet" id="toleStreet" label={t("address.street")} />
      <Field label={t("address.maps")} htmlFor="googleMapsIframe" error={mapsError} hint={t("address.mapsHint")}>
        <Textarea
          id="googleMapsIframe"
          rows={3}
          className="font-mono text-xs"
          placeholder='<iframe src="https://www.google.com/maps/embed?pb=..."></iframe>'
          aria-invalid={mapsError ? true : undefined}
          {...register("businessAddress.googleMapsIframe")}
        />
      </Field>
      {embed && (
        // Our own iframe around the validated embed URL: the pasted HTML is never rendered.
        <iframe
          title={t("address.preview")}
          src={embed}
          width="100%"
          height={MAP_EMBED_HEIGHT}
          className="rounded-lg border border-stone-200"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      )}
    </div>
  );
}
