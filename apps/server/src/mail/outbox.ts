import { and, eq, lt, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";

export type OutgoingEmail = { to: string; subject: string; body: string; code?: string };

const MAX_ATTEMPTS = 8;

/**
 * Email leaves through the outbox table. Without SMTP the row is kept as 'local' and
 * shown at /dev/mailbox; with SMTP a failed send stays 'pending' and is retried, so an
 * SMTP outage never loses an account or a code.
 */
export class Mailer {
  private transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private db: Db,
    private opts: { smtpUrl?: string; from: string; log?: Logger },
  ) {
    if (opts.smtpUrl) this.transport = nodemailer.createTransport(opts.smtpUrl);
  }

  get usesLocalOutbox(): boolean {
    return !this.transport;
  }

  async queue(email: OutgoingEmail): Promise<void> {
    await this.db.insert(emailOutbox).values({
      toAddress: email.to,
      subject: email.subject,
      body: email.body,
      code: email.code,
      status: this.transport ? "pending" : "local",
    });
    if (this.transport) void this.flush();
  }

  /** Sends every pending email once; safe to call concurrently (one run at a time). */
  flush(): Promise<void> {
    this.running ??= this.sendPending().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(intervalMs = 15_000): void {
    if (!this.transport) return;
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async sendPending(): Promise<void> {
    if (!this.transport) return;
    const rows = await this.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(emailOutbox.id)
      .limit(50);
    for (const row of rows) {
      try {
        await this.transport.sendMail({
          from: this.opts.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.body,
        });
        await this.db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1 })
          .where(eq(emailOutbox.id, row.id));
      } catch (err) {
        this.opts.log?.warn({ err, emailId: row.id }, "email send failed; will retry");
        await this.db
          .update(emailOutbox)
          .set({
            attempts: sql`${emailOutbox.attempts} + 1`,
            lastError: String((err as Error).message ?? err),
            status: row.attempts + 1 >= MAX_ATTEMPTS ? "failed" : "pending",
          })
          .where(eq(emailOutbox.id, row.id));
      }
    }
  }
}
