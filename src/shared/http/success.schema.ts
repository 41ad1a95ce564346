import { z } from "zod";

/** The answer of a command that returns nothing but its success. */
export const successSchema = z.object({ success: z.literal(true) });

/** GET /api/health: the process answers (load balancers and `npm start` ask it). */
export const healthSchema = z.object({ ok: z.literal(true) });
