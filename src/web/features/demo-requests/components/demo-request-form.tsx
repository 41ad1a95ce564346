import { zodResolver } from "@hookform/resolvers/zod";
import {
  DEMO_REQUEST_LABELS,
  type DemoRequestError,
  type DemoRequestInput,
  demoRequestSchema,
} from "@shared/demo-requests/demo-request.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { DEMO_REQUEST_FALLBACK_ERROR, useCreateDemoRequest } from "../api/create-demo-request";
import { DEMO_REQUEST_FORM_TEXTS } from "../demo-requests.constants";

export type DemoRequestValues = Required<DemoRequestInput>;
type FieldName = keyof DemoRequestValues;

export const EMPTY_DEMO_REQUEST: DemoRequestValues = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  source: "",
};

const FIELD_ORDER: FieldName[] = ["firstName", "lastName", "email", "company", "source"];

function isFieldName(value: unknown): value is FieldName {
  return typeof value === "string" && (FIELD_ORDER as string[]).includes(value);
}

type DemoRequestFormProps = {
  values: DemoRequestValues;
  onChange: (values: DemoRequestValues) => void;
  onSubmitted: () => void;
};

/** The form the server validates with the same schema; values live in the dialog, so a reopened form keeps them. */
export function DemoRequestForm({ values, onChange, onSubmitted }: DemoRequestFormProps) {
  const mutation = useCreateDemoRequest();
  const form = useForm({
    resolver: zodResolver(demoRequestSchema),
    defaultValues: values,
    // An error stops applying once its field is edited; the next submit checks it again.
    reValidateMode: "onSubmit",
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = form.formState;

  useEffect(() => {
    const watched = form.watch((next) => onChange({ ...EMPTY_DEMO_REQUEST, ...next }));
    return () => watched.unsubscribe();
  }, [form, onChange]);

  /** The spec shows the form service's field errors prefixed with the field's label. */
  const showServerErrors = (serverErrors: DemoRequestError[]) => {
    const other: string[] = [];
    let first: FieldName | undefined;
    for (const error of serverErrors) {
      if (!isFieldName(error.field)) {
        other.push(error.message);
        continue;
      }
      const message = `${DEMO_REQUEST_LABELS[error.field]}: ${error.message}`;
      const existing = form.getFieldState(error.field).error?.message;
      form.setError(error.field, {
        message: existing && existing !== message ? `${existing} ${message}` : message,
      });
      if (!first || FIELD_ORDER.indexOf(error.field) < FIELD_ORDER.indexOf(first)) first = error.field;
    }
    setFormError(other.length > 0 ? other.join(" ") : null);
    if (first) form.setFocus(first);
  };

  const onSubmit = form.handleSubmit(async (input) => {
    if (mutation.isPending) return;
    setFormError(null);
    try {
      const result = await mutation.mutateAsync(input);
      if (result.status === "created") return onSubmitted();
      if (result.status === "rate-limited") return setFormError(result.message);
      showServerErrors(result.errors);
    } catch (error) {
      setFormError(error instanceof Error && error.message ? error.message : DEMO_REQUEST_FALLBACK_ERROR);
    }
  });

  const field = (name: FieldName) => ({
    label: DEMO_REQUEST_LABELS[name],
    error: errors[name]?.message,
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={mutation.isPending} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("firstName")} autoComplete="given-name" required />
        <TextField {...field("lastName")} autoComplete="family-name" required />
      </div>
      <TextField {...field("email")} type="email" autoComplete="email" inputMode="email" required />
      <TextField {...field("company")} autoComplete="organization" required />
      <TextField {...field("source")} hint={DEMO_REQUEST_FORM_TEXTS.optional} />

      {formError ? <Alert tone="error">{formError}</Alert> : null}

      <Button type="submit" size="lg" loading={mutation.isPending} className="w-full">
        {mutation.isPending ? DEMO_REQUEST_FORM_TEXTS.submitting : DEMO_REQUEST_FORM_TEXTS.submit}
      </Button>
    </form>
  );
}
