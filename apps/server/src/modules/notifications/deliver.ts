import {
  APPLICATION_BATCH_MINUTES,
  type Lang,
  type NotificationData,
  type NotificationKind,
  toLang,
} from "@bihe/shared";
import { and, asc, eq, inArray, lt, not, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db, DbOrTx } from "../../db/client";
import { notificationDigestRuns, notifications, users } from "../../db/schema";
import type { Mailer } from "../../mail/outbox";
import { getSettings } from "../system/settings";
import { latestDigestMoment } from "./digest-clock";
import { digestEmail, type EmailItem, notificationEmail } from "./email-texts";
import { notifyHint } from "./notify";

const BATCH = 100;

type Options = { baseUrl: string; log?: Logger };
/** Work another module runs on the ticker, at `now` (tests pass a clock). */
export type Sweep = (now: Date) => Promise<unknown>;

/**
 * Turns notifications into outbox emails (decision 0017). `notify()` only writes rows inside the
 * event's transaction; this runs right after a write request, and on a one-minute ticker for the
 * 08:00 Nepal-time digests. Every claim is made in the database (row locks with SKIP LOCKED for
 * 'instant', a unique (user, day) row for a digest), so any number of server processes can run
 * it and no email is written twice. The outbox then sends, retries and shows /dev/mailbox.
 */
export class NotificationDeliverer {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private requested: { now?: Date; digests: boolean } | null = null;
  private seenHint = notifyHint.count;
  private sweeps: Sweep[] = [];

  constructor(
    private db: Db,
    private mailer: Mailer,
    private opts: Options,
  ) {}

  /**
   * Emails what is due at `now` (tests pass a clock): 'instant' notifications, and with
   * `digests` each recipient's digest once the day's 08:00 Nepal time has passed. One run at a
   * time per process; a call during a run makes it go once more afterwards.
   */
  run(now?: Date, { digests = true }: { digests?: boolean } = {}): Promise<void> {
    this.requested = { now, digests: digests || (this.requested?.digests ?? false) };
    this.running ??= (async () => {
      while (this.requested) {
        const { now: at = new Date(), digests: withDigests } = this.requested;
        this.requested = null;
        if (withDigests) await this.sweep(at);
        const queued = (await this.deliverInstant(at)) + (withDigests ? await this.deliverDigests(at) : 0);
        if (queued && !this.mailer.usesLocalOutbox) await this.mailer.flush();
      }
    })()
      .catch((err) => this.opts.log?.error({ err }, "notification delivery failed"))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /**
   * After a write request: emails its 'instant' notifications without waiting for the ticker,
   * when anything was notified since the last kick (a counter, so other writes cost nothing).
   */
  kick(): void {
    if (notifyHint.count === this.seenHint) return;
    this.seenHint = notifyHint.count;
    void this.run(undefined, { digests: false });
  }

  /**
   * Background work of another module that runs on this ticker (not after every write), before the emails
   * go, so what it notifies leaves in the same run. A sweep claims its own rows (docs/decisions/0032).
   */
  addSweep(sweep: Sweep): void {
    this.sweeps.push(sweep);
  }

  private async sweep(now: Date): Promise<void> {
    for (const sweep of this.sweeps) {
      try {
        await sweep(now);
      } catch (err) {
        this.opts.log?.error({ err }, "background sweep failed");
      }
    }
  }

  start(intervalMs = 60_000): void {
    this.timer = setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /**
   * Claims up to a batch of 'instant' rows at a time (SKIP LOCKED: a parallel run takes others). An admin's batch
   * of new applications waits while that admin's previous batch went out less than APPLICATION_BATCH_MINUTES ago
   * (counted from when it was last added to), gathering what arrives meanwhile into the one email.
   */
  private async deliverInstant(now: Date): Promise<number> {
    const since = new Date(now.getTime() - APPLICATION_BATCH_MINUTES * 60_000);
    const held = sql`(${notifications.kind} = 'application_submitted' and exists (
      select 1 from notifications sent where sent.user_id = ${notifications.userId}
        and sent.kind = 'application_submitted' and sent.email_state = 'emailed'
        and sent.created_at > ${since.toISOString()}::timestamptz))`;
    let total = 0;
    const siteName = (await getSettings(this.db)).siteName;
    for (;;) {
      const count = await this.db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: notifications.id,
            kind: notifications.kind,
            data: notifications.data,
            link: notifications.link,
            email: users.email,
            locale: users.locale,
          })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.userId))
          .where(and(eq(notifications.emailState, "instant"), not(held)))
          .orderBy(asc(notifications.createdAt))
          .limit(BATCH)
          .for("update", { of: notifications, skipLocked: true });
        if (!rows.length) return 0;
        for (const row of rows) {
          const email = notificationEmail(asItem(row), this.context(row.locale, siteName));
          await this.queue(tx, row.email, email);
        }
        await tx
          .update(notifications)
          .set({ emailState: "emailed" })
          .where(
            inArray(
              notifications.id,
              rows.map((r) => r.id),
            ),
          );
        return rows.length;
      });
      total += count;
      if (count < BATCH) return total;
    }
  }

  /**
   * One digest per recipient and Nepal day, with everything waiting from before that day's 08:00.
   * The (user, day) row is the claim: a second process's insert waits for the first to commit and
   * then does nothing, so it sends nothing.
   */
  private async deliverDigests(now: Date): Promise<number> {
    const { at, day } = latestDigestMoment(now);
    const due = await this.db
      .selectDistinct({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.emailState, "digest"), lt(notifications.createdAt, at)))
      .limit(1000);
    if (!due.length) return 0;
    const siteName = (await getSettings(this.db)).siteName;
    let sent = 0;
    for (const { userId } of due) {
      sent += await this.db.transaction(async (tx) => {
        const claimed = await tx
          .insert(notificationDigestRuns)
          .values({ userId, day, sentAt: now })
          .onConflictDoNothing()
          .returning({ userId: notificationDigestRuns.userId });
        if (!claimed.length) return 0;
        const rows = await tx
          .update(notifications)
          .set({ emailState: "digested" })
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.emailState, "digest"),
              lt(notifications.createdAt, at),
            ),
          )
          .returning({
            kind: notifications.kind,
            data: notifications.data,
            link: notifications.link,
            createdAt: notifications.createdAt,
          });
        if (!rows.length) return 0;
        const [user] = await tx
          .select({ email: users.email, locale: users.locale })
          .from(users)
          .where(eq(users.id, userId));
        rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
        await this.queue(tx, user.email, digestEmail(rows.map(asItem), this.context(user.locale, siteName)));
        return 1;
      });
    }
    return sent;
  }

  private context(locale: string, siteName: string): { lang: Lang; siteName: string; baseUrl: string } {
    return { lang: toLang(locale), siteName, baseUrl: this.opts.baseUrl };
  }

  /** Into the outbox inside the claim's transaction: the claim and the email land together. */
  private queue(tx: DbOrTx, to: string, email: { subject: string; body: string }): Promise<void> {
    return this.mailer.queueIn(tx, { to, ...email });
  }
}

const asItem = (row: { kind: string; data: unknown; link: string }): EmailItem => ({
  kind: row.kind as NotificationKind,
  data: (row.data ?? {}) as NotificationData,
  link: row.link,
});
