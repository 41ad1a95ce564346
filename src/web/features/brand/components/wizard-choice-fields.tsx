import {
  BRAND_PERSONALITIES,
  BRAND_TONES,
  type BrandPersonality,
  type BrandTone,
} from "@shared/ai/ai.constants";
import { cx } from "@web/lib/class-names";

const chip = (selected: boolean) =>
  cx(
    "rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
    selected ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-white text-ink hover:bg-brand-50",
  );

/** Brand tone: one choice of the spec's eight (a radio group). */
export function TonePicker({
  value,
  onChange,
}: {
  value: BrandTone | "";
  onChange: (tone: BrandTone) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-ink text-sm">Brand tone</legend>
      <div className="flex flex-wrap gap-2">
        {BRAND_TONES.map((tone) => (
          <label
            key={tone}
            className={cx(
              chip(value === tone),
              "cursor-pointer focus-within:outline-2 focus-within:outline-brand-600",
            )}
          >
            <input
              type="radio"
              name="brand_tone"
              value={tone}
              checked={value === tone}
              onChange={() => onChange(tone)}
              className="sr-only"
            />
            {tone}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Brand personality: any number of the spec's ten traits (toggle buttons). */
export function PersonalityPicker({
  value,
  onChange,
}: {
  value: BrandPersonality[];
  onChange: (traits: BrandPersonality[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-ink text-sm">Brand personality</legend>
      <div className="flex flex-wrap gap-2">
        {BRAND_PERSONALITIES.map((trait) => {
          const selected = value.includes(trait);
          return (
            <button
              key={trait}
              type="button"
              aria-pressed={selected}
              className={chip(selected)}
              onClick={() => onChange(selected ? value.filter((t) => t !== trait) : [...value, trait])}
            >
              {trait}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
