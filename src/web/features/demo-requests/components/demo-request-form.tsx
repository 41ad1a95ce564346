import {
  DEMO_REQUEST_LABELS,
  type DemoRequestError,
  type DemoRequestInput,
  demoRequestSchema,
} from "@shared/demo-requests/demo-request.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { DEMO_REQUEST_FALLBACK_ERROR, useCreateDemoRequest } from "../api/create-demo-request";
import { DEMO_REQUEST_FORM_TEXTS } from "../demo-requests.constants";

export type DemoRequestValues = Required<DemoRequestInput>;
type FieldName = keyof DemoRequestValues;
type FieldErrors = Partial<Record<FieldName, string[]>>;

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

function addError(errors: FieldErrors, field: FieldName, message: string) {
  const existing = errors[field] ?? [];
  if (!existing.includes(message)) errors[field] = [...existing, message];
}

/** The spec shows the form service's field errors prefixed with the field's label. */
function serverFieldErrors(serverErrors: DemoRequestError[]): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const error of serverErrors) {
    if (isFieldName(error.field))
      addError(fields, error.field, `${DEMO_REQUEST_LABELS[error.field]}: ${error.message}`);
    else other.push(error.message);
  }
  return { fields, other };
}

type DemoRequestFormProps = {
  values: DemoRequestValues;
  onChange: (values: DemoRequestValues) => void;
  onSubmitted: () => void;
};

export function DemoRequestForm({ values, onChange, onSubmitted }: DemoRequestFormProps) {
  const idPrefix = useId();
  const mutation = useCreateDemoRequest();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (field: FieldName) => `${idPrefix}-${field}`;

  const focusFirstInvalid = (errors: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);

    const parsed = demoRequestSchema.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const [field] = issue.path;
        if (isFieldName(field)) addError(errors, field, issue.message);
      }
      setFieldErrors(errors);
      focusFirstInvalid(errors);
      return;
    }

    setFieldErrors({});
    try {
      const result = await mutation.mutateAsync(parsed.data);
      if (result.status === "created") return onSubmitted();
      if (result.status === "rate-limited") return setFormError(result.message);
      const { fields, other } = serverFieldErrors(result.errors);
      setFieldErrors(fields);
      setFormError(other.length > 0 ? other.join(" ") : null);
      focusFirstInvalid(fields);
    } catch (error) {
      setFormError(error instanceof Error && error.message ? error.message : DEMO_REQUEST_FALLBACK_ERROR);
    }
  };

  const bind = (field: FieldName) => ({
    id: fieldId(field),
    name: field,
    label: DEMO_REQUEST_LABELS[field],
    error: fieldErrors[field]?.join(" "),
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onChange({ ...values, [field]: event.target.value });
      // An error stops applying once the field is edited; the next submit checks it again.
      if (fieldErrors[field]) setFieldErrors(({ [field]: _edited, ...rest }) => rest);
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={mutation.isPending} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind("firstName")} autoComplete="given-name" required />
        <TextField {...bind("lastName")} autoComplete="family-name" required />
      </div>
      <TextField {...bind("email")} type="email" autoComplete="email" inputMode="email" required />
      <TextField {...bind("company")} autoComplete="organization" required />
      <TextField {...bind("source")} hint={DEMO_REQUEST_FORM_TEXTS.optional} />

      {formError ? <Alert tone="error">{formError}</Alert> : null}

      <Button type="submit" size="lg" loading={mutation.isPending} className="w-full">
        {mutation.isPending ? DEMO_REQUEST_FORM_TEXTS.submitting : DEMO_REQUEST_FORM_TEXTS.submit}
      </Button>
    </form>
  );
}
