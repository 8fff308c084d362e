import {
  eventName,
  formatAdDate,
  formatDate,
  formatMoney,
  type Lang,
  localDigits,
  type NotificationData,
  type NotificationKind,
} from "@bihe/shared";

/**
 * The short notification emails (docs/decisions/0017), in the recipient's language (users.locale), like the code
 * emails in mail/templates.ts: one line saying what happened, what the vendor needs to know without opening the
 * app (an inquiry's wedding date and city, a lead's events and dates, a review's rating and first lines, what
 * happens after a submission), the reason when there is one, and an absolute link to the screen. The web's list
 * words the same events in i18n/<lang>/notifications.ts.
 */
type Words = {
  headline: (kind: NotificationKind, d: NotificationData, site: string) => string;
  /** The lines under the headline that say what happened (none for a kind without details). */
  details: (kind: NotificationKind, d: NotificationData) => string[];
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
        if ((d.count ?? 1) > 1) return `${d.count} new applications, the latest from ${vendor}`;
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
      case "inquiry_on_booked_date":
        return `${d.customerName || someone.en} asks about a date you marked as booked`;
      case "date_filled":
        return `${d.eventDate ? dateText(d.eventDate, "en") : "A date"} is now fully booked`;
      case "saved_vendor_booked":
        return `${vendor}, on your list, is now booked on your wedding date`;
      case "quotation_accepted":
        return `${d.clientName || someone.en} accepted your quotation: booking confirmed`;
      case "quotation_declined":
        return `${d.clientName || someone.en} declined your quotation`;
      case "installment_overdue":
        return `${d.clientName || someone.en}'s installment is overdue`;
      case "booking_confirmed":
        return `Your booking with ${vendor} is confirmed`;
      case "booking_cancelled":
        return `${vendor} cancelled your booking`;
      case "installment_due_soon":
        return `A payment to ${vendor} is due soon`;
      case "review_replied":
        return `${vendor} replied to your review`;
      case "review_invitation":
        return `How was ${vendor}? Please review them`;
      case "message_received":
        return `${d.clientName || someone.en} sent you a message`;
      case "message_received_customer":
        return `${vendor} sent you a message`;
      case "application_received":
        return d.subject === "change"
          ? "We received your changes"
          : d.resubmitted
            ? "We received your application again"
            : "We received your application";
    }
  },
  details(kind, d) {
    switch (kind) {
      case "application_received":
        return [
          d.subject === "change"
            ? "Your live profile keeps showing the approved version until an admin approves the changes. We will email you the decision."
            : "An admin reviews it; we will email you the decision. Until then your profile is not shown to couples.",
        ];
      case "contact_unlocked":
        return [
          ...(d.events?.length
            ? ["Events:", ...d.events.map((e) => `- ${e.name}: ${e.date ? dateText(e.date, "en") : "date not given"}`)]
            : ["Event: Wedding"]),
          d.eventDate ? `Wedding date: ${dateText(d.eventDate, "en")}` : "Wedding date: not given yet",
          ...(d.guests != null ? [`Guests: ${d.guests}`] : []),
          ...(d.city ? [`Place: ${d.city}`] : []),
        ];
      case "lead_received":
        return d.events?.length
          ? ["Events:", ...d.events.map((e) => `- ${e.name}: ${e.date ? dateText(e.date, "en") : "date not given"}`)]
          : [];
      case "review_received":
        return [`Rating: ${d.rating ?? "?"} of 5`, ...(d.excerpt ? [`"${d.excerpt}"`] : [])];
      case "message_received":
      case "message_received_customer":
        return d.excerpt
          ? [`"${d.excerpt}"`, "Answer in the conversation on Bihe."]
          : ["Open the conversation on Bihe."];
      case "inquiry_on_booked_date":
        return [
          `Booked: ${(d.dates ?? []).map((day) => dateText(day, "en")).join(", ")}`,
          "Answer soon: the couple may still be choosing their date.",
        ];
      case "date_filled":
        return d.clientName ? [`Won lead: ${d.clientName}`] : [];
      case "installment_overdue":
      case "installment_due_soon":
        return [
          ...(d.installment ? [`${d.installment}: ${formatMoney(d.amount ?? 0, "en")}`] : []),
          ...(d.eventDate ? [`Due: ${dateText(d.eventDate, "en")}`] : []),
        ];
      case "saved_vendor_booked":
        return [
          ...(d.eventDate ? [`Date: ${dateText(d.eventDate, "en")}`] : []),
          "Contact them soon if you still want them, or compare others free on your date.",
        ];
      case "review_replied":
        return d.excerpt ? [`"${d.excerpt}"`] : [];
      case "review_invitation":
        return ["Your review is marked 'Booked through Bihe' and helps other couples choose."];
      default:
        return [];
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
        if ((d.count ?? 1) > 1) return `${localDigits(d.count ?? 0, "ne")} नयाँ आवेदन आए, पछिल्लो ${vendor} को`;
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
      case "inquiry_on_booked_date":
        return `${d.customerName ? `${d.customerName} ले` : someone.ne} तपाईंले बुक भनी राखेको मितिबारे सोध्नुभयो`;
      case "date_filled":
        return `${d.eventDate ? dateText(d.eventDate, "ne") : "एउटा मिति"} अब पूरै बुक भयो`;
      case "saved_vendor_booked":
        return `तपाईंको सूचीमा रहेको ${vendor} तपाईंको विवाहको मितिमा अब बुक भयो`;
      case "quotation_accepted":
        return `${d.clientName ? `${d.clientName} ले` : someone.ne} तपाईंको कोटेसन स्वीकार गर्नुभयो: बुकिङ पक्का भयो`;
      case "quotation_declined":
        return `${d.clientName ? `${d.clientName} ले` : someone.ne} तपाईंको कोटेसन अस्वीकार गर्नुभयो`;
      case "installment_overdue":
        return `${d.clientName || "ग्राहक"} को किस्ता म्याद नाघ्यो`;
      case "booking_confirmed":
        return `${vendor} सँगको तपाईंको बुकिङ पक्का भयो`;
      case "booking_cancelled":
        return `${vendor} ले तपाईंको बुकिङ रद्द गर्नुभयो`;
      case "installment_due_soon":
        return `${vendor} लाई तिर्ने किस्ता छिट्टै बुझाउनुपर्छ`;
      case "review_replied":
        return `${vendor} ले तपाईंको समीक्षाको जवाफ दिनुभयो`;
      case "review_invitation":
        return `${vendor} कस्तो लाग्यो? कृपया समीक्षा लेख्नुहोस्`;
      case "message_received":
        return `${d.clientName ? `${d.clientName} ले` : someone.ne} तपाईंलाई सन्देश पठाउनुभयो`;
      case "message_received_customer":
        return `${vendor} ले तपाईंलाई सन्देश पठाउनुभयो`;
      case "application_received":
        return d.subject === "change"
          ? "तपाईंका परिवर्तन हामीले पायौँ"
          : d.resubmitted
            ? "तपाईंको आवेदन हामीले फेरि पायौँ"
            : "तपाईंको आवेदन हामीले पायौँ";
    }
  },
  details(kind, d) {
    switch (kind) {
      case "application_received":
        return [
          d.subject === "change"
            ? "एडमिनले परिवर्तन स्वीकृत नगरेसम्म तपाईंको प्रोफाइलमा स्वीकृत संस्करण नै देखिन्छ। निर्णय हामी इमेलमा पठाउनेछौँ।"
            : "एडमिनले यसको जाँच गर्नुहुन्छ; निर्णय हामी इमेलमा पठाउनेछौँ। त्यतिन्जेल तपाईंको प्रोफाइल जोडीहरूलाई देखिँदैन।",
        ];
      case "contact_unlocked":
        return [
          ...(d.events?.length
            ? [
                "कार्यक्रमहरू:",
                ...d.events.map(
                  (e) => `- ${eventName(e.name, "ne")}: ${e.date ? dateText(e.date, "ne") : "मिति दिइएको छैन"}`,
                ),
              ]
            : ["कार्यक्रम: विवाह"]),
          d.eventDate ? `विवाहको मिति: ${dateText(d.eventDate, "ne")}` : "विवाहको मिति: अझै दिइएको छैन",
          ...(d.guests != null ? [`पाहुना: ${localDigits(d.guests, "ne")}`] : []),
          ...(d.city ? [`ठाउँ: ${d.city}`] : []),
        ];
      case "lead_received":
        return d.events?.length
          ? [
              "कार्यक्रमहरू:",
              ...d.events.map(
                (e) => `- ${eventName(e.name, "ne")}: ${e.date ? dateText(e.date, "ne") : "मिति दिइएको छैन"}`,
              ),
            ]
          : [];
      case "review_received":
        return [`रेटिङ: ५ मध्ये ${localDigits(d.rating ?? 0, "ne")}`, ...(d.excerpt ? [`"${d.excerpt}"`] : [])];
      case "message_received":
      case "message_received_customer":
        return d.excerpt ? [`"${d.excerpt}"`, "बिहेमा कुराकानीमै जवाफ दिनुहोस्।"] : ["बिहेमा कुराकानी खोल्नुहोस्।"];
      case "inquiry_on_booked_date":
        return [
          `बुक भएको: ${(d.dates ?? []).map((day) => dateText(day, "ne")).join(", ")}`,
          "छिट्टै जवाफ दिनुहोस्: जोडीले अझै मिति छान्दै हुन सक्नुहुन्छ।",
        ];
      case "date_filled":
        return d.clientName ? [`जितेको लिड: ${d.clientName}`] : [];
      case "installment_overdue":
      case "installment_due_soon":
        return [
          ...(d.installment ? [`${d.installment}: ${formatMoney(d.amount ?? 0, "ne")}`] : []),
          ...(d.eventDate ? [`तिर्ने मिति: ${dateText(d.eventDate, "ne")}`] : []),
        ];
      case "saved_vendor_booked":
        return [
          ...(d.eventDate ? [`मिति: ${dateText(d.eventDate, "ne")}`] : []),
          "अझै उहाँलाई नै चाहनुहुन्छ भने छिट्टै सम्पर्क गर्नुहोस्, नत्र तपाईंको मितिमा खाली अरूसँग तुलना गर्नुहोस्।",
        ];
      case "review_replied":
        return d.excerpt ? [`"${d.excerpt}"`] : [];
      case "review_invitation":
        return ["तपाईंको समीक्षामा 'Bihe मार्फत बुक गरिएको' लेखिन्छ र यसले अरू जोडीलाई छान्न मद्दत गर्छ।"];
      default:
        return [];
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

/** An AD date (YYYY-MM-DD) as the product shows dates: Bikram Sambat with the AD date beside it. */
function dateText(ad: string, lang: Lang): string {
  const bs = formatDate(ad, lang);
  const adText = formatAdDate(ad, lang);
  return bs && bs !== adText ? `${bs} (${adText})` : adText || ad;
}

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
  const details = w.details(item.kind, item.data);
  const detailText = details.length ? `\n\n${details.join("\n")}` : "";
  const reason = item.data.reason ? `\n${w.reason}: ${item.data.reason}` : "";
  return {
    subject: `${ctx.siteName}: ${line}`,
    body: `${line}${w.stop}${reason}${detailText}\n\n${w.open}: ${absolute(ctx.baseUrl, item.link)}\n\n— ${ctx.siteName}\n${settingsLine(w, ctx.baseUrl)}`,
  };
}

/** The 08:00 digest: one line and link per event, oldest first. */
export function digestEmail(items: EmailItem[], ctx: EmailContext): { subject: string; body: string } {
  const w = WORDS[ctx.lang];
  const lines = items.map((item) => {
    const reason = item.data.reason ? ` (${w.reason}: ${item.data.reason})` : "";
    const details = w.details(item.kind, item.data).map((d) => `\n  ${d}`);
    return `- ${headline(item, ctx)}${reason}${details.join("")}\n  ${absolute(ctx.baseUrl, item.link)}`;
  });
  return {
    subject: w.digestSubject(ctx.siteName, localDigits(items.length, ctx.lang)),
    body: `${w.digestIntro}\n\n${lines.join("\n\n")}\n\n— ${ctx.siteName}\n${settingsLine(w, ctx.baseUrl)}`,
  };
}
