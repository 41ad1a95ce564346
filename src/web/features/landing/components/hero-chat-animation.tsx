import { cx } from "@web/lib/class-names";
import { CircleCheck, Heart, MessageCircle, ShoppingBag, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion";
import { useStepCycle } from "../hooks/use-step-cycle";
import { HERO_CHAT, HERO_CHAT_STEP_COUNT, HERO_CHAT_STEP_MS, LANDING_TEXTS } from "../landing.constants";

function Reveal({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <div
      className={cx(
        "transition-all duration-500 ease-out",
        shown ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-2 opacity-0",
      )}
    >
      {children}
    </div>
  );
}

/**
 * One comment's journey, one step every 2 s: comment, intent, drafting, reply with a tracked link, sale.
 * Every step keeps its space from the start so the card does not jump; with reduced motion it shows
 * the finished story.
 */
export function HeroChatAnimation() {
  const reducedMotion = usePrefersReducedMotion();
  const [cycleStep] = useStepCycle(HERO_CHAT_STEP_COUNT, HERO_CHAT_STEP_MS, reducedMotion);
  const step = reducedMotion ? HERO_CHAT_STEP_COUNT - 1 : cycleStep;

  return (
    <figure
      data-step={step}
      className="relative mx-auto w-full max-w-sm rounded-[2rem] border border-white/60 bg-white/90 p-5 shadow-2xl shadow-brand-200/60 ring-1 ring-brand-100 backdrop-blur"
    >
      <figcaption className="sr-only">{LANDING_TEXTS.heroChatLabel}</figcaption>
      {/* Screen readers get the whole story at once below, instead of a card that changes every 2 s. */}
      <ol className="sr-only">
        <li>{`${HERO_CHAT.customer.handle}: ${HERO_CHAT.customer.text}`}</li>
        <li>{HERO_CHAT.intent}</li>
        <li>{`${HERO_CHAT.brandHandle}: ${HERO_CHAT.reply}`}</li>
        <li>{HERO_CHAT.sale}</li>
      </ol>
      <div aria-hidden="true">
        <div className="flex items-center gap-2 border-b border-line pb-3 text-xs font-medium text-ink-muted">
          <span className="flex size-6 items-center justify-center rounded-full bg-gradient-to-br from-accent-400 to-brand-500 text-white">
            <MessageCircle aria-hidden="true" className="size-3.5" />
          </span>
          {HERO_CHAT.channel}
        </div>

        <div className="mt-4 space-y-3 text-sm">
          <Reveal shown>
            <div className="flex gap-2">
              <span
                aria-hidden="true"
                className="size-8 shrink-0 rounded-full bg-gradient-to-br from-accent-100 to-brand-200"
              />
              <div className="rounded-2xl rounded-tl-sm bg-surface-muted px-3 py-2">
                <p className="text-xs font-semibold text-ink">{HERO_CHAT.customer.handle}</p>
                <p className="text-ink">{HERO_CHAT.customer.text}</p>
              </div>
            </div>
          </Reveal>

          <Reveal shown={step >= 1}>
            <p className="ml-10 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
              <Sparkles aria-hidden="true" className="size-3.5" />
              {HERO_CHAT.intent}
            </p>
          </Reveal>

          {/* The drafting note and the reply share one grid cell, so the card keeps its height. */}
          <div className="grid">
            <div className="[grid-area:1/1]">
              <Reveal shown={step === 2}>
                <p className="ml-auto w-fit rounded-2xl rounded-tr-sm bg-brand-50 px-3 py-2 text-xs text-brand-700 italic">
                  {HERO_CHAT.writing}
                </p>
              </Reveal>
            </div>
            <div className="[grid-area:1/1]">
              <Reveal shown={step >= 3}>
                <div className="ml-8 rounded-2xl rounded-tr-sm bg-gradient-to-br from-brand-600 to-accent-500 px-3 py-2 text-white shadow-md">
                  <p className="text-xs font-semibold text-white/85">{HERO_CHAT.brandHandle}</p>
                  <p>{HERO_CHAT.reply}</p>
                </div>
              </Reveal>
            </div>
          </div>

          <Reveal shown={step >= 4}>
            <p className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 text-xs font-semibold text-emerald-800">
              <ShoppingBag aria-hidden="true" className="size-4" />
              {HERO_CHAT.sale}
              <CircleCheck aria-hidden="true" className="ml-auto size-4" />
            </p>
          </Reveal>
        </div>
      </div>

      <Heart
        aria-hidden="true"
        className="absolute -top-3 -right-3 size-10 rounded-full bg-white p-2.5 text-accent-500 shadow-lg"
      />
    </figure>
  );
}
