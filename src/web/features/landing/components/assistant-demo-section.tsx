import * as Tabs from "@radix-ui/react-tabs";
import { cx } from "@web/lib/class-names";
import { Bot, Sparkles } from "lucide-react";
import { useState } from "react";
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion";
import { useStepCycle } from "../hooks/use-step-cycle";
import { ASSISTANT_DEMO_ROTATION_MS, ASSISTANT_EXAMPLES, LANDING_TEXTS } from "../landing.constants";

const HEADING_ID = "landing-assistant-heading";

/**
 * The three assistants rotate every 4 s. Rotation holds while the pointer or focus is inside, and stops
 * for good once the visitor picks a tab, so nothing moves under someone who is reading.
 */
export function AssistantDemoSection() {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [chosen, setChosen] = useState(false);
  const [index, setIndex] = useStepCycle(
    ASSISTANT_EXAMPLES.length,
    ASSISTANT_DEMO_ROTATION_MS,
    reducedMotion || hovered || focused || chosen,
  );
  const active = ASSISTANT_EXAMPLES[index] ?? ASSISTANT_EXAMPLES[0];

  const select = (id: string) => {
    const next = ASSISTANT_EXAMPLES.findIndex((example) => example.id === id);
    if (next < 0) return;
    setChosen(true);
    setIndex(next);
  };

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="bg-gradient-to-b from-surface via-brand-50/60 to-surface px-4 py-20 sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={HEADING_ID} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {LANDING_TEXTS.assistantTitle}
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{LANDING_TEXTS.assistantBody}</p>
      </div>

      <Tabs.Root
        value={active.id}
        onValueChange={select}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
        className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-[18rem_1fr]"
      >
        <Tabs.List
          aria-label={LANDING_TEXTS.assistantTabsLabel}
          className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1"
        >
          {ASSISTANT_EXAMPLES.map((example) => (
            <Tabs.Trigger
              key={example.id}
              value={example.id}
              className={cx(
                "rounded-2xl border p-4 text-left transition",
                example.id === active.id
                  ? "border-transparent bg-white shadow-lg ring-2 ring-brand-400"
                  : "border-line bg-white/60 hover:bg-white",
              )}
            >
              <span className="block font-semibold text-ink">{example.name}</span>
              <span className="block text-sm text-ink-muted">{example.role}</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        {ASSISTANT_EXAMPLES.map((example) => (
          <Tabs.Content
            key={example.id}
            value={example.id}
            className="rounded-3xl bg-white p-5 shadow-xl ring-1 shadow-brand-100 ring-brand-100 sm:p-8"
          >
            <div className="flex items-center gap-3 border-b border-line pb-4">
              <span className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white">
                <Bot aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{example.name}</h3>
                <p className="text-xs text-emerald-700">{example.tagline}</p>
              </div>
            </div>
            <div className="mt-6 space-y-4 text-sm sm:text-base">
              <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-tr-sm bg-surface-muted px-4 py-3 text-ink">
                {example.prompt}
              </p>
              <p className="flex max-w-[90%] gap-2 rounded-2xl rounded-tl-sm bg-gradient-to-br from-brand-50 to-accent-50 px-4 py-3 text-ink">
                <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>{example.answer}</span>
              </p>
            </div>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
