import {
  banquetFormResponseSchema,
  banquetSubmitSchema,
  decoratorFormResponseSchema,
  decoratorSubmitSchema,
  formSubmittedSchema,
  keepProposalSchema,
} from "../banquet-decorator";
import { defineContract, okSchema } from "./define";

const tag = "banquet and decorator forms";

/** A rejected change kept as the form's draft: discarded, the form opens on the live version. */
const discardDraft = (form: "banquet" | "decorator") =>
  defineContract({
    method: "DELETE",
    path: `/api/vendor/${form}-form/draft`,
    summary: "Discard the rejected change kept as the form's draft: the form opens on the live version",
    tag,
    responses: { 200: okSchema },
  });

/** A stale kept change, compared and kept: based on the given (latest) version from now on. */
const keepDraft = (form: "banquet" | "decorator") =>
  defineContract({
    method: "POST",
    path: `/api/vendor/${form}-form/draft/keep`,
    summary:
      "Keep a stale kept change after comparing it: based on the given (latest) version from now on; 409 when newer",
    tag,
    body: keepProposalSchema,
    responses: { 200: okSchema },
  });

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
  discardBanquetDraft: discardDraft("banquet"),
  keepBanquetDraft: keepDraft("banquet"),
  discardDecoratorDraft: discardDraft("decorator"),
  keepDecoratorDraft: keepDraft("decorator"),
};
