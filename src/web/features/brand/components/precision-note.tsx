import { describePrecision, type PrecisionVerdict } from "@shared/ai/threshold-precision.schema";
import { cx } from "@web/lib/class-names";

/** The measured precision at a threshold, beside the slider; red when auto reply may not use it. */
export function PrecisionNote({ verdict }: { verdict: PrecisionVerdict }) {
  return (
    <p
      data-testid="precision-note"
      className={cx("text-xs", verdict.allowed ? "text-emerald-700" : "text-red-700")}
    >
      {/* "... (at least 20 needed). Auto reply needs 95%.": one sentence each, never two brackets. */}
      {verdict.allowed ? describePrecision(verdict) : `${describePrecision(verdict)}. Auto reply needs 95%.`}
    </p>
  );
}
