import { INTENTS } from "@shared/ai/ai.constants";
import type { ResponseConfigInput } from "@shared/ai/response-config.schema";
import { precisionAt } from "@shared/ai/threshold-precision.schema";
import { AUTOSAVE_DEBOUNCE_MS, BRAND_MESSAGES, CONFIDENCE_SLIDER } from "@shared/brand/brand.constants";
import { Alert } from "@web/components/ui/alert";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { CollapsibleSection } from "@web/components/ui/collapsible";
import { Slider } from "@web/components/ui/slider";
import { Spinner } from "@web/components/ui/spinner";
import { SwitchField } from "@web/components/ui/switch";
import { isApiError } from "@web/lib/api-client";
import { Bot } from "lucide-react";
import { useState } from "react";
import { AI_TRUST_TEXTS } from "../ai-trust-texts";
import { useResponseConfig } from "../api/get-response-config";
import { useThresholdPrecision } from "../api/get-threshold-precision";
import { useUpdateResponseConfig } from "../api/update-response-config";
import { IntentConfigRow, intentLabel } from "./intent-config-row";
import { PrecisionSource } from "./precision-source";

/** Automation configuration: the global controls and, per intent, when a reply may go out by itself. */
export function ResponseConfigSection() {
  const query = useResponseConfig();
  const update = useUpdateResponseConfig();
  const precision = useThresholdPrecision().data;
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = (input: ResponseConfigInput) =>
    update.mutate(input, {
      onSuccess: () => setError(null),
      // A save refused for precision says why; anything else keeps the spec's message.
      onError: (e) =>
        setError(isApiError(e) && e.code === "AUTO_REPLY_PRECISION" ? e.message : BRAND_MESSAGES.saveFailed),
    });

  // Intents on whose threshold is not measured at 95%: the global switch may not turn them on.
  const config = query.data?.config;
  const blocking = config
    ? INTENTS.filter(
        (intent) =>
          config.intents[intent].auto_reply_enabled &&
          !(precision && precisionAt(precision, intent, config.intents[intent].confidence_threshold).allowed),
      )
    : [];
  // What switching the global control on starts: the intents whose own switch is on.
  const live = config
    ? INTENTS.filter((intent) => config.intents[intent].auto_reply_enabled).map(intentLabel)
    : [];
  const globalOn = config?.global.auto_reply_enabled ?? false;
  const T = AI_TRUST_TEXTS.precision;

  return (
    <CollapsibleSection
      title="Response Configuration"
      description="When Lunara may reply automatically, per type of message"
      icon={<Bot aria-hidden="true" className="size-5" />}
    >
      {query.isPending && <Spinner label="Loading response configuration" />}
      {query.isError && <Alert tone="error">Failed to load the response configuration</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {query.data && (
        <div className="flex flex-col gap-6">
          <PrecisionSource precision={precision} />
          <div className="grid gap-4 rounded-lg bg-surface-muted p-4 sm:grid-cols-2 sm:items-center">
            <Slider
              label="Default confidence threshold"
              value={query.data.config.global.default_confidence_threshold}
              range={CONFIDENCE_SLIDER}
              recommended={query.data.recommended.global.default_confidence_threshold}
              commitAfterMs={AUTOSAVE_DEBOUNCE_MS}
              onCommit={(v) => save({ global: { default_confidence_threshold: v } })}
            />
            <div className="flex flex-col gap-1">
              <SwitchField
                label="Auto reply enabled"
                visibleLabel="Auto reply enabled"
                checked={query.data.config.global.auto_reply_enabled}
                disabled={!query.data.config.global.auto_reply_enabled && blocking.length > 0}
                // Switching on starts every intent whose switch is on: said first, asked to confirm.
                onChange={(on) =>
                  on ? setConfirming(true) : save({ global: { auto_reply_enabled: false } })
                }
              />
              {!globalOn && blocking.length === 0 && (
                <p className="text-ink-muted text-xs">{T.waitingFor(live.join(", "))}</p>
              )}
              {!query.data.config.global.auto_reply_enabled && blocking.length > 0 && (
                <p className="text-red-700 text-xs">
                  {AI_TRUST_TEXTS.precision.globalBlocked(blocking.map(intentLabel).join(", "))}
                </p>
              )}
              <p className="text-ink-muted text-xs">
                Recommended: {query.data.recommended.global.auto_reply_enabled ? "On" : "Off"}
              </p>
            </div>
          </div>
          <ul aria-label="Automation per intent" className="flex flex-col gap-3">
            {INTENTS.map((intent) => (
              <IntentConfigRow
                key={intent}
                intent={intent}
                config={query.data.config.intents[intent]}
                recommended={query.data.recommended.intents[intent]}
                onChange={(change) => save({ intents: { [intent]: change } })}
                precision={precision}
                globalOn={globalOn}
              />
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.confirmTitle}
        description={T.confirmText(live.join(", "))}
        confirmLabel={T.confirm}
        onConfirm={() => {
          setConfirming(false);
          save({ global: { auto_reply_enabled: true } });
        }}
      />
    </CollapsibleSection>
  );
}
