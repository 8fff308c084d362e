import {
  DISTRICT_ALIASES,
  findDistrict,
  findMunicipality,
  findProvince,
  type LocationDistrict,
  type LocationMunicipality,
  type LocationProvince,
  type LocationTree,
  municipalityLabel,
} from "@bihe/shared";
import { locationRefs } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { contractQuery } from "../../lib/call-api";

/** The picker's value: ids of each level; a custom area may be only a name. */
export type LocationValue = {
  provinceId?: number;
  districtId?: number;
  municipalityId?: number;
  ward?: number;
  areaId?: number;
  areaName?: string;
};

/** The whole location tree: fetched once per session (the server caches it for a week, with an ETag). */
export function useLocations() {
  return useQuery({
    ...contractQuery(locationRefs.tree),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Provinces and their districts alone: the home page's search (its server-drawn page carries them). */
export function useRegions() {
  return useQuery({
    ...contractQuery(locationRefs.regions),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export const areasQueryKey = (municipalityId?: number, ward?: number) =>
  locationRefs.wardAreas.queryKey({ query: { municipalityId, ward } });

/** The approved areas of a ward plus the caller's own pending ones. */
export function useWardAreas(municipalityId?: number, ward?: number) {
  return useQuery({
    ...contractQuery(locationRefs.wardAreas, { query: { municipalityId, ward } }),
    enabled: municipalityId != null && ward != null,
    staleTime: 60_000,
  });
}

export type LocationNames = {
  province?: LocationProvince;
  district?: LocationDistrict;
  municipality?: LocationMunicipality;
  /** "Kathmandu Metropolitan City". */
  municipalityLabel?: string;
  /** "Ward 32". */
  wardLabel?: string;
};

/** Names of the chosen ids (for summaries, cards and the location text). */
export function locationNames(tree: LocationTree | undefined, value: LocationValue): LocationNames {
  const municipality = findMunicipality(tree, value.municipalityId);
  return {
    province: findProvince(tree, value.provinceId),
    district: findDistrict(tree, value.districtId),
    municipality,
    municipalityLabel: municipality ? municipalityLabel(municipality) : undefined,
    wardLabel: value.ward ? `Ward ${value.ward}` : undefined,
  };
}

/** Names of the chosen ids, from the cached tree. */
export function useLocationNames(value: LocationValue): LocationNames {
  const { data } = useLocations();
  return locationNames(data, value);
}

/** Searchable words of a district: its Nepali name and the aliases people type (Kavre, Chitawan...). */
export const districtKeywords = (d: LocationDistrict) => [d.nameNe, ...(DISTRICT_ALIASES[d.name] ?? [])];
