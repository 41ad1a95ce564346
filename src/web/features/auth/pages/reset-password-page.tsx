import { zodResolver } from "@hookform/resolvers/zod";
import {
  completePasswordResetSchema,
  PASSWORD_RESET_TEXTS,
} from "@shared/password-reset/password-reset.schema";
import { PROFILE_MESSAGES } from "@shared/profile/profile.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { useCompletePasswordReset } from "../api/password-reset";
import { AuthCard } from "../components/auth-card";

/** /reset-password?token=...: chooses a new password with a reset link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const complete = useCompletePasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(completePasswordResetSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit((input) =>
    complete.mutate(input, {
      onError: (e) => {
        const message = isApiError(e) ? e.fieldErrors.password?.[0] : undefined;
        if (message) setError("password", { message });
      },
    }),
  );

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
          {errors.token && <Alert tone="error">{errors.token.message}</Alert>}
          {complete.isError && !errors.password && (
            <Alert tone="error">{errorMessage(complete.error, PASSWORD_RESET_TEXTS.invalidLink)}</Alert>
          )}
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint={PROFILE_MESSAGES.passwordHint}
            {...register("password")}
            error={errors.password?.message}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            {...register("confirmPassword")}
            error={errors.confirmPassword?.message}
          />
          <Button type="submit" size="lg" loading={complete.isPending} className="w-full">
            {complete.isPending ? PASSWORD_RESET_TEXTS.submitting : PASSWORD_RESET_TEXTS.submit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
