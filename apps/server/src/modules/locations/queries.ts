import type { AdminAreaDto, AreaDto, AreaStatus, LocationTree } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/**
 * The whole location tree in ONE query, nested with json_agg: provinces by id (the official
 * order), districts and local levels by name (the order people scan in a list).
 */
export async function loadLocationTree(db: DbOrTx): Promise<LocationTree> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'id', p.id, 'name', p.name, 'nameNe', p.name_ne,
      'districts', (
        select coalesce(json_agg(json_build_object(
          'id', d.id, 'name', d.name, 'nameNe', d.name_ne,
          'municipalities', (
            select coalesce(json_agg(json_build_object(
              'id', m.id, 'name', m.name, 'nameNe', m.name_ne, 'type', m.type, 'wards', m.wards
            ) order by m.name, m.id), '[]'::json)
            from municipalities m where m.district_id = d.id
          )
        ) order by d.name, d.id), '[]'::json)
        from districts d where d.province_id = p.id
      )
    ) order by p.id), '[]'::json) as provinces
    from provinces p`);
  const raw = (result.rows[0] as { provinces: unknown }).provinces;
  const provinces = (typeof raw === "string" ? JSON.parse(raw) : raw) as LocationTree["provinces"];
  return { provinces };
}

export async function findMunicipalityRow(db: DbOrTx, id: number): Promise<{ id: number; wards: number } | null> {
  const result = await db.execute(sql`select id, wards from municipalities where id = ${id}`);
  const row = result.rows[0] as { id: number; wards: number } | undefined;
  return row ? { id: Number(row.id), wards: Number(row.wards) } : null;
}

export type AreaRow = {
  id: number;
  municipality_id: number;
  ward: number;
  name: string;
  status: AreaStatus;
  created_by: string | null;
};

export const toAreaDto = (r: AreaRow, callerId: string | null): AreaDto => ({
  id: Number(r.id),
  municipalityId: Number(r.municipality_id),
  ward: Number(r.ward),
  name: r.name,
  status: r.status,
  mine: callerId !== null && r.created_by === callerId,
});

/** Approved areas of a ward plus the caller's own pending ones, by name. */
export async function listWardAreas(
  db: DbOrTx,
  municipalityId: number,
  ward: number,
  callerId: string | null,
): Promise<AreaDto[]> {
  const result = await db.execute(sql`
    select id, municipality_id, ward, name, status, created_by from areas
    where municipality_id = ${municipalityId} and ward = ${ward}
      and (status = 'approved' or (status = 'pending' and created_by = ${callerId ?? ""}))
    order by lower(name), id`);
  return (result.rows as AreaRow[]).map((r) => toAreaDto(r, callerId));
}

/** Inserts a pending area; null when one with the same name (any case) already exists in that ward. */
export async function insertArea(
  db: DbOrTx,
  a: { municipalityId: number; ward: number; name: string; createdBy: string },
): Promise<AreaRow | null> {
  const result = await db.execute(sql`
    insert into areas (municipality_id, ward, name, status, created_by)
    values (${a.municipalityId}, ${a.ward}, ${a.name}, 'pending', ${a.createdBy})
    on conflict do nothing
    returning id, municipality_id, ward, name, status, created_by`);
  return (result.rows[0] as AreaRow | undefined) ?? null;
}

export async function findAreaByName(
  db: DbOrTx,
  municipalityId: number,
  ward: number,
  name: string,
): Promise<AreaRow | null> {
  const result = await db.execute(sql`
    select id, municipality_id, ward, name, status, created_by from areas
    where municipality_id = ${municipalityId} and ward = ${ward} and lower(name) = lower(${name})`);
  return (result.rows[0] as AreaRow | undefined) ?? null;
}

export async function countPendingBy(db: DbOrTx, userId: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from areas where status = 'pending' and created_by = ${userId}`,
  );
  return Number((result.rows[0] as { n: number }).n);
}

const iso = (v: unknown) =>
  v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

/** The admin's list, with the place names and the proposer's email, in ONE query; oldest first. */
export async function listAreasForAdmin(db: DbOrTx, status: AreaStatus | "all"): Promise<AdminAreaDto[]> {
  const where = status === "all" ? sql`` : sql`where a.status = ${status}`;
  const result = await db.execute(sql`
    select a.id, a.name, a.status, a.ward, a.created_at, a.reviewed_at,
      m.id as municipality_id, m.name as municipality, m.name_ne as municipality_ne, m.type as municipality_type,
      d.id as district_id, d.name as district, p.id as province_id, p.name as province,
      u.id as proposer_id, u.email as proposer_email
    from areas a
    join municipalities m on m.id = a.municipality_id
    join districts d on d.id = m.district_id
    join provinces p on p.id = d.province_id
    left join users u on u.id = a.created_by
    ${where}
    order by a.created_at, a.id
    limit 1000`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    status: r.status as AreaStatus,
    ward: Number(r.ward),
    municipalityId: Number(r.municipality_id),
    municipality: String(r.municipality),
    municipalityType: String(r.municipality_type),
    municipalityNe: String(r.municipality_ne),
    districtId: Number(r.district_id),
    district: String(r.district),
    provinceId: Number(r.province_id),
    province: String(r.province),
    proposerId: (r.proposer_id as string | null) ?? null,
    proposerEmail: (r.proposer_email as string | null) ?? null,
    createdAt: iso(r.created_at)!,
    reviewedAt: iso(r.reviewed_at),
  }));
}

export async function setAreaStatus(
  db: DbOrTx,
  id: number,
  status: "approved" | "rejected",
  reviewerId: string,
): Promise<AreaRow | null> {
  const result = await db.execute(sql`
    update areas set status = ${status}, reviewed_by = ${reviewerId}, reviewed_at = now()
    where id = ${id}
    returning id, municipality_id, ward, name, status, created_by`);
  return (result.rows[0] as AreaRow | undefined) ?? null;
}
