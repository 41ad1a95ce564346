import { zodResolver } from "@hookform/resolvers/zod";
import {
  PROFILE_MESSAGES,
  type ProfileSetupInput,
  profileEmailSchema,
  profileSetupSchema,
} from "@shared/profile/profile.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useSetupProfile } from "../api/setup-profile";
import { PROFILE_SETUP_TEXTS } from "../profile-texts";

type Field = "fullName" | "password" | "confirmPassword";

/** Each field's first problem under the server's schema, for the green ticks and the submit button. */
function liveErrors(values: ProfileSetupInput): Partial<Record<Field, string>> {
  const result = profileSetupSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const name = issue.path[0] as Field;
    errors[name] ??= issue.message;
  }
  return errors;
}

export function ProfileSetupForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const setup = useSetupProfile();
  const form = useForm({
    resolver: zodResolver(profileSetupSchema),
    defaultValues: { fullName: "", password: "", confirmPassword: "" },
    // Messages appear once a field has been left, so an empty form does not open in red.
    mode: "onTouched",
  });
  const [formError, setFormError] = useState<string | null>(null);
  const live = liveErrors(form.watch());
  const allValid = Object.keys(live).length === 0;
  const emailError = profileEmailSchema.safeParse(email).error?.issues[0]?.message;

  const field = (name: Field) => ({
    valid: live[name] === undefined,
    error: form.formState.errors[name]?.message,
    ...form.register(name, {
      // The confirmation follows the password it must match.
      onChange: () =>
        name === "password" &&
        form.formState.touchedFields.confirmPassword &&
        form.trigger("confirmPassword"),
    }),
  });

  const onSubmit = form.handleSubmit(
    (input) => {
      if (emailError) return setFormError(PROFILE_MESSAGES.fillAll);
      setFormError(null);
      setup.mutate(input, {
        onSuccess: () => navigate("/dashboard", { replace: true }),
        onError: (error) => setFormError(errorMessage(error, PROFILE_MESSAGES.setupFailed)),
      });
    },
    () => setFormError(PROFILE_MESSAGES.fillAll),
  );

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
        name="email"
        value={email}
        valid={emailError === undefined}
        error={emailError}
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
