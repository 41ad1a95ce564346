import { zodResolver } from "@hookform/resolvers/zod";
import { STAFF_MESSAGES, staffLoginSchema } from "@shared/staff/staff.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { SignInCard } from "@web/components/ui/sign-in-card";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { useForm } from "react-hook-form";
import { useStaffLogin } from "../api/staff-login";
import { INTERNAL_TEAM_TEXTS } from "../internal-team-texts";

export function StaffLoginForm() {
  const login = useStaffLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffLoginSchema), defaultValues: { email: "", password: "" } });

  const loginError = login.error
    ? isApiError(login.error) && login.error.status === 401
      ? STAFF_MESSAGES.invalid
      : errorMessage(login.error, STAFF_MESSAGES.invalid)
    : null;

  const onSubmit = handleSubmit((input) => login.mutate(input));

  return (
    <SignInCard staff>
      <h1 className="font-semibold text-ink text-xl">{INTERNAL_TEAM_TEXTS.loginTitle}</h1>
      <p className="mt-1 text-ink-muted text-sm">{INTERNAL_TEAM_TEXTS.loginSubtitle}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
        {loginError && <Alert tone="error">{loginError}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...register("email")}
          error={errors.email?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...register("password")}
          error={errors.password?.message}
        />
        <Button type="submit" loading={login.isPending} className="w-full">
          {login.isPending ? INTERNAL_TEAM_TEXTS.loggingIn : INTERNAL_TEAM_TEXTS.login}
        </Button>
      </form>
    </SignInCard>
  );
}
