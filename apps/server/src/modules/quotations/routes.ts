import {
  fileSizeMessage,
  isUuid,
  type Lang,
  MAX_IMAGE_BYTES,
  PAYMENT_QR_LABEL_MAX,
  QUOTATION_NOT_FOUND,
  type QuotationView,
} from "@bihe/shared";
import { quotationsContracts as contracts } from "@bihe/shared/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { callerOf, requireRole } from "../../auth/guards";
import { requireVendor, vendorOf } from "../../auth/vendor";
import { vendorProfiles } from "../../db/schema";
import { documentLimiter } from "../../lib/document-limit";
import { badRequest, notFound } from "../../lib/errors";
import { publicOrigin } from "../../lib/public-origin";
import { route } from "../../lib/route";
import { clientLead, vendorLead } from "../conversations/access";
import { getSettings } from "../system/settings";
import { paymentQrForPdf, readPaymentQr, removePaymentQr, replacePaymentQr } from "./payment-qr";
import { quotationPdf } from "./pdf";
import { ownersOfQuotation, readQuotations } from "./queries";
import { createDraft, QUOTATION_DOCUMENT, sendQuotation, updateDraft } from "./service";
import { quotationTemplate } from "./template";

const noStore = { "cache-control": "no-store" };
/** Reads a little more than the limit so the message can say how big the file really was. */
const READ_LIMIT = 25 * 1024 * 1024;

/** A lead's quotations: the vendor's builder, drafts and sending; the client's reading and PDF; the payment QR. */
export async function quotationsRoutes(app: FastifyInstance) {
  const vendorOnly = requireVendor({ missing: "Vendor not found" });
  const owner = (request: FastifyRequest) => ({ vendorId: vendorOf(request).id, userId: callerOf(request).id });
  // Keys as the bookings' receipts count them: a caller's PDFs count together.
  const documentsLimit = documentLimiter(app.counters);

  /** A quotation's PDF: the vendor's contact lines and payment QR come from its profile as it is now. */
  async function pdfOf(view: QuotationView, vendorId: string, lang: Lang): Promise<Uint8Array> {
    const [vendor] = await app.db
      .select({
        phone: vendorProfiles.phone,
        email: vendorProfiles.emailAddress,
        address: vendorProfiles.companyAddress,
        city: vendorProfiles.city,
      })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.id, vendorId));
    const { siteName } = await getSettings(app.db);
    return quotationPdf({
      quotation: view,
      vendor: {
        phone: vendor?.phone ?? null,
        email: vendor?.email ?? "",
        address: [vendor?.address, vendor?.city].filter(Boolean).join(", ") || null,
      },
      paymentQr: await paymentQrForPdf(app, vendorId),
      siteName,
      lang,
    });
  }
  const sendPdf = (reply: FastifyReply, view: QuotationView, pdf: Uint8Array, lang: Lang) => {
    const name = `${
      view.vendorName
        .replace(/[^A-Za-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")
        .toLowerCase() || "vendor"
    }-quotation-v${view.version}-${lang}.pdf`;
    return reply
      .type("application/pdf")
      .headers({ ...noStore, "content-disposition": `attachment; filename="${name}"` })
      .send(Buffer.from(pdf));
  };

  // An email that attaches a quotation carries only its id; the PDF is made when the email leaves.
  app.mailer.registerDocument(QUOTATION_DOCUMENT, async (document) => {
    if (!isUuid(document.id)) return null;
    const owners = await ownersOfQuotation(app.db, document.id);
    if (!owners) return null;
    const [view] = await readQuotations(app.db, owners.leadId, { quotationId: document.id });
    return view ? pdfOf(view, owners.vendorId, document.lang) : null;
  });

  // ---- The vendor ----
  route(app, contracts.template, { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    const lead = await vendorLead(app.db, vendorOf(request).id, request.params.id);
    return quotationTemplate(app.db, lead.vendorId, lead);
  });

  route(app, contracts.list, { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    const lead = await vendorLead(app.db, vendorOf(request).id, request.params.id);
    return readQuotations(app.db, lead.leadId);
  });

  route(app, contracts.create, { preHandler: vendorOnly }, async (request, reply) => {
    const lead = await vendorLead(app.db, vendorOf(request).id, request.params.id);
    const { view, created } = await createDraft(app.db, owner(request), lead.leadId, request.body);
    return reply.status(created ? 201 : 200).send(view);
  });

  const quotationIds = (request: { params: { id: string; quotationId: string } }) => {
    if (!isUuid(request.params.quotationId)) throw notFound(QUOTATION_NOT_FOUND);
    return { leadId: request.params.id, quotationId: request.params.quotationId };
  };

  route(app, contracts.update, { preHandler: vendorOnly }, async (request) => {
    const lead = await vendorLead(app.db, vendorOf(request).id, request.params.id);
    return updateDraft(app.db, lead.vendorId, { ...quotationIds(request), leadId: lead.leadId }, request.body);
  });

  route(app, contracts.send, { preHandler: vendorOnly }, async (request) => {
    const lead = await vendorLead(app.db, vendorOf(request).id, request.params.id);
    const view = await sendQuotation(
      app.db,
      app.mailer,
      owner(request),
      { ...quotationIds(request), leadId: lead.leadId },
      { rowVersion: request.body.rowVersion, origin: publicOrigin(request) },
    );
    void app.mailer.flush();
    return view;
  });

  route(app, contracts.vendorPdf, { preHandler: vendorOnly }, async (request, reply) => {
    const lead = await vendorLead(app.db, vendorOf(request).id, request.params.id);
    const [view] = await readQuotations(app.db, lead.leadId, { quotationId: quotationIds(request).quotationId });
    if (!view) throw notFound(QUOTATION_NOT_FOUND);
    await documentsLimit(`vendorId|${lead.vendorId}`);
    return sendPdf(reply, view, await pdfOf(view, lead.vendorId, request.query.lang), request.query.lang);
  });

  // ---- The client: the couple, or whoever holds the lead's private link; never a draft ----
  const customerOnly = requireRole("customer");
  async function clientQuotation(who: { userId?: string; token?: string }, quotationId: string) {
    if (!isUuid(quotationId)) throw notFound(QUOTATION_NOT_FOUND);
    const owners = await ownersOfQuotation(app.db, quotationId);
    if (!owners) throw notFound(QUOTATION_NOT_FOUND);
    const lead = await clientLead(app.db, who, owners.leadId);
    const [view] = await readQuotations(app.db, lead.leadId, { quotationId, forClient: true });
    if (!view) throw notFound(QUOTATION_NOT_FOUND);
    return { view, vendorId: lead.vendorId, leadId: lead.leadId };
  }

  route(app, contracts.customerView, { preHandler: customerOnly }, async (request, reply) => {
    reply.headers(noStore);
    return (await clientQuotation({ userId: callerOf(request).id }, request.params.quotationId)).view;
  });

  route(app, contracts.customerPdf, { preHandler: customerOnly }, async (request, reply) => {
    const { view, vendorId } = await clientQuotation({ userId: callerOf(request).id }, request.params.quotationId);
    await documentsLimit(`customerId|${callerOf(request).id}`);
    return sendPdf(reply, view, await pdfOf(view, vendorId, request.query.lang), request.query.lang);
  });

  route(app, contracts.linkView, {}, async (request, reply) => {
    reply.headers({ ...noStore, "referrer-policy": "no-referrer" });
    return (await clientQuotation({ token: request.params.token }, request.params.quotationId)).view;
  });

  route(app, contracts.linkPdf, {}, async (request, reply) => {
    const { view, vendorId, leadId } = await clientQuotation(
      { token: request.params.token },
      request.params.quotationId,
    );
    await documentsLimit(`leadId|${leadId}`);
    return sendPdf(reply, view, await pdfOf(view, vendorId, request.query.lang), request.query.lang);
  });

  // ---- The vendor's payment QR ----
  route(app, contracts.paymentQr, { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    return readPaymentQr(app, vendorOf(request).id);
  });

  /** multipart: label and file. */
  route(app, contracts.uploadPaymentQr, { preHandler: vendorOnly }, async (request) => {
    if (!request.isMultipart()) throw badRequest("Please select a file to upload");
    let label = "";
    let file: { buffer: Buffer; fileName: string } | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: READ_LIMIT, files: 1 } })) {
        if (part.type === "field") {
          if (part.fieldname === "label") label = String(part.value).trim();
        } else if (part.fieldname === "file" && !file) {
          file = { buffer: await part.toBuffer(), fileName: part.filename };
        } else {
          await part.toBuffer();
        }
      }
    } catch (err) {
      if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw badRequest(fileSizeMessage(Number(request.headers["content-length"] ?? READ_LIMIT)));
      }
      throw badRequest("The upload could not be read. Please try again.");
    }
    if (!label || label.length > PAYMENT_QR_LABEL_MAX) {
      const message = `Please name the QR (eSewa, Khalti, your bank...) in 1 to ${PAYMENT_QR_LABEL_MAX} characters`;
      throw badRequest(message, { label: message });
    }
    if (!file || file.buffer.length === 0) throw badRequest("Please select a file to upload");
    if (file.buffer.length > MAX_IMAGE_BYTES) throw badRequest(fileSizeMessage(file.buffer.length));
    return replacePaymentQr(app, vendorOf(request).id, { label, ...file });
  });

  route(app, contracts.removePaymentQr, { preHandler: vendorOnly }, async (request) =>
    removePaymentQr(app, vendorOf(request).id),
  );
}
