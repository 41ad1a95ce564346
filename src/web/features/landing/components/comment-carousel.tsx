import { cx } from "@web/lib/class-names";
import { MessageCircle, Pause, Play } from "lucide-react";
import { useState } from "react";
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion";
import { COMMENT_CAROUSEL_CYCLE_SECONDS, LANDING_TEXTS, SAMPLE_COMMENTS } from "../landing.constants";

/*
 * Tailwind has no marquee keyframes and the global stylesheet is not this feature's, so the keyframes
 * ship with the component; React 19 hoists and de-duplicates the <style> by its href.
 */
const MARQUEE_KEYFRAMES =
  "@keyframes lunara-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}";

function CommentCard({ comment }: { comment: (typeof SAMPLE_COMMENTS)[number] }) {
  return (
    <article className="w-72 shrink-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <header className="flex items-center justify-between gap-2 text-xs">
        <span className="font-semibold text-ink">{comment.handle}</span>
        <span className="rounded-full bg-surface-muted px-2 py-0.5 text-ink-muted">{comment.platform}</span>
      </header>
      <p className="mt-2 text-sm text-ink">{comment.text}</p>
      <footer className="mt-3 flex items-center justify-between text-xs">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
          {comment.intent}
        </span>
        <span className="flex items-center gap-1 text-accent-600">
          <MessageCircle aria-hidden="true" className="size-3.5" />
          {LANDING_TEXTS.unanswered}
        </span>
      </footer>
    </article>
  );
}

/**
 * Two copies of the comments slide left by half their width every 32 s, so the loop has no seam.
 * It pauses on hover and with its own button (moving content needs a way to stop it); with reduced motion it becomes a
 * plain horizontally scrollable row.
 */
export function CommentCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);

  if (reducedMotion) {
    return (
      <ul
        aria-label={LANDING_TEXTS.carouselLabel}
        className="flex snap-x gap-4 overflow-x-auto px-4 pb-4 sm:px-6"
      >
        {SAMPLE_COMMENTS.map((comment) => (
          <li key={comment.handle} className="snap-start">
            <CommentCard comment={comment} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="relative">
      <style href="lunara-marquee" precedence="default">
        {MARQUEE_KEYFRAMES}
      </style>
      <div className="group overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        <div
          style={{ animationDuration: `${COMMENT_CAROUSEL_CYCLE_SECONDS}s` }}
          className={cx(
            "flex w-max gap-4 py-2 [animation-iteration-count:infinite] [animation-name:lunara-marquee] [animation-timing-function:linear] group-hover:[animation-play-state:paused]",
            paused && "[animation-play-state:paused]",
          )}
        >
          <ul aria-label={LANDING_TEXTS.carouselLabel} className="flex gap-4">
            {SAMPLE_COMMENTS.map((comment) => (
              <li key={comment.handle}>
                <CommentCard comment={comment} />
              </li>
            ))}
          </ul>
          <ul aria-hidden="true" className="flex gap-4">
            {SAMPLE_COMMENTS.map((comment) => (
              <li key={comment.handle}>
                <CommentCard comment={comment} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-4 flex justify-center">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-medium text-ink-muted transition hover:bg-brand-50 hover:text-brand-700"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-3.5" />
          ) : (
            <Pause aria-hidden="true" className="size-3.5" />
          )}
          {paused ? LANDING_TEXTS.playCarousel : LANDING_TEXTS.pauseCarousel}
        </button>
      </div>
    </div>
  );
}
