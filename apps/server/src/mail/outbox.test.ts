import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { closedPort, startSmtpServer } from "../../test/smtp-server";
import { emailOutbox, users } from "../db/schema";
import { MAX_ATTEMPTS, retryDelayMs } from "./outbox";

let t: TestApp;
let port: number;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
beforeAll(async () => {
  port = await closedPort();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

const rowsFor = (email: string) =>
  t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);
const signUp = (email: string) =>
  t.request({
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: { name: "", email, password: "secret123", role: "vendor", vendorType: "wedding_cinematographer" },
  });
const resend = (email: string) =>
  t.request({
    method: "POST",
    url: "/api/auth/email-otp/send-verification-otp",
    payload: { email, type: "email-verification" },
  });
const verify = (email: string, otp: string) =>
  t.request({ method: "POST", url: "/api/auth/email-otp/verify-email", payload: { email, otp } });
/** The moment try `attempts` becomes due for a row, plus a little. */
const dueAt = (row: { createdAt: Date }, attempts: number) =>
  new Date(row.createdAt.getTime() + retryDelayMs(attempts) + 1000);

describe("email outbox over SMTP", () => {
  it("an SMTP failure keeps the account, the code and verification; backoff; then delivery and Resend", async () => {
    const email = "outage@test.bihe";
    const res = await signUp(email);
    expect(res.statusCode).toBe(200);
    await t.app.mailer.flush();

    // The send failed for real (connection refused) and the email waits, code and all.
    let [row] = await rowsFor(email);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.code).toMatch(/^\d{6}$/);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: "vendor", emailVerified: false });
    // The mail failure never skips verification.
    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "secret123" },
    });
    expect(signIn.statusCode).toBe(403);

    // Backoff: an immediate second run leaves it alone; once due, it is tried again.
    await t.app.mailer.flush();
    [row] = await rowsFor(email);
    expect(row.attempts).toBe(1);
    await t.app.mailer.flush(dueAt(row, 1));
    [row] = await rowsFor(email);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });

    // The user presses Resend while SMTP is still down: a new code waits beside the old one.
    expect((await resend(email)).statusCode).toBe(200);
    await t.app.mailer.flush();
    const waiting = await rowsFor(email);
    expect(waiting.map((r) => r.status)).toEqual(["pending", "pending"]);
    const newest = waiting[1];
    expect(newest.code).toMatch(/^\d{6}$/);

    // SMTP comes back: both leave on the next due run, and the newest code verifies the account.
    smtp = await startSmtpServer(port);
    await t.app.mailer.flush(dueAt(waiting[0], 2));
    const sent = await rowsFor(email);
    expect(sent.map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(sent[0].lastError).toBeNull();
    const delivered = smtp.received.filter((m) => m.to.includes(email));
    expect(delivered).toHaveLength(2);
    expect(delivered[1].data).toContain(newest.code!);
    expect((await verify(email, newest.code!)).statusCode).toBe(200);
  });

  it("with SMTP up, a code email leaves at once", async () => {
    if (!smtp) smtp = await startSmtpServer(port);
    const email = "prompt@test.bihe";
    expect((await signUp(email)).statusCode).toBe(200);
    await t.app.mailer.flush();
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.received.some((m) => m.to.includes(email) && m.data.includes(row.code!))).toBe(true);
  });

  it("an attached document is made when the email leaves, and goes with it", async () => {
    if (!smtp) smtp = await startSmtpServer(port);
    const made: string[] = [];
    t.app.mailer.registerDocument("test-note", async (doc) => {
      made.push(`${doc.id}/${doc.lang}`);
      return doc.id === "gone" ? null : new TextEncoder().encode(`note ${doc.id} in ${doc.lang}`);
    });
    const email = "attached@test.bihe";
    await t.app.db.transaction((tx) =>
      t.app.mailer.queueIn(tx, {
        to: email,
        subject: "Your quotation",
        body: "Attached.",
        attachments: [
          { filename: "note-42.txt", document: { kind: "test-note", id: "42", lang: "ne" } },
          { filename: "gone.txt", document: { kind: "test-note", id: "gone", lang: "en" } },
        ],
      }),
    );
    expect(made).toEqual([]); // nothing is made while queued
    await t.app.mailer.flush();
    // A flush the app started by itself may hold the row's claim: this one then leaves it to that one to send.
    await expect.poll(async () => (await rowsFor(email))[0]?.status, { timeout: 10_000 }).toBe("sent");
    expect(made).toEqual(["42/ne", "gone/en"]);
    const mail = smtp.received.find((m) => m.to.includes(email))!;
    expect(mail.data).toContain("filename=note-42.txt");
    expect(mail.data).toContain(Buffer.from("note 42 in ne").toString("base64"));
    expect(mail.data).not.toContain("gone.txt"); // a document that no longer exists is left out

    // An unknown kind is a fault: the email waits and retries rather than leaving without its file.
    const other = "unknown-kind@test.bihe";
    await t.app.mailer.queue({
      to: other,
      subject: "x",
      body: "y",
      attachments: [{ filename: "x.pdf", document: { kind: "nobody-renders-this", id: "1", lang: "en" } }],
    });
    await t.app.mailer.flush();
    const [waiting] = await rowsFor(other);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.lastError).toContain("nobody-renders-this");
  });

  it(`gives up after ${MAX_ATTEMPTS} tries, keeping the row; Resend still works`, async () => {
    await smtp?.close();
    smtp = undefined;
    const email = "gone@test.bihe";
    expect((await signUp(email)).statusCode).toBe(200);
    await t.app.mailer.flush();
    let [row] = await rowsFor(email);
    for (let n = 1; n < MAX_ATTEMPTS; n++) await t.app.mailer.flush(dueAt(row, n));
    [row] = await rowsFor(email);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(row.code).toMatch(/^\d{6}$/);
    await t.app.mailer.flush(dueAt(row, MAX_ATTEMPTS + 2));
    expect((await rowsFor(email))[0].attempts).toBe(MAX_ATTEMPTS);

    smtp = await startSmtpServer(port);
    expect((await resend(email)).statusCode).toBe(200);
    await t.app.mailer.flush();
    const rows = await rowsFor(email);
    expect(rows.map((r) => r.status)).toEqual(["failed", "sent"]);
    expect((await verify(email, rows[1].code!)).statusCode).toBe(200);
  });

  it("the backoff doubles: due at 0, 15 s, 45 s, 1 m 45 s after queueing", async () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([0, 15_000, 45_000, 105_000]);
    const [{ n }] = (await t.app.db.execute(sql`select count(*)::int as n from email_outbox where status = 'pending'`))
      .rows as { n: number }[];
    expect(n).toBe(0);
  });
});
