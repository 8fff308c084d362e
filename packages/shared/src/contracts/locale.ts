import { z } from "zod";
import { LANGUAGES } from "../format/index";
import { defineContract } from "./define";
import { queryKeys } from "./query-keys";

const tag = "language";
const localeAnswer = z.object({
  /** The language of this request (?lang=, cookie, Accept-Language). */
  locale: z.enum(LANGUAGES),
  /** The signed-in account's language, null when signed out. */
  account: z.enum(LANGUAGES).nullable(),
});

/** The reading language: the visitor's cookie and, when signed in, the account's. */
export const localeContracts = {
  get: defineContract(
    {
      method: "GET",
      path: "/api/locale",
      summary: "The language of this request and the account's language",
      tag,
      responses: { 200: localeAnswer },
    },
    queryKeys.locale,
  ),
  set: defineContract({
    method: "PUT",
    path: "/api/locale",
    summary: "Switch language: remembered in a cookie and, when signed in, on the account",
    tag,
    body: z.object({ locale: z.enum(LANGUAGES) }),
    responses: { 200: localeAnswer },
  }),
};
