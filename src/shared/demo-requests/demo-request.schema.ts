import { z } from "zod";
import { plainName } from "../profile/plain-name";

export const DEMO_REQUEST_TEXTS = {
  title: "Request a demo",
  subtitle: "Fill out your information and we'll be in touch!",
  successTitle: "Thank you for booking a demo.",
  successBody: "We will reach out to you shortly.",
} as const;

/** Field labels, used to prefix per-field errors as the spec asks. */
export const DEMO_REQUEST_LABELS = {
  firstName: "First name",
  lastName: "Last name",
  email: "Work email",
  company: "Company",
  source: "How did you hear about us?",
} as const;

const required = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(200, `${label} is too long`);
/** A name of a person or a company: required, and no markup or control characters. */
const requiredName = (label: string) => plainName(required(label), label);

export const demoRequestSchema = z.object({
  firstName: requiredName(DEMO_REQUEST_LABELS.firstName),
  lastName: requiredName(DEMO_REQUEST_LABELS.lastName),
  email: z
    .string()
    .trim()
    .min(1, `${DEMO_REQUEST_LABELS.email} is required`)
    .pipe(z.email(`${DEMO_REQUEST_LABELS.email} must be a valid email address`)),
  company: requiredName(DEMO_REQUEST_LABELS.company),
  source: z.string().trim().max(500, `${DEMO_REQUEST_LABELS.source} is too long`).optional().default(""),
});
export type DemoRequestInput = z.input<typeof demoRequestSchema>;

/** The form service's error codes, kept so field errors carry the same shape. */
export const demoRequestErrorSchema = z.object({
  field: z.string(),
  code: z.enum(["REQUIRED_FIELD_EMPTY", "REQUIRED_FIELD_MISSING", "TYPE_EMAIL", "TYPE_TEXT", "UNSPECIFIED"]),
  message: z.string(),
});
export type DemoRequestError = z.infer<typeof demoRequestErrorSchema>;

/** POST /api/demo-requests: 201 when stored, 400 with one error per field otherwise. */
export const demoRequestAcceptedSchema = z.object({ success: z.literal(true) });
export const demoRequestRejectedSchema = z.object({
  success: z.literal(false),
  errors: z.array(demoRequestErrorSchema),
});
export const demoRequestSchemaResponse = z.union([demoRequestAcceptedSchema, demoRequestRejectedSchema]);
