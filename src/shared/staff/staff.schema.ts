import { z } from "zod";

export const STAFF_MESSAGES = {
  invalid: "Invalid email or password.",
  welcomeTitle: "Welcome to the Internal Team Dashboard",
  welcomeBody: "You are now authenticated.",
} as const;

export const staffLoginSchema = z.object({
  email: z.string().trim().min(1, "Email is required"),
  password: z.string().min(1, "Password is required"),
});
export type StaffLoginInput = z.infer<typeof staffLoginSchema>;

export const provisionTeamSchema = z.object({
  teamName: z.string().trim().min(1, "Team name is required").max(120, "Team name is too long"),
  adminEmail: z.string().trim().pipe(z.email("Enter a valid email address")),
});
export type ProvisionTeamInput = z.infer<typeof provisionTeamSchema>;

export const demoRequestRowSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string(),
  source: z.string(),
  status: z.enum(["new", "provisioned"]),
  team_id: z.string().nullable(),
  created_at: z.string(),
});
export type DemoRequestRow = z.infer<typeof demoRequestRowSchema>;

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** The staff session: POST answers with its email, GET reads it back. */
export const staffSessionSchema = z.object({ email: z.string() });
export const staffLoginResponseSchema = z.object({ success: z.literal(true), email: z.string() });
export const demoRequestsResponseSchema = z.object({ demoRequests: z.array(demoRequestRowSchema) });
export const outboxResponseSchema = z.object({ emails: z.array(outboxEmailSchema) });
export const provisionResponseSchema = z.object({
  success: z.literal(true),
  teamId: z.string(),
  inviteUrl: z.string(),
});
