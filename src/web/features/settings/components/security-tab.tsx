import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ChangePasswordInput,
  changePasswordSchema,
  PASSWORD_CHANGE_MESSAGES,
  PROFILE_MESSAGES,
} from "@shared/profile/profile.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { useTimedFlag } from "@web/lib/use-timed-flag";
import { type FormEvent, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { useChangePassword } from "../api/change-password";
import { PASSWORD_SUCCESS_MS, SETTINGS_TEXTS } from "../settings-texts";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The spec checks in this order: all fields present, new password length, then the match. */
function validationMessage(values: ChangePasswordInput, errors: FieldErrors<ChangePasswordInput>): string {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) {
    return PASSWORD_CHANGE_MESSAGES.allRequired;
  }
  const first = errors.currentPassword ?? errors.newPassword ?? errors.confirmPassword;
  return first?.message ?? PASSWORD_CHANGE_MESSAGES.failed;
}

export function SecurityTab() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  // One banner for the form (the spec's order of checks), or the server's refusal.
  const [error, setError] = useState<string | null>(null);
  const [succeeded, showSuccess, hideSuccess] = useTimedFlag(PASSWORD_SUCCESS_MS);

  const validateAndSend = form.handleSubmit(
    (input) => {
      change.mutate(input, {
        onSuccess: () => {
          form.reset(EMPTY);
          showSuccess();
        },
        onError: (e) => setError(errorMessage(e, PASSWORD_CHANGE_MESSAGES.failed)),
      });
    },
    (errors) => setError(validationMessage(form.getValues(), errors)),
  );
  // Each attempt starts without the last one's notice, whichever way it ends.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setError(null);
    hideSuccess();
    return validateAndSend(event);
  };

  const field = (name: keyof ChangePasswordInput) => ({ type: "password", ...form.register(name) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Change the password you sign in with.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4">
          {error && <Alert tone="error">{error}</Alert>}
          {succeeded && <Alert tone="success">{PASSWORD_CHANGE_MESSAGES.success}</Alert>}
          <TextField label="Current Password" autoComplete="current-password" {...field("currentPassword")} />
          <TextField
            label="New Password"
            autoComplete="new-password"
            hint={PROFILE_MESSAGES.passwordHint}
            {...field("newPassword")}
          />
          <TextField label="Confirm New Password" autoComplete="new-password" {...field("confirmPassword")} />
          <div>
            <Button type="submit" loading={change.isPending}>
              {change.isPending ? SETTINGS_TEXTS.passwordUpdating : SETTINGS_TEXTS.passwordUpdate}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
