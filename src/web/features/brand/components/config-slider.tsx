import { AUTOSAVE_DEBOUNCE_MS } from "@shared/brand/brand.constants";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useDebouncedCallback } from "../hooks/use-debounced-callback";

interface ConfigSliderProps {
  label: string;
  /** Read by assistive technology after the label ("for Greeting"), not shown. */
  labelSuffix?: string;
  value: number;
  range: { min: number; max: number; step: number };
  recommended: number;
  onCommit: (value: number) => void;
  /** Shown under the slider for the value it shows now (the measured precision at it). */
  note?: (value: number) => ReactNode;
}

/** A labelled range input showing its value and the recommended one; saves after a 1-second pause. */
export function ConfigSlider({
  label,
  labelSuffix,
  value,
  range,
  recommended,
  onCommit,
  note,
}: ConfigSliderProps) {
  const id = useId();
  const noteId = useId();
  const [local, setLocal] = useState(value);
  const commit = useDebouncedCallback(onCommit, AUTOSAVE_DEBOUNCE_MS);
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
