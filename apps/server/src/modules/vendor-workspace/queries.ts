import type { VendorInquiry, WorkspaceReview } from "@bihe/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { customerInquiries, leads, vendorProfiles } from "../../db/schema";
import { reviewOriginSql, reviewReplySql } from "../reviews/badge";

export async function findVendorById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: vendorProfiles.id,
      companyName: vendorProfiles.companyName,
      status: vendorProfiles.status,
      vendorType: vendorProfiles.vendorType,
    })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.id, id));
  return row;
}

/** One vendor's inquiries, newest first (one query, bounded). */
export async function listInquiries(db: DbOrTx, vendorId: string, limit = 500): Promise<VendorInquiry[]> {
  const rows = await db
    .select({
      id: customerInquiries.id,
      customerName: customerInquiries.customerName,
      customerPhone: customerInquiries.customerPhone,
      customerEmail: customerInquiries.customerEmail,
      promoCode: customerInquiries.promoCode,
      createdAt: customerInquiries.createdAt,
      weddingDate: customerInquiries.weddingDate,
      events: customerInquiries.events,
      guests: customerInquiries.guests,
      budget: customerInquiries.budget,
      message: customerInquiries.message,
      leadId: leads.id,
    })
    .from(customerInquiries)
    .leftJoin(leads, eq(leads.inquiryId, customerInquiries.id))
    .where(eq(customerInquiries.vendorId, vendorId))
    .orderBy(desc(customerInquiries.createdAt), desc(customerInquiries.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    weddingDate: r.weddingDate ? String(r.weddingDate) : null,
  }));
}

/**
 * Statistics over a vendor's published reviews (the average the public sees) plus the most recent
 * reviews of any status (the vendor sees a held or hidden one as such), in ONE query.
 */
export async function reviewSummary(db: DbOrTx, vendorId: string, limit = 100) {
  const result = await db.execute(sql`
    select
      (select avg(rating)::float8 from vendor_reviews where vendor_id = ${vendorId} and status = 'published') as average,
      (select count(*)::int from vendor_reviews where vendor_id = ${vendorId} and status = 'published') as count,
      coalesce((
        select json_agg(json_build_object(
          'id', rv.id, 'reviewerName', rv.reviewer_name, 
          'rating', rv.rating, 'reviewText', rv.review_text, 'createdAt', rv.created_at,
          'status', rv.status, 'origin', ${reviewOriginSql}, 'reply', ${reviewReplySql}
        ) order by rv.created_at desc, rv.id desc)
        from (select * from vendor_reviews where vendor_id = ${vendorId} order by created_at desc, id desc limit ${limit}) rv
      ), '[]'::json) as reviews`);
  const row = result.rows[0] as { average: number | null; count: number; reviews: WorkspaceReview[] | string };
  const reviews = (typeof row.reviews === "string" ? JSON.parse(row.reviews) : row.reviews) as WorkspaceReview[];
  return {
    average: row.average === null ? null : Number(row.average),
    count: Number(row.count),
    reviews: reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
  };
}
