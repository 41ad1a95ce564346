import { INTENTS } from "@shared/ai/ai.constants";
import { DM_TEXT_LIMIT, PUBLIC_REPLY_LIMIT } from "@shared/comment-dm/comment-dm.constants";
import { type CommentDmRule, type RuleInput, ruleInputSchema } from "@shared/comment-dm/comment-dm.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { inputClasses, TextField } from "@web/components/ui/input";
import { isApiError } from "@web/lib/api-client";
import { type FormEvent, useId, useState } from "react";
import { useCommentDmOptions } from "../api/get-comment-dm-options";
import { useSaveCommentDmRule } from "../api/save-comment-dm-rule";
import { DryRunPanel } from "./dry-run-panel";

type Draft = {
  name: string;
  post_platform_id: string;
  keywords: string;
  intent: string;
  intent_threshold: string;
  public_reply: string;
  dm_text: string;
  product_id: string;
};

const draftOf = (rule: CommentDmRule | null): Draft => ({
  name: rule?.name ?? "",
  post_platform_id: rule?.post_platform_id ?? "",
  keywords: rule?.keywords.join(", ") ?? "",
  intent: rule?.intent ?? "",
  intent_threshold: String(rule?.intent_threshold ?? 85),
  public_reply: rule?.public_reply ?? "",
  dm_text: rule?.dm_text ?? "",
  product_id: rule?.product_id ?? "",
});

const keywordsOf = (text: string) =>
  text
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);

/** Create or edit a rule: post, keywords, intent and threshold, public reply, DM text and product. */
export function RuleForm({ rule, onDone }: { rule: CommentDmRule | null; onDone: () => void }) {
  const options = useCommentDmOptions();
  const save = useSaveCommentDmRule();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = { post: useId(), intent: useId(), product: useId(), reply: useId(), dm: useId() };
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));

  const trigger = {
    post_platform_id: draft.post_platform_id || null,
    keywords: keywordsOf(draft.keywords),
    intent: (draft.intent || null) as RuleInput["intent"],
    intent_threshold: draft.intent ? Number(draft.intent_threshold) : null,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ruleInputSchema.safeParse({
      ...trigger,
      name: draft.name,
      enabled: rule?.enabled ?? true,
      public_reply: draft.public_reply,
      dm_text: draft.dm_text,
      product_id: draft.product_id,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate({ id: rule?.id ?? null, rule: parsed.data }, { onSuccess: onDone });
  }

  const serverErrors = isApiError(save.error) ? save.error.fieldErrors : {};
  const errorOf = (field: string) => errors[field] ?? serverErrors[field]?.[0];

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={rule ? `Edit ${rule.name}` : "New rule"}
    >
      <TextField
        label="Rule name"
        value={draft.name}
        onChange={set("name")}
        error={errorOf("name")}
        maxLength={80}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.post} className="font-medium text-ink text-sm">
          Post
        </label>
        <select
          id={ids.post}
          className={inputClasses()}
          value={draft.post_platform_id}
          onChange={set("post_platform_id")}
        >
          <option value="">Any post</option>
          {options.data?.posts.map((p) => (
            <option key={p.post_platform_id} value={p.post_platform_id}>
              {(p.caption ?? p.post_url ?? p.post_platform_id).slice(0, 80)} ({p.comments}{" "}
              {p.comments === 1 ? "comment" : "comments"})
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Keywords"
        hint="Separated by commas; a keyword matches as a whole word, in any case."
        value={draft.keywords}
        onChange={set("keywords")}
        error={errorOf("keywords")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.intent} className="font-medium text-ink text-sm">
            Or an intent
          </label>
          <select id={ids.intent} className={inputClasses()} value={draft.intent} onChange={set("intent")}>
            <option value="">No intent</option>
            {INTENTS.map((intent) => (
              <option key={intent} value={intent}>
                {intent}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Minimum confidence (%)"
          type="number"
          min={1}
          max={100}
          disabled={!draft.intent}
          value={draft.intent_threshold}
          onChange={set("intent_threshold")}
          error={errorOf("intent_threshold")}
        />
      </div>
      <TextArea
        id={ids.reply}
        label="Public reply"
        limit={PUBLIC_REPLY_LIMIT}
        value={draft.public_reply}
        onChange={set("public_reply")}
        error={errorOf("public_reply")}
      />
      <TextArea
        id={ids.dm}
        label="Private DM"
        hint="The product's tracked link is added on its own line."
        limit={DM_TEXT_LIMIT}
        value={draft.dm_text}
        onChange={set("dm_text")}
        error={errorOf("dm_text")}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.product} className="font-medium text-ink text-sm">
          Product
        </label>
        <select
          id={ids.product}
          className={inputClasses(Boolean(errorOf("product_id")))}
          value={draft.product_id}
          onChange={set("product_id")}
        >
          <option value="">Choose a product</option>
          {options.data?.products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        {errorOf("product_id") && <p className="text-red-700 text-sm">{errorOf("product_id")}</p>}
      </div>
      {save.error && <Alert tone="error">{save.error.message}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {rule ? "Save rule" : "Create rule"}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <DryRunPanel trigger={trigger} ruleId={rule?.id ?? null} />
    </form>
  );
}

function TextArea(props: {
  id: string;
  label: string;
  hint?: string;
  limit: number;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const over = props.value.length > props.limit;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="font-medium text-ink text-sm">
        {props.label}
      </label>
      <textarea
        id={props.id}
        rows={3}
        value={props.value}
        onChange={props.onChange}
        aria-invalid={props.error || over ? true : undefined}
        aria-describedby={`${props.id}-count`}
        className={`${inputClasses(Boolean(props.error) || over)} h-auto py-2`}
      />
      <p id={`${props.id}-count`} className={`text-xs ${over ? "text-red-700" : "text-ink-muted"}`}>
        {props.hint ? `${props.hint} ` : ""}
        {props.value.length} / {props.limit}
      </p>
      {props.error && <p className="text-red-700 text-sm">{props.error}</p>}
    </div>
  );
}
