import {
  CONSENT_LABELS,
  type MemberProfile,
  type MemberProfileInput,
} from "@shared/community/community.schema";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { inputClasses, TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-date";
import { type FormEvent, useId, useState } from "react";
import { useUpdateMemberProfile } from "../api/change-membership";

type ConsentChoice = "" | "opted_in" | "opted_out";

/**
 * A member's tags, notes and marketing consent, kept by hand (issue 17 item 5). Consent is
 * recorded with where the member said it, and the time; no outreach goes to someone opted out.
 */
export function MemberProfileCard({ memberId, profile }: { memberId: string; profile: MemberProfile }) {
  const update = useUpdateMemberProfile(memberId);
  const [tags, setTags] = useState(profile.tags.join(", "));
  const [notes, setNotes] = useState(profile.notes ?? "");
  const [consent, setConsent] = useState<ConsentChoice>("");
  const [source, setSource] = useState("");
  const notesId = useId();
  const consentId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: MemberProfileInput = {
      tags: tags
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
      notes: notes.trim() || null,
      ...(consent ? { consent: { status: consent, source } } : {}),
    };
    update.mutate(input, {
      onSuccess: () => {
        setConsent("");
        setSource("");
      },
    });
  };

  const recorded = profile.consent;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tags, notes and consent</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Tags, notes and consent">
          {profile.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1" aria-label="Current tags">
              {profile.tags.map((t) => (
                <li key={t}>
                  <Badge tone="neutral">{t}</Badge>
                </li>
              ))}
            </ul>
          )}
          <TextField
            label="Tags"
            hint="Separated by commas, e.g. vip, sensitive skin"
            value={tags}
            onChange={(e) => setTags(e.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={notesId} className="font-medium text-ink text-sm">
              Notes
            </label>
            <textarea
              id={notesId}
              rows={3}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              className={`${inputClasses(false)} h-auto py-2`}
            />
          </div>
          <p className="text-sm">
            <span className="text-ink-muted">Marketing consent: </span>
            <span className="font-medium text-ink">{CONSENT_LABELS[recorded.status]}</span>
            {recorded.recorded_at && (
              <span className="text-ink-muted">
                {" "}
                · {recorded.source} · {formatDateTime(recorded.recorded_at)}
              </span>
            )}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={consentId} className="font-medium text-ink text-sm">
                Record consent
              </label>
              <select
                id={consentId}
                value={consent}
                onChange={(e) => setConsent(e.target.value as ConsentChoice)}
                className={inputClasses(false)}
              >
                <option value="">No change</option>
                <option value="opted_in">{CONSENT_LABELS.opted_in}</option>
                <option value="opted_out">{CONSENT_LABELS.opted_out}</option>
              </select>
            </div>
            {consent && (
              <TextField
                label="Where they said it"
                placeholder="e.g. DM of 12 March, checkout checkbox"
                value={source}
                onChange={(e) => setSource(e.target.value)}
              />
            )}
          </div>
          {update.isError && <Alert tone="error">{errorMessage(update.error, "Failed to save")}</Alert>}
          {update.isSuccess && !update.isPending && <Alert tone="success">Saved</Alert>}
          <Button type="submit" loading={update.isPending} className="self-start">
            Save
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
