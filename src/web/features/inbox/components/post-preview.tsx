import type { InboxMessage } from "@shared/inbox/inbox.schema";
import { REPLY_TEXTS } from "../reply-texts";

/** The post a comment sits on: its picture and caption, next to 'View Post'. */
export function PostPreview({ message }: { message: InboxMessage }) {
  if (!message.post_caption && !message.post_thumbnail_url) return null;
  return (
    <figure className="flex items-start gap-3 rounded-lg border border-line bg-surface-muted p-2">
      {message.post_thumbnail_url && (
        <img
          src={message.post_thumbnail_url}
          alt={REPLY_TEXTS.post.picture}
          className="size-14 shrink-0 rounded object-cover"
          loading="lazy"
        />
      )}
      {message.post_caption && (
        <figcaption className="line-clamp-3 text-ink-muted text-sm">
          <span className="sr-only">{REPLY_TEXTS.post.caption}: </span>
          {message.post_caption}
        </figcaption>
      )}
    </figure>
  );
}
