import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Db, DbOrTx } from "../db/client";
import { type EmailAttachment, emailOutbox } from "../db/schema";

export type { EmailAttachment };
export type OutgoingEmail = {
  to: string;
  subject: string;
  body: string;
  code?: string;
  attachments?: EmailAttachment[];
};
/** Makes the file of an attached document; null when the document is gone (the email then goes without it). */
export type DocumentRenderer = (document: EmailAttachment["document"]) => Promise<Uint8Array | null>;

/** Tries per email before it is marked 'failed' (the user can still press Resend for a new one). */
export const MAX_ATTEMPTS = 8;
/**
 * Backoff: try n (from 0) waits RETRY_BASE_MS * (2^n - 1) after the email was queued, so the
 * tries come at 0, 15 s, 45 s, 1 m 45 s, 3 m 45 s... Worked out from created_at and attempts,
 * so it holds across restarts without a column of its own.
 */
export const RETRY_BASE_MS = 15_000;

/** Emails one run sends at most (the next tick or write sends the rest). */
const RUN_LIMIT = 50;
/** Emails claimed at a time: a slow relay holds few, and other instances take the rest. */
const CLAIM_BATCH = 5;
/**
 * How long a claim keeps other instances off: longer than a batch can take (each email gives up
 * within the transport's timeouts, under a minute), so a slow relay never makes an email go twice.
 */
export const CLAIM_LEASE_MS = CLAIM_BATCH * 60_000;

/** Time the earliest try n (counted from 0) may start, in ms after the email was queued. */
export const retryDelayMs = (attempts: number) => RETRY_BASE_MS * (2 ** attempts - 1);

/**
 * Email leaves through the outbox table. Without SMTP the row is kept as 'local' and
 * shown at /dev/mailbox; with SMTP a failed send stays 'pending' and is retried with
 * backoff, so an SMTP outage never loses an account or a code.
 */
export class Mailer {
  private transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private requested: { now?: Date } | null = null;
  private renderers = new Map<string, DocumentRenderer>();

  constructor(
    private db: Db,
    private opts: { smtpUrl?: string; from: string; log?: Logger },
  ) {
    if (opts.smtpUrl) {
      // A server that accepts the connection and then says nothing must not hold the queue for
      // nodemailer's default minutes.
      this.transport = nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    }
  }

  get usesLocalOutbox(): boolean {
    return !this.transport;
  }

  async queue(email: OutgoingEmail): Promise<void> {
    await this.queueIn(this.db, email);
    if (this.transport) void this.flush();
  }

  /**
   * Into the outbox inside the caller's transaction, so the email exists exactly when the event
   * that causes it does. It leaves with the next run (call `flush()` after the commit to send it now).
   */
  async queueIn(tx: DbOrTx, email: OutgoingEmail): Promise<void> {
    await tx.insert(emailOutbox).values({
      toAddress: email.to,
      subject: email.subject,
      body: email.body,
      code: email.code,
      attachments: email.attachments?.length ? email.attachments : null,
      status: this.transport ? "pending" : "local",
    });
  }

  /** A module that attaches documents of a kind says how to make their files (at app start). */
  registerDocument(kind: string, render: DocumentRenderer): void {
    this.renderers.set(kind, render);
  }

  /** The file of an attached document; an unknown kind is a programming error, so it throws (and the send retries). */
  async renderAttachment(attachment: EmailAttachment): Promise<Uint8Array | null> {
    const render = this.renderers.get(attachment.document.kind);
    if (!render) throw new Error(`no renderer for attached documents of kind ${attachment.document.kind}`);
    return render(attachment.document);
  }

  /**
   * Sends every pending email whose backoff has passed at `now`; one run at a time. A call
   * during a run makes it go once more afterwards (with that call's `now`), so an email queued
   * meanwhile does not wait for the next tick.
   */
  flush(now?: Date): Promise<void> {
    this.requested = { now };
    this.running ??= (async () => {
      while (this.requested) {
        const at = this.requested.now ?? new Date();
        this.requested = null;
        await this.sendPending(at);
      }
    })()
      .catch((err) => this.opts.log?.error({ err }, "email outbox run failed"))
      .finally(() => {
        this.running = undefined;
        if (this.requested) void this.flush(this.requested.now);
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
    this.transport?.close();
  }

  /**
   * Claims a few due emails at a time and sends them. A claim is a lease (`claimed_until`), taken
   * with SKIP LOCKED, so instances on one database never take the same email: each is sent once
   * however many run. An instance that dies while sending leaves its lease to run out; another
   * then tries again (the email may go twice only if the relay took it just before the crash).
   */
  private async sendPending(now: Date): Promise<void> {
    if (!this.transport) return;
    for (let sent = 0; sent < RUN_LIMIT; ) {
      const rows = await this.claim(now);
      if (!rows.length) return;
      for (const row of rows) await this.send(row);
      sent += rows.length;
    }
  }

  private async claim(now: Date) {
    const due = sql`${emailOutbox.createdAt} + ${RETRY_BASE_MS} * (power(2, ${emailOutbox.attempts}) - 1) * interval '1 millisecond' <= ${now.toISOString()}::timestamptz`;
    const free = or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, sql`now()`));
    const next = this.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lt(emailOutbox.attempts, MAX_ATTEMPTS), due, free))
      .orderBy(emailOutbox.id)
      .limit(CLAIM_BATCH)
      .for("update", { skipLocked: true });
    const rows = await this.db
      .update(emailOutbox)
      .set({ claimedUntil: sql`now() + ${CLAIM_LEASE_MS} * interval '1 millisecond'` })
      .where(inArray(emailOutbox.id, next))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  private async send(row: typeof emailOutbox.$inferSelect): Promise<void> {
    try {
      const attachments = [];
      for (const attachment of row.attachments ?? []) {
        const content = await this.renderAttachment(attachment);
        if (content) attachments.push({ filename: attachment.filename, content: Buffer.from(content) });
      }
      await this.transport!.sendMail({
        from: this.opts.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.body,
        attachments,
      });
      await this.db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null, claimedUntil: null })
        .where(eq(emailOutbox.id, row.id));
    } catch (err) {
      this.opts.log?.warn({ err, emailId: row.id }, "email send failed; will retry");
      await this.db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: String((err as Error).message ?? err),
          status: row.attempts + 1 >= MAX_ATTEMPTS ? "failed" : "pending",
          claimedUntil: null,
        })
        .where(eq(emailOutbox.id, row.id));
    }
  }
}
