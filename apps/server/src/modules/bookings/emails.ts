import { formatDate, formatMoney, type Lang } from "@bihe/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { bookings, leadEvents, leads, leadThreads, notifications, users, vendorProfiles } from "../../db/schema";
import type { EmailAttachment, Mailer } from "../../mail/outbox";
import { clientPagePath } from "../conversations/links";
import { QUOTATION_DOCUMENT } from "../quotations/service";
import { absolute, bookingLinks } from "./links";

const TEXT = {
  en: {
    vendorSubject: (client: string) => `${client} accepted your quotation: booking confirmed`,
    clientSubject: (vendor: string) => `Your booking with ${vendor} is confirmed`,
    vendorIntro: (client: string, name: string) => `${client} accepted your quotation (signed as "${name}").`,
    clientIntro: (vendor: string) => `You accepted the quotation of ${vendor}: your booking is confirmed.`,
    events: "Events",
    total: "Total",
    attached: "The accepted quotation is attached (PDF).",
    open: "Open the booking",
    undated: "date to be fixed",
  },
  ne: {
    vendorSubject: (client: string) => `${client} ले तपाईंको कोटेसन स्वीकार गर्नुभयो: बुकिङ पक्का भयो`,
    clientSubject: (vendor: string) => `${vendor} सँगको तपाईंको बुकिङ पक्का भयो`,
    vendorIntro: (client: string, name: string) => `${client} ले तपाईंको कोटेसन स्वीकार गर्नुभयो ("${name}" नामले)।`,
    clientIntro: (vendor: string) => `तपाईंले ${vendor} को कोटेसन स्वीकार गर्नुभयो: बुकिङ पक्का भयो।`,
    events: "कार्यक्रम",
    total: "जम्मा",
    attached: "स्वीकार गरिएको कोटेसन संलग्न छ (PDF)।",
    open: "बुकिङ हेर्नुहोस्",
    undated: "मिति तय हुन बाँकी",
  },
} as const;

type Facts = {
  vendorName: string;
  clientName: string;
  acceptedName: string;
  total: number;
  events: { name: string; date: string | null }[];
};

function body(lang: Lang, facts: Facts, side: "vendor" | "client", link: string): string {
  const t = TEXT[lang];
  const intro =
    side === "vendor" ? t.vendorIntro(facts.clientName, facts.acceptedName) : t.clientIntro(facts.vendorName);
  const events = facts.events.map((e) => `- ${e.name}: ${e.date ? formatDate(e.date, lang) : t.undated}`);
  return [
    intro,
    "",
    `${t.events}:`,
    ...events,
    `${t.total}: ${formatMoney(facts.total, lang)}`,
    "",
    t.attached,
    `${t.open}: ${link}`,
    "",
    `— ${facts.vendorName} · Bihe`,
  ].join("\n");
}

const attachment = (quotationId: string, version: number, lang: Lang): EmailAttachment => ({
  filename: `quotation-v${version}-${lang}.pdf`,
  document: { kind: QUOTATION_DOCUMENT, id: quotationId, lang },
});

/**
 * The confirmation of an acceptance, to both sides, in the acceptance's transaction: the vendor and
 * the couple in their account's language, a walk-in client in English with the Nepali text below and
 * the private link it used. Each carries the accepted quotation's PDF. The in-app notifications of
 * the same event (quotation_accepted, booking_confirmed) are marked as emailed by this one, so nobody
 * gets two emails for one acceptance.
 */
export async function queueConfirmationEmails(
  tx: DbOrTx,
  mailer: Mailer,
  input: {
    bookingId: string;
    quotationId: string;
    version: number;
    acceptedName: string;
    token: string | null;
    baseUrl: string;
  },
): Promise<void> {
  const [row] = await tx
    .select({
      leadId: bookings.leadId,
      total: bookings.total,
      customerId: bookings.customerId,
      vendorName: vendorProfiles.companyName,
      vendorUserId: vendorProfiles.userId,
      clientName: leads.name,
    })
    .from(bookings)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, bookings.vendorId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(eq(bookings.id, input.bookingId));
  if (!row) return;
  const events = await tx
    .select({ name: leadEvents.eventName, date: leadEvents.eventDate })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, row.leadId))
    .orderBy(leadEvents.eventDate, leadEvents.sortOrder);
  const facts: Facts = { ...row, acceptedName: input.acceptedName, events };
  const links = bookingLinks(input.bookingId);
  const accounts = await tx
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [row.vendorUserId, ...(row.customerId ? [row.customerId] : [])]));
  const vendor = accounts.find((a) => a.id === row.vendorUserId);
  if (vendor) {
    const lang = vendor.locale;
    await mailer.queueIn(tx, {
      to: vendor.email,
      subject: TEXT[lang].vendorSubject(row.clientName),
      body: body(lang, facts, "vendor", absolute(input.baseUrl, links.vendor)),
      attachments: [attachment(input.quotationId, input.version, lang)],
    });
  }
  const couple = row.customerId ? accounts.find((a) => a.id === row.customerId) : undefined;
  if (couple) {
    const lang = couple.locale;
    await mailer.queueIn(tx, {
      to: couple.email,
      subject: TEXT[lang].clientSubject(row.vendorName),
      body: body(lang, facts, "client", absolute(input.baseUrl, links.customer)),
      attachments: [attachment(input.quotationId, input.version, lang)],
    });
  } else if (input.token) {
    const [thread] = await tx
      .select({ email: leadThreads.clientEmail })
      .from(leadThreads)
      .where(eq(leadThreads.leadId, row.leadId));
    if (thread?.email) {
      const link = absolute(input.baseUrl, clientPagePath(input.token));
      await mailer.queueIn(tx, {
        to: thread.email,
        subject: TEXT.en.clientSubject(row.vendorName),
        body: `${body("en", facts, "client", link)}\n\n${body("ne", facts, "client", link)}`,
        attachments: [attachment(input.quotationId, input.version, "en")],
      });
    }
  }
  // This email is the event's email: the bell keeps its item, the deliverer does not send a second one.
  await tx
    .update(notifications)
    .set({ emailState: "none" })
    .where(
      and(
        inArray(notifications.link, [links.vendor, links.customer]),
        inArray(notifications.kind, ["quotation_accepted", "booking_confirmed"]),
        inArray(notifications.emailState, ["instant", "digest"]),
      ),
    );
}
