import { useMe } from "@web/lib/me";
import { useId, useState } from "react";
import { useInboxSettings, useSaveInboxSettings } from "../api/moderate-message";
import { REPLY_TEXTS } from "../reply-texts";

const T = REPLY_TEXTS.moderation;

/** The team's switch: spam comments hidden on the platform too (admins change it). */
export function SpamSwitch() {
  const id = useId();
  const me = useMe();
  const settings = useInboxSettings();
  const save = useSaveInboxSettings();
  // The value asked for, held in component state from the click itself until the save settles:
  // the mutation's own pending state only arrives a tick later, and a controlled checkbox would
  // flick back to the old value in between.
  const [asked, setAsked] = useState<boolean | null>(null);
  const isAdmin = me.data?.team?.role === "admin";
  const on = asked ?? settings.data?.hide_spam_on_platform ?? false;
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={on}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 accent-brand-600"
        checked={on}
        // Disabled while a change saves: a click then would be lost.
        disabled={!isAdmin || settings.isPending || asked !== null}
        onChange={(event) => {
          const value = event.target.checked;
          setAsked(value);
          save.mutate({ hide_spam_on_platform: value }, { onSettled: () => setAsked(null) });
        }}
      />
      <div>
        <label htmlFor={id} className="font-medium text-ink">
          {T.switch}
        </label>
        <p id={`${id}-hint`} className="text-ink-muted text-xs">
          {T.switchHint}
        </p>
      </div>
    </div>
  );
}
