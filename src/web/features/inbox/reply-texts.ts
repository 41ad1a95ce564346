// Texts of the reply composer, saved replies, reply windows and moderation.
export const REPLY_TEXTS = {
  autoReplyFailed: (reason: string | null) => `auto-reply failed: ${reason ?? "unknown error"}`,
  autoReplyFailedBadge: "Auto-reply failed",
  autoReplyHeld: (reason: string | null) =>
    `Held for a person to review: ${reason ?? "the auto-reply left this reply to a person"}`,
  autoReplyHeldBadge: "Held for review",
  composer: {
    title: "Write a reply",
    label: "Your reply",
    placeholder: "Write your reply…",
    counter: (length: number, limit: number) => `${length} / ${limit}`,
    overLimit: (limit: number) => `Too long: this platform allows ${limit} characters.`,
    send: "Send reply",
    sendHint: "Ctrl+Enter or ⌘+Enter sends",
    blank: "Write something to send.",
    slot: (slot: string) => `Fill or remove ${slot} before sending.`,
    emoji: "Insert emoji",
    product: "Insert product",
    productLink: "Insert tracked link",
    productSearch: "Search products",
    saved: "Saved replies",
    manageSaved: "Manage saved replies",
    noSaved: "No saved replies yet.",
    missing: (names: string[]) =>
      `Nothing to fill ${names.map((n) => `{${n}}`).join(", ")} with: write it out.`,
  },
  conflict: {
    title: (name: string) => `${name} already replied`,
    body: (name: string, time: string) =>
      `${name} replied to this conversation at ${time}, after you opened it. Your reply was not sent and is still here.`,
    sendAnyway: "Send anyway",
    dismiss: "Don't send",
  },
  savedDialog: {
    title: "Saved replies",
    description:
      "Replies the whole team can use. Variables: {first_name}, {product}, {order_status}, {tracking_link}.",
    name: "Name",
    content: "Reply",
    add: "Add saved reply",
    save: "Save",
    edit: "Edit",
    remove: "Delete",
    cancel: "Cancel",
  },
  moderation: {
    hide: "Hide comment",
    unhide: "Unhide comment",
    markSpam: "Mark as spam",
    notSpam: "Not spam",
    hiddenOnPlatform: "Hidden on the platform",
    hiddenInLunara: "Hidden in Lunara only",
    spamBadge: "Spam",
    audit: "Moderation history",
    auditLine: (actor: string, action: string, reason: string, onPlatform: boolean) =>
      `${actor}: ${action.replace("_", " ")} (${reason})${onPlatform ? " on the platform" : " in Lunara"}`,
    switch: "Hide spam comments on Instagram and TikTok",
    switchHint:
      "Spam always goes to the Spam tab; with this on, spam comments are also hidden on the platform.",
  },
  spamTab: "Spam",
  post: { caption: "Post caption", picture: "Post picture" },
} as const;
