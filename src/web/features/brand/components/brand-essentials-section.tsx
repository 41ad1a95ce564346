import { BRAND_TONES } from "@shared/ai/ai.constants";
import { BRAND_MESSAGES, type FormalityLevel } from "@shared/brand/brand.constants";
import type { BrandSettings, BrandTextField } from "@shared/brand/brand-settings.schema";
import { Badge } from "@web/components/ui/badge";
import { CollapsibleSection } from "@web/components/ui/collapsible";
import { SwitchField } from "@web/components/ui/switch";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useUpdateBrandSettings } from "../api/update-brand-settings";
import { EditableField } from "./editable-field";

type FieldSpec = {
  field: BrandTextField;
  label: string;
  placeholder?: string;
  multiline?: boolean;
  type?: "url";
  options?: readonly string[];
};

const FIELDS: FieldSpec[] = [
  { field: "brand_name", label: "Brand name", placeholder: "Your brand name" },
  { field: "target_audience", label: "Target audience", placeholder: "Who you sell to" },
  { field: "brand_tone", label: "Brand tone", options: BRAND_TONES },
  { field: "brand_voice", label: "Brand voice", placeholder: "How your brand sounds", multiline: true },
  { field: "website_url", label: "Website URL", placeholder: "https://yourbrand.com", type: "url" },
  { field: "industry", label: "Industry", placeholder: "Skincare, cosmetics, haircare..." },
  { field: "description", label: "Description", placeholder: "What your brand is about", multiline: true },
];

export function BrandEssentialsSection({ settings }: { settings: BrandSettings }) {
  const [editing, setEditing] = useState<BrandTextField | null>(null);
  const update = useUpdateBrandSettings();
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = (patch: { formality_level?: FormalityLevel; use_emojis?: boolean }) =>
    update.mutate(patch, {
      onSuccess: () => setSaveError(null),
      onError: () => setSaveError(BRAND_MESSAGES.saveFailed),
    });

  return (
    <CollapsibleSection
      title="Brand Essentials"
      description="Who you are and how you sound"
      icon={<Sparkles aria-hidden="true" className="size-5" />}
    >
      <div className="grid gap-5 md:grid-cols-2">
        {FIELDS.map((spec) => (
          <div key={spec.field} className={spec.multiline ? "md:col-span-2" : undefined}>
            <EditableField
              {...spec}
              value={settings[spec.field]}
              editing={editing === spec.field}
              onToggleEdit={() => setEditing((current) => (current === spec.field ? null : spec.field))}
            />
          </div>
        ))}
        <div className="flex flex-col gap-2">
          <h3 className="font-medium text-ink text-sm">Brand personality</h3>
          {settings.brand_personality.length === 0 ? (
            <p className="text-ink-muted text-sm">{BRAND_MESSAGES.noPersonality}</p>
          ) : (
            <ul aria-label="Brand personality" className="flex flex-wrap gap-2">
              {settings.brand_personality.map((trait) => (
                <li key={trait}>
                  <Badge>{trait}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-medium text-ink text-sm">Key messages</h3>
          {settings.key_messages.length === 0 ? (
            <p className="text-ink-muted text-sm">No key messages defined</p>
          ) : (
            <ul aria-label="Key messages" className="list-disc space-y-1 pl-5 text-ink text-sm">
              {settings.key_messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-ink text-sm">Formality level</legend>
          <div className="flex gap-4">
            {(["casual", "professional"] as const).map((level) => (
              <label key={level} className="flex items-center gap-2 text-ink text-sm">
                <input
                  type="radio"
                  name="formality_level"
                  value={level}
                  checked={settings.formality_level === level}
                  onChange={() => save({ formality_level: level })}
                  className="size-4 accent-brand-600"
                />
                {level === "casual" ? "Casual" : "Professional"}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-2">
          <h3 className="font-medium text-ink text-sm">Use of emojis</h3>
          <SwitchField
            label="Use emojis"
            checked={settings.use_emojis}
            visibleLabel={settings.use_emojis ? "On" : "Off"}
            onChange={(on) => save({ use_emojis: on })}
          />
        </div>
      </div>
      {saveError && (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {saveError}
        </p>
      )}
    </CollapsibleSection>
  );
}
