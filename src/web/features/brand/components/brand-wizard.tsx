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
import { analyzeWebsiteSchema, wizardSaveSchema } from "@shared/brand/brand-wizard.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { inputClasses, TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { Wand2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useAnalyzeWebsite } from "../api/analyze-website";
import { useSaveWizard } from "../api/save-wizard";
import { PersonalityPicker, TonePicker } from "./wizard-choice-fields";

type Form = {
  brand_name: string;
  description: string;
  website_url: string;
  brand_tone: BrandTone | "";
  brand_personality: BrandPersonality[];
  brand_voice: string;
  target_audience: string;
  key_messages: [string, string, string];
  industry: string;
};

const EMPTY: Form = {
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

type Errors = Partial<Record<"brand_name" | "description" | "website_url", string>>;
const isTone = (v: string): v is BrandTone => (BRAND_TONES as readonly string[]).includes(v);
const isTrait = (v: string): v is BrandPersonality => (BRAND_PERSONALITIES as readonly string[]).includes(v);

/** The one-page Brand Setup Wizard; `onComplete` reloads the settings 1.5 s after a successful save. */
export function BrandWizard({ onComplete }: { onComplete: () => void }) {
  const analyze = useAnalyzeWebsite();
  const save = useSaveWizard();
  const descriptionId = useId();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A field's message goes once the field is edited.
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const setMessage = (index: number, value: string) =>
    setForm((f) => {
      const next = [...f.key_messages] as Form["key_messages"];
      next[index] = value;
      return { ...f, key_messages: next };
    });

  const runAnalyze = () => {
    const parsed = analyzeWebsiteSchema.safeParse({ websiteUrl: form.website_url });
    if (!parsed.success) {
      setErrors((e) => ({ ...e, website_url: parsed.error.issues[0]?.message }));
      return;
    }
    setErrors((e) => ({ ...e, website_url: undefined }));
    setNotice(null);
    analyze.mutate(parsed.data, {
      onSuccess: (draft) => {
        setForm((f) => ({
          ...f,
          brand_name: draft.brand_name,
          description: draft.description,
          brand_tone: isTone(draft.tone) ? draft.tone : f.brand_tone,
          brand_personality: draft.personality.filter(isTrait),
          brand_voice: draft.voice,
          target_audience: draft.target_audience,
          key_messages: [0, 1, 2].map((i) => draft.key_messaging[i] ?? "") as Form["key_messages"],
        }));
        setErrors({});
        setNotice({ tone: "success", text: BRAND_MESSAGES.analyzeSucceeded });
      },
      onError: (error) =>
        setNotice({
          tone: "error",
          text: BRAND_MESSAGES.analyzeFailed(errorMessage(error, "Unknown error")),
        }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = wizardSaveSchema.safeParse(form);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        if (key in found) continue;
        found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setNotice(null);
    save.mutate(form, {
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
  };

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
            value={form.website_url}
            error={errors.website_url}
            onChange={(e) => set("website_url", e.target.value)}
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
          value={form.brand_name}
          error={errors.brand_name}
          onChange={(e) => set("brand_name", e.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={descriptionId} className="font-medium text-ink text-sm">
            Description *
          </label>
          <textarea
            id={descriptionId}
            className={inputClasses(Boolean(errors.description), "h-24 py-2")}
            value={form.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
            onChange={(e) => set("description", e.target.value)}
          />
          {errors.description && (
            <p id={`${descriptionId}-error`} className="text-red-700 text-xs">
              {errors.description}
            </p>
          )}
        </div>
        <TonePicker value={form.brand_tone} onChange={(tone) => set("brand_tone", tone)} />
        <p className="text-ink-muted text-sm">
          Formality: {deriveFormality(form.brand_tone) === "casual" ? "Casual" : "Professional"} · Emojis:{" "}
          {deriveUseEmojis(form.brand_tone) ? "On" : "Off"}
        </p>
        <PersonalityPicker
          value={form.brand_personality}
          onChange={(traits) => set("brand_personality", traits)}
        />
        <TextField
          label="Brand voice"
          value={form.brand_voice}
          onChange={(e) => set("brand_voice", e.target.value)}
        />
        <TextField
          label="Target audience"
          value={form.target_audience}
          onChange={(e) => set("target_audience", e.target.value)}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-ink text-sm">Key messages</legend>
          {form.key_messages.map((message, i) => (
            <TextField
              // biome-ignore lint/suspicious/noArrayIndexKey: the three inputs are fixed positions
              key={i}
              label={<span className="sr-only">{`Key message ${i + 1}`}</span>}
              labelText={`Key message ${i + 1}`}
              placeholder={`Key message ${i + 1}`}
              value={message}
              onChange={(e) => setMessage(i, e.target.value)}
            />
          ))}
        </fieldset>
        <TextField label="Industry" value={form.industry} onChange={(e) => set("industry", e.target.value)} />
        <div>
          <Button type="submit" size="lg" loading={save.isPending} disabled={done}>
            Complete setup
          </Button>
        </div>
      </form>
    </Card>
  );
}
