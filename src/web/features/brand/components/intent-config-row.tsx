import type { Intent } from "@shared/ai/ai.constants";
import {
  type IntentAutomation,
  RESPONSE_DELAY_LABELS,
  RESPONSE_DELAY_OPTIONS,
} from "@shared/ai/response-config.schema";
import { precisionAt, type ThresholdPrecision } from "@shared/ai/threshold-precision.schema";
import { AUTOSAVE_DEBOUNCE_MS, CONFIDENCE_SLIDER, PRIORITY_SLIDER } from "@shared/brand/brand.constants";
import { inputClasses } from "@web/components/ui/input";
import { Slider } from "@web/components/ui/slider";
import { SwitchField } from "@web/components/ui/switch";
import { useId } from "react";
import { AI_TRUST_TEXTS } from "../ai-trust-texts";
import { PrecisionNote } from "./precision-note";

export const intentLabel = (intent: string) => {
  const words = intent.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type DelayOption = (typeof RESPONSE_DELAY_OPTIONS)[number];

interface IntentConfigRowProps {
  intent: Intent;
  config: IntentAutomation;
  recommended: IntentAutomation;
  onChange: (change: Partial<IntentAutomation>) => void;
  /** The engine's measured precision per threshold (issue 11): auto reply needs 95% or more. */
  precision: ThresholdPrecision | undefined;
  /** Whether the global auto reply is on: an intent's switch waits for it. */
  globalOn: boolean;
}

/** The four per-intent controls, with the recommended (wizard) values beside them. */
export function IntentConfigRow({
  intent,
  config,
  recommended,
  onChange,
  precision,
  globalOn,
}: IntentConfigRowProps) {
  const name = intentLabel(intent);
  const canSwitchOn = precision ? precisionAt(precision, intent, config.confidence_threshold).allowed : false;
  const delayId = useId();
  return (
    <li className="grid gap-4 rounded-lg border border-line p-4 sm:grid-cols-2 lg:grid-cols-[10rem_1fr_10rem_1fr_auto] lg:items-center">
      <h4 className="font-semibold text-ink text-sm">{name}</h4>
      <Slider
        label="Confidence threshold"
        labelSuffix={`for ${name}`}
        value={config.confidence_threshold}
        range={CONFIDENCE_SLIDER}
        recommended={recommended.confidence_threshold}
        commitAfterMs={AUTOSAVE_DEBOUNCE_MS}
        onCommit={(v) => onChange({ confidence_threshold: v })}
        note={(v) => precision && <PrecisionNote verdict={precisionAt(precision, intent, v)} />}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={delayId} className="text-ink text-sm">
          Response delay<span className="sr-only"> for {name}</span>
        </label>
        <select
          id={delayId}
          className={inputClasses(false)}
          value={config.response_delay_minutes}
          onChange={(e) => onChange({ response_delay_minutes: Number(e.target.value) as DelayOption })}
        >
          {RESPONSE_DELAY_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {RESPONSE_DELAY_LABELS[minutes]}
            </option>
          ))}
        </select>
        <p className="text-ink-muted text-xs">
          Recommended: {RESPONSE_DELAY_LABELS[recommended.response_delay_minutes]}
        </p>
      </div>
      <Slider
        label="Minimum priority"
        labelSuffix={`for ${name}`}
        value={config.minimum_priority}
        range={PRIORITY_SLIDER}
        recommended={recommended.minimum_priority}
        commitAfterMs={AUTOSAVE_DEBOUNCE_MS}
        onCommit={(v) => onChange({ minimum_priority: v })}
        note={(v) =>
          v > 0
            ? `Only messages with a priority score of ${v} or more are answered automatically.`
            : "Any priority."
        }
      />
      <div className="flex flex-col gap-1">
        <SwitchField
          label={`Auto reply for ${name}`}
          visibleLabel="Auto reply"
          checked={config.auto_reply_enabled}
          disabled={!config.auto_reply_enabled && !canSwitchOn}
          onChange={(on) => onChange({ auto_reply_enabled: on })}
        />
        {config.auto_reply_enabled && !globalOn && (
          <p className="text-ink-muted text-xs">{AI_TRUST_TEXTS.precision.rowWaits}</p>
        )}
      </div>
    </li>
  );
}
