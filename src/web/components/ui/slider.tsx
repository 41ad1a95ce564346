import { useDebouncedCallback } from "@web/lib/use-debounced-callback";
import { type ReactNode, useEffect, useId, useState } from "react";

interface SliderProps {
  label: string;
  /** Read by assistive technology after the label ("for Greeting"), not shown. */
  labelSuffix?: string;
  value: number;
  range: { min: number; max: number; step: number };
  recommended: number;
  /** Called with the chosen value once the slider has rested for `commitAfterMs`. */
  onCommit: (value: number) => void;
  commitAfterMs: number;
  /** Shown under the slider for the value it shows now (the measured precision at it). */
  note?: (value: number) => ReactNode;
}

/** A labelled range input showing its value and the recommended one; commits after a pause. */
export function Slider({
  label,
  labelSuffix,
  value,
  range,
  recommended,
  onCommit,
  commitAfterMs,
  note,
}: SliderProps) {
  const id = useId();
  const noteId = useId();
  const [local, setLocal] = useState(value);
  const commit = useDebouncedCallback(onCommit, commitAfterMs);
  useEffect(() => setLocal(value), [value]);

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-ink text-sm">
          {label}
          {labelSuffix && <span className="sr-only"> {labelSuffix}</span>}
        </label>
        <output htmlFor={id} className="font-semibold text-ink text-sm tabular-nums">
          {local}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={local}
        aria-describedby={note ? noteId : undefined}
        onChange={(e) => {
          const next = Number(e.target.value);
          setLocal(next);
          commit.schedule(next);
        }}
        className="w-full accent-brand-600"
      />
      <p className="text-ink-muted text-xs">Recommended: {recommended}</p>
      {note && <div id={noteId}>{note(local)}</div>}
    </div>
  );
}
