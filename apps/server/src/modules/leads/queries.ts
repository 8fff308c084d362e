import type { LeadCounts, LeadDetail, LeadListItem, LeadStatus } from "@bihe/shared";
import { LEAD_STATUSES, normalizeVendorType } from "@bihe/shared";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/** The most leads one list answer carries (a vendor's pipeline stage; the screen filters them). */
export const LEADS_LIST_LIMIT = 2000;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

type Row = Record<string, unknown>;

/**
 * ONE query for a list or a detail: each lead with its events and locations (place names
 * joined) aggregated by lateral subqueries; the detail adds the package and the history.
 */
function leadsQuery(where: SQL, detail: boolean, limit: number): SQL {
  return sql`
    select l.id, l.name, l.number, l.whatsapp_number, l.source, l.reference, l.status,
      l.inquiry_date::text as inquiry_date, l.preferred_contact_days, l.preferred_contact_time,
      l.total_amount, l.advance_amount, l.remaining_amount, l.created_at,
      coalesce(ev.events, '[]'::json) as events,
      coalesce(loc.locations, '[]'::json) as locations
      ${detail ? sql`, pkg.package, coalesce(hist.history, '[]'::json) as history, inq.inquiry` : sql``}
    from leads l
    left join lateral (
      select json_agg(json_build_object(
        'id', e.id, 'eventName', e.event_name, 'eventDate', e.event_date::text, 'startTime', e.start_time,
        'numberOfPhotographer', e.number_of_photographer, 'numberOfVideographer', e.number_of_videographer,
        'drone', e.drone) order by e.sort_order, e.id) as events
      from lead_events e where e.lead_id = l.id
    ) ev on true
    left join lateral (
      select json_agg(json_build_object(
        'id', x.id, 'locationType', x.location_type, 'provinceId', x.province_id, 'districtId', x.district_id,
        'municipalityId', x.municipality_id, 'province', p.name, 'district', d.name, 'municipality', m.name,
        'municipalityNe', m.name_ne, 'city', x.city, 'area', x.area, 'googleMapsLink', x.google_maps_link) order by x.sort_order, x.id) as locations
      from lead_locations x
      left join provinces p on p.id = x.province_id
      left join districts d on d.id = x.district_id
      left join municipalities m on m.id = x.municipality_id
      where x.lead_id = l.id
    ) loc on true
    ${
      detail
        ? sql`
    left join lateral (
      select json_build_object('numberOfAlbums', k.number_of_albums, 'frames', k.frames, 'fullVideos', k.full_videos,
        'cinematicHighlights', k.cinematic_highlights, 'instagramReels', k.instagram_reels, 'pendrive', k.pendrive,
        'allEditedPictures', k.all_edited_pictures, 'packagePrice', k.package_price) as package
      from lead_packages k where k.lead_id = l.id
    ) pkg on true
    left join lateral (
      select json_agg(json_build_object('id', h.id, 'fromStatus', h.from_status, 'toStatus', h.to_status,
        'changes', h.changes, 'createdAt', h.created_at) order by h.created_at desc, h.id desc) as history
      from lead_history h where h.lead_id = l.id
    ) hist on true
    left join lateral (
      select json_build_object('email', q.customer_email, 'promoCode', q.promo_code,
        'weddingDate', q.wedding_date::text, 'guests', q.guests, 'budget', q.budget, 'message', q.message) as inquiry
      from customer_inquiries q where q.id = l.inquiry_id
    ) inq on true`
        : sql``
    }
    where ${where}
    order by l.created_at desc, l.id desc
    limit ${limit}`;
}

function toItem(r: Row): LeadListItem {
  return {
    id: r.id as string,
    name: r.name as string,
    number: r.number as string,
    whatsappNumber: (r.whatsapp_number as string | null) ?? null,
    source: (r.source as string | null) ?? null,
    reference: (r.reference as string | null) ?? null,
    status: r.status as LeadStatus,
    inquiryDate: r.inquiry_date as string,
    preferredContactDays: (r.preferred_contact_days as string | null) ?? null,
    preferredContactTime: (r.preferred_contact_time as string | null) ?? null,
    totalAmount: Number(r.total_amount),
    advanceAmount: Number(r.advance_amount),
    remainingAmount: Number(r.remaining_amount),
    createdAt: iso(r.created_at),
    events: parseJson(r.events) as LeadListItem["events"],
    locations: parseJson(r.locations) as LeadListItem["locations"],
  };
}

const parseJson = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);

/** A vendor's leads, newest first, optionally of one status. */
export async function listLeads(db: DbOrTx, vendorId: string, status?: LeadStatus): Promise<LeadListItem[]> {
  const where = status ? sql`l.vendor_id = ${vendorId} and l.status = ${status}` : sql`l.vendor_id = ${vendorId}`;
  const result = await db.execute(leadsQuery(where, false, LEADS_LIST_LIMIT));
  return (result.rows as Row[]).map(toItem);
}

/** One lead of this vendor with package and history, or null (also for another vendor's lead). */
export async function getLead(db: DbOrTx, vendorId: string, leadId: string): Promise<LeadDetail | null> {
  const result = await db.execute(leadsQuery(sql`l.vendor_id = ${vendorId} and l.id = ${leadId}`, true, 1));
  const r = (result.rows as Row[])[0];
  if (!r) return null;
  const history = (parseJson(r.history) as LeadDetail["history"]).map((h) => ({ ...h, createdAt: iso(h.createdAt) }));
  return {
    ...toItem(r),
    package: (parseJson(r.package) as LeadDetail["package"]) ?? null,
    history,
    inquiry: (parseJson(r.inquiry) as LeadDetail["inquiry"]) ?? null,
  };
}

/** Leads per status for the sidebar and the dashboard (one grouped query). */
export async function countLeads(db: DbOrTx, vendorId: string): Promise<LeadCounts> {
  const result = await db.execute(
    sql`select status, count(*)::int as n from leads where vendor_id = ${vendorId} group by status`,
  );
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as LeadCounts;
  for (const r of result.rows as { status: LeadStatus; n: number }[]) counts[r.status] = Number(r.n);
  return counts;
}

/**
 * A vendor by id for the public client form. The form is the vendor's own intake form
 * (docs/decisions/0015), so it works whatever the marketplace status (pending, approved, rejected), for every
 * profile whose account is in good standing: a vendor account with a verified email.
 */
export async function publicVendor(db: DbOrTx, vendorId: string) {
  const result = await db.execute(
    sql`select v.id, v.company_name, v.vendor_type from vendor_profiles v join users u on u.id = v.user_id
        where v.id = ${vendorId} and u.role = 'vendor' and u.email_verified`,
  );
  const r = (result.rows as Row[])[0];
  return r
    ? {
        id: r.id as string,
        companyName: r.company_name as string,
        vendorType: normalizeVendorType(r.vendor_type as string),
      }
    : null;
}
