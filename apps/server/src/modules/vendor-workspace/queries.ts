import type { VendorInquiry, WorkspaceReview } from "@bihe/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { customerInquiries, vendorProfiles } from "../../db/schema";

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
      promoCode: customerInquiries.promoCode,
      createdAt: customerInquiries.createdAt,
    })
    .from(customerInquiries)
    .where(eq(customerInquiries.vendorId, vendorId))
    .orderBy(desc(customerInquiries.createdAt), desc(customerInquiries.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Statistics over all of a vendor's reviews plus the most recent ones, in ONE query. */
export async function reviewSummary(db: DbOrTx, vendorId: string, limit = 100) {
  const result = await db.execute(sql`
    select
      (select avg(rating)::float8 from vendor_reviews where vendor_id = ${vendorId}) as average,
      (select count(*)::int from vendor_reviews where vendor_id = ${vendorId}) as count,
      coalesce((
        select json_agg(json_build_object(
          'id', r.id, 'reviewerName', r.reviewer_name, 'reviewerEmail', r.reviewer_email,
          'rating', r.rating, 'reviewText', r.review_text, 'createdAt', r.created_at
        ) order by r.created_at desc, r.id desc)
        from (select * from vendor_reviews where vendor_id = ${vendorId} order by created_at desc, id desc limit ${limit}) r
      ), '[]'::json) as reviews`);
  const row = result.rows[0] as { average: number | null; count: number; reviews: WorkspaceReview[] | string };
  const reviews = (typeof row.reviews === "string" ? JSON.parse(row.reviews) : row.reviews) as WorkspaceReview[];
  return {
    average: row.average === null ? null : Number(row.average),
    count: Number(row.count),
    reviews: reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
  };
}
