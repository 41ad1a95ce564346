import { z } from "zod";

export const SIGN_IN_PASSWORD_MIN = 6;

export const signInSchema = z.object({
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Enter a valid email address")),
  password: z
    .string()
    .min(1, "Password is required")
    .min(SIGN_IN_PASSWORD_MIN, `Password must be at least ${SIGN_IN_PASSWORD_MIN} characters`),
});
export type SignInInput = z.infer<typeof signInSchema>;

const authUserSchema = z.object({ id: z.string(), email: z.string(), name: z.string().nullish() });

/** POST /api/auth/sign-in/email: better-auth's answer, without the session token (the cookie has it). */
export const signedInSchema = z.looseObject({
  redirect: z.boolean(),
  url: z.string().optional(),
  user: authUserSchema,
});

/** GET /api/auth/get-session: the signed-in person and their session; null when signed out. */
export const authSessionSchema = z
  .looseObject({
    user: authUserSchema,
    session: z.looseObject({ expiresAt: z.union([z.string(), z.number()]).optional() }),
  })
  .nullable();

export const teamRoleSchema = z.enum(["admin", "member"]);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** GET /api/me: who is signed in, their profile and their team context. */
export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: z
    .object({
      full_name: z.string().nullable(),
      email: z.string(),
      onboarding_completed: z.boolean(),
    })
    .nullable(),
  team: z.object({
    id: z.string(),
    name: z.string(),
    role: teamRoleSchema,
    isSolo: z.boolean(),
  }),
  teamError: z.string().nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
