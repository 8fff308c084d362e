import { NOTIFICATION_KINDS } from "@bihe/shared";
import { describe, expect, it } from "vitest";
import { latestDigestMoment } from "./digest-clock";
import { digestEmail, notificationEmail } from "./email-texts";

describe("latestDigestMoment (08:00 Nepal time = 02:15 UTC)", () => {
  it.each([
    ["2026-11-24T02:14:59Z", "2026-11-23T02:15:00.000Z", "2026-11-23"],
    ["2026-11-24T02:15:00Z", "2026-11-24T02:15:00.000Z", "2026-11-24"],
    // 00:00 Nepal time on the 24th is still before that day's 08:00.
    ["2026-11-23T18:15:00Z", "2026-11-23T02:15:00.000Z", "2026-11-23"],
    ["2026-11-23T23:59:59Z", "2026-11-23T02:15:00.000Z", "2026-11-23"],
    // Across a month and a year.
    ["2027-01-01T01:00:00Z", "2026-12-31T02:15:00.000Z", "2026-12-31"],
  ])("at %s the latest digest moment is %s (Nepal day %s)", (now, at, day) => {
    expect(latestDigestMoment(new Date(now))).toEqual({ at: new Date(at), day });
  });
});

describe("notification emails", () => {
  const ctx = (lang: "en" | "ne") => ({ lang, siteName: "Bihe", baseUrl: "https://bihe.example/" });
  it.each(["en", "ne"] as const)("every kind has a short %s text with an absolute link and no gaps", (lang) => {
    for (const kind of NOTIFICATION_KINDS) {
      const mail = notificationEmail({ kind, data: {}, link: "/somewhere" }, ctx(lang));
      expect(mail.subject.startsWith("Bihe: ")).toBe(true);
      expect(mail.subject.length).toBeLessThan(120);
      expect(mail.body).toContain("https://bihe.example/somewhere");
      expect(`${mail.subject}${mail.body}`).not.toMatch(/undefined|null|\{\{/);
      // The headline ends as a sentence of its language: a danda in Nepali, never a full stop.
      expect(mail.body.split("\n")[0]).toMatch(lang === "ne" ? /[^.]।$/ : /[^.।]\.$/);
    }
  });
  it("a digest counts in the reader's digits and lists oldest first", () => {
    const items = [
      { kind: "lead_received" as const, data: { clientName: "A" }, link: "/a" },
      { kind: "review_received" as const, data: { reviewerName: "B", rating: 4 }, link: "/b" },
    ];
    const ne = digestEmail(items, ctx("ne"));
    expect(ne.subject).toBe("Bihe: तपाईंको दैनिक सारांश (२)");
    expect(ne.body).toContain("B ले ४ तारे समीक्षा दिनुभयो");
    expect(ne.body.indexOf("example/a")).toBeLessThan(ne.body.indexOf("example/b"));
  });
});
