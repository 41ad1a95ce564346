/**
 * How the inbox and the auto-reply job send a reply without knowing the platform: the
 * integrations domain builds a sender for a connected account (decrypting its token) and the
 * sender picks the right API call for the message (comment reply, DM, mention reply).
 */
export type OutgoingReply = {
  platform: "instagram" | "tiktok";
  /** private_reply: Instagram's one DM to the author of a comment (platformMessageId is the comment). */
  messageType: "dm" | "comment" | "comment_reply" | "mention" | "private_reply";
  /** The platform id of the message being answered. */
  platformMessageId: string;
  /** The platform id of the person who wrote it (the DM recipient). */
  senderPlatformId: string;
  /** The post or video the comment sits on (TikTok replies need it). */
  postPlatformId: string | null;
  content: string;
};

export type PlatformSender = {
  send: (reply: OutgoingReply) => Promise<{ platformResponseId: string | null }>;
};

export type PlatformSenders = {
  /** A sender for one of the team's connected accounts; throws a DomainError when it is gone. */
  forIntegration: (teamId: string, integrationId: string) => Promise<PlatformSender>;
};
