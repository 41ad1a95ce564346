import { Crown, ShoppingCart, TrendingUp } from "lucide-react";
import { COMMUNITY_POINTS, LANDING_TEXTS } from "../landing.constants";

const HEADING_ID = "landing-community-heading";
const ICONS = [Crown, ShoppingCart, TrendingUp] as const;

/** A sample fan row, drawn to show what the community screen surfaces; not anyone's real data. */
const SAMPLE_FANS = [
  { handle: "@glowwithmaya", badge: "Ambassador", virality: "8.7", emv: "$1.2k" },
  { handle: "@skinbyjess", badge: "Abandoned cart", virality: "6.1", emv: "$640" },
  { handle: "@thedewlook", badge: "Rising creator", virality: "9.3", emv: "$2.4k" },
] as const;

export function CommunitySection() {
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="bg-gradient-to-br from-brand-900 via-brand-800 to-accent-600 px-4 py-20 text-white sm:px-6 sm:py-28"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <h2 id={HEADING_ID} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {LANDING_TEXTS.communityTitle}
          </h2>
          <p className="mt-4 text-lg text-white/80">{LANDING_TEXTS.communityBody}</p>
          <ul className="mt-8 space-y-5">
            {COMMUNITY_POINTS.map((point, index) => {
              const Icon = ICONS[index] ?? Crown;
              return (
                <li key={point.title} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{point.title}</h3>
                    <p className="mt-1 text-sm text-white/75">{point.body}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>

        <div
          aria-hidden="true"
          className="rounded-3xl bg-white/10 p-4 ring-1 ring-white/20 backdrop-blur sm:p-6"
        >
          <div className="grid grid-cols-[1fr_auto_auto] gap-x-4 gap-y-3 text-sm">
            <span className="text-xs font-medium tracking-wide text-white/60 uppercase">Fan</span>
            <span className="text-xs font-medium tracking-wide text-white/60 uppercase">Virality</span>
            <span className="text-xs font-medium tracking-wide text-white/60 uppercase">EMV</span>
            {SAMPLE_FANS.map((fan) => (
              <div key={fan.handle} className="contents">
                <div className="rounded-xl bg-white/10 px-3 py-2">
                  <p className="font-semibold">{fan.handle}</p>
                  <p className="text-xs text-white/70">{fan.badge}</p>
                </div>
                <p className="self-center font-semibold">{fan.virality}</p>
                <p className="self-center font-semibold">{fan.emv}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
