import { zodResolver } from "@hookform/resolvers/zod";
import {
  BRAND_PERSONALITIES,
  BRAND_TONES,
  type BrandPersonality,
  type BrandTone,
} from "@shared/ai/ai.constants";
import {
  BRAND_MESSAGES,
  deriveFormality,
  deriveUseEmojis,
  WIZARD_REDIRECT_MS,
} from "@shared/brand/brand.constants";
import {
  analyzeWebsiteSchema,
  type WizardSaveInput,
  wizardSaveSchema,
} from "@shared/brand/brand-wizard.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { inputClasses, TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { Wand2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useAnalyzeWebsite } from "../api/analyze-website";
import { useSaveWizard } from "../api/save-wizard";
import { PersonalityPicker, TonePicker } from "./wizard-choice-fields";

const EMPTY: WizardSaveInput = {
  brand_name: "",
  description: "",
  website_url: "",
  brand_tone: "",
  brand_personality: [],
  brand_voice: "",
  target_audience: "",
  key_messages: ["", "", ""],
  industry: "",
};

/** The wizard's three key-message inputs, by position. */
const KEY_MESSAGE_SLOTS = [0, 1, 2] as const;
const isTone = (v: string): v is BrandTone => (BRAND_TONES as readonly string[]).includes(v);
const isTrait = (v: string): v is BrandPersonality => (BRAND_PERSONALITIES as readonly string[]).includes(v);

/** The one-page Brand Setup Wizard; `onComplete` reloads the settings 1.5 s after a successful save. */
export function BrandWizard({ onComplete }: { onComplete: () => void }) {
  const analyze = useAnalyzeWebsite();
  const save = useSaveWizard();
  const descriptionId = useId();
  const wizard = useForm({
    resolver: zodResolver(wizardSaveSchema),
    defaultValues: EMPTY,
    // A field's message goes once the field is edited; the next save checks it again.
    reValidateMode: "onSubmit",
  });
  const { errors } = wizard.formState;
  const form = wizard.watch();
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const text = (
    name: "website_url" | "brand_name" | "description" | "brand_voice" | "target_audience" | "industry",
  ) => wizard.register(name, { onChange: () => wizard.clearErrors(name) });

  const runAnalyze = () => {
    const parsed = analyzeWebsiteSchema.safeParse({ websiteUrl: form.website_url });
    if (!parsed.success) {
      wizard.setError("website_url", { message: parsed.error.issues[0]?.message });
      return;
    }
    wizard.clearErrors("website_url");
    setNotice(null);
    analyze.mutate(parsed.data, {
      onSuccess: (draft) => {
        wizard.reset({
          ...wizard.getValues(),
          brand_name: draft.brand_name,
          description: draft.description,
          brand_tone: isTone(draft.tone) ? draft.tone : wizard.getValues("brand_tone"),
          brand_personality: draft.personality.filter(isTrait),
          brand_voice: draft.voice,
          target_audience: draft.target_audience,
          key_messages: KEY_MESSAGE_SLOTS.map((i) => draft.key_messaging[i] ?? ""),
        });
        setNotice({ tone: "success", text: BRAND_MESSAGES.analyzeSucceeded });
      },
      onError: (error) =>
        setNotice({
          tone: "error",
          text: BRAND_MESSAGES.analyzeFailed(errorMessage(error, "Unknown error")),
        }),
    });
  };

  const submit = wizard.handleSubmit((input) => {
    setNotice(null);
    save.mutate(input, {
      onSuccess: () => {
        setNotice({ tone: "success", text: BRAND_MESSAGES.setupComplete });
        timer.current = setTimeout(onComplete, WIZARD_REDIRECT_MS);
      },
      onError: (error) =>
        setNotice({
          tone: "error",
          text: BRAND_MESSAGES.wizardSaveFailed(errorMessage(error, "Unknown error")),
        }),
    });
  });

  const done = save.isSuccess;
  return (
    <Card className="mx-auto w-full max-w-3xl p-6">
      <form noValidate onSubmit={submit} aria-label="Brand setup" className="flex flex-col gap-5">
        <div>
          <h2 className="font-semibold text-ink text-xl">Set up your brand</h2>
          <p className="text-ink-muted text-sm">
            Analyze your website to pre-fill your brand profile, then review and complete setup.
          </p>
        </div>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <TextField
            label="Website URL"
            type="url"
            className="flex-1"
            placeholder="https://yourbrand.com"
            error={errors.website_url?.message}
            {...text("website_url")}
          />
          <Button
            type="button"
            variant="secondary"
            className="sm:mt-7"
            loading={analyze.isPending}
            onClick={runAnalyze}
          >
            {!analyze.isPending && <Wand2 aria-hidden="true" className="size-4" />}
            {analyze.isPending ? "Analyzing..." : "Analyze"}
          </Button>
        </div>
        <TextField
          label="Brand name *"
          labelText="Brand name"
          placeholder="Your brand name"
          error={errors.brand_name?.message}
          {...text("brand_name")}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={descriptionId} className="font-medium text-ink text-sm">
            Description *
          </label>
          <textarea
            id={descriptionId}
            className={inputClasses(Boolean(errors.description), "h-24 py-2")}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
            {...text("description")}
          />
          {errors.description && (
            <p id={`${descriptionId}-error`} className="text-red-700 text-xs">
              {errors.description.message}
            </p>
          )}
        </div>
        <TonePicker value={form.brand_tone ?? ""} onChange={(tone) => wizard.setValue("brand_tone", tone)} />
        <p className="text-ink-muted text-sm">
          Formality: {deriveFormality(form.brand_tone) === "casual" ? "Casual" : "Professional"} · Emojis:{" "}
          {deriveUseEmojis(form.brand_tone) ? "On" : "Off"}
        </p>
        <PersonalityPicker
          value={form.brand_personality ?? []}
          onChange={(traits) => wizard.setValue("brand_personality", traits)}
        />
        <TextField label="Brand voice" {...text("brand_voice")} />
        <TextField label="Target audience" {...text("target_audience")} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-ink text-sm">Key messages</legend>
          {KEY_MESSAGE_SLOTS.map((i) => (
            <TextField
              key={i}
              label={<span className="sr-only">{`Key message ${i + 1}`}</span>}
              labelText={`Key message ${i + 1}`}
              placeholder={`Key message ${i + 1}`}
              {...wizard.register(`key_messages.${i}`)}
            />
          ))}
        </fieldset>
        <TextField label="Industry" {...text("industry")} />
        <div>
          <Button type="submit" size="lg" loading={save.isPending} disabled={done}>
            Complete setup
          </Button>
        </div>
      </form>
    </Card>
  );
}
