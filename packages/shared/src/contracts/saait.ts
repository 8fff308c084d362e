import { z } from "zod";
import {
  adminSaaitDaySchema,
  adminSaaitListSchema,
  saaitAddSchema,
  saaitDayParams,
  saaitEditSchema,
  saaitListSchema,
  saaitRangeQuerySchema,
  saaitYearQuerySchema,
} from "../saait";
import { defineContract, okSchema } from "./define";

const tag = "saait";
const dayAnswer = z.object({ date: adminSaaitDaySchema });

/**
 * The year's auspicious wedding dates (saait): a public read for every picker and calendar, and the
 * admin console's list per BS year (admin only: anonymous 401, everyone else 403).
 */
export const saaitContracts = {
  between: defineContract(
    {
      method: "GET",
      path: "/api/saait-dates",
      summary: "The saait dates from one AD date to another (at most 366 days); sample ones are flagged",
      tag,
      query: saaitRangeQuerySchema,
      responses: { 200: saaitListSchema },
    },
    ({ query }) => ["saait", query?.from ?? null, query?.to ?? null],
  ),
  adminYear: defineContract(
    {
      method: "GET",
      path: "/api/admin/saait-dates",
      summary: "The saait dates of one BS year (admin)",
      tag,
      query: saaitYearQuerySchema,
      responses: { 200: adminSaaitListSchema },
    },
    ({ query }) => ["admin", "saait", query?.year ?? null],
  ),
  add: defineContract({
    method: "POST",
    path: "/api/admin/saait-dates",
    summary: "Add a saait date with an optional note (admin, audited)",
    tag,
    body: saaitAddSchema,
    responses: { 201: dayAnswer },
  }),
  edit: defineContract({
    method: "PUT",
    path: "/api/admin/saait-dates/:day",
    summary: "Change a saait date's note (admin, audited)",
    tag,
    params: saaitDayParams,
    body: saaitEditSchema,
    responses: { 200: dayAnswer },
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/admin/saait-dates/:day",
    summary: "Remove a saait date (admin, audited)",
    tag,
    params: saaitDayParams,
    responses: { 200: okSchema },
  }),
};
