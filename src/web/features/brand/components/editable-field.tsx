import { AUTOSAVE_DEBOUNCE_MS, BRAND_MESSAGES, SAVED_TICK_MS } from "@shared/brand/brand.constants";
import { type BrandTextField, brandSettingsPatchSchema } from "@shared/brand/brand-settings.schema";
import { Button } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/input";
import { setSavePending } from "@web/lib/pending-saves";
import { useDebouncedCallback } from "@web/lib/use-debounced-callback";
import { useTimedFlag } from "@web/lib/use-timed-flag";
import { CircleCheck, Pencil, PencilOff } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useUpdateBrandSettings } from "../api/update-brand-settings";

/** How long a failed autosave waits before it is tried again. */
const SAVE_RETRY_MS = 3000;

interface EditableFieldProps {
  field: BrandTextField;
  label: string;
  value: string;
  placeholder?: string;
  multiline?: boolean;
  type?: "text" | "url";
  /** A fixed list of choices (brand tone); the empty choice clears the field. */
  options?: readonly string[];
  editing: boolean;
  onToggleEdit: () => void;
}

/**
 * A Brand Essentials field: read-only until its pencil is clicked; while editing, typing saves
 * 1 second after the last keystroke and a green check shows for 2 seconds after each save.
 */
export function EditableField(props: EditableFieldProps) {
  const { field, label, value, editing } = props;
  const id = useId();
  const update = useUpdateBrandSettings();
  const [draft, setDraft] = useState(value);
  const latest = useRef(value);
  const [error, setError] = useState<string | null>(null);
  // The text whose save failed: kept on screen (even after the field is closed) and retried.
  const [failed, setFailed] = useState<{ attempt: number } | null>(null);
  const [saved, showSaved] = useTimedFlag(SAVED_TICK_MS);
  const pendingKey = useRef(Symbol("failed-save"));

  useEffect(() => {
    if (editing || failed) return;
    setDraft(value);
    latest.current = value;
    setError(null);
  }, [editing, value, failed]);

  const save = (next: string) => {
    const parsed = brandSettingsPatchSchema.safeParse({ [field]: next });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? BRAND_MESSAGES.saveFailed);
      return;
    }
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: () => {
        setFailed(null);
        showSaved();
      },
      onError: () => {
        setError(BRAND_MESSAGES.saveRetrying);
        setFailed((f) => ({ attempt: (f?.attempt ?? 0) + 1 }));
      },
    });
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  // Retry a failed save (with the newest text) until it is stored; it counts as saving meanwhile.
  useEffect(() => {
    setSavePending(pendingKey.current, Boolean(failed));
    if (!failed) return;
    const timer = setTimeout(() => saveRef.current(latest.current), SAVE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [failed]);
  useEffect(() => () => setSavePending(pendingKey.current, false), []);

  const autosave = useDebouncedCallback(save, AUTOSAVE_DEBOUNCE_MS);
  const onChange = (next: string) => {
    setDraft(next);
    latest.current = next;
    autosave.schedule(next);
  };
  const toggle = () => {
    if (editing) {
      autosave.flush();
      if (failed) save(latest.current);
    }
    props.onToggleEdit();
  };

  const shared = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: inputClasses(Boolean(error), props.multiline ? "h-24 py-2" : undefined),
  };
  let control: ReactNode;
  if (props.options && editing) {
    control = (
      <select {...shared} value={draft} onChange={(e) => onChange(e.target.value)}>
        <option value="">Not set</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (props.multiline) {
    control = (
      <textarea
        {...shared}
        readOnly={!editing}
        value={draft}
        placeholder={props.placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...shared}
        type={props.type ?? "text"}
        readOnly={!editing}
        value={draft}
        placeholder={props.placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="font-medium text-ink text-sm">
          {label}
        </label>
        {saved && (
          <CircleCheck role="img" aria-label={`${label} saved`} className="size-4 text-emerald-600" />
        )}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto px-2"
          aria-label={editing ? `Stop editing ${label}` : `Edit ${label}`}
          aria-pressed={editing}
          onClick={toggle}
        >
          {editing ? (
            <PencilOff aria-hidden="true" className="size-4" />
          ) : (
            <Pencil aria-hidden="true" className="size-4" />
          )}
        </Button>
      </div>
      {control}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-700 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
