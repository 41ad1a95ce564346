import { TIMEFRAMES, type Timeframe } from "@shared/analytics/analytics.constants";
import { SegmentedControl } from "@web/components/ui/segmented-control";

/** The dashboard's 7d / 30d / 90d switch (default 30d, held by the page). */
export function TimeframeSelector({
  value,
  onChange,
}: {
  value: Timeframe;
  onChange: (value: Timeframe) => void;
}) {
  return <SegmentedControl label="Timeframe" options={TIMEFRAMES} value={value} onChange={onChange} />;
}
