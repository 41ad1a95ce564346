import {
  fullNameSchema,
  PROFILE_MESSAGES,
  type ProfileSetupInput,
  profileEmailSchema,
  strongPasswordSchema,
} from "@shared/profile/profile.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { useSetupProfile } from "../api/setup-profile";
import { PROFILE_SETUP_TEXTS } from "../profile-texts";

type Field = "fullName" | "email" | "password" | "confirmPassword";

function firstError(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  return {
    fullName: firstError(fullNameSchema, values.fullName),
    email: firstError(profileEmailSchema, values.email),
    password: firstError(strongPasswordSchema, values.password),
    confirmPassword:
      values.confirmPassword === "" || values.confirmPassword !== values.password
        ? PROFILE_MESSAGES.passwordsMismatch
        : undefined,
  };
}

export function ProfileSetupForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const setup = useSetupProfile();
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: "",
    email,
    password: "",
    confirmPassword: "",
  });
  // Messages appear once a field has been touched, so an empty form does not open in red.
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({ email: true });
  const [formError, setFormError] = useState<string | null>(null);

  const errors = validate(values);
  const allValid = Object.values(errors).every((e) => e === undefined);

  const field = (name: Field) => ({
    name,
    value: values[name],
    valid: errors[name] === undefined,
    error: touched[name] ? errors[name] : undefined,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!allValid) {
      setTouched({ fullName: true, email: true, password: true, confirmPassword: true });
      setFormError(PROFILE_MESSAGES.fillAll);
      return;
    }
    setFormError(null);
    const input: ProfileSetupInput = {
      fullName: values.fullName.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
    };
    setup.mutate(input, {
      onSuccess: () => navigate("/dashboard", { replace: true }),
      onError: (error) => setFormError(errorMessage(error, PROFILE_MESSAGES.setupFailed)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField label="Full Name" autoComplete="name" required {...field("fullName")} />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        readOnly
        hint="The email address you sign in with."
        {...field("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={PROFILE_MESSAGES.passwordHint}
        {...field("password")}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        {...field("confirmPassword")}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={!allValid} loading={setup.isPending}>
        {setup.isPending ? PROFILE_SETUP_TEXTS.submitting : PROFILE_SETUP_TEXTS.submit}
      </Button>
    </form>
  );
}
