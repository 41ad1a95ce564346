import { z } from "zod";

/** Every 4xx/5xx body of our API: a message for banners, field errors for forms. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** What a caller acts on beyond the message, shaped by the error's code (e.g. replyConflictSchema). */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Sent on every state-changing request; a cross-site form cannot set it (CSRF guard). */
export const CSRF_HEADER = "x-lunara-csrf";
export const CSRF_HEADER_VALUE = "1";
