import { zodResolver } from "@hookform/resolvers/zod";
import {
  PASSWORD_RESET_TEXTS,
  requestPasswordResetSchema,
} from "@shared/password-reset/password-reset.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { useForm } from "react-hook-form";
import { useRequestPasswordReset } from "../api/password-reset";
import { AuthCard } from "../components/auth-card";

/** /forgot-password: asks for a reset link by email. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(requestPasswordResetSchema), defaultValues: { email: "" } });
  const onSubmit = handleSubmit((input) => request.mutate(input));

  return (
    <AuthCard title={PASSWORD_RESET_TEXTS.forgotTitle} subtitle={PASSWORD_RESET_TEXTS.forgotSubtitle}>
      {request.isSuccess ? (
        <div className="flex flex-col gap-3">
          <Alert tone="success">{PASSWORD_RESET_TEXTS.sent}</Alert>
          <p className="text-ink-muted text-sm">{PASSWORD_RESET_TEXTS.noMailHint}</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {request.isError && (
            <Alert tone="error">{errorMessage(request.error, "Failed to send the reset link")}</Alert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...register("email")}
            error={errors.email?.message}
          />
          <Button type="submit" size="lg" loading={request.isPending} className="w-full">
            {request.isPending ? PASSWORD_RESET_TEXTS.sending : PASSWORD_RESET_TEXTS.send}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
