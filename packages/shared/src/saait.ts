/**
 * The year's auspicious wedding dates (saait), kept by admins (docs/decisions/0034). Stored and sent
 * as AD dates; shown in BS with AD alongside. `sample` marks the demo data's list, which every
 * screen labels as sample data.
 */
import { z } from "zod";
import { DATE_RANGE_MAX_DAYS, daysInRange, RANGE_ORDER_MESSAGE, RANGE_TOO_LONG_MESSAGE } from "./availability";
import { AD_MAX, AD_MIN, adToBs, BS_MAX_YEAR, BS_MIN_YEAR, isAdInBsRange } from "./calendar";
import { boundedText } from "./text-rules";

export const SAAIT_NOTE_MAX = 200;
export const SAAIT_DATE_MESSAGE = `Please choose a date between ${BS_MIN_YEAR} and ${BS_MAX_YEAR} BS`;
export const SAAIT_YEAR_MESSAGE = `Please choose a year between ${BS_MIN_YEAR} and ${BS_MAX_YEAR} BS`;
export const SAAIT_EXISTS_MESSAGE = "This date is already a saait date";
export const SAAIT_NOT_FOUND_MESSAGE = "This date is not a saait date";

/** An AD date ('YYYY-MM-DD') the BS calendar covers. */
export const adDateInRange = z
  .string({ error: SAAIT_DATE_MESSAGE })
  .max(10, { error: SAAIT_DATE_MESSAGE, abort: true })
  .refine(isAdInBsRange, SAAIT_DATE_MESSAGE)
  .meta({ format: "date", example: "2027-02-14" });

export const saaitDaySchema = z.object({
  /** AD date. */
  day: z.string(),
  note: z.string().nullable(),
  /** The demo data's list: shown as sample data, never as real. */
  sample: z.boolean(),
});
export type SaaitDayDto = z.output<typeof saaitDaySchema>;

/** A range of AD dates, both ends included, at most DATE_RANGE_MAX_DAYS long. */
export const saaitRangeQuerySchema = z
  .object({
    from: adDateInRange.meta({ description: `AD date, ${AD_MIN} to ${AD_MAX}` }),
    to: adDateInRange.meta({ description: "AD date, on or after `from`" }),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: RANGE_ORDER_MESSAGE });
    else if (daysInRange(q.from, q.to) > DATE_RANGE_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: RANGE_TOO_LONG_MESSAGE });
  });

export const saaitListSchema = z.object({ dates: z.array(saaitDaySchema) });

/** The admin's list: one BS year. */
export const saaitYearQuerySchema = z.object({
  year: z.coerce
    .number({ error: SAAIT_YEAR_MESSAGE })
    .int(SAAIT_YEAR_MESSAGE)
    .min(BS_MIN_YEAR, SAAIT_YEAR_MESSAGE)
    .max(BS_MAX_YEAR, SAAIT_YEAR_MESSAGE),
});

const saaitNote = boundedText(SAAIT_NOTE_MAX, `A note can be at most ${SAAIT_NOTE_MAX} characters`)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const saaitAddSchema = z.object({ day: adDateInRange, note: saaitNote });
export const saaitEditSchema = z.object({ note: saaitNote });
export const saaitDayParams = z.object({ day: adDateInRange });

/** An admin's row: the date's BS year and who changed it last. */
export const adminSaaitDaySchema = saaitDaySchema.extend({ bsYear: z.number().int(), updatedAt: z.string() });
export const adminSaaitListSchema = z.object({ year: z.number().int(), dates: z.array(adminSaaitDaySchema) });
export type AdminSaaitDay = z.output<typeof adminSaaitDaySchema>;

/** The BS year an AD date belongs to (the admin console lists one year at a time). */
export const bsYearOf = (ad: string): number => adToBs(ad).year;
