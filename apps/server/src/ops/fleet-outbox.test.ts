import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFleet, NEEDS_POSTGRES, onPostgres } from "../../test/postgres";
import { closedPort, startSmtpServer } from "../../test/smtp-server";
import { emailOutbox } from "../db/schema";

/**
 * Two instances on one PostgreSQL database send from one outbox through a slow relay: each email
 * is claimed by one of them (mail/outbox.ts) and delivered exactly once, however their runs
 * overlap. Without the claim both sent the same pending rows (every email twice).
 */
const EMAILS = 20;

describe.skipIf(!onPostgres)("the email outbox on a fleet of two instances", () => {
  let fleet: Awaited<ReturnType<typeof createFleet>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    const port = await closedPort();
    smtp = await startSmtpServer(port, { delayMs: 30 });
    fleet = await createFleet(2, { smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await fleet?.close();
    await smtp?.close();
  });

  it(`delivers each of ${EMAILS} emails exactly once while both instances send`, async () => {
    const [a, b] = fleet.apps;
    // Each queue starts a run on its own instance; the extra flushes make the runs overlap more.
    await Promise.all(
      Array.from({ length: EMAILS }, (_, i) =>
        (i % 2 ? b : a).app.mailer.queue({ to: `fleet-${i}@test.bihe`, subject: `Email ${i}`, body: `Body ${i}` }),
      ),
    );
    await Promise.all([a.app.mailer.flush(), b.app.mailer.flush(), a.app.mailer.flush(), b.app.mailer.flush()]);
    const deadline = Date.now() + 20_000;
    const sentCount = async () =>
      (
        await a.app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.status, "sent")))
      )[0].n;
    while ((await sentCount()) < EMAILS && Date.now() < deadline) {
      await Promise.all([a.app.mailer.flush(), b.app.mailer.flush()]);
      await new Promise((r) => setTimeout(r, 50));
    }
    // Runs still under way finish before counting what the relay took.
    await Promise.all([a.app.mailer.flush(), b.app.mailer.flush()]);
    const perRecipient = new Map<string, number>();
    for (const message of smtp.received)
      for (const to of message.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect(await sentCount()).toBe(EMAILS);
    expect(smtp.received).toHaveLength(EMAILS);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    expect(perRecipient.size).toBe(EMAILS);
    // Both instances took part (the claims share the work; neither waits for the other).
    const claimsLeft = await a.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`${emailOutbox.claimedUntil} is not null`);
    expect(claimsLeft[0].n).toBe(0);
  });
});

describe.skipIf(onPostgres)("the email outbox on a fleet (PGlite pass)", () => {
  it.skip(`${NEEDS_POSTGRES}; on the embedded database one process sends`, () => {});
});
