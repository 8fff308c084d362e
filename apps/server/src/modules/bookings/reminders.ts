import { dueReminders, formatDate, formatMoney, installmentBalances, todayAdInNepal } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { QuotationInstallment } from "../../db/schema";
import { bookingReminders } from "../../db/schema";
import type { Mailer } from "../../mail/outbox";
import { notify } from "../notifications/notify";
import { bookingLinks } from "./links";

type Row = {
  id: string;
  vendorId: string;
  customerId: string | null;
  total: number;
  paid: number;
  schedule: QuotationInstallment[];
  firstEventDate: string | null;
  vendorName: string;
  clientName: string;
  clientEmail: string | null;
};

/**
 * Installment reminders (docs/decisions/0035): a couple hears REMINDER_DAYS_BEFORE days before an
 * installment with money left falls due (in-app and by email; a walk-in client by email), the vendor
 * when one is overdue. Each reminder is claimed by inserting its booking_reminders row (booking,
 * installment, kind) with ON CONFLICT DO NOTHING in the transaction that notifies (decision 0032), so
 * any number of instances running the notifications' ticker (a sweep of it, every minute) send each
 * reminder once. One statement reads the confirmed bookings with money left.
 */
export class BookingReminders {
  private running?: Promise<number>;

  constructor(
    private db: Db,
    private mailer: Mailer,
    private opts: { baseUrl: string; log?: Logger },
  ) {}

  /** Sends what is due at `now` (tests pass a clock); returns how many reminders this run claimed. */
  run(now: Date = new Date()): Promise<number> {
    this.running ??= this.sendDue(now)
      .catch((err) => {
        this.opts.log?.error({ err }, "booking reminders failed");
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async sendDue(now: Date): Promise<number> {
    const today = todayAdInNepal(now);
    const { rows } = await this.db.execute<Row>(sql`
      select b.id, b.vendor_id as "vendorId", b.customer_id as "customerId", b.total,
        (select coalesce(sum(p.amount), 0)::int from booking_payments p where p.booking_id = b.id) as paid,
        q.schedule,
        (select to_char(min(e.event_date), 'YYYY-MM-DD') from lead_events e where e.lead_id = b.lead_id) as "firstEventDate",
        v.company_name as "vendorName", l.name as "clientName", t.client_email as "clientEmail"
      from bookings b
      join quotations q on q.id = b.quotation_id
      join vendor_profiles v on v.id = b.vendor_id
      join leads l on l.id = b.lead_id
      left join lead_threads t on t.lead_id = b.lead_id
      where b.status = 'confirmed'
        and b.total > (select coalesce(sum(p.amount), 0) from booking_payments p where p.booking_id = b.id)`);
    let sent = 0;
    for (const row of rows) {
      const installments = installmentBalances(row.schedule, Number(row.paid), today, row.firstEventDate);
      for (const { index, kind } of dueReminders(installments, today, row.firstEventDate)) {
        const installment = installments[index]!;
        const due = installment.dueDate ?? row.firstEventDate ?? today;
        const claimed = await this.db.transaction(async (tx) => {
          const [claim] = await tx
            .insert(bookingReminders)
            .values({ bookingId: row.id, installment: index, kind })
            .onConflictDoNothing()
            .returning({ bookingId: bookingReminders.bookingId });
          if (!claim) return false;
          const data = { installment: installment.label, amount: installment.left, eventDate: due };
          const links = bookingLinks(row.id);
          if (kind === "overdue") {
            await notify(tx, {
              vendorId: row.vendorId,
              kind: "installment_overdue",
              data: { ...data, clientName: row.clientName },
              link: links.vendor,
            });
          } else if (row.customerId) {
            await notify(tx, {
              userId: row.customerId,
              kind: "installment_due_soon",
              data: { ...data, vendorName: row.vendorName },
              link: links.customer,
            });
          } else if (row.clientEmail) {
            await this.mailer.queueIn(tx, walkInReminder(row, installment.label, installment.left, due));
          }
          return true;
        });
        if (claimed) sent++;
      }
    }
    return sent;
  }
}

/** A walk-in client's reminder: English with the Nepali below (no account, so no language on record). */
function walkInReminder(row: Row, label: string, left: number, due: string) {
  return {
    to: row.clientEmail!,
    subject: `${row.vendorName}: ${label} of ${formatMoney(left, "en")} is due on ${formatDate(due, "en")}`,
    body: [
      `Namaste ${row.clientName},`,
      "",
      `A payment of your booking with ${row.vendorName} is due soon: ${label}, ${formatMoney(left, "en")}, on ${formatDate(due, "en")}.`,
      "Open your booking with the private link in the first email we sent you about it.",
      "",
      `${row.vendorName} सँगको बुकिङको किस्ता (${label}, ${formatMoney(left, "ne")}) ${formatDate(due, "ne")} मा तिर्नुपर्छ।`,
    ].join("\n"),
  };
}
