import {
  type ChangeEntry,
  diffApplications,
  placeIdsOf,
  type VendorApplication,
  type VendorType,
  vendorApplicationSchema,
} from "@bihe/shared";
import type { DbOrTx, Tx } from "../../../db/client";
import { loadVendorApplication, saveVendorApplication } from "../form/service";
import { placeNames } from "./place-names";
import { banquetKind, decoratorKind } from "./typed";

/**
 * What a change request needs to know about one vendor type's application: how to read the live
 * version, check a proposal with today's rules, write it, and say field by field what differs.
 * Photographers' applications are the wizard's; halls' and decorators' are their forms (typed.ts).
 */
export type ChangeKind<T = unknown> = {
  load(db: DbOrTx, vendorId: string): Promise<T | null>;
  parse(proposed: unknown): { ok: true; value: T } | { ok: false; message: string };
  save(tx: Tx, vendorId: string, value: T): Promise<void>;
  diff(db: DbOrTx, live: T, proposed: T): Promise<ChangeEntry[]>;
};

const photographerKind: ChangeKind<VendorApplication> = {
  load: loadVendorApplication,
  parse(proposed) {
    const parsed = vendorApplicationSchema.safeParse(proposed);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, message: parsed.error.issues[0]?.message ?? "The proposed change is not valid." };
  },
  save: saveVendorApplication,
  async diff(db, live, proposed) {
    return diffApplications(live, proposed, await placeNames(db, placeIdsOf(live, proposed)));
  },
};

export function changeKindOf(type: VendorType): ChangeKind {
  if (type === "banquet_hall") return banquetKind as ChangeKind;
  if (type === "decorator") return decoratorKind as ChangeKind;
  return photographerKind as ChangeKind;
}
