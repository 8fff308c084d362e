import { z } from "zod";
import { adminAreaDtoSchema, adminAreaListQuerySchema, areaListQuerySchema, areaProposalSchema } from "../areas";
import {
  areaDtoSchema,
  districtLocalLevelsSchema,
  localLevelsQuerySchema,
  locationRegionsSchema,
  locationTreeSchema,
} from "../locations";
import { defineContract } from "./define";
import { queryKeys } from "./query-keys";

const tag = "locations";
const areaIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const areaAnswer = z.object({ area: areaDtoSchema });

const reviewArea = (action: "approve" | "reject") =>
  defineContract({
    method: "POST",
    path: `/api/admin/areas/:id/${action}`,
    summary: action === "approve" ? "Approve a proposed area (admin)" : "Reject a proposed area (admin)",
    tag,
    params: areaIdParams,
    responses: { 200: areaAnswer },
  });

/** Nepal's location tree and the areas (toles) of a ward, with their admin review. */
export const locationsContracts = {
  tree: defineContract(
    {
      method: "GET",
      path: "/api/locations",
      summary: "The whole location tree (provinces, districts, local levels with their ward counts)",
      tag,
      responses: { 200: locationTreeSchema },
    },
    queryKeys.locations,
  ),
  regions: defineContract(
    {
      method: "GET",
      path: "/api/locations/regions",
      summary: "Provinces and their districts alone (a search by place), without local levels",
      tag,
      responses: { 200: locationRegionsSchema },
    },
    queryKeys.regions,
  ),
  localLevels: defineContract(
    {
      method: "GET",
      path: "/api/locations/local-levels",
      summary: "The local levels of one district, asked by the district or by one of its local levels",
      tag,
      query: localLevelsQuerySchema,
      responses: { 200: districtLocalLevelsSchema },
    },
    queryKeys.localLevels,
  ),
  wardAreas: defineContract(
    {
      method: "GET",
      path: "/api/areas",
      summary: "The approved areas of a ward plus the caller's own pending ones",
      tag,
      query: areaListQuerySchema,
      responses: { 200: z.object({ areas: z.array(areaDtoSchema) }) },
    },
    queryKeys.wardAreas,
  ),
  proposeArea: defineContract({
    method: "POST",
    path: "/api/areas",
    summary: "Propose a custom area (vendor); an existing one of the same name is answered instead",
    tag,
    body: areaProposalSchema,
    responses: {
      200: z.object({ area: areaDtoSchema, created: z.boolean() }),
      201: z.object({ area: areaDtoSchema, created: z.boolean() }),
    },
  }),
  adminAreas: defineContract(
    {
      method: "GET",
      path: "/api/admin/areas",
      summary: "Areas by review status (admin)",
      tag,
      query: adminAreaListQuerySchema,
      responses: { 200: z.object({ areas: z.array(adminAreaDtoSchema) }) },
    },
    () => ["admin", "areas"],
  ),
  approveArea: reviewArea("approve"),
  rejectArea: reviewArea("reject"),
};
