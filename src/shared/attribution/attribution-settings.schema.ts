import { z } from "zod";

/** How many days after a conversation's click or link an order may still be credited to it. */
export const attributionSettingsSchema = z.object({
  windowDays: z.coerce
    .number()
    .int("Whole days only")
    .min(1, "The window is at least 1 day")
    .max(90, "The window is at most 90 days"),
});
export type AttributionSettings = z.infer<typeof attributionSettingsSchema>;
