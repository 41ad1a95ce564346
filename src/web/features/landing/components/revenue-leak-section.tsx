import { Clock, MessageCircleOff, TrendingDown } from "lucide-react";
import { LANDING_TEXTS } from "../landing.constants";
import { CommentCarousel } from "./comment-carousel";
import { SectionHeading } from "./section-heading";

const HEADING_ID = "landing-revenue-heading";

const LEAKS = [
  {
    Icon: MessageCircleOff,
    title: "Questions go unanswered",
    body: "Buying questions get buried under emojis and tags.",
  },
  {
    Icon: Clock,
    title: "Replies come too late",
    body: "By the time someone answers, the shopper has moved on.",
  },
  {
    Icon: TrendingDown,
    title: "Sales go unmeasured",
    body: "Nobody can say which conversations paid for themselves.",
  },
] as const;

export function RevenueLeakSection() {
  return (
    <section aria-labelledby={HEADING_ID} className="bg-surface py-20 sm:py-28">
      <SectionHeading id={HEADING_ID} title={LANDING_TEXTS.revenueTitle} className="px-4 sm:px-6">
        {LANDING_TEXTS.revenueBody}
      </SectionHeading>

      <div className="mt-12">
        <CommentCarousel />
      </div>

      <ul className="mx-auto mt-12 grid max-w-6xl gap-4 px-4 sm:grid-cols-3 sm:px-6">
        {LEAKS.map(({ Icon, title, body }) => (
          <li
            key={title}
            className="rounded-2xl bg-gradient-to-br from-accent-50 to-brand-50 p-5 ring-1 ring-brand-100"
          >
            <Icon aria-hidden="true" className="size-6 text-accent-500" />
            <h3 className="mt-3 font-semibold text-ink">{title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
