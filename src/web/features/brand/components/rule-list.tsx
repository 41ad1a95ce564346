import { zodResolver } from "@hookform/resolvers/zod";
import { BRAND_MESSAGES, type RuleList as RuleListName } from "@shared/brand/brand.constants";
import { ruleChangeSchema } from "@shared/brand/brand-settings.schema";
import { Button, DISABLED_CONTROL } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/input";
import { cx } from "@web/lib/class-names";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useChangeRulePhrase } from "../api/change-rule-phrase";

interface RuleListProps {
  list: RuleListName;
  title: string;
  placeholder: string;
  phrases: string[];
}

/** One editable list of phrases: added with the button or Enter (blank refused), removed with ×. */
export function RuleList({ list, title, placeholder, phrases }: RuleListProps) {
  const inputId = useId();
  const change = useChangeRulePhrase();
  // The rules route's own schema for one phrase of one list.
  const form = useForm({ resolver: zodResolver(ruleChangeSchema), defaultValues: { list, phrase: "" } });
  const [saveError, setSaveError] = useState<string | null>(null);
  const blank = form.watch("phrase").trim() === "";
  const error = form.formState.errors.phrase?.message ?? saveError;

  const add = form.handleSubmit((input) =>
    change.mutate(
      { action: "add", ...input },
      {
        onSuccess: () => {
          form.reset({ list, phrase: "" });
          setSaveError(null);
        },
        onError: () => setSaveError(BRAND_MESSAGES.saveFailed),
      },
    ),
  );
  const remove = (value: string) =>
    change.mutate(
      { action: "remove", list, phrase: value },
      { onSuccess: () => setSaveError(null), onError: () => setSaveError(BRAND_MESSAGES.saveFailed) },
    );

  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium text-ink">{title}</h3>
      <form onSubmit={add} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {`New phrase for ${title}`}
        </label>
        <input
          id={inputId}
          className={inputClasses(Boolean(error))}
          placeholder={placeholder}
          {...form.register("phrase")}
        />
        <Button type="submit" variant="secondary" aria-label={`Add to ${title}`} disabled={blank}>
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-red-700 text-xs">
          {error}
        </p>
      )}
      <ul aria-label={title} className="flex flex-col gap-1.5">
        {phrases.map((p) => (
          <li
            key={p}
            className="flex items-center gap-2 rounded-lg bg-surface-muted px-3 py-1.5 text-ink text-sm"
          >
            <span className="min-w-0 flex-1 break-words">{p}</span>
            <button
              type="button"
              aria-label={`Remove "${p}" from ${title}`}
              onClick={() => remove(p)}
              className={cx(
                "rounded p-1 text-ink-muted not-disabled:hover:bg-white not-disabled:hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600",
                DISABLED_CONTROL,
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
