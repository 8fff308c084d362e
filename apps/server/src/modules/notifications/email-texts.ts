import { type Lang, localDigits, type NotificationData, type NotificationKind } from "@bihe/shared";

/**
 * The short notification emails (docs/decisions/0017), in the recipient's language (users.locale), like the code
 * emails in mail/templates.ts: one line saying what happened, the reason when there is one, and an
 * absolute link to the screen. The web's list words the same events in i18n/<lang>/notifications.ts.
 */
type Words = {
  headline: (kind: NotificationKind, d: NotificationData, site: string) => string;
  /** The end of a sentence: '.' in English, the danda '।' in Nepali. */
  stop: string;
  reason: string;
  open: string;
  settings: string;
  digestSubject: (site: string, count: string) => string;
  digestIntro: string;
};

const someone = { en: "Someone", ne: "कसैले" };

const en: Words = {
  headline(kind, d, site) {
    const vendor = d.vendorName || "A vendor";
    switch (kind) {
      case "application_submitted":
        return d.resubmitted ? `${vendor} sent their application again` : `New application from ${vendor}`;
      case "change_request_submitted":
        return `${vendor} asked to change their live profile`;
      case "vendor_approved":
        return d.subject === "change"
          ? "Your changes are approved and now show on your profile"
          : `Your application is approved: your profile is live on ${site}`;
      case "vendor_rejected":
        return d.subject === "change" ? "Your changes were not approved" : "Your application was not approved";
      case "changes_requested":
        return "Your changes are not live yet: please update them and send them again";
      case "contact_unlocked":
        return `${d.customerName || someone.en} unlocked your contact details`;
      case "lead_received":
        return `New lead from ${d.clientName || someone.en} through your client form`;
      case "review_received":
        return `${d.reviewerName || someone.en} left a ${d.rating ?? "?"}-star review`;
      case "photo_removed":
        return "An admin removed one of your photos from your profile";
    }
  },
  stop: ".",
  reason: "Reason",
  open: "Open",
  settings: "Choose which emails you get",
  digestSubject: (site, count) => `${site}: your daily summary (${count})`,
  digestIntro: "What happened since your last summary:",
};

const ne: Words = {
  headline(kind, d, site) {
    const vendor = d.vendorName || "एक भेन्डर";
    switch (kind) {
      case "application_submitted":
        return d.resubmitted ? `${vendor} ले आवेदन फेरि पठाउनुभयो` : `${vendor} को नयाँ आवेदन आयो`;
      case "change_request_submitted":
        return `${vendor} ले आफ्नो प्रोफाइलमा परिवर्तनको अनुरोध पठाउनुभयो`;
      case "vendor_approved":
        return d.subject === "change"
          ? "तपाईंका परिवर्तनहरू स्वीकृत भए, अब प्रोफाइलमा देखिन्छन्"
          : `तपाईंको आवेदन स्वीकृत भयो: तपाईंको प्रोफाइल अब ${site} मा देखिन्छ`;
      case "vendor_rejected":
        return d.subject === "change" ? "तपाईंका परिवर्तनहरू स्वीकृत भएनन्" : "तपाईंको आवेदन स्वीकृत भएन";
      case "changes_requested":
        return "तपाईंका परिवर्तनहरू अझै प्रकाशित भएका छैनन्: कृपया सच्याएर फेरि पठाउनुहोस्";
      case "contact_unlocked":
        return `${d.customerName ? `${d.customerName} ले` : someone.ne} तपाईंको सम्पर्क विवरण हेर्नुभयो`;
      case "lead_received":
        return `तपाईंको क्लाइन्ट फारमबाट ${d.clientName || "एक ग्राहक"} को नयाँ लिड आयो`;
      case "review_received":
        return `${d.reviewerName ? `${d.reviewerName} ले` : someone.ne} ${localDigits(d.rating ?? 0, "ne")} तारे समीक्षा दिनुभयो`;
      case "photo_removed":
        return "एडमिनले तपाईंको प्रोफाइलबाट एउटा फोटो हटाउनुभयो";
    }
  },
  stop: "।",
  reason: "कारण",
  open: "हेर्नुहोस्",
  settings: "कुन इमेल पाउने भनेर छान्नुहोस्",
  digestSubject: (site, count) => `${site}: तपाईंको दैनिक सारांश (${count})`,
  digestIntro: "तपाईंको अघिल्लो सारांशपछि भएका कुराहरू:",
};

const WORDS: Record<Lang, Words> = { en, ne };

export type EmailItem = { kind: NotificationKind; data: NotificationData; link: string };
export type EmailContext = { lang: Lang; siteName: string; baseUrl: string };

const absolute = (baseUrl: string, link: string) => `${baseUrl.replace(/\/$/, "")}${link}`;
const settingsLine = (w: Words, baseUrl: string) => `${w.settings}: ${absolute(baseUrl, "/notification-settings")}`;

/** The headline of one notification, in a language (also used by tests). */
export function headline(item: EmailItem, ctx: Pick<EmailContext, "lang" | "siteName">): string {
  return WORDS[ctx.lang].headline(item.kind, item.data, ctx.siteName);
}

/** One event, at once: the headline is the subject, the body says it again with the reason and the link. */
export function notificationEmail(item: EmailItem, ctx: EmailContext): { subject: string; body: string } {
  const w = WORDS[ctx.lang];
  const line = headline(item, ctx);
  const reason = item.data.reason ? `\n${w.reason}: ${item.data.reason}` : "";
  return {
    subject: `${ctx.siteName}: ${line}`,
    body: `${line}${w.stop}${reason}\n\n${w.open}: ${absolute(ctx.baseUrl, item.link)}\n\n— ${ctx.siteName}\n${settingsLine(w, ctx.baseUrl)}`,
  };
}

/** The 08:00 digest: one line and link per event, oldest first. */
export function digestEmail(items: EmailItem[], ctx: EmailContext): { subject: string; body: string } {
  const w = WORDS[ctx.lang];
  const lines = items.map((item) => {
    const reason = item.data.reason ? ` (${w.reason}: ${item.data.reason})` : "";
    return `- ${headline(item, ctx)}${reason}\n  ${absolute(ctx.baseUrl, item.link)}`;
  });
  return {
    subject: w.digestSubject(ctx.siteName, localDigits(items.length, ctx.lang)),
    body: `${w.digestIntro}\n\n${lines.join("\n\n")}\n\n— ${ctx.siteName}\n${settingsLine(w, ctx.baseUrl)}`,
  };
}
