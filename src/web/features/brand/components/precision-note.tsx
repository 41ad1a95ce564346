import { describePrecision, type PrecisionVerdict } from "@shared/ai/threshold-precision.schema";
import { cx } from "@web/lib/class-names";

/** The measured precision at a threshold, beside the slider; red when auto reply may not use it. */
export function PrecisionNote({ verdict }: { verdict: PrecisionVerdict }) {
  return (
    <p
      data-testid="precision-note"
      className={cx("text-xs", verdict.allowed ? "text-emerald-700" : "text-red-700")}
    >
      {describePrecision(verdict)}
      {!verdict.allowed && " (auto reply needs 95%)"}
    </p>
  );
}
