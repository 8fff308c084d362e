/**
 * Verified reviews around the site: the badge, the vendor's reply and reports on the
 * vendor page, the reply box in Reviews & QR, the admin's moderation queue and the couple's
 * 'My Reviews'. Loaded with the first of those a reader opens.
 */
export const reviews = {
  origin: {
    booked: "Booked through Bihe",
    bookedHint: "This couple booked the vendor through Bihe and the booking is complete.",
    contacted: "Contacted through Bihe",
    contactedHint: "This couple contacted the vendor through Bihe (no booking through Bihe).",
    write: "Write a review",
  },
  replyFrom: "Reply from {{name}}",
  report: {
    open: "Report",
    title: "Report this review",
    hint: "An admin will read your report. The review stays up until they decide.",
    reason: "Why are you reporting it?",
    reasons: {
      fake: "Not a real customer",
      offensive: "Offensive or abusive",
      spam: "Spam or advertising",
      other: "Something else",
    },
    details: "More details (optional)",
    send: "Send report",
    cancel: "Cancel",
    sent: "Thank you. An admin will look at this review.",
    already: "You have already reported this review. Your reason is updated; an admin will look at it.",
    failed: "Could not send the report. Please try again.",
    signIn: "Sign in to report a review",
  },
  status: {
    published: "Published",
    held: "Waiting for moderation",
    hidden: "Hidden by an admin",
  },
  workspace: {
    replyLabel: "Reply publicly",
    replyHint: "Your reply shows under the review on your page. You can reply once.",
    send: "Post reply",
    sent: "Reply posted",
    failed: "Could not post the reply. Please try again.",
    yourReply: "Your reply",
    outsideAverage: "Not counted in your average.",
  },
  moderation: {
    title: "Review moderation",
    subtitle:
      "Reviews held after a burst of new reviewers and reviews people reported wait here. Hidden reviews leave the vendor's average.",
    queue: "Waiting",
    hidden: "Hidden",
    emptyQueue: "Nothing is waiting for moderation.",
    emptyHidden: "No hidden reviews.",
    held: "Held: burst of new reviewers",
    reported_one: "{{count}} report",
    reported_other: "{{count}} reports",
    hide: "Hide",
    restore: "Restore",
    publish: "Publish",
    dismiss: "Keep, dismiss reports",
    done: {
      hide: "Review hidden",
      restore: "Review restored",
      dismiss: "Reports dismissed",
    },
    failed: "Could not save. Please try again.",
    lastAction: "{{action}} by {{by}}, {{date}}",
    actions: {
      hide: "Hidden",
      restore: "Restored",
      dismiss: "Reports dismissed",
      publish: "Published",
      discard: "Discarded",
    },
    someone: "an admin",
    noText: "(no text)",
  },
  mine: {
    title: "My Reviews",
    empty: "Reviews you leave for vendors will appear here.",
    edit: "Edit review",
    updated: "Updated {{date}}",
    loadFailed: "Could not load your reviews.",
  },
};
