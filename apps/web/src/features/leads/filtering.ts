import {
  adToBs,
  isAdInBsRange,
  LEAD_STATUSES,
  type LeadListItem,
  type SortState,
  time12To24,
  valleyClassification,
} from "@bihe/shared";

export type DateMode = "none" | "year" | "month" | "day";
export type LeadFilters = {
  client: string;
  eventType: string;
  dateMode: DateMode;
  dateOf: "event" | "inquiry";
  year: number | null;
  month: number | null;
  day: number | null;
  city: string;
};
export const EMPTY_FILTERS: LeadFilters = {
  client: "",
  eventType: "",
  dateMode: "none",
  dateOf: "event",
  year: null,
  month: null,
  day: null,
  city: "",
};

export type SortKey = "client" | "inquiryDate" | "eventDate" | "city" | "location" | "preferredTime" | "status";
export const SORT_KEYS: SortKey[] = [
  "client",
  "inquiryDate",
  "eventDate",
  "city",
  "location",
  "preferredTime",
  "status",
];

/** The lead's earliest event date (AD), or null. */
export const firstEventDate = (lead: LeadListItem) =>
  lead.events
    .map((e) => e.eventDate)
    .filter((d): d is string => !!d)
    .sort()[0] ?? null;

export const firstCity = (lead: LeadListItem) => lead.locations.find((l) => l.city)?.city ?? null;

export const leadCities = (lead: LeadListItem) => lead.locations.map((l) => l.city).filter((c): c is string => !!c);

export const isFiltering = (f: LeadFilters) =>
  !!f.client.trim() || !!f.eventType || !!f.city || (f.dateMode !== "none" && f.year !== null);

function dateMatches(ad: string, f: LeadFilters): boolean {
  if (!isAdInBsRange(ad)) return false;
  const bs = adToBs(ad);
  if (f.year !== null && bs.year !== f.year) return false;
  if (f.dateMode === "year") return true;
  if (f.month !== null && bs.month !== f.month) return false;
  if (f.dateMode === "month") return true;
  return f.day === null || bs.day === f.day;
}

/** Client-side filters of the queue (spec 001 2.13); dates compare in Bikram Sambat. */
export function filterLeads(leads: readonly LeadListItem[], f: LeadFilters): LeadListItem[] {
  const name = f.client.trim().toLowerCase();
  return leads.filter((lead) => {
    if (name && !lead.name.toLowerCase().includes(name)) return false;
    if (f.eventType && !lead.events.some((e) => e.eventName === f.eventType)) return false;
    if (f.city && !leadCities(lead).some((c) => c.toLowerCase() === f.city.toLowerCase())) return false;
    if (f.dateMode !== "none" && f.year !== null) {
      const dates =
        f.dateOf === "inquiry"
          ? [lead.inquiryDate]
          : lead.events.map((e) => e.eventDate).filter((d): d is string => !!d);
      if (!dates.some((d) => dateMatches(d, f))) return false;
    }
    return true;
  });
}

const sortValue = (lead: LeadListItem, key: SortKey): string | number | null => {
  switch (key) {
    case "client":
      return lead.name.toLowerCase();
    case "inquiryDate":
      return lead.inquiryDate;
    case "eventDate":
      return firstEventDate(lead);
    case "city":
      return firstCity(lead)?.toLowerCase() ?? null;
    case "location":
      return valleyClassification(lead.locations);
    case "preferredTime":
      return time12To24(lead.preferredContactTime);
    case "status":
      return LEAD_STATUSES.indexOf(lead.status);
  }
};

/** Sorted copy; empty values go last in both directions; no sort keeps the server's order (newest first). */
export function sortLeads(leads: readonly LeadListItem[], sort: SortState<SortKey>): LeadListItem[] {
  if (!sort) return [...leads];
  const dir = sort.dir === "asc" ? 1 : -1;
  return [...leads].sort((a, b) => {
    const va = sortValue(a, sort.key);
    const vb = sortValue(b, sort.key);
    if (va === vb) return 0;
    if (va === null) return 1;
    if (vb === null) return -1;
    return (va < vb ? -1 : 1) * dir;
  });
}
