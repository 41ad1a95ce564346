import { STAFF_MESSAGES, type StaffLoginInput, staffLoginSchema } from "@shared/staff/staff.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { Logo } from "@web/components/ui/logo";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { type FormEvent, useState } from "react";
import { useStaffLogin } from "../api/staff-login";
import { INTERNAL_TEAM_TEXTS } from "../internal-team-texts";

export function StaffLoginForm() {
  const login = useStaffLogin();
  const [values, setValues] = useState<StaffLoginInput>({ email: "", password: "" });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof StaffLoginInput, string>>>({});

  const loginError = login.error
    ? isApiError(login.error) && login.error.status === 401
      ? STAFF_MESSAGES.invalid
      : errorMessage(login.error, STAFF_MESSAGES.invalid)
    : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = staffLoginSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Partial<Record<keyof StaffLoginInput, string>> = {};
      for (const issue of parsed.error.issues)
        errors[issue.path[0] as keyof StaffLoginInput] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data);
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface-muted px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-card border border-line bg-white p-8 shadow-card">
          <h1 className="font-semibold text-ink text-xl">{INTERNAL_TEAM_TEXTS.loginTitle}</h1>
          <p className="mt-1 text-ink-muted text-sm">{INTERNAL_TEAM_TEXTS.loginSubtitle}</p>
          <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
            {loginError && <Alert tone="error">{loginError}</Alert>}
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={values.email}
              onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
              error={fieldErrors.email}
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
              error={fieldErrors.password}
            />
            <Button type="submit" loading={login.isPending} className="w-full">
              {login.isPending ? INTERNAL_TEAM_TEXTS.loggingIn : INTERNAL_TEAM_TEXTS.login}
            </Button>
          </form>
        </div>
      </div>
    </main>
  );
}
