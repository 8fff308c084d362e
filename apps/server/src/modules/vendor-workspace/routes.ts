import { reviewUrlFor } from "@bihe/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, requireRole } from "../../auth/guards";
import { vendorOwnerLang } from "../locale/account-lang";
import { getSettings } from "../system/settings";
import { findOwnVendor, listInquiries } from "./queries";
import { reviewQrPdf, reviewQrPng } from "./qr-pdf";
import { publicOrigin, reviewsPage, reviewVendorFor } from "./service";

const vendorQuery = z.object({ vendorId: z.uuid("Invalid vendor id").optional() });
const noStore = { "cache-control": "no-store" };

/** Spec 001 screens 9 and 10: the vendor's inquiries, reviews, review QR code and its PDF. */
export async function vendorWorkspaceRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const vendorOnly = requireRole("vendor");

  app.get("/api/vendor/inquiries", { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    const vendor = await findOwnVendor(app.db, callerOf(request).id);
    return { vendorId: vendor?.id ?? null, inquiries: vendor ? await listInquiries(app.db, vendor.id) : [] };
  });

  app.get(
    "/api/vendor/reviews",
    { preHandler: vendorOnly, schema: { querystring: vendorQuery } },
    async (request, reply) => {
      reply.headers(noStore);
      const vendor = await reviewVendorFor(app.db, callerOf(request), request.query.vendorId);
      return reviewsPage(app.db, vendor, publicOrigin(request));
    },
  );

  app.get(
    "/api/vendor/review-qr.png",
    { preHandler: vendorOnly, schema: { querystring: vendorQuery } },
    async (request, reply) => {
      const vendor = await reviewVendorFor(app.db, callerOf(request), request.query.vendorId);
      const png = await reviewQrPng(reviewUrlFor(publicOrigin(request), vendor.id));
      return reply.type("image/png").headers({ "cache-control": "private, max-age=300" }).send(png);
    },
  );

  app.get(
    "/api/vendor/review-qr.pdf",
    { preHandler: vendorOnly, schema: { querystring: vendorQuery } },
    async (request, reply) => {
      const vendor = await reviewVendorFor(app.db, callerOf(request), request.query.vendorId);
      const { siteName } = await getSettings(app.db);
      const pdf = await reviewQrPdf({
        vendorName: vendor.companyName,
        url: reviewUrlFor(publicOrigin(request), vendor.id),
        siteName,
        lang: await vendorOwnerLang(app.db, vendor.id),
      });
      const file = `${
        vendor.companyName
          .replace(/[^A-Za-z0-9]+/g, "-")
          .replace(/^-|-$/g, "")
          .toLowerCase() || "vendor"
      }-review-qr.pdf`;
      return reply
        .type("application/pdf")
        .headers({ ...noStore, "content-disposition": `attachment; filename="${file}"` })
        .send(Buffer.from(pdf));
    },
  );
}
