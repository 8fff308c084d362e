import {
  ADDRESS_REQUIRED,
  type BanquetForm,
  type BanquetFormResponse,
  type DecoratorForm,
  type DecoratorFormResponse,
  type FormSubmitted,
  slugify,
  type VendorType,
} from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client";
import { users, vendorProfiles } from "../../../db/schema";
import { badRequest, conflict } from "../../../lib/errors";
import { notify } from "../../notifications/notify";
import { dropPendingChangeRequests } from "../changes/store";
import { pendingTypedProposal, requestTypedChange } from "../changes/typed";
import { adoptDraftMedia } from "../media/draft-media";
import { keptProposalOf, spendKeptProposal } from "./kept-proposal";
import { loadBanquetFormOf, loadDecoratorFormOf, writeBanquetForm, writeDecoratorForm } from "./store";

type TypedSpec<F> = {
  vendorType: VendorType;
  companyName: (form: F) => string;
  email: (form: F) => string;
  write: (tx: Tx, vendorId: string, form: F) => Promise<void>;
};

/**
 * One submission of a hall's or decorator's form, in ONE transaction (spec 001 section 4, docs/decisions/0021):
 * - the caller's user row is locked first, so parallel submits run one after the other (the first
 *   creates the profile, the others update it) and leave one consistent set of rows;
 * - an APPROVED vendor stays live: the form waits as its change request (nothing live changes);
 * - a rejected change kept as the vendor's draft is spent by it, or refused (409) when stale (kept-proposal.ts);
 * - otherwise the profile is created or updated and (re)submitted as pending, every row of the form
 *   written by the one writer, and a new application adopts the pictures uploaded before it.
 */
async function submitTyped<F extends BanquetForm | DecoratorForm>(
  db: DbOrTx,
  userId: string,
  form: F,
  spec: TypedSpec<F>,
): Promise<FormSubmitted> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [existing] = await tx
      .select({
        id: vendorProfiles.id,
        vendorType: vendorProfiles.vendorType,
        status: vendorProfiles.status,
        version: vendorProfiles.version,
        adminEditedVersion: vendorProfiles.adminEditedVersion,
      })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.userId, userId))
      .for("update");
    if (existing && existing.vendorType !== spec.vendorType)
      throw conflict("You already have a vendor application of another type.");
    await spendKeptProposal(tx, userId, existing && { ...existing, vendorType: spec.vendorType });
    if (existing?.status === "approved") {
      const request = await requestTypedChange(tx, { ...existing, vendorType: spec.vendorType }, form);
      // The vendor's confirmation: what was received and that an admin reviews it.
      const received = { vendorName: spec.companyName(form), subject: "change" } as const;
      await notify(tx, { kind: "application_received", vendorId: existing.id, data: received });
      return { vendorId: existing.id, status: "approved", changeRequestId: request.id };
    }
    // A new application needs its place on the map (a vendor registered before the map may resubmit).
    if (!existing && !form.businessAddress)
      throw badRequest(ADDRESS_REQUIRED, { "businessAddress.provinceId": ADDRESS_REQUIRED });
    const companyName = spec.companyName(form);
    const now = new Date();
    let vendorId: string;
    if (existing) {
      vendorId = existing.id;
      await dropPendingChangeRequests(tx, vendorId);
      await tx
        .update(vendorProfiles)
        .set({
          status: "pending",
          submittedAt: now,
          updatedAt: now,
          version: sql`${vendorProfiles.version} + 1`, // an admin's dialog loaded before this save is stale
        })
        .where(eq(vendorProfiles.id, vendorId));
    } else {
      const [row] = await tx
        .insert(vendorProfiles)
        .values({
          userId,
          vendorType: spec.vendorType,
          status: "pending",
          slug: slugify(companyName),
          submittedAt: now,
          companyName,
          emailAddress: spec.email(form),
          description: "",
        })
        .returning({ id: vendorProfiles.id });
      vendorId = row.id;
    }
    await spec.write(tx, vendorId, form);
    // The pictures uploaded before the first submit become the new vendor's (the wizard's draft media).
    if (!existing) await adoptDraftMedia(tx, userId, vendorId);
    // Back in the admins' queue (a pending one already is): they hear of it.
    if (existing?.status !== "pending") {
      const data = { vendorName: companyName, vendorType: spec.vendorType, resubmitted: Boolean(existing) };
      await notify(tx, { kind: "application_submitted", toAdmins: true, data });
    }
    const received = { vendorName: companyName, subject: "application", resubmitted: Boolean(existing) } as const;
    await notify(tx, { kind: "application_received", vendorId, data: received });
    return { vendorId, status: "pending", changeRequestId: null };
  });
}

/** Profile, packages (the Standard Package first), amenities, address + map, contacts. */
export function submitBanquetForm(db: DbOrTx, userId: string, form: BanquetForm) {
  return submitTyped(db, userId, form, {
    vendorType: "banquet_hall",
    companyName: (f) => f.name,
    email: (f) => f.email,
    write: writeBanquetForm,
  });
}

/** Profile, specialties, event types, packages, address + map, contacts, districts served. */
export function submitDecoratorForm(db: DbOrTx, userId: string, form: DecoratorForm) {
  return submitTyped(db, userId, form, {
    vendorType: "decorator",
    companyName: (f) => f.businessName,
    email: (f) => f.email,
    write: writeDecoratorForm,
  });
}

const ownProfile = async (db: DbOrTx, userId: string, vendorType: VendorType) => {
  const [p] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, userId));
  return p && p.vendorType === vendorType ? p : null;
};

/**
 * The saved form, complete (every part) so it reloads as sent. It continues from the vendor's latest edit,
 * as the photographer wizard does: a rejected change kept as its draft (with the admin's reason; any later
 * submission spends it, so it is the newest), else an approved vendor's change waiting for review.
 */
async function loadTyped<F>(
  db: DbOrTx,
  userId: string,
  vendorType: VendorType,
  load: (db: DbOrTx, vendorId: string) => Promise<F | null>,
) {
  const p = await ownProfile(db, userId, vendorType);
  if (!p) return null;
  const saved = await load(db, p.id);
  if (!saved) return null;
  const kept = await keptProposalOf(db, userId, { ...p, vendorType });
  const waiting = !kept && p.status === "approved" ? await pendingTypedProposal(db, p.id) : null;
  const latest = kept?.data ?? waiting;
  const form = latest && typeof latest === "object" ? ({ ...saved, ...latest } as F) : saved;
  return { vendorId: p.id, status: p.status, form, keptProposal: kept?.notice ?? null };
}

export async function loadBanquetForm(db: DbOrTx, userId: string): Promise<BanquetFormResponse> {
  return loadTyped(db, userId, "banquet_hall", loadBanquetFormOf) as Promise<BanquetFormResponse>;
}

export async function loadDecoratorForm(db: DbOrTx, userId: string): Promise<DecoratorFormResponse> {
  return loadTyped(db, userId, "decorator", loadDecoratorFormOf) as Promise<DecoratorFormResponse>;
}
