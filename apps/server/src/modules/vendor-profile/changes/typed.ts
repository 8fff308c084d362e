import {
  type BanquetForm,
  banquetFormSchema,
  type DecoratorForm,
  decoratorFormSchema,
  diffTypedSnapshots,
  type TypedSnapshot,
  typedPlaceIds,
  type VendorType,
} from "@bihe/shared";
import type { z } from "zod";
import type { DbOrTx, Tx } from "../../../db/client";
import { notify } from "../../notifications/notify";
import {
  loadBanquetFormOf,
  loadDecoratorFormOf,
  writeBanquetForm,
  writeDecoratorForm,
} from "../banquet-decorator/store";
import type { ChangeKind } from "./kinds";
import { placeNames } from "./place-names";
import { storeProposal } from "./store";
import { banquetSnapshot, decoratorSnapshot } from "./typed-forms";

/** A banquet hall's or a decorator's form, as its own schema outputs it. */
export type TypedForm = BanquetForm | DecoratorForm;

/**
 * An APPROVED banquet hall or decorator that resubmits its form stays live with its
 * approved version; the form waits as the vendor's one change request (the photographers' table
 * and admin queue). Call it inside the form submission's transaction, after locking the vendor
 * row, INSTEAD of writing the profile: nothing live changes. A second submission replaces the
 * proposal. The admins hear of a new request (in-app and by email, through notifications).
 */
export async function requestTypedChange(
  tx: Tx,
  vendor: { id: string; version: number; vendorType: VendorType },
  form: TypedForm,
): Promise<{ id: string; created: boolean }> {
  const request = await storeProposal(tx, vendor, form);
  if (request.created) {
    const vendorName = "businessName" in form ? form.businessName : form.name;
    await notify(tx, {
      kind: "change_request_submitted",
      toAdmins: true,
      data: { vendorName, vendorType: vendor.vendorType },
      link: `/admin/change-requests/${request.id}`,
    });
  }
  return request;
}

/** The form waiting for review (what the vendor's form continues from), or null. */
export { pendingProposalOf as pendingTypedProposal } from "./store";

/** A form kind for change requests: its schema, how it is read and written, and its snapshot. */
function typedKind<T extends TypedForm>(
  schema: z.ZodType<T, unknown>,
  load: (db: DbOrTx, vendorId: string) => Promise<T | null>,
  save: (tx: Tx, vendorId: string, form: T) => Promise<void>,
  snapshot: (form: T) => TypedSnapshot,
): ChangeKind<T> {
  return {
    load,
    parse(proposed) {
      const parsed = schema.safeParse(proposed);
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, message: parsed.error.issues[0]?.message ?? "The proposed change is not valid." };
    },
    save,
    async diff(db, live, proposed) {
      // A proposal stored under older rules is read leniently: the diff is informative, approval re-validates.
      // A part the proposal does not carry (an older form's) is the live one: unchanged, not removed.
      const parsed = schema.safeParse(proposed);
      const after = snapshot({ ...live, ...(parsed.success ? parsed.data : (proposed as object)) } as T);
      const before = snapshot(live);
      return diffTypedSnapshots(before, after, await placeNames(db, typedPlaceIds(before, after)));
    },
  };
}

/** Each type's form: its schema, how it is read by vendor id and written (one writer for every caller). */
const TYPED_FORMS = {
  banquet_hall: {
    schema: banquetFormSchema,
    load: loadBanquetFormOf,
    write: writeBanquetForm,
    snapshot: banquetSnapshot,
  },
  decorator: {
    schema: decoratorFormSchema,
    load: loadDecoratorFormOf,
    write: writeDecoratorForm,
    snapshot: decoratorSnapshot,
  },
} as const;

type TypedFormOps = {
  schema: z.ZodType<TypedForm, unknown>;
  load: (db: DbOrTx, vendorId: string) => Promise<TypedForm | null>;
  write: (tx: Tx, vendorId: string, form: TypedForm) => Promise<void>;
};
/** The form of a hall or decorator (null for a photographer, whose application is the wizard's). */
export function typedFormOf(type: VendorType): TypedFormOps | null {
  return type === "wedding_cinematographer" ? null : (TYPED_FORMS[type] as unknown as TypedFormOps);
}

export const banquetKind = typedKind(
  TYPED_FORMS.banquet_hall.schema,
  TYPED_FORMS.banquet_hall.load,
  TYPED_FORMS.banquet_hall.write,
  TYPED_FORMS.banquet_hall.snapshot,
);
export const decoratorKind = typedKind(
  TYPED_FORMS.decorator.schema,
  TYPED_FORMS.decorator.load,
  TYPED_FORMS.decorator.write,
  TYPED_FORMS.decorator.snapshot,
);
