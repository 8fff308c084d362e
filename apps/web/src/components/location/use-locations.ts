import {
  DISTRICT_ALIASES,
  type DistrictLocalLevels,
  findDistrict,
  findMunicipality,
  findProvince,
  type LocationDistrict,
  type LocationMunicipality,
  type LocationProvince,
  type LocationRegions,
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
export function useLocations(enabled = true) {
  return useQuery({
    ...contractQuery(locationRefs.tree),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    enabled,
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

/** The local levels of the district chosen (or of the district of the local level chosen); none without either. */
export function useLocalLevels(districtId?: number, municipalityId?: number) {
  const query = districtId != null ? { district: districtId } : { municipality: municipalityId };
  return useQuery({
    ...contractQuery(locationRefs.localLevels, { query }),
    enabled: districtId != null || municipalityId != null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A tree with every province and district and the local levels of one district alone: what a place filter needs
 * to offer provinces, districts and the chosen district's local levels, without the 83 KB of all of them.
 */
export function regionsTree(
  regions: LocationRegions | undefined,
  levels?: DistrictLocalLevels,
): LocationTree | undefined {
  if (!regions) return undefined;
  return {
    provinces: regions.provinces.map((p) => ({
      ...p,
      districts: p.districts.map((d) => ({
        ...d,
        municipalities: d.id === levels?.districtId ? levels.municipalities : [],
      })),
    })),
  };
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
