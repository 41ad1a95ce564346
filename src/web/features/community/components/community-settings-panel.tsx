import { zodResolver } from "@hookform/resolvers/zod";
import { EMV_FORMULA, VIRALITY_FORMULA } from "@shared/community/community.constants";
import {
  type CommunitySettings,
  type CommunitySettingsInput,
  communitySettingsInputSchema,
  ENGAGEMENT_VALUE_LABELS,
} from "@shared/community/community-settings.schema";
import { Button } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/input";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useCommunitySettings, useUpdateCommunitySettings } from "../api/community-settings";

type Field = keyof CommunitySettingsInput;
const FIELDS: { key: Field; label: string; step: string }[] = [
  ...(Object.keys(ENGAGEMENT_VALUE_LABELS) as (keyof typeof ENGAGEMENT_VALUE_LABELS)[]).map((key) => ({
    key,
    label: ENGAGEMENT_VALUE_LABELS[key],
    step: "0.01",
  })),
  { key: "ambassadorMinMessages", label: "Ambassador: minimum interactions", step: "1" },
  { key: "ambassadorMinFollowers", label: "Ambassador: minimum followers", step: "1" },
];

const pick = (s: CommunitySettings): CommunitySettingsInput =>
  Object.fromEntries(FIELDS.map((f) => [f.key, s[f.key]])) as CommunitySettingsInput;

/** The EMV and Virality formulas with the team's values; admins edit them, members read them. */
export function CommunitySettingsPanel() {
  const settings = useCommunitySettings();
  const update = useUpdateCommunitySettings();
  const form = useForm({
    resolver: zodResolver(communitySettingsInputSchema),
    values: settings.data ? pick(settings.data) : undefined,
  });
  const id = useId();
  if (!settings.data) return null;
  const s = settings.data;
  const canEdit = s.canEdit;

  return (
    <details className="rounded-md border border-line p-3 text-sm">
      <summary className="cursor-pointer font-medium text-ink">EMV values and ambassador thresholds</summary>
      <p className="mt-2 text-ink-muted text-xs">{VIRALITY_FORMULA}</p>
      <p className="mt-1 text-ink-muted text-xs">{EMV_FORMULA}</p>
      <p className="mt-1 text-ink-muted text-xs">
        Values in {s.currency}
        {s.isDefault ? " (the defaults: your team has not set its own)" : ""}.
        {canEdit ? " Saving recomputes every member's EMV." : " Only team admins can change them."}
      </p>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        noValidate
        onSubmit={form.handleSubmit((input) => update.mutate(input))}
      >
        {FIELDS.map((f) => (
          <label
            key={f.key}
            htmlFor={`${id}-${f.key}`}
            className="flex flex-col gap-1 text-xs text-ink-muted"
          >
            {f.label}
            <input
              id={`${id}-${f.key}`}
              type="number"
              inputMode="decimal"
              min={0}
              step={f.step}
              readOnly={!canEdit}
              aria-invalid={form.formState.errors[f.key] ? true : undefined}
              {...form.register(f.key, { valueAsNumber: true })}
              className={inputClasses(Boolean(form.formState.errors[f.key]))}
            />
            {form.formState.errors[f.key] && (
              <span className="text-red-700">{form.formState.errors[f.key]?.message}</span>
            )}
          </label>
        ))}
        {canEdit && (
          <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-3">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving…" : "Save values"}
            </Button>
            <span role="status" className="text-xs">
              {update.isError ? (
                <span className="text-red-700">{update.error.message}</span>
              ) : update.isSuccess ? (
                "Saved. EMV recomputed for every member."
              ) : (
                ""
              )}
            </span>
          </div>
        )}
      </form>
    </details>
  );
}
