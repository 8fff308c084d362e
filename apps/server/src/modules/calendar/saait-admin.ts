import { bsYearOf, SAAIT_EXISTS_MESSAGE, SAAIT_NOT_FOUND_MESSAGE } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { recordAudit } from "../../lib/audit";
import { conflict, notFound } from "../../lib/errors";

/** An admin's row of the saait list. */
export type AdminSaaitDay = { day: string; note: string | null; sample: boolean; bsYear: number; updatedAt: string };

const columns = sql`to_char(day, 'YYYY-MM-DD') as day, note, sample, bs_year as "bsYear",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"`;

const toDay = (r: AdminSaaitDay): AdminSaaitDay => ({ ...r, bsYear: Number(r.bsYear) });

/** The saait dates of one BS year, in date order. */
export async function saaitYear(db: DbOrTx, year: number): Promise<AdminSaaitDay[]> {
  const { rows } = await db.execute<AdminSaaitDay>(
    sql`select ${columns} from saait_dates where bs_year = ${year} order by day`,
  );
  return rows.map(toDay);
}

/**
 * Adds a saait date (never sample data: what an admin adds is the real list) and audits it, in
 * one transaction. A date already on the list is a 409, also when two admins add it at once.
 */
export async function addSaaitDate(db: Db, adminId: string, day: string, note: string | null): Promise<AdminSaaitDay> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<AdminSaaitDay>(sql`
      insert into saait_dates (day, bs_year, note, sample, updated_by)
      values (${day}::date, ${bsYearOf(day)}, ${note}, false, ${adminId})
      on conflict (day) do nothing
      returning ${columns}`);
    const added = rows[0];
    if (!added) throw conflict(SAAIT_EXISTS_MESSAGE);
    await recordAudit(tx, {
      actorId: adminId,
      action: "saait.add",
      entityType: "saait_date",
      entityId: day,
      before: null,
      after: { note },
    });
    return toDay(added);
  });
}

/** Changes a saait date's note (its `sample` flag stays: editing a note does not vouch for the date). */
export async function editSaaitDate(db: Db, adminId: string, day: string, note: string | null): Promise<AdminSaaitDay> {
  return db.transaction(async (tx) => {
    const before = await tx.execute<{ note: string | null }>(
      sql`select note from saait_dates where day = ${day}::date for update`,
    );
    if (!before.rows[0]) throw notFound(SAAIT_NOT_FOUND_MESSAGE);
    const { rows } = await tx.execute<AdminSaaitDay>(sql`
      update saait_dates set note = ${note}, updated_by = ${adminId}, updated_at = now()
      where day = ${day}::date returning ${columns}`);
    await recordAudit(tx, {
      actorId: adminId,
      action: "saait.edit",
      entityType: "saait_date",
      entityId: day,
      before: { note: before.rows[0].note },
      after: { note },
    });
    return toDay(rows[0] as AdminSaaitDay);
  });
}

/** Removes a saait date and audits what it was. */
export async function removeSaaitDate(db: Db, adminId: string, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ note: string | null; sample: boolean }>(
      sql`delete from saait_dates where day = ${day}::date returning note, sample`,
    );
    if (!rows[0]) throw notFound(SAAIT_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      actorId: adminId,
      action: "saait.remove",
      entityType: "saait_date",
      entityId: day,
      before: { note: rows[0].note, sample: rows[0].sample },
      after: null,
    });
  });
}
