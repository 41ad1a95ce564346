import { INTENTS } from "@shared/ai/ai.constants";
import type { ResponseConfigInput } from "@shared/ai/response-config.schema";
import { BRAND_MESSAGES, CONFIDENCE_SLIDER } from "@shared/brand/brand.constants";
import { Alert } from "@web/components/ui/alert";
import { Spinner } from "@web/components/ui/spinner";
import { Bot } from "lucide-react";
import { useState } from "react";
import { useResponseConfig } from "../api/get-response-config";
import { useUpdateResponseConfig } from "../api/update-response-config";
import { CollapsibleSection } from "./collapsible-section";
import { ConfigSlider } from "./config-slider";
import { IntentConfigRow } from "./intent-config-row";
import { SwitchField } from "./switch-field";

/** Automation configuration: the global controls and, per intent, when a reply may go out by itself. */
export function ResponseConfigSection() {
  const query = useResponseConfig();
  const update = useUpdateResponseConfig();
  const [error, setError] = useState<string | null>(null);
  const save = (input: ResponseConfigInput) =>
    update.mutate(input, {
      onSuccess: () => setError(null),
      onError: () => setError(BRAND_MESSAGES.saveFailed),
    });

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
          <div className="grid gap-4 rounded-lg bg-surface-muted p-4 sm:grid-cols-2 sm:items-center">
            <ConfigSlider
              label="Default confidence threshold"
              value={query.data.config.global.default_confidence_threshold}
              range={CONFIDENCE_SLIDER}
              recommended={query.data.recommended.global.default_confidence_threshold}
              onCommit={(v) => save({ global: { default_confidence_threshold: v } })}
            />
            <div className="flex flex-col gap-1">
              <SwitchField
                label="Auto reply enabled"
                visibleLabel="Auto reply enabled"
                checked={query.data.config.global.auto_reply_enabled}
                onChange={(on) => save({ global: { auto_reply_enabled: on } })}
              />
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
              />
            ))}
          </ul>
        </div>
      )}
    </CollapsibleSection>
  );
}
