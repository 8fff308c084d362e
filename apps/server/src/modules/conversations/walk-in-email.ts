import type { ThreadMessageKind } from "../../db/schema";
import type { OutgoingEmail } from "../../mail/outbox";

/**
 * Emails to a walk-in client (no account, so no language on record): English with a Nepali line.
 * Plain text, like every email of the outbox; the client's and vendor's words are quoted as text.
 */

/** The private link, sent when the vendor makes or remakes it. */
export function clientLinkEmail(input: {
  to: string;
  vendorName: string;
  clientName: string;
  url: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: `${input.vendorName}: your conversation and quotations on Bihe`,
    body: [
      `Namaste ${input.clientName},`,
      "",
      `${input.vendorName} invites you to a private conversation about your booking: messages, and quotations you can accept online.`,
      "",
      `Open it here (no account needed): ${input.url}`,
      "",
      `${input.vendorName} ले तपाईंलाई आफ्नो बुकिङबारे निजी कुराकानीमा बोलाउनुभएको छ। माथिको लिंक खोल्नुहोस् (खाता चाहिँदैन)।`,
      "",
      "Keep this email: the link is your key to the conversation. Do not forward it.",
    ].join("\n"),
  };
}

/** A new message or quotation card from the vendor (the link itself is in the first email: only its hash is kept). */
export function walkInMessageEmail(input: {
  to: string;
  vendorName: string;
  kind: ThreadMessageKind;
  excerpt?: string;
}): OutgoingEmail {
  const what = input.kind === "quotation" ? "sent you a quotation" : "sent you a message";
  return {
    to: input.to,
    subject: `${input.vendorName} ${what}`,
    body: [
      `${input.vendorName} ${what} on Bihe.`,
      ...(input.excerpt ? ["", `"${input.excerpt}"`] : []),
      "",
      "Open your conversation with the private link in the first email we sent you about it.",
      "",
      `${input.vendorName} ले तपाईंलाई सन्देश पठाउनुभयो। पहिलो इमेलमा आएको निजी लिंकबाट कुराकानी खोल्नुहोस्।`,
    ].join("\n"),
  };
}
