import {
  BANQUET_AMENITIES,
  type BanquetSubmitInput,
  banquetSubmitSchema,
  DECORATION_SPECIALTIES,
  DECORATOR_EVENT_TYPES,
  type DecoratorSubmitInput,
  decoratorSubmitSchema,
  defaultVendorApplication,
  type KeptProposal,
  type VendorType,
} from "@bihe/shared";
import { banquetDecoratorContracts as contracts } from "@bihe/shared/contracts";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { FieldValues, Path } from "react-hook-form";
import type { ZodType } from "zod";
import type { banquetDecorator } from "../../i18n/en/banquet-decorator";
import type { KeyOf } from "../../i18n/keys";
import { keptDraftApi, useBanquetForm, useDecoratorForm, useSubmitBanquetForm, useSubmitDecoratorForm } from "./api";

export type TextKey = KeyOf<typeof banquetDecorator>;

/** One input of a registration form; `half` ones sit two to a row on a wide screen. */
export type FormField<T extends FieldValues> =
  | {
      input: "text" | "email" | "tel" | "number";
      name: Path<T>;
      id: string;
      label: TextKey;
      autoComplete?: string;
      min?: number;
      step?: number;
      half?: boolean;
      /** Alone on its row, but no wider than a number needs. */
      narrow?: boolean;
      /** Shown only while this holds (a hall's parking spaces, once Parking is ticked). */
      shownWhen?: (values: T) => boolean;
      /** Typed into the first contact's mobile on leaving it, until one is there (what the unlock reveals). */
      prefillsContactMobile?: boolean;
    }
  | { input: "textarea"; name: Path<T>; id: string; label: TextKey }
  | {
      input: "checklist";
      name: Path<T>;
      label: TextKey;
      options: readonly string[];
      /** Which of the reader's word lists names an option (components/vendor-type-labels.ts). */
      optionLabel: "facility" | "specialty" | "event";
    };

/** The parts after the fields, the photographer wizard's own steps (profile-sections.tsx). */
export type FormSectionName = "hallPackages" | "packages" | "place" | "serviceAreas" | "contacts" | "photos";

type Saved = { status: string; form: object; keptProposal?: KeptProposal | null } | null;

/** What makes a vendor type's registration form: its fields, sections, texts, rules and endpoints. */
export type VendorTypeForm<T extends FieldValues> = {
  /** The prefix of the form's own texts (`banquet.title`, `decorator.failed`...). */
  texts: "banquet" | "decorator";
  vendorType: VendorType;
  schema: ZodType;
  empty: T;
  fields: FormField<T>[];
  sections: FormSectionName[];
  dashboard: string;
  useSaved: () => UseQueryResult<Saved>;
  useSubmit: () => UseMutationResult<unknown, Error, T>;
  /** Where the saved form is cached (refetched after the kept change is discarded). */
  savedKey: readonly unknown[];
  keptDraft: { keep: (version: number) => Promise<unknown>; discard: () => Promise<unknown> };
};

const wizard = defaultVendorApplication();

/** Spec 001 screen 6: the banquet hall registration form. */
export const banquetForm: VendorTypeForm<BanquetSubmitInput> = {
  texts: "banquet",
  vendorType: "banquet_hall",
  schema: banquetSubmitSchema,
  empty: {
    name: "",
    email: "",
    phone: "",
    city: "",
    capacity: "",
    pricePerPlate: "",
    address: "",
    description: "",
    amenities: [],
    parkingSpaces: "",
    businessAddress: wizard.businessAddress,
    contactDetails: wizard.contactDetails,
    packages: [],
  },
  fields: [
    {
      input: "text",
      name: "name",
      id: "banquet-name",
      label: "banquet.name",
      autoComplete: "organization",
      half: true,
    },
    { input: "email", name: "email", id: "banquet-email", label: "banquet.email", autoComplete: "email", half: true },
    {
      input: "tel",
      name: "phone",
      id: "banquet-phone",
      label: "banquet.phone",
      autoComplete: "tel",
      half: true,
      prefillsContactMobile: true,
    },
    {
      input: "text",
      name: "city",
      id: "banquet-city",
      label: "banquet.city",
      autoComplete: "address-level2",
      half: true,
    },
    { input: "number", name: "capacity", id: "banquet-capacity", label: "banquet.capacity", min: 1, half: true },
    {
      input: "number",
      name: "pricePerPlate",
      id: "banquet-price",
      label: "banquet.pricePerPlate",
      min: 0,
      step: 50,
      half: true,
    },
    { input: "text", name: "address", id: "banquet-address", label: "banquet.address", autoComplete: "street-address" },
    { input: "textarea", name: "description", id: "banquet-description", label: "banquet.description" },
    {
      input: "checklist",
      name: "amenities",
      label: "banquet.facilities",
      options: BANQUET_AMENITIES,
      optionLabel: "facility",
    },
    {
      input: "number",
      name: "parkingSpaces",
      id: "banquet-parking",
      label: "banquet.parkingSpaces",
      min: 1,
      narrow: true,
      shownWhen: (values) => (values.amenities ?? []).includes("Parking"),
    },
  ],
  sections: ["hallPackages", "place", "contacts", "photos"],
  dashboard: "/banquet-dashboard",
  useSaved: useBanquetForm,
  useSubmit: useSubmitBanquetForm,
  savedKey: contracts.banquetForm.queryKey({}),
  keptDraft: keptDraftApi.banquet,
};

/** Spec 001 screen 7: the decorator registration form with its specialty and event-type checklists. */
export const decoratorForm: VendorTypeForm<DecoratorSubmitInput> = {
  texts: "decorator",
  vendorType: "decorator",
  schema: decoratorSubmitSchema,
  empty: {
    businessName: "",
    email: "",
    description: "",
    address: "",
    city: "",
    specialties: [],
    eventTypes: [],
    businessAddress: wizard.businessAddress,
    contactDetails: wizard.contactDetails,
    serviceAreas: wizard.serviceAreas,
    packages: [{ packageName: "", price: "", includes: "" }],
  },
  fields: [
    {
      input: "text",
      name: "businessName",
      id: "decorator-businessName",
      label: "decorator.businessName",
      autoComplete: "organization",
      half: true,
    },
    {
      input: "email",
      name: "email",
      id: "decorator-email",
      label: "decorator.email",
      autoComplete: "email",
      half: true,
    },
    {
      input: "text",
      name: "address",
      id: "decorator-address",
      label: "decorator.address",
      autoComplete: "street-address",
      half: true,
    },
    {
      input: "text",
      name: "city",
      id: "decorator-city",
      label: "decorator.city",
      autoComplete: "address-level2",
      half: true,
    },
    { input: "textarea", name: "description", id: "decorator-description", label: "decorator.description" },
    {
      input: "checklist",
      name: "specialties",
      label: "decorator.specialties",
      options: DECORATION_SPECIALTIES,
      optionLabel: "specialty",
    },
    {
      input: "checklist",
      name: "eventTypes",
      label: "decorator.eventTypes",
      options: DECORATOR_EVENT_TYPES,
      optionLabel: "event",
    },
  ],
  sections: ["packages", "place", "serviceAreas", "contacts", "photos"],
  dashboard: "/decorator-dashboard",
  useSaved: useDecoratorForm,
  useSubmit: useSubmitDecoratorForm,
  savedKey: contracts.decoratorForm.queryKey({}),
  keptDraft: keptDraftApi.decorator,
};
