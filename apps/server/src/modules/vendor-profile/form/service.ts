import {
  APPLICATION_CHANGED_MESSAGE,
  type BusinessProfile,
  cityFromMunicipality,
  DEFAULT_COMBO_PACKAGES,
  defaultVendorApplication,
  digitsOnly,
  isLockedPackage,
  slugify,
  type VendorApplication,
  type VendorType,
} from "@bihe/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client";
import {
  areas,
  cancellationPolicies,
  comboPackages,
  districts,
  eventPricing,
  municipalities,
  paymentTerms,
  provinces,
  users,
  vendorAddons,
  vendorAddresses,
  vendorContacts,
  vendorDrafts,
  vendorProfiles,
  vendorServiceAreas,
} from "../../../db/schema";
import { AppError, conflict } from "../../../lib/errors";
import { localLevelNe } from "../../locations/place-text";
import { notify } from "../../notifications/notify";
import { dropPendingChangeRequests, submitChangeRequest } from "../changes/store";
import { adoptDraftMedia } from "../media/draft-media";
import { loadMapPin, mapOfAddress, saveMapPin } from "./map-pin";

/** The spec's 'Failed to save ...:' prefixes (spec 001 section 8 'Form submission'). */
export const SAVE_PARTS = {
  profile: "Failed to save vendor profile:",
  address: "Failed to save address:",
  contacts: "Failed to save contacts:",
  serviceAreas: "Failed to save service areas:",
  eventPricing: "Failed to save event pricing:",
  comboPackages: "Failed to save combo packages:",
  addOns: "Failed to save add-on pricing:",
  paymentTerms: "Failed to save payment terms:",
  cancellationPolicy: "Failed to save cancellation policy:",
} as const;
export type SavePart = keyof typeof SAVE_PARTS;

/** A database failure explained without internals (constraint names, SQL). */
function describeDbError(err: unknown): string {
  const e = err as { code?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  if (code === "23505") return "a value appears twice.";
  if (code === "23514") return "a value is out of the allowed range.";
  if (code === "23503") return "a chosen place or item no longer exists.";
  if (code === "22003") return "a number is too large.";
  return "the database refused the change. Please try again.";
}

/** A save failure carrying the part's prefix; the transaction rolls back and the message reaches the toast. */
export class SaveError extends AppError {
  constructor(
    public part: SavePart,
    public original: unknown,
  ) {
    super(500, "SAVE_FAILED", `${SAVE_PARTS[part]} ${describeDbError(original)}`);
  }
}

async function step<T>(part: SavePart, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof SaveError || (err instanceof AppError && err.statusCode < 500)) throw err;
    throw new SaveError(part, err);
  }
}

/** The XITO defaults keep their names and events whatever the client sent (spec 001 'Combo package editor'). */
function lockDefaults(pkg: VendorApplication["comboPackages"]["packages"][number]) {
  if (!isLockedPackage(pkg.id)) return pkg;
  const def = DEFAULT_COMBO_PACKAGES.find((d) => d.id === pkg.id);
  if (!def) return pkg;
  const events = def.events.map((e) => {
    const sent = pkg.events.find((s) => s.eventName === e.eventName);
    return {
      ...e,
      ...(sent ? { photographers: sent.photographers, videographers: sent.videographers, hours: sent.hours } : {}),
    };
  });
  return { ...pkg, packageName: def.packageName, events };
}

type Address = VendorApplication["businessAddress"];

/** The address's area name, its readable line and its city (the profile keeps both for old readers). */
async function addressParts(tx: Tx, addr: Address) {
  const place = await step("address", async () => {
    const [row] = await tx
      .select({
        municipality: municipalities.name,
        district: districts.name,
        province: provinces.name,
        area: areas.name,
      })
      .from(municipalities)
      .innerJoin(districts, eq(districts.id, municipalities.districtId))
      .innerJoin(provinces, eq(provinces.id, districts.provinceId))
      .leftJoin(areas, sql`${areas.id} = ${addr.areaId ?? null}`)
      .where(eq(municipalities.id, addr.municipalityId ?? -1));
    return row;
  });
  const areaName = place?.area ?? addr.areaName?.trim() ?? "";
  const companyAddress = [
    areaName,
    addr.ward ? `Ward ${addr.ward}` : "",
    place?.municipality,
    place?.district,
    place?.province,
  ]
    .filter(Boolean)
    .join(", ");

  return { areaName, companyAddress: companyAddress || null, city: cityFromMunicipality(place?.municipality) ?? null };
}

/** The address row by place ids, the pin and the embed built from it (docs/decisions/0020). */
async function writeAddress(tx: Tx, vendorId: string, addr: Address, areaName: string): Promise<void> {
  const map = mapOfAddress(addr);
  await step("address", async () => {
    const values = {
      provinceId: addr.provinceId ?? null,
      districtId: addr.districtId ?? null,
      municipalityId: addr.municipalityId ?? null,
      ward: addr.ward ?? null,
      areaId: addr.areaId ?? null,
      toleArea: areaName || null,
      toleStreet: addr.toleStreet?.trim() || null,
      googleMapsUrl: map.embedUrl,
    };
    await tx
      .insert(vendorAddresses)
      .values({ vendorId, ...values })
      .onConflictDoUpdate({ target: vendorAddresses.vendorId, set: values });
    await saveMapPin(tx, vendorId, map.point);
  });
}

/**
 * The Nepali name of a vendor's city when it is its local level's ('Kathmandu' of Kathmandu Metropolitan City
 * -> 'काठमाडौँ'); null for a city typed otherwise or a vendor without an address (decision 0026).
 */
export async function cityNe(db: DbOrTx, vendorId: string, city: string | null): Promise<string | null> {
  if (!city) return null;
  const [place] = await db
    .select({ municipality: municipalities.name, district: districts.name })
    .from(vendorAddresses)
    .innerJoin(municipalities, eq(municipalities.id, vendorAddresses.municipalityId))
    .innerJoin(districts, eq(districts.id, municipalities.districtId))
    .where(eq(vendorAddresses.vendorId, vendorId));
  if (!place || cityFromMunicipality(place.municipality) !== city) return null;
  return localLevelNe(place.district, place.municipality);
}

/**
 * The address step on its own, with the profile's readable line and city: what a banquet hall's
 * or a decorator's admin edit saves, by the wizard's rules and tables.
 */
export async function saveAddress(tx: Tx, vendorId: string, addr: Address): Promise<void> {
  const parts = await addressParts(tx, addr);
  await writeAddress(tx, vendorId, addr, parts.areaName);
  await step("profile", () =>
    tx
      .update(vendorProfiles)
      .set({ companyAddress: parts.companyAddress, city: parts.city, updatedAt: new Date() })
      .where(eq(vendorProfiles.id, vendorId)),
  );
}

/** The contacts the unlock reveals; a person is saved only with a name and a mobile (spec 001 section 5). */
export async function saveContacts(
  tx: Tx,
  vendorId: string,
  persons: VendorApplication["contactDetails"]["contactPersons"],
): Promise<void> {
  await step("contacts", async () => {
    await tx.delete(vendorContacts).where(eq(vendorContacts.vendorId, vendorId));
    const rows = persons
      .map((c, i) => ({ c, n: i + 1 }))
      .filter(({ c }) => c.name && c.mobile)
      .map(({ c, n }) => ({
        vendorId,
        contactPersonNumber: n,
        name: c.name,
        mobile: c.mobile,
        whatsapp: (c.sameAsMobile ? c.mobile : c.whatsapp) || null,
        sameAsMobile: c.sameAsMobile,
        secondaryContact: c.secondaryContact || null,
      }));
    if (rows.length) await tx.insert(vendorContacts).values(rows);
  });
}

/** The districts served (each once). */
export async function saveServiceAreas(
  tx: Tx,
  vendorId: string,
  areas: VendorApplication["serviceAreas"]["areas"],
): Promise<void> {
  await step("serviceAreas", async () => {
    await tx.delete(vendorServiceAreas).where(eq(vendorServiceAreas.vendorId, vendorId));
    const seen = new Set<number>();
    const rows = areas
      .filter((a) => !seen.has(a.districtId) && seen.add(a.districtId))
      .map((a) => ({ vendorId, provinceId: a.provinceId, districtId: a.districtId }));
    if (rows.length) await tx.insert(vendorServiceAreas).values(rows);
  });
}

/**
 * Writes a validated application for an existing vendor inside the caller's transaction:
 * profile fields, address (upsert), contacts / service areas / event pricing / combo
 * packages / payment terms (delete then insert), add-ons and cancellation policy (upsert).
 * Does not change the status. Any failure throws a SaveError naming the part.
 */
export async function saveVendorApplication(tx: Tx, vendorId: string, application: VendorApplication): Promise<void> {
  const { businessProfile: bp, businessAddress: addr } = application;

  const parts = await addressParts(tx, addr);
  await step("profile", () =>
    tx
      .update(vendorProfiles)
      .set({
        ...businessProfileColumns(bp, application.media.googleDriveLink),
        phone: digitsOnly(application.contactDetails.contactPersons[0]?.mobile) || null,
        companyAddress: parts.companyAddress,
        city: parts.city,
        updatedAt: new Date(),
      })
      .where(eq(vendorProfiles.id, vendorId)),
  );

  await writeAddress(tx, vendorId, addr, parts.areaName);
  await saveContacts(tx, vendorId, application.contactDetails.contactPersons);
  await saveServiceAreas(tx, vendorId, application.serviceAreas.areas);

  await step("eventPricing", async () => {
    await tx.delete(eventPricing).where(eq(eventPricing.vendorId, vendorId));
    const rows = application.eventPricing.events.map((e, i) => ({
      vendorId,
      eventName: e.eventName,
      price: e.price ?? 0,
      hours: e.hours ?? 0,
      photographers: e.photographers ?? 0,
      videographers: e.videographers ?? 0,
      sortOrder: i,
    }));
    if (rows.length) await tx.insert(eventPricing).values(rows);
  });

  await step("comboPackages", async () => {
    await tx.delete(comboPackages).where(eq(comboPackages.vendorId, vendorId));
    const rows = application.comboPackages.packages.map(lockDefaults).map((p, i) => ({
      vendorId,
      packageKey: p.id,
      packageName: p.packageName,
      price: p.price,
      events: p.events,
      albums: p.deliverables.albums,
      frames: p.deliverables.frames,
      fullVideos: p.deliverables.fullVideos,
      highlightVideos: p.deliverables.cinematicHighlights,
      instaReels: p.deliverables.instagramReels,
      pendrive: p.deliverables.pendrive,
      allEditedPictures: p.deliverables.allEditedPictures,
      editedPicturesSpecify: "",
      sortOrder: i,
    }));
    if (rows.length) await tx.insert(comboPackages).values(rows);
  });

  await step("addOns", async () => {
    const values = { ...application.addOnPricing };
    await tx
      .insert(vendorAddons)
      .values({ vendorId, ...values })
      .onConflictDoUpdate({ target: vendorAddons.vendorId, set: values });
  });

  await step("paymentTerms", async () => {
    await tx.delete(paymentTerms).where(eq(paymentTerms.vendorId, vendorId));
    const rows = application.paymentTerms.terms.map((t, i) => ({
      vendorId,
      termOrder: i + 1,
      installmentNumber: t.installmentNumber ?? 0,
      percentage: t.percentage ?? 0,
      description: t.description,
      termLabel: `Installment ${t.installmentNumber}`,
    }));
    if (rows.length) await tx.insert(paymentTerms).values(rows);
  });

  await step("cancellationPolicy", async () => {
    const policyText = application.paymentTerms.cancellationPolicy.trim();
    if (!policyText) return;
    await tx
      .insert(cancellationPolicies)
      .values({ vendorId, policyText })
      .onConflictDoUpdate({ target: cancellationPolicies.vendorId, set: { policyText } });
  });
}

/**
 * Creates or updates the caller's profile and everything else in ONE transaction, and sets
 * the status to pending (a resubmission too). Returns the vendor id. An approved vendor's
 * submission is stored as a change request instead (see submitChangeRequest).
 *
 * Concurrency (docs/decisions/0011): the caller's user row is locked first, so parallel submissions
 * of one vendor run one after the other (the first creates the profile, the others update it)
 * on PostgreSQL as on PGlite. `baseVersion` is the version the form was loaded from (null: no
 * saved application then; undefined: not sent, no check): a submission based on a version older
 * than the last admin edit would silently undo that edit, so it is refused with a 409. The
 * vendor's own earlier saves do not conflict (they are nobody else's change).
 */
export async function submitVendorApplication(
  db: DbOrTx,
  user: { id: string; vendorType: VendorType },
  application: VendorApplication,
  baseVersion?: number | null,
): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const bp = application.businessProfile;
    const [current] = await tx
      .select({
        id: vendorProfiles.id,
        status: vendorProfiles.status,
        version: vendorProfiles.version,
        adminEditedVersion: vendorProfiles.adminEditedVersion,
      })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.userId, user.id));
    if (current && baseVersion !== undefined && current.adminEditedVersion > (baseVersion ?? 0)) {
      throw conflict(APPLICATION_CHANGED_MESSAGE);
    }
    // An approved vendor stays live: the update waits for an admin as a change request
    // (docs/decisions/0015, DESIGN principle 9) and the live profile is not touched.
    if (current?.status === "approved") {
      const request = await submitChangeRequest(tx, current, application);
      await tx.delete(vendorDrafts).where(eq(vendorDrafts.userId, user.id));
      if (request.created) {
        const data = { vendorName: bp.companyName, vendorType: user.vendorType };
        const link = `/admin/change-requests/${request.id}`;
        await notify(tx, { kind: "change_request_submitted", toAdmins: true, data, link });
      }
      // The vendor's confirmation: what was received and that an admin reviews it.
      const received = { vendorName: bp.companyName, subject: "change" } as const;
      await notify(tx, { kind: "application_received", vendorId: current.id, data: received });
      return {
        vendorId: current.id,
        created: false,
        version: current.version,
        status: "approved",
        changeRequestId: request.id,
        changeRequestCreated: request.created,
      };
    }
    const { vendorId, created, version } = await step("profile", async () => {
      const existing = current;
      if (existing) {
        await dropPendingChangeRequests(tx, existing.id);
        const [row] = await tx
          .update(vendorProfiles)
          .set({
            status: "pending",
            submittedAt: new Date(),
            updatedAt: new Date(),
            version: sql`${vendorProfiles.version} + 1`,
          })
          .where(eq(vendorProfiles.id, existing.id))
          .returning({ version: vendorProfiles.version });
        return { vendorId: existing.id, created: false, version: row.version };
      }
      const [row] = await tx
        .insert(vendorProfiles)
        .values({
          userId: user.id,
          vendorType: user.vendorType,
          status: "pending",
          companyName: bp.companyName,
          slug: slugify(bp.companyName),
          emailAddress: bp.emailAddress,
          submittedAt: new Date(),
        })
        .returning({ id: vendorProfiles.id, version: vendorProfiles.version });
      return { vendorId: row.id, created: true, version: row.version };
    });
    await saveVendorApplication(tx, vendorId, application);
    // The pictures picked before the first submit become the new vendor's (docs/decisions/0020).
    if (created) await adoptDraftMedia(tx, user.id, vendorId);
    // The draft has become the application.
    await tx.delete(vendorDrafts).where(eq(vendorDrafts.userId, user.id));
    // The admins hear of a new application and of one sent again after a rejection.
    if (created || current?.status === "rejected") {
      const data = { vendorName: bp.companyName, vendorType: user.vendorType, resubmitted: !created };
      await notify(tx, { kind: "application_submitted", toAdmins: true, data });
    }
    const received = { vendorName: bp.companyName, subject: "application", resubmitted: !created } as const;
    await notify(tx, { kind: "application_received", vendorId, data: received });
    return { vendorId, created, version, status: "pending", changeRequestId: null, changeRequestCreated: false };
  });
}

/**
 * What a submission did: a pending application saved (first time, or a pending/rejected vendor's
 * resubmission), or an approved vendor's change request stored beside the untouched live profile.
 * Hook point for notifications: `created` (a new application) or `changeRequestCreated`.
 */
export type SubmitResult = {
  vendorId: string;
  created: boolean;
  version: number;
  status: "pending" | "approved";
  changeRequestId: string | null;
  changeRequestCreated: boolean;
};

/** A vendor's saved application in the wizard's shape (what the admin dialog edits too). */
export async function loadVendorApplication(db: DbOrTx, vendorId: string): Promise<VendorApplication | null> {
  const [profile] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
  if (!profile) return null;
  // One query at a time: `db` may be a transaction, i.e. one pg connection, which must not be
  // handed a second query while the first is running (pg@8 deprecates it, pg@9 rejects it).
  const address = await db.select().from(vendorAddresses).where(eq(vendorAddresses.vendorId, vendorId));
  const contacts = await db
    .select()
    .from(vendorContacts)
    .where(eq(vendorContacts.vendorId, vendorId))
    .orderBy(asc(vendorContacts.contactPersonNumber));
  const service = await db
    .select()
    .from(vendorServiceAreas)
    .where(eq(vendorServiceAreas.vendorId, vendorId))
    .orderBy(asc(vendorServiceAreas.id));
  const pricing = await db
    .select()
    .from(eventPricing)
    .where(eq(eventPricing.vendorId, vendorId))
    .orderBy(asc(eventPricing.sortOrder));
  const packages = await db
    .select()
    .from(comboPackages)
    .where(eq(comboPackages.vendorId, vendorId))
    .orderBy(asc(comboPackages.sortOrder));
  const addons = await db.select().from(vendorAddons).where(eq(vendorAddons.vendorId, vendorId));
  const terms = await db
    .select()
    .from(paymentTerms)
    .where(eq(paymentTerms.vendorId, vendorId))
    .orderBy(asc(paymentTerms.termOrder));
  const policy = await db.select().from(cancellationPolicies).where(eq(cancellationPolicies.vendorId, vendorId));
  const pin = await loadMapPin(db, vendorId);
  const defaults = defaultVendorApplication();
  const a = address[0];
  const person = (n: number) => {
    const c = contacts.find((x) => x.contactPersonNumber === n);
    return c
      ? {
          name: c.name,
          mobile: c.mobile,
          whatsapp: c.whatsapp ?? "",
          sameAsMobile: c.sameAsMobile,
          secondaryContact: c.secondaryContact ?? "",
        }
      : { name: "", mobile: "", whatsapp: "", sameAsMobile: false, secondaryContact: "" };
  };
  return {
    businessProfile: {
      companyName: profile.companyName,
      description: profile.description,
      companyAge: profile.companyAge,
      vatPanNumber: profile.vatPanNumber ?? "",
      emailAddress: profile.emailAddress,
      useLoginEmail: false,
      socialMediaLinks: {
        facebook: profile.facebookUrl ?? "",
        instagram: profile.instagramUrl ?? "",
        youtube: profile.youtubeUrl ?? "",
        tiktok: profile.tiktokUrl ?? "",
        website: profile.websiteUrl ?? "",
      },
    },
    businessAddress: {
      provinceId: a?.provinceId ?? null,
      districtId: a?.districtId ?? null,
      municipalityId: a?.municipalityId ?? null,
      ward: a?.ward ?? null,
      areaId: a?.areaId ?? null,
      areaName: a?.toleArea ?? "",
      toleStreet: a?.toleStreet ?? "",
      googleMapsIframe: a?.googleMapsUrl ?? "",
      latitude: pin.latitude,
      longitude: pin.longitude,
    },
    contactDetails: { contactPersons: [person(1), person(2)] },
    serviceAreas: { areas: service.map((s) => ({ provinceId: s.provinceId, districtId: s.districtId })) },
    eventPricing: pricing.length
      ? {
          events: pricing.map((p) => ({
            eventName: p.eventName,
            price: p.price,
            hours: p.hours,
            photographers: p.photographers,
            videographers: p.videographers,
          })),
        }
      : defaults.eventPricing,
    comboPackages: {
      packages: packages.map((p) => ({
        id: p.packageKey,
        packageName: p.packageName,
        price: p.price,
        events: p.events,
        deliverables: {
          albums: p.albums,
          frames: p.frames,
          fullVideos: p.fullVideos,
          cinematicHighlights: p.highlightVideos,
          instagramReels: p.instaReels,
          pendrive: p.pendrive,
          allEditedPictures: p.allEditedPictures,
        },
      })),
    },
    addOnPricing: addons[0]
      ? {
          extraPhotographer: addons[0].extraPhotographer,
          extraVideographer: addons[0].extraVideographer,
          album: addons[0].album,
          frame: addons[0].frame,
          drone: addons[0].drone,
        }
      : defaults.addOnPricing,
    paymentTerms: {
      terms: terms.length
        ? terms.map((t) => ({
            installmentNumber: t.installmentNumber,
            percentage: t.percentage,
            description: t.description,
          }))
        : defaults.paymentTerms.terms,
      cancellationPolicy: policy[0]?.policyText ?? defaults.paymentTerms.cancellationPolicy,
    },
    media: { googleDriveLink: profile.googleDriveLink ?? "" },
  };
}

/** The vendor_profiles columns of the Business Profile step (wizard submit and admin edit). */
export function businessProfileColumns(bp: BusinessProfile, googleDriveLink: string | null | undefined) {
  return {
    companyName: bp.companyName,
    description: bp.description,
    companyAge: bp.companyAge,
    vatPanNumber: bp.vatPanNumber || null,
    emailAddress: bp.emailAddress,
    facebookUrl: bp.socialMediaLinks.facebook || null,
    instagramUrl: bp.socialMediaLinks.instagram || null,
    youtubeUrl: bp.socialMediaLinks.youtube || null,
    tiktokUrl: bp.socialMediaLinks.tiktok || null,
    websiteUrl: bp.socialMediaLinks.website || null,
    googleDriveLink: googleDriveLink || null,
  };
}
