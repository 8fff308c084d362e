import { reviewUrlFor } from "@bihe/shared";
import { vendorWorkspaceContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance } from "fastify";
import { callerOf } from "../../auth/guards";
import { ownVendorOf, requireVendor } from "../../auth/vendor";
import { route } from "../../lib/route";
import { vendorOwnerLang } from "../locale/account-lang";
import { getSettings } from "../system/settings";
import { reviewQrPdf, reviewQrPng } from "./qr-pdf";
import { listInquiries } from "./queries";
import { publicOrigin, reviewsPage, reviewVendorFor } from "./service";

const noStore = { "cache-control": "no-store" };

/** Spec 001 screens 9 and 10: the vendor's inquiries, reviews, review QR code and its PDF. */
export async function vendorWorkspaceRoutes(app: FastifyInstance) {
  // The profile may be missing (an admin, a vendor before their application): each route says what then.
  const vendorOnly = requireVendor({ optional: true });

  route(app, contracts.inquiries, { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    const vendor = ownVendorOf(request);
    return { vendorId: vendor?.id ?? null, inquiries: vendor ? await listInquiries(app.db, vendor.id) : [] };
  });

  route(app, contracts.reviews, { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    const vendor = await reviewVendorFor(app.db, callerOf(request), ownVendorOf(request), request.query.vendorId);
    return reviewsPage(app.db, vendor, publicOrigin(request));
  });

  route(app, contracts.reviewQrPng, { preHandler: vendorOnly }, async (request, reply) => {
    const vendor = await reviewVendorFor(app.db, callerOf(request), ownVendorOf(request), request.query.vendorId);
    const png = await reviewQrPng(reviewUrlFor(publicOrigin(request), vendor.id));
    return reply.type("image/png").headers({ "cache-control": "private, max-age=300" }).send(png);
  });

  route(app, contracts.reviewQrPdf, { preHandler: vendorOnly }, async (request, reply) => {
    const vendor = await reviewVendorFor(app.db, callerOf(request), ownVendorOf(request), request.query.vendorId);
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
  });
}
