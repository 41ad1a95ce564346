import { PASSWORD_RESET_TEXTS } from "@shared/password-reset/password-reset.schema";
import { PROFILE_MESSAGES, strongPasswordSchema } from "@shared/profile/profile.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useCompletePasswordReset } from "../api/password-reset";
import { AuthCard } from "../components/auth-card";

type Errors = { password?: string; confirmPassword?: string };

/** /reset-password?token=...: chooses a new password with a reset link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const complete = useCompletePasswordReset();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    const parsed = strongPasswordSchema.safeParse(values.password);
    if (!parsed.success) next.password = parsed.error.issues[0]?.message;
    if (!values.confirmPassword || values.confirmPassword !== values.password)
      next.confirmPassword = PROFILE_MESSAGES.passwordsMismatch;
    setErrors(next);
    if (next.password || next.confirmPassword) return;
    complete.mutate(
      { token, ...values },
      {
        onError: (e) => {
          if (isApiError(e) && e.fieldErrors.password) setErrors({ password: e.fieldErrors.password[0] });
        },
      },
    );
  };

  if (!token) {
    return (
      <AuthCard title={PASSWORD_RESET_TEXTS.resetTitle} subtitle={PASSWORD_RESET_TEXTS.resetSubtitle}>
        <Alert tone="error">{PASSWORD_RESET_TEXTS.invalidLink}</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={PASSWORD_RESET_TEXTS.resetTitle} subtitle={PASSWORD_RESET_TEXTS.resetSubtitle}>
      {complete.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{PASSWORD_RESET_TEXTS.done}</Alert>
          <Link to="/login" className="font-medium text-brand-700 text-sm underline underline-offset-2">
            {PASSWORD_RESET_TEXTS.backToSignIn}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {complete.isError && !errors.password && (
            <Alert tone="error">{errorMessage(complete.error, PASSWORD_RESET_TEXTS.invalidLink)}</Alert>
          )}
          <TextField
            label="New Password"
            type="password"
            name="password"
            autoComplete="new-password"
            hint={PROFILE_MESSAGES.passwordHint}
            value={values.password}
            onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
            error={errors.password}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
            error={errors.confirmPassword}
          />
          <Button type="submit" size="lg" loading={complete.isPending} className="w-full">
            {complete.isPending ? PASSWORD_RESET_TEXTS.submitting : PASSWORD_RESET_TEXTS.submit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
