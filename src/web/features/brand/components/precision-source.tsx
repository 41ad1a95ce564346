import type { ThresholdPrecision } from "@shared/ai/threshold-precision.schema";
import { Alert } from "@web/components/ui/alert";
import { formatDateTime } from "@web/lib/format-date";
import { AI_TRUST_TEXTS } from "../ai-trust-texts";

const T = AI_TRUST_TEXTS.precision;

/** Where the precision beside the sliders comes from, or that there is none yet. */
export function PrecisionSource({ precision }: { precision: ThresholdPrecision | undefined }) {
  if (!precision) return null;
  if (!precision.measured) return <Alert tone="warning">{T.notMeasured}</Alert>;
  return (
    <p className="text-ink-muted text-xs">
      {T.source(precision.measured_on ?? "", formatDateTime(precision.generated_at ?? ""))} {T.needed}
    </p>
  );
}
