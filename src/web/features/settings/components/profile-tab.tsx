import { zodResolver } from "@hookform/resolvers/zod";
import { PROFILE_MESSAGES, updateProfileSchema } from "@shared/profile/profile.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { useTimedFlag } from "@web/lib/use-timed-flag";
import { CircleCheck, Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useUpdateProfile } from "../api/update-profile";
import { SAVED_MS, SETTINGS_TEXTS } from "../settings-texts";

interface ProfileTabProps {
  fullName: string;
  email: string;
}

export function ProfileTab({ fullName, email }: ProfileTabProps) {
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  // Follows the saved name while it is not being edited; an edit in progress is kept.
  const form = useForm({
    resolver: zodResolver(updateProfileSchema),
    values: { fullName },
    resetOptions: { keepDirtyValues: true },
  });
  const [saved, showSaved] = useTimedFlag(SAVED_MS);
  const error = form.formState.errors.fullName?.message;

  const startEditing = () => {
    form.reset({ fullName });
    setEditing(true);
  };
  const cancel = () => {
    form.reset({ fullName });
    setEditing(false);
  };

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => {
        setEditing(false);
        showSaved();
      },
      onError: (e) => form.setError("fullName", { message: errorMessage(e, PROFILE_MESSAGES.saveFailed) }),
    }),
  );

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
              autoComplete="name"
              readOnly={!editing}
              {...form.register("fullName")}
              error={error}
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
              <Button variant="ghost" onClick={cancel} disabled={update.isPending}>
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
