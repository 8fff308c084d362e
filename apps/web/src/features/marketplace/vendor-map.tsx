import { MapPin } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";

/**
 * The address as a page of Google Maps: the older embed form (`maps.google.com/maps?q=…&output=embed`,
 * what the server builds for a pin) without `output=embed`; any other embed URL opens as it is.
 */
export function mapsPageOf(embedUrl: string): string {
  const url = new URL(embedUrl);
  if (url.searchParams.get("output") !== "embed") return embedUrl;
  // The other parameters as they were written (searchParams would encode the pin's comma).
  url.search = url.search
    .slice(1)
    .split("&")
    .filter((p) => p !== "output=embed")
    .join("&");
  return url.toString();
}

/**
 * A vendor's map (decision 0029): our own iframe of the validated embed URL (DESIGN), made when the
 * visitor asks for it, in the box it will fill. Until then the page loads nothing from Google (no
 * third party's scripts and tiles on a phone, no visitor's address sent to Google unasked, and no
 * browser error box without internet), and a link opens the address in Google Maps.
 */
export function VendorMap({ embedUrl }: { embedUrl: string }) {
  const { t } = useTranslation("marketplace");
  const [shown, setShown] = useState(false);
  if (shown)
    return (
      <iframe
        title={t("page.map")}
        src={embedUrl}
        width="100%"
        height="300"
        className="mt-3 rounded-lg border-0"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  return (
    <div className="mt-3 flex h-[300px] flex-col items-center justify-center gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4 text-center">
      <MapPin className="h-8 w-8 text-brand-700" aria-hidden="true" />
      <Button variant="secondary" size="sm" onClick={() => setShown(true)}>
        {t("page.showMap")}
      </Button>
      <a
        href={mapsPageOf(embedUrl)}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm font-medium text-brand-700 underline underline-offset-2"
      >
        {t("page.openInMaps")}
      </a>
    </div>
  );
}
