import { type LeadListItem, type LeadStatus, valleyClassification, visibleEvents } from "@bihe/shared";
import { Badge } from "../../components/ui/card";
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
