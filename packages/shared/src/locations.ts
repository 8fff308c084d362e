/** Nepal's location tree (province > district > local level > ward > area) and place helpers. */
import { z } from "zod";

export const MUNICIPALITY_TYPES = [
  "Metropolitan City",
  "Sub-Metropolitan City",
  "Municipality",
  "Rural Municipality",
] as const;
export type MunicipalityType = (typeof MUNICIPALITY_TYPES)[number];

export const locationMunicipalitySchema = z.object({
  id: z.number(),
  name: z.string(),
  nameNe: z.string(),
  type: z.enum(MUNICIPALITY_TYPES),
  wards: z.number(),
});
export type LocationMunicipality = z.infer<typeof locationMunicipalitySchema>;
export const locationDistrictSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameNe: z.string(),
  municipalities: z.array(locationMunicipalitySchema),
});
export type LocationDistrict = z.infer<typeof locationDistrictSchema>;
export const locationProvinceSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameNe: z.string(),
  districts: z.array(locationDistrictSchema),
});
export type LocationProvince = z.infer<typeof locationProvinceSchema>;
/** The answer of GET /api/locations. */
export const locationTreeSchema = z.object({ provinces: z.array(locationProvinceSchema) });
export type LocationTree = z.infer<typeof locationTreeSchema>;
/**
 * The answer of GET /api/locations/regions: provinces and their districts alone, what a search by
 * place offers (about 7 KB against the tree's 83 KB, so the home page can carry it in its HTML).
 */
export const locationRegionsSchema = z.object({
  provinces: z.array(
    locationProvinceSchema.extend({ districts: z.array(locationDistrictSchema.omit({ municipalities: true })) }),
  ),
});
export type LocationRegions = z.infer<typeof locationRegionsSchema>;
/**
 * The answer of GET /api/locations/local-levels: the local levels of one district, in the tree's order, and where
 * the district is. The listing's place filter starts from the regions and asks for these only when a district (or
 * one of its local levels) is chosen, instead of the whole tree with all 753 local levels.
 */
export const districtLocalLevelsSchema = z.object({
  provinceId: z.number(),
  districtId: z.number(),
  municipalities: z.array(locationMunicipalitySchema),
});
export type DistrictLocalLevels = z.infer<typeof districtLocalLevelsSchema>;
const placeId = z.coerce.number().int().min(1).max(2_147_483_647);
/** Which district: by its id, or by the id of one of its local levels (a listing address may name only that). */
export const localLevelsQuerySchema = z
  .object({ district: placeId.optional(), municipality: placeId.optional() })
  .refine((q) => (q.district == null) !== (q.municipality == null), {
    message: "Give either a district or a municipality",
  });

export const AREA_STATUSES = ["pending", "approved", "rejected"] as const;
export type AreaStatus = (typeof AREA_STATUSES)[number];
/** An area (tole) of a ward, as answered by GET /api/areas and POST /api/areas. */
export const areaDtoSchema = z.object({
  id: z.number(),
  municipalityId: z.number(),
  ward: z.number(),
  name: z.string(),
  status: z.enum(AREA_STATUSES),
  /** True when the caller proposed it. */
  mine: z.boolean(),
});
export type AreaDto = z.infer<typeof areaDtoSchema>;

export * from "./location-rules";
