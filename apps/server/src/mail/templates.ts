/** Plain-text emails; the code is on its own line so it is easy to read on a phone. */
export function codeEmail(siteName: string, type: string, otp: string): { subject: string; body: string } {
  if (type === "forget-password") {
    return {
      subject: `${siteName}: your password reset code`,
      body: `Your password reset code is:\n\n${otp}\n\nIt expires in 10 minutes. If you did not ask to reset your password, ignore this email.`,
    };
  }
  return {
    subject: `${siteName}: your verification code`,
    body: `Welcome to ${siteName}! Your verification code is:\n\n${otp}\n\nIt expires in 10 minutes.`,
  };
}
