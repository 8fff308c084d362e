import {
  banquetFormResponseSchema,
  banquetSubmitSchema,
  decoratorFormResponseSchema,
  decoratorSubmitSchema,
  formSubmittedSchema,
} from "../banquet-decorator";
import { defineContract } from "./define";

const tag = "banquet and decorator forms";

/** Spec 001 screens 6 and 7: the banquet hall and decorator registration forms. */
export const banquetDecoratorContracts = {
  banquetForm: defineContract(
    {
      method: "GET",
      path: "/api/vendor/banquet-form",
      summary: "The banquet hall's saved form, or null",
      tag,
      responses: { 200: banquetFormResponseSchema },
    },
    () => ["vendor", "banquet-form"],
  ),
  submitBanquetForm: defineContract({
    method: "POST",
    path: "/api/vendor/banquet-form",
    summary: "Submit the banquet hall form (profile, package and amenities); the application becomes pending",
    tag,
    body: banquetSubmitSchema,
    responses: { 200: formSubmittedSchema },
  }),
  decoratorForm: defineContract(
    {
      method: "GET",
      path: "/api/vendor/decorator-form",
      summary: "The decorator's saved form, or null",
      tag,
      responses: { 200: decoratorFormResponseSchema },
    },
    () => ["vendor", "decorator-form"],
  ),
  submitDecoratorForm: defineContract({
    method: "POST",
    path: "/api/vendor/decorator-form",
    summary: "Submit the decorator form (profile, specialties, event types); the application becomes pending",
    tag,
    body: decoratorSubmitSchema,
    responses: { 200: formSubmittedSchema },
  }),
};
