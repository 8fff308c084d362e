import {
  isInNepal,
  MAP_EMBED_HEIGHT,
  parseMapInput,
  resolveMapLocation,
  roundCoordinate,
  type VendorApplication,
} from "@bihe/shared";
import { AlertTriangle, Loader2, LocateFixed, X } from "lucide-react";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field, Input, Textarea } from "../../../components/ui/input";
import { useTranslation } from "../../../i18n/use-translation";
import { toNumberOrNull, useFieldError } from "../fields";

type LocateState = "idle" | "locating" | "denied" | "unavailable";

/**
 * A map pin a phone can give (docs/decisions/0020). 'Use my current location' (the browser's
 * geolocation), latitude and longitude typed in, or a Google Maps share link / embed code / coordinates
 * pasted; a pasted link's pin fills the two fields. The server stores the pin and builds the embed;
 * the preview here is that same embed.
 */
export function MapPinField() {
  const { t } = useTranslation("wizard");
  const { t: tf } = useTranslation("vendorForm");
  const { register, setValue, control } = useFormContext<VendorApplication>();
  const error = useFieldError();
  const address = useWatch({ control, name: "businessAddress" });
  const [locate, setLocate] = useState<LocateState>("idle");
  const opts = { shouldDirty: true, shouldValidate: false } as const;

  const setPin = (lat: number | null, lng: number | null) => {
    setValue("businessAddress.latitude", lat == null ? null : roundCoordinate(lat), opts);
    setValue("businessAddress.longitude", lng == null ? null : roundCoordinate(lng), opts);
  };

  const locateMe = () => {
    if (!("geolocation" in navigator)) return setLocate("unavailable");
    setLocate("locating");
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setPin(pos.coords.latitude, pos.coords.longitude);
        // The pin is the map now; an older pasted embed would only confuse.
        setValue("businessAddress.googleMapsIframe", "", opts);
        setLocate("idle");
      },
      (err) => setLocate(err.code === err.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const pasted = register("businessAddress.googleMapsIframe", {
    onChange: (e: { target: { value: string } }) => {
      const parsed = parseMapInput(e.target.value);
      const point = parsed.kind === "coordinates" ? parsed.point : parsed.kind === "embed" ? parsed.point : null;
      if (point) setPin(point.lat, point.lng);
    },
  });

  const map = resolveMapLocation(address);
  const latError = error("businessAddress.latitude");
  const lngError = error("businessAddress.longitude");
  const pasteError = error("businessAddress.googleMapsIframe");
  const hasPin = address.latitude != null || address.longitude != null;

  return (
    <section className="space-y-3 rounded-xl border border-stone-200 p-4" aria-labelledby="map-pin-title">
      <h3 id="map-pin-title" className="font-semibold text-stone-900">
        {t("map.title")}
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={locateMe} disabled={locate === "locating"}>
          {locate === "locating" ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <LocateFixed className="h-4 w-4" aria-hidden="true" />
          )}
          {locate === "locating" ? t("map.locating") : t("map.useLocation")}
        </Button>
        {hasPin && (
          <Button variant="ghost" size="sm" onClick={() => setPin(null, null)}>
            <X className="h-4 w-4" aria-hidden="true" /> {t("map.clear")}
          </Button>
        )}
      </div>
      {(locate === "denied" || locate === "unavailable") && (
        <p role="alert" className="text-sm text-red-700">
          {t(`map.${locate}`)}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Field label={t("map.latitude")} htmlFor="latitude" error={latError}>
          <Input
            id="latitude"
            type="number"
            inputMode="decimal"
            step="any"
            placeholder="27.7172"
            aria-invalid={latError ? true : undefined}
            {...register("businessAddress.latitude", { setValueAs: toNumberOrNull })}
          />
        </Field>
        <Field label={t("map.longitude")} htmlFor="longitude" error={lngError}>
          <Input
            id="longitude"
            type="number"
            inputMode="decimal"
            step="any"
            placeholder="85.3240"
            aria-invalid={lngError ? true : undefined}
            {...register("businessAddress.longitude", { setValueAs: toNumberOrNull })}
          />
        </Field>
      </div>
      <p className="text-center text-xs uppercase tracking-wide text-stone-500">{t("map.or")}</p>
      <Field label={tf("address.maps")} htmlFor="googleMapsIframe" error={pasteError} hint={t("map.pasteHint")}>
        <Textarea
          id="googleMapsIframe"
          rows={3}
          className="font-mono text-xs"
          placeholder="https://maps.google.com/?q=27.7172,85.3240"
          aria-invalid={pasteError ? true : undefined}
          {...pasted}
        />
      </Field>
      {map.point && !isInNepal(map.point) && (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" /> {t("map.outsideNepal")}
        </p>
      )}
      {map.embedUrl && (
        // Our own iframe around the embed URL the server would build: pasted HTML is never rendered.
        <iframe
          title={tf("address.preview")}
          src={map.embedUrl}
          width="100%"
          height={MAP_EMBED_HEIGHT}
          className="rounded-lg border border-stone-200"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      )}
    </section>
  );
}
