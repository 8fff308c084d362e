import {
  cityFromMunicipality,
  type LeadListItem,
  type LeadLocationRow,
  type LeadStatus,
  valleyClassification,
  visibleEvents,
} from "@bihe/shared";
import { Badge } from "../../components/ui/card";
import type { PlainFormatter } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";

const TONES: Record<LeadStatus, "blue" | "yellow" | "brand" | "green" | "red"> = {
  inquiry: "blue",
  called: "yellow",
  quotation_sent: "brand",
  won: "green",
  lost: "red",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation("leads");
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}

/** Inside Valley / Outside Valley / Mixed, from the lead's location cities. */
export function ValleyBadge({ lead }: { lead: Pick<LeadListItem, "locations"> }) {
  const { t } = useTranslation("leads");
  const label = valleyClassification(lead.locations);
  if (!label) return null;
  return (
    <Badge tone={label === "Inside Valley" ? "green" : label === "Outside Valley" ? "yellow" : "neutral"}>
      {t(`valley.${label}`)}
    </Badge>
  );
}

/** The events a lead shows (Wedding (Both Sides) hides the others). */
export const shownEventNames = (lead: LeadListItem) => visibleEvents(lead.events).map((e) => e.eventName);

/**
 * A location's city in the reader's language: the local level's Nepali name when the city is that local
 * level's (the form fills it in from the pick), else as written (a district's name in Nepali).
 */
export function cityText(
  l: Pick<LeadLocationRow, "city" | "municipality" | "municipalityNe">,
  f: PlainFormatter,
): string | null {
  if (!l.city) return null;
  if (f.lang === "ne" && l.municipalityNe && l.city === cityFromMunicipality(l.municipality)) return l.municipalityNe;
  return f.place(l.city);
}

/** The first location's city with one, in the reader's language (the lists' City column). */
export function firstCityText(lead: LeadListItem, f: PlainFormatter): string | null {
  const located = lead.locations.find((l) => l.city);
  return located ? cityText(located, f) : null;
}

/** A location's area, city, district and province in the reader's language, each once. */
export function placeParts(l: LeadLocationRow, f: PlainFormatter): string {
  const parts = [l.area, cityText(l, f), l.district && f.place(l.district), l.province && f.place(l.province)];
  return [...new Set(parts.filter((p): p is string => Boolean(p)))].join(", ");
}
