import {
  ADVANCE_OVER_TOTAL_MESSAGE,
  blockedDateMessage,
  type ClientFormData,
  canMoveStatus,
  cityFromMunicipality,
  collapseContactDays,
  isAdvanceOverTotal,
  LEAD_STATUS_LABELS,
  type LeadDetail,
  type LeadPackage,
  type LeadStatus,
  type LeadUpdate,
  NOTIFIED_EVENTS_MAX,
  overCapacityMessage,
} from "@bihe/shared";
import { OVER_CAPACITY_CODE } from "@bihe/shared/vendor-calendar";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  districts,
  leadEvents,
  leadHistory,
  leadLocations,
  leadPackages,
  leads,
  municipalities,
} from "../../db/schema";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { type OverbookedDate, overbookedDates } from "../calendar/capacity-check";
import { refreshFullDates } from "../calendar/full-dates";
import { lockVendorCalendar } from "../calendar/lock";
import { notify } from "../notifications/notify";
import { getLead } from "./queries";

export const LEAD_NOT_FOUND = "Lead not found";

/**
 * Checks the chosen places exist and nest (municipality in district in province); fills a
 * missing city from the municipality's name. Unknown ids are a 400, never a foreign-key 500.
 */
async function resolvePlaces(db: DbOrTx, locations: ClientFormData["locations"]) {
  const districtIds = [...new Set(locations.map((l) => l.districtId).filter((v): v is number => v != null))];
  const municipalityIds = [...new Set(locations.map((l) => l.municipalityId).filter((v): v is number => v != null))];
  const ds = districtIds.length
    ? await db
        .select({ id: districts.id, provinceId: districts.provinceId })
        .from(districts)
        .where(inArray(districts.id, districtIds))
    : [];
  const ms = municipalityIds.length
    ? await db
        .select({ id: municipalities.id, districtId: municipalities.districtId, name: municipalities.name })
        .from(municipalities)
        .where(inArray(municipalities.id, municipalityIds))
    : [];
  const dById = new Map(ds.map((d) => [d.id, d]));
  const mById = new Map(ms.map((m) => [m.id, m]));
  return locations.map((l, i) => {
    const bad = () =>
      badRequest("Please choose a valid location", {
        [`locations.${i}.municipalityId`]: "Please choose a valid location",
      });
    if (l.provinceId != null && (l.provinceId < 1 || l.provinceId > 7)) throw bad();
    const d = l.districtId != null ? dById.get(l.districtId) : undefined;
    if (l.districtId != null && (!d || (l.provinceId != null && d.provinceId !== l.provinceId))) throw bad();
    const m = l.municipalityId != null ? mById.get(l.municipalityId) : undefined;
    if (l.municipalityId != null && (!m || l.districtId == null || m.districtId !== l.districtId)) throw bad();
    return { ...l, provinceId: l.provinceId ?? d?.provinceId ?? null, city: l.city ?? cityFromMunicipality(m?.name) };
  });
}

/**
 * A lead with its locations and events, all in ONE transaction (all land or none does). A lead
 * from the public client form tells the vendor (a lead the vendor typed in tells nobody).
 */
export async function createLead(
  db: Db,
  vendorId: string,
  input: ClientFormData,
  { fromClientForm = false }: { fromClientForm?: boolean } = {},
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const locations = await resolvePlaces(tx, input.locations);
    const [lead] = await tx
      .insert(leads)
      .values({
        vendorId,
        name: input.name,
        number: input.number,
        whatsappNumber: input.whatsappNumber,
        source: input.source,
        reference: input.reference,
        inquiryDate: input.inquiryDate,
        preferredContactDays: collapseContactDays(input.preferredContactDays) || null,
        preferredContactTime: input.preferredContactTime,
      })
      .returning({ id: leads.id });
    await tx.insert(leadLocations).values(
      locations.map((l, i) => ({
        leadId: lead.id,
        locationType: l.locationType,
        provinceId: l.provinceId,
        districtId: l.districtId,
        municipalityId: l.municipalityId,
        city: l.city,
        area: l.area,
        googleMapsLink: l.googleMapsLink,
        sortOrder: i,
      })),
    );
    // One statement per event keeps the order explicit (and a failing event rolls back the lead).
    for (const [i, e] of input.events.entries()) {
      await tx.insert(leadEvents).values({ leadId: lead.id, ...e, sortOrder: i });
    }
    if (fromClientForm) {
      // What the client asked for, so the email says it without opening the app.
      const events = input.events.slice(0, NOTIFIED_EVENTS_MAX).map((e) => ({ name: e.eventName, date: e.eventDate }));
      await notify(tx, { kind: "lead_received", vendorId, data: { clientName: input.name, events } });
    }
    return { id: lead.id };
  });
}

/**
 * The 409 a vendor sees before a Won lead takes a date beyond its capacity (or a blocked date); the
 * fields let the app say it in the reader's language. Sent again with confirmOverCapacity, it saves.
 */
function overCapacity(date: OverbookedDate, capacity: number): AppError {
  const message = date.blocked ? blockedDateMessage(date.day) : overCapacityMessage(date.day, date.weddings, capacity);
  return new AppError(409, OVER_CAPACITY_CODE, message, {
    date: date.day,
    weddings: String(date.weddings),
    capacity: String(capacity),
    blocked: String(date.blocked),
  });
}

const PACKAGE_KEYS: (keyof LeadPackage)[] = [
  "numberOfAlbums",
  "frames",
  "fullVideos",
  "cinematicHighlights",
  "instagramReels",
  "pendrive",
  "allEditedPictures",
  "packagePrice",
];

/**
 * A status move, financials and/or package, in one transaction, with a history row holding
 * every changed value (from -> to). The lead must belong to the vendor (else 404).
 */
export async function updateLead(
  db: Db,
  vendorId: string,
  userId: string,
  leadId: string,
  patch: LeadUpdate,
): Promise<LeadDetail> {
  await db.transaction(async (tx) => {
    // A status move may book or free dates: the vendor's calendar is taken first, so two leads
    // racing for a date's last slot run one after the other (docs/decisions/0034).
    const capacity = patch.status ? await lockVendorCalendar(tx, vendorId) : null;
    const [lead] = await tx
      .select({ status: leads.status, totalAmount: leads.totalAmount, advanceAmount: leads.advanceAmount })
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.vendorId, vendorId)))
      .for("update");
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    const from = lead.status;
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const set: Partial<typeof leads.$inferInsert> = {};
    let toStatus: LeadStatus | null = null;
    if (patch.status && patch.status !== from) {
      if (!canMoveStatus(from, patch.status)) {
        throw badRequest(`A lead cannot move from ${LEAD_STATUS_LABELS[from]} to ${LEAD_STATUS_LABELS[patch.status]}.`);
      }
      set.status = patch.status;
      toStatus = patch.status;
      if (toStatus === "won" && capacity !== null && !patch.confirmOverCapacity) {
        const [first] = await overbookedDates(tx, vendorId, leadId, capacity);
        if (first) throw overCapacity(first, capacity);
      }
    }
    for (const key of ["totalAmount", "advanceAmount"] as const) {
      const value = patch[key];
      if (value !== undefined && value !== lead[key]) {
        set[key] = value;
        changes[key] = { from: lead[key], to: value };
      }
    }
    // The stored total or advance counts for the one the patch leaves out.
    const total = patch.totalAmount ?? lead.totalAmount;
    const advance = patch.advanceAmount ?? lead.advanceAmount;
    if ((patch.totalAmount !== undefined || patch.advanceAmount !== undefined) && isAdvanceOverTotal(total, advance)) {
      throw badRequest(ADVANCE_OVER_TOTAL_MESSAGE, { advanceAmount: ADVANCE_OVER_TOTAL_MESSAGE });
    }
    if (patch.package) {
      const [old] = await tx.select().from(leadPackages).where(eq(leadPackages.leadId, leadId));
      for (const key of PACKAGE_KEYS) {
        const before = old ? old[key] : null;
        if (before !== patch.package[key]) changes[`package.${key}`] = { from: before, to: patch.package[key] };
      }
      if (!old || Object.keys(changes).some((k) => k.startsWith("package."))) {
        await tx
          .insert(leadPackages)
          .values({ leadId, ...patch.package })
          .onConflictDoUpdate({ target: leadPackages.leadId, set: patch.package });
      }
    }
    if (!toStatus && Object.keys(changes).length === 0) return;
    await tx
      .update(leads)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(leads.id, leadId));
    await tx.insert(leadHistory).values({
      leadId,
      changedBy: userId,
      fromStatus: toStatus ? from : null,
      toStatus,
      changes: Object.keys(changes).length ? changes : null,
    });
    if (capacity !== null && (toStatus === "won" || (toStatus && from === "won"))) {
      await refreshFullDates(tx, vendorId, capacity);
    }
  });
  const detail = await getLead(db, vendorId, leadId);
  if (!detail) throw notFound(LEAD_NOT_FOUND);
  return detail;
}
