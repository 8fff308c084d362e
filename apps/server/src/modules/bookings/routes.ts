import { BOOKING_NOT_FOUND, isUuid, type Lang, PAYMENT_NOT_FOUND } from "@bihe/shared";
import { bookingsContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { callerOf, requireRole } from "../../auth/guards";
import { requireVendor, vendorOf } from "../../auth/vendor";
import { documentLimiter } from "../../lib/document-limit";
import { notFound } from "../../lib/errors";
import { route } from "../../lib/route";
import { clientLead } from "../conversations/access";
import { acceptQuotation, type BookingDeps, declineQuotation } from "./accept";
import { cancelBooking } from "./cancel";
import { recordPayment } from "./payments";
import { type BookingScope, bookingIdOfLead, listBookings, readBooking } from "./queries";
import { receiptPdf } from "./receipt-pdf";
import { BookingReminders } from "./reminders";

const noStore = { "cache-control": "no-store" };
const id = (value: string, message: string) => {
  if (!isUuid(value)) throw notFound(message);
  return value;
};

/**
 * Bookings (docs/decisions/0035). The vendor's routes work inside its own vendor profile; the couple's
 * inside its own leads; a private link's inside its one lead (conversations/access.ts). Whoever is no
 * party gets 404. The installment reminders run on the notifications' ticker (claimed in booking_reminders
 * rows, decision 0032).
 */
export async function bookingsRoutes(app: FastifyInstance) {
  const deps = (): BookingDeps => ({ db: app.db, mailer: app.mailer, baseUrl: app.authBaseUrl });
  const vendorOnly = requireVendor({ missing: "Vendor not found" });
  const customerOnly = requireRole("customer");

  // Installment reminders go with the notifications' background ticker, before its emails leave.
  const reminders = new BookingReminders(app.db, app.mailer, { baseUrl: app.authBaseUrl, log: app.log as never });
  app.notifications.addSweep(async (now) => {
    await reminders.run(now);
  });

  const documentsLimit = documentLimiter(app.counters);
  const sendReceipt = async (
    reply: FastifyReply,
    scope: BookingScope,
    bookingId: string,
    paymentId: string,
    lang: Lang,
  ) => {
    await documentsLimit(Object.entries(scope)[0]!.join("|"));
    const pdf = await receiptPdf(app.db, scope, bookingId, id(paymentId, PAYMENT_NOT_FOUND), lang);
    if (!pdf) throw notFound(PAYMENT_NOT_FOUND);
    return reply
      .type("application/pdf")
      .headers({ ...noStore, "content-disposition": `attachment; filename="${pdf.filename}"` })
      .send(Buffer.from(pdf.bytes));
  };
  const tokenLead = async (token: string) => (await clientLead(app.db, { token })).leadId;

  // ---- The vendor ----
  route(app, contracts.vendorList, { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    return listBookings(app.db, { vendorId: vendorOf(request).id });
  });

  route(app, contracts.vendorDetail, { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    const booking = await readBooking(app.db, id(request.params.id, BOOKING_NOT_FOUND), {
      vendorId: vendorOf(request).id,
    });
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    return booking;
  });

  route(app, contracts.recordPayment, { preHandler: vendorOnly }, async (request, reply) => {
    const answer = await recordPayment(
      app.db,
      vendorOf(request).id,
      callerOf(request).id,
      id(request.params.id, BOOKING_NOT_FOUND),
      request.body,
    );
    return reply.status(201).send(answer);
  });

  route(app, contracts.cancel, { preHandler: vendorOnly }, async (request) =>
    cancelBooking(app.db, vendorOf(request).id, callerOf(request).id, id(request.params.id, BOOKING_NOT_FOUND)),
  );

  route(app, contracts.vendorReceipt, { preHandler: vendorOnly }, async (request, reply) =>
    sendReceipt(
      reply,
      { vendorId: vendorOf(request).id },
      id(request.params.id, BOOKING_NOT_FOUND),
      request.params.paymentId,
      request.query.lang,
    ),
  );

  // ---- The couple ----
  route(app, contracts.customerAccept, { preHandler: customerOnly }, async (request) =>
    acceptQuotation(
      deps(),
      { userId: callerOf(request).id },
      { quotationId: id(request.params.id, "Quotation not found"), name: request.body.name, ip: request.ip },
    ),
  );

  route(app, contracts.customerDecline, { preHandler: customerOnly }, async (request) =>
    declineQuotation(
      deps(),
      { userId: callerOf(request).id },
      { quotationId: id(request.params.id, "Quotation not found"), reason: request.body.reason },
    ),
  );

  route(app, contracts.customerList, { preHandler: customerOnly }, async (request, reply) => {
    reply.headers(noStore);
    return listBookings(app.db, { customerId: callerOf(request).id });
  });

  route(app, contracts.customerDetail, { preHandler: customerOnly }, async (request, reply) => {
    reply.headers(noStore);
    const booking = await readBooking(app.db, id(request.params.id, BOOKING_NOT_FOUND), {
      customerId: callerOf(request).id,
    });
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    return booking;
  });

  route(app, contracts.customerReceipt, { preHandler: customerOnly }, async (request, reply) =>
    sendReceipt(
      reply,
      { customerId: callerOf(request).id },
      id(request.params.id, BOOKING_NOT_FOUND),
      request.params.paymentId,
      request.query.lang,
    ),
  );

  // ---- A walk-in client, by its private link ----
  route(app, contracts.clientAccept, {}, async (request) =>
    acceptQuotation(
      deps(),
      { token: request.params.token },
      { quotationId: id(request.params.id, "Quotation not found"), name: request.body.name, ip: request.ip },
    ),
  );

  route(app, contracts.clientDecline, {}, async (request) =>
    declineQuotation(
      deps(),
      { token: request.params.token },
      { quotationId: id(request.params.id, "Quotation not found"), reason: request.body.reason },
    ),
  );

  route(app, contracts.clientBooking, {}, async (request, reply) => {
    reply.headers({ ...noStore, "referrer-policy": "no-referrer", "x-robots-tag": "noindex" });
    const leadId = await tokenLead(request.params.token);
    const bookingId = await bookingIdOfLead(app.db, leadId);
    const booking = bookingId ? await readBooking(app.db, bookingId, { leadId }) : null;
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    return booking;
  });

  route(app, contracts.clientReceipt, {}, async (request, reply) => {
    const leadId = await tokenLead(request.params.token);
    const bookingId = await bookingIdOfLead(app.db, leadId);
    if (!bookingId) throw notFound(PAYMENT_NOT_FOUND);
    return sendReceipt(reply, { leadId }, bookingId, request.params.paymentId, request.query.lang);
  });
}
