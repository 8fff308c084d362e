import { APPLICATION_BATCH_MINUTES } from "@bihe/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { closedPort, type Received, startSmtpServer } from "../../../test/smtp-server";
import { notifications } from "../../db/schema";
import { retryDelayMs } from "../../mail/outbox";
import { driveCoupleEvents, driveVendorLife, outboxTo, type Person, setLocale } from "./test-scenario";

/** Subject and text of a message as nodemailer wrote it (RFC 2047 words, quoted-printable or base64). */
function decode(message: Received): { subject: string; text: string } {
  const split = message.data.indexOf("\n\n");
  const head = message.data.slice(0, split).replace(/\n[ \t]+/g, " ");
  const raw = message.data.slice(split + 2);
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1] ?? "";
  const words = (value: string) =>
    value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(raw.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(
            raw
              .replace(/=\n/g, "")
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            "latin1",
          ).toString("utf8")
        : raw;
  return { subject: words(header("Subject")).trim(), text };
}

let t: TestApp;
let port: number;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
let admin: Person;
beforeAll(async () => {
  port = await closedPort();
  smtp = await startSmtpServer(port);
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  admin = await t.login("admin");
  await setLocale(t, admin.userId, "ne");
});
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

const to = (email: string) => (smtp?.received ?? []).filter((m) => m.to.includes(email)).map(decode);
const savePrefs = (cookie: string, preferences: object[]) =>
  t.request({ method: "PUT", url: "/api/notifications/preferences", cookie, payload: { preferences } });
const lead = (vendorId: string, name: string) =>
  t.request({
    method: "POST",
    url: `/api/client-form/${vendorId}`,
    payload: {
      name,
      number: "9800000002",
      inquiryDate: "2026-11-22",
      locations: [{ locationType: "bride_side" }],
      events: [{ eventName: "Engagement" }],
    },
  });

describe("notification emails over SMTP", () => {
  it("every kind (the vendor's life, a couple's unlock and review) leaves through SMTP, in the recipient's language, with the reason and the link", async () => {
    const vendor = await t.login("vendor");
    const { vendorId } = await driveVendorLife(t, admin, vendor, "Wire Studio");
    await driveCoupleEvents(t, vendorId, "9841000202", "Maya Rai");
    await t.app.notifications.run();

    expect(to(vendor.email).map((m) => m.subject)).toEqual([
      "Bihe: We received your application",
      "Bihe: Your application was not approved",
      "Bihe: We received your application again",
      "Bihe: Your application is approved: your profile is live on Bihe",
      "Bihe: We received your changes",
      "Bihe: Your changes are not live yet: please update them and send them again",
      "Bihe: We received your changes",
      "Bihe: Your changes are approved and now show on your profile",
      "Bihe: New lead from Sita Sharma through your client form",
      "Bihe: Maya Rai unlocked your contact details",
      "Bihe: Maya Rai left a 5-star review",
    ]);
    const mail = to(vendor.email);
    expect(mail[0].text).toContain("An admin reviews it; we will email you the decision.");
    expect(mail[1].text).toContain("Reason: Photos too small");
    expect(mail[1].text).toContain("http://localhost:3000/vendor-form-status");
    expect(mail[5].text).toContain("Reason: Prices missing");
    // What happened, without opening the app: a lead's events, an inquiry's date, a review's rating and words.
    expect(mail[8].text).toContain("Events:\n- Engagement: date not given");
    expect(mail[9].text).toContain("Event: Wedding");
    expect(mail[10].text).toContain("Rating: 5 of 5");
    expect(mail[10].text).toContain('"Lovely photos."');

    // The admin reads Nepali; the resubmission waits for the hour's batch of applications.
    await t.app.notifications.run(new Date(Date.now() + (APPLICATION_BATCH_MINUTES + 1) * 60_000));
    expect(to(admin.email).map((m) => m.subject)).toEqual([
      "Bihe: Wire Studio को नयाँ आवेदन आयो",
      "Bihe: Wire Studio ले आफ्नो प्रोफाइलमा परिवर्तनको अनुरोध पठाउनुभयो",
      "Bihe: Wire Studio ले आफ्नो प्रोफाइलमा परिवर्तनको अनुरोध पठाउनुभयो",
      "Bihe: Wire Studio ले आवेदन फेरि पठाउनुभयो",
    ]);
    expect(to(admin.email)[0].text).toContain("हेर्नुहोस्: http://localhost:3000/admin/photographers");
    const rows = await outboxTo(t, vendor.email);
    expect(rows.every((r) => r.status === "sent")).toBe(true);
  });

  it("a kind turned off sends nothing over SMTP; a digest goes as one message at 08:00 NPT", async () => {
    const v = await approvedVendor(t, "Wire Digest Studio");
    await savePrefs(v.cookie, [{ kind: "lead_received", email: false, delivery: "instant" }]);
    await lead(v.vendorId, "Unheard Client");
    await t.app.notifications.run();
    expect(to(v.email)).toEqual([]);

    await savePrefs(v.cookie, [{ kind: "lead_received", email: true, delivery: "digest" }]);
    await lead(v.vendorId, "Morning Client");
    await lead(v.vendorId, "Evening Client");
    await t.app.db
      .update(notifications)
      .set({ createdAt: new Date("2026-11-23T12:00:00Z") })
      .where(and(eq(notifications.userId, v.userId), eq(notifications.emailState, "digest")));
    await t.app.notifications.run(new Date("2026-11-24T02:14:00Z"));
    expect(to(v.email)).toEqual([]);
    await t.app.notifications.run(new Date("2026-11-24T02:15:00Z"));
    const [digest, ...rest] = to(v.email);
    expect(rest).toEqual([]);
    expect(digest.subject).toBe("Bihe: your daily summary (2)");
    expect(digest.text).toContain("New lead from Morning Client through your client form");
    expect(digest.text).toContain("New lead from Evening Client through your client form");
    expect(digest.text).not.toContain("Unheard Client");
  });

  it("while SMTP is down a notification email waits in the outbox and leaves when it is back", async () => {
    await smtp?.close();
    smtp = undefined;
    const v = await approvedVendor(t, "Outage Studio");
    await lead(v.vendorId, "Patient Client");
    await t.app.notifications.run();
    let [row] = await outboxTo(t, v.email);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer(port);
    await t.app.mailer.flush(new Date(row.createdAt.getTime() + retryDelayMs(1) + 1000));
    [row] = await outboxTo(t, v.email);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(to(v.email).map((m) => m.subject)).toEqual(["Bihe: New lead from Patient Client through your client form"]);
  });
});
