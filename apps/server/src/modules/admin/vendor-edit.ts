import {
  type AdminVendorDetail,
  APPLICATION_CHANGED_MESSAGE,
  adminBusinessAddressSchema,
  adminTypedLinksSchema,
  adminTypedPackagesSchema,
  adminVendorEditSchema,
  changedKeys,
  contactDetailsSchema,
  serviceAreasSchema,
  type VendorApplication,
  type VendorType,
} from "@bihe/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client";
import { users, vendorAddresses, vendorProfiles } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { Uses } from "../../lib/services";
import { typedFormOf } from "../vendor-profile/changes/typed";
import { loadTypedPackages, TYPED_PART_KEYS, writeTypedPackages } from "../vendor-profile/changes/typed-forms";
import {
  loadVendorApplication,
  saveAddress,
  saveContacts,
  saveServiceAreas,
  saveVendorApplication,
} from "../vendor-profile/form/service";
import { listVendorUploads } from "../vendor-profile/media/service";
import { recentPhotos } from "./photos";
import { auditHistory, listVendors } from "./queries";

/** Everything the edit dialog shows: the application, portfolio, type fields and recent audit. */
export async function getVendorDetail(app: Uses<"storage">, db: Db, vendorId: string): Promise<AdminVendorDetail> {
  const [head] = await db
    .select({
      id: vendorProfiles.id,
      status: vendorProfiles.status,
      vendorType: vendorProfiles.vendorType,
      companyName: vendorProfiles.companyName,
      loginEmail: users.email,
      createdAt: vendorProfiles.createdAt,
      submittedAt: vendorProfiles.submittedAt,
      version: vendorProfiles.version,
      googleMapsUrl: vendorAddresses.googleMapsUrl,
    })
    .from(vendorProfiles)
    .leftJoin(users, eq(users.id, vendorProfiles.userId))
    .leftJoin(vendorAddresses, eq(vendorAddresses.vendorId, vendorProfiles.id))
    .where(eq(vendorProfiles.id, vendorId));
  if (!head) throw notFound("Vendor not found");
  const typed = typedFormOf(head.vendorType);
  const [application, uploads, recent, audit, typeRow, typedForm, typedPackages] = await Promise.all([
    loadVendorApplication(db, vendorId),
    listVendorUploads(app, db, vendorId),
    recentPhotos(app, db, vendorId),
    auditHistory(db, vendorId),
    typeFields(db, vendorId, head.vendorType),
    typed ? typed.load(db, vendorId) : null,
    loadTypedPackages(db, vendorId, head.vendorType),
  ]);
  if (!application) throw notFound("Vendor not found");
  return {
    vendor: {
      id: head.id,
      status: head.status,
      vendorType: head.vendorType,
      companyName: head.companyName,
      loginEmail: head.loginEmail ?? null,
      createdAt: head.createdAt.toISOString(),
      submittedAt: head.submittedAt?.toISOString() ?? null,
      version: head.version,
    },
    application,
    googleMapsUrl: head.googleMapsUrl ?? null,
    portfolio: uploads
      .filter((u) => u.fileType === "portfolio_image")
      .map((u) => ({ id: u.id, url: u.url, thumbUrl: u.thumbUrl })),
    recentPhotos: recent,
    typedForm: typedForm && withoutParts(typedForm),
    typedPackages,
    banquet: typeRow?.banquet ?? null,
    decorator: typeRow?.decorator ?? null,
    audit,
  };
}

/** The banquet/decorator fields of one vendor, from the list query (one place for them). */
async function typeFields(db: DbOrTx, vendorId: string, type: VendorType) {
  if (type === "wedding_cinematographer") return null;
  return (await listVendors(db, { id: vendorId, page: 1, pageSize: 1 })).items[0] ?? null;
}

/** zod issues -> { 'a.0.b': message } (under `prefix`) and the first message. */
function fieldErrors(error: z.ZodError, prefix?: string): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues)
    fields[[prefix, ...issue.path].filter((k) => k != null).join(".") || "_"] ??= issue.message;
  return { message: error.issues[0]?.message ?? "Invalid value", fields };
}

/** A banquet hall's or decorator's form and links as one record, so an audit names what changed. */
async function typedState(
  db: DbOrTx,
  vendorId: string,
  type: VendorType,
  load: (db: DbOrTx, id: string) => Promise<unknown>,
) {
  const form = await load(db, vendorId);
  const packages = await loadTypedPackages(db, vendorId, type);
  const application = await loadVendorApplication(db, vendorId);
  return {
    ...(form as Record<string, unknown>),
    socialMediaLinks: application?.businessProfile.socialMediaLinks,
    googleDriveLink: application?.media.googleDriveLink ?? "",
    businessAddress: application?.businessAddress,
    contactDetails: application?.contactDetails,
    serviceAreas: application?.serviceAreas,
    packages,
  };
}

/** A hall's or decorator's form without the parts the dialog edits on their own tabs. */
function withoutParts<T>(form: T): T {
  if (!form || typeof form !== "object") return form;
  const rest = { ...(form as Record<string, unknown>) };
  for (const key of TYPED_PART_KEYS) delete rest[key];
  return rest as T;
}

/** Deep equality of two JSON values whatever their keys' order. */
function sameValue(a: unknown, b: unknown): boolean {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([, x]) => x !== undefined)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([k, x]) => [k, sorted(x)]),
          )
        : v;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/**
 * The place, contacts and districts served of a hall or decorator are the wizard's tables (the
 * unlock, the map and the place filters read them): each part is saved when the dialog sends it,
 * by the wizard's rules (the map may stay empty, as for any admin edit); a part not sent is kept.
 */
const typedPartsSchemas = {
  businessAddress: adminBusinessAddressSchema,
  contactDetails: contactDetailsSchema,
  serviceAreas: serviceAreasSchema,
} as const;

/**
 * Spec 001 section 7 'Admin edit save': the cancellation policy is upserted only when its text
 * is non-blank, so a blank one keeps the saved text.
 */
function keepPolicyWhenBlank(input: Record<string, unknown>, before: VendorApplication): Record<string, unknown> {
  const terms = input.paymentTerms;
  if (!terms || typeof terms !== "object") return input;
  const policy = (terms as { cancellationPolicy?: unknown }).cancellationPolicy;
  if (policy != null && (typeof policy !== "string" || policy.trim())) return input;
  return { ...input, paymentTerms: { ...terms, cancellationPolicy: before.paymentTerms.cancellationPolicy } };
}

/**
 * Saves the whole dialog in ONE transaction, validated with the wizard's step schemas
 * (photographers) or the hall's or decorator's own form schema and the links,
 * and records before/after of the parts that changed. Any failure changes nothing.
 * `baseVersion` is the version the dialog loaded: if the application was saved since (by the
 * vendor or another admin), the save is refused with a 409 instead of reverting that change.
 */
export async function saveVendorByAdmin(
  app: Uses<"db" | "storage">,
  actorId: string,
  vendorId: string,
  input: Record<string, unknown>,
  baseVersion?: number,
) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ vendorType: vendorProfiles.vendorType, version: vendorProfiles.version })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.id, vendorId))
      .for("update");
    if (!row) throw notFound("Vendor not found");
    if (baseVersion !== undefined && baseVersion !== row.version) throw conflict(APPLICATION_CHANGED_MESSAGE);
    const typed = typedFormOf(row.vendorType);
    let before: Record<string, unknown> | null;
    let saved: Record<string, unknown> | null;
    if (!typed) {
      const live = await loadVendorApplication(tx, vendorId);
      if (!live) throw notFound("Vendor not found");
      before = live;
      const parsed = adminVendorEditSchema.safeParse(keepPolicyWhenBlank(input, live));
      if (!parsed.success) {
        const { message, fields } = fieldErrors(parsed.error);
        throw badRequest(message, fields);
      }
      await saveVendorApplication(tx, vendorId, parsed.data);
      saved = await loadVendorApplication(tx, vendorId);
    } else {
      // A hall or decorator: every field of its own form, by the form's rules and its one writer
      // (docs/decisions/0021), and the links the wizard holds for every vendor.
      before = await typedState(tx, vendorId, row.vendorType, typed.load);
      // The place, contacts, districts and packages come as the dialog's own parts (below), by the admin's rules.
      const form = typed.schema.safeParse(withoutParts(input.form));
      if (!form.success) {
        const { message, fields } = fieldErrors(form.error, "form");
        throw badRequest(message, fields);
      }
      const links = adminTypedLinksSchema.safeParse(input.links);
      if (!links.success) {
        const { message, fields } = fieldErrors(links.error, "links");
        throw badRequest(message, fields);
      }
      const parts: { [K in keyof typeof typedPartsSchemas]?: z.output<(typeof typedPartsSchemas)[K]> } = {};
      for (const key of Object.keys(typedPartsSchemas) as (keyof typeof typedPartsSchemas)[]) {
        if (input[key] === undefined) continue;
        // A hall is based at its address: it serves no other districts.
        if (key === "serviceAreas" && row.vendorType === "banquet_hall") continue;
        const part = typedPartsSchemas[key].safeParse(input[key]);
        if (!part.success) {
          const { message, fields } = fieldErrors(part.error, key);
          throw badRequest(message, fields);
        }
        // Unchanged parts are not written again (the place would rewrite the profile's address line).
        if (sameValue(part.data, before[key])) continue;
        Object.assign(parts, { [key]: part.data });
      }
      await typed.write(tx, vendorId, form.data);
      // After the form, so the address chosen by place writes the profile's readable line and city.
      if (parts.businessAddress) await saveAddress(tx, vendorId, parts.businessAddress);
      if (parts.contactDetails) await saveContacts(tx, vendorId, parts.contactDetails.contactPersons);
      if (parts.serviceAreas) await saveServiceAreas(tx, vendorId, parts.serviceAreas.areas);
      if (input.packages !== undefined) {
        const packages = adminTypedPackagesSchema.safeParse(input.packages);
        if (!packages.success) {
          const { message, fields } = fieldErrors(packages.error, "packages");
          throw badRequest(message, fields);
        }
        // A hall's package is for a number of guests (its capacity filter and card read the largest).
        const noGuests = row.vendorType === "banquet_hall" ? packages.data.findIndex((p) => p.capacity == null) : -1;
        if (noGuests >= 0)
          throw badRequest("Capacity is required", { [`packages.${noGuests}.capacity`]: "Capacity is required" });
        if (!sameValue(packages.data, before.packages))
          await writeTypedPackages(tx, vendorId, row.vendorType, packages.data);
      }
      const l = links.data.socialMediaLinks;
      await tx
        .update(vendorProfiles)
        .set({
          facebookUrl: l.facebook || null,
          instagramUrl: l.instagram || null,
          youtubeUrl: l.youtube || null,
          tiktokUrl: l.tiktok || null,
          websiteUrl: l.website || null,
          googleDriveLink: links.data.googleDriveLink || null,
        })
        .where(eq(vendorProfiles.id, vendorId));
      saved = await typedState(tx, vendorId, row.vendorType, typed.load);
    }

    const changed = changedKeys(before, saved);
    const pick = (a: Record<string, unknown> | null) => Object.fromEntries(changed.map((k) => [k, a?.[k]]));
    if (changed.length === 0) return; // Nothing changed: nothing to record, no new version.
    // A new version, marked as the admin's: a vendor's save based on an older one would undo it.
    await tx
      .update(vendorProfiles)
      .set({ version: row.version + 1, adminEditedVersion: row.version + 1 })
      .where(eq(vendorProfiles.id, vendorId));
    await recordAudit(tx, {
      actorId,
      action: "vendor.edit",
      entityType: "vendor",
      entityId: vendorId,
      before: pick(before),
      after: pick(saved),
    });
  });
  return getVendorDetail(app, app.db, vendorId);
}
