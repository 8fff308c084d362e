import { excerptOf } from "@bihe/shared";

/**
 * The vendor's reply told to a reviewer without a customer account (a review posted through the QR link with a
 * confirmed email): there is no notification list nor a chosen language, so one email in both languages, with
 * the link to the vendor's page where the reply shows under the review.
 */
export function replyEmail(input: { vendorName: string; reply: string; url: string; siteName: string }): {
  subject: string;
  body: string;
} {
  const { vendorName, url, siteName } = input;
  return {
    subject: `${siteName}: ${vendorName} replied to your review / ${vendorName} ले तपाईंको समीक्षाको जवाफ दिनुभयो`,
    body: [
      `${vendorName} replied to your review.`,
      `${vendorName} ले तपाईंको समीक्षाको जवाफ दिनुभयो।`,
      `"${excerptOf(input.reply)}"`,
      url,
      `— ${siteName}`,
    ].join("\n\n"),
  };
}
