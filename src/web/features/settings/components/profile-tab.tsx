import { PROFILE_MESSAGES, updateProfileSchema } from "@shared/profile/profile.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { useTimedFlag } from "@web/lib/use-timed-flag";
import { CircleCheck, Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useUpdateProfile } from "../api/update-profile";
import { SAVED_MS, SETTINGS_TEXTS } from "../settings-texts";

interface ProfileTabProps {
  fullName: string;
  email: string;
}

export function ProfileTab({ fullName, email }: ProfileTabProps) {
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(fullName);
  const [error, setError] = useState<string | null>(null);
  const [saved, showSaved] = useTimedFlag(SAVED_MS);

  const startEditing = () => {
    setDraft(fullName);
    setError(null);
    setEditing(true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateProfileSchema.safeParse({ fullName: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PROFILE_MESSAGES.saveFailed);
      return;
    }
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: () => {
        setEditing(false);
        showSaved();
      },
      onError: (e) => setError(errorMessage(e, PROFILE_MESSAGES.saveFailed)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name as your team sees it.</CardDescription>
      </CardHeader>
      <CardContent className="flex max-w-lg flex-col gap-5">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
          <div className="flex items-end gap-3">
            <TextField
              label="Full Name"
              className="flex-1"
              name="fullName"
              autoComplete="name"
              value={editing ? draft : fullName}
              readOnly={!editing}
              onChange={(e) => setDraft(e.target.value)}
              error={error ?? undefined}
            />
            {!editing && (
              <Button variant="outline" onClick={startEditing} aria-label="Edit full name">
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
            )}
          </div>
          {editing && (
            <div className="flex gap-3">
              <Button type="submit" loading={update.isPending}>
                {update.isPending ? "Saving..." : "Save"}
              </Button>
              <Button variant="ghost" onClick={() => setEditing(false)} disabled={update.isPending}>
                Cancel
              </Button>
            </div>
          )}
          {saved && (
            <p role="status" className="inline-flex items-center gap-1.5 text-emerald-700 text-sm">
              <CircleCheck aria-hidden="true" className="size-4" />
              {SETTINGS_TEXTS.saved}
            </p>
          )}
        </form>
        <TextField
          label="Email Address"
          type="email"
          value={email}
          readOnly
          hint={SETTINGS_TEXTS.emailNote}
        />
        {update.isError && !error && <Alert tone="error">{PROFILE_MESSAGES.saveFailed}</Alert>}
      </CardContent>
    </Card>
  );
}
