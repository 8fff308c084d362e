/** Areas (toles) of a ward: the requests of /api/areas and /api/admin/areas (spec 001 section 4 'Area choice'). */
import { z } from "zod";
import { AREA_NAME_MAX, cleanAreaName } from "./location-rules";
import { AREA_STATUSES } from "./locations";

const id = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(32767, message);

export const areaListQuerySchema = z.object({
  municipalityId: id("Please choose a municipality"),
  ward: id("Please choose a ward"),
});

export const areaProposalSchema = z.object({
  municipalityId: id("Please choose a municipality"),
  ward: id("Please choose a ward"),
  name: z
    .string({ error: "Please enter the area name" })
    // Bounded before any pattern runs (docs/decisions/0013); the limit proper applies once cleaned.
    .max(AREA_NAME_MAX * 10, { error: `At most ${AREA_NAME_MAX} characters`, abort: true })
    .transform(cleanAreaName)
    .pipe(
      z
        .string()
        .min(2, "Please enter the area name")
        .max(AREA_NAME_MAX, `At most ${AREA_NAME_MAX} characters`)
        .regex(/[\p{L}]/u, "Please enter the area name"),
    ),
});
export type AreaProposal = z.input<typeof areaProposalSchema>;

export const adminAreaListQuerySchema = z.object({
  status: z.enum(["pending", "approved", "rejected", "all"]).default("pending"),
});

/** A row of GET /api/admin/areas. */
export const adminAreaDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(AREA_STATUSES),
  ward: z.number(),
  municipalityId: z.number(),
  municipality: z.string(),
  municipalityType: z.string(),
  /** The local level's Nepali name (for an admin reading Nepali). */
  municipalityNe: z.string(),
  districtId: z.number(),
  district: z.string(),
  provinceId: z.number(),
  province: z.string(),
  proposerId: z.string().nullable(),
  proposerEmail: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AdminAreaDto = z.infer<typeof adminAreaDtoSchema>;
