import type { Lang } from "@bihe/shared";

/**
 * Plain-text emails in the recipient's language (users.locale); the code is on its own line so it is
 * easy to read on a phone. The code stays in ASCII digits: it is typed into the code field.
 */
export function codeEmail(
  siteName: string,
  type: string,
  otp: string,
  lang: Lang = "en",
  /** The reset page with the address and the code filled in (resetLink), for a password reset. */
  link?: string,
): { subject: string; body: string } {
  if (lang === "ne") {
    if (type === "review-email") {
      return {
        subject: `${siteName}: समीक्षा कोड`,
        body: `तपाईंको इमेल पुष्टि गर्ने कोड:\n\n${otp}\n\nसमीक्षा पृष्ठमा यो कोड लेख्नुहोस्। यो कोड १० मिनेटसम्म मात्र चल्छ। तपाईंले समीक्षा लेख्न खोज्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्।`,
      };
    }
    if (type === "forget-password") {
      return {
        subject: `${siteName}: पासवर्ड रिसेट कोड`,
        body: `तपाईंको पासवर्ड रिसेट कोड:\n\n${otp}\n\n${link ? `वा नयाँ पासवर्ड राख्न यो लिंक खोल्नुहोस्:\n${link}\n\n` : ""}यो कोड १० मिनेटसम्म मात्र चल्छ। तपाईंले पासवर्ड रिसेट गर्न खोज्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्।`,
      };
    }
    return {
      subject: `${siteName}: प्रमाणीकरण कोड`,
      body: `${siteName} मा स्वागत छ! तपाईंको प्रमाणीकरण कोड:\n\n${otp}\n\nयो कोड १० मिनेटसम्म मात्र चल्छ।`,
    };
  }
  if (type === "review-email") {
    return {
      subject: `${siteName}: your review code`,
      body: `Your code to confirm your email for a review is:\n\n${otp}\n\nType it on the review page. It expires in 10 minutes. If you did not ask to write a review, ignore this email.`,
    };
  }
  if (type === "forget-password") {
    return {
      subject: `${siteName}: your password reset code`,
      body: `Your password reset code is:\n\n${otp}\n\n${link ? `Or open this link to choose a new password:\n${link}\n\n` : ""}It expires in 10 minutes. If you did not ask to reset your password, ignore this email.`,
    };
  }
  return {
    subject: `${siteName}: your verification code`,
    body: `Welcome to ${siteName}! Your verification code is:\n\n${otp}\n\nIt expires in 10 minutes.`,
  };
}

/**
 * The reset page's address with the account's email and the code: the page checks the code and opens at the
 * new password (apps/web's reset-password-page.tsx), in the account's language.
 */
export function resetLink(baseURL: string, email: string, otp: string, lang: Lang): string {
  const query = new URLSearchParams({ email, code: otp, lang });
  return `${baseURL.replace(/\/$/, "")}/reset-password?${query}`;
}
