import { meResponseSchema } from "@shared/auth/auth.schema";
import { successSchema } from "@shared/http/success.schema";
import {
  changePasswordSchema,
  profileSetupSchema,
  updateProfileResponseSchema,
  updateProfileSchema,
} from "@shared/profile/profile.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { AppDeps } from "../deps";
import { resolveTeamContext } from "../teams/resolve-team-context";
import { changePassword } from "./change-password";
import { findProfile } from "./profile.repository";
import { setupProfile } from "./setup-profile";
import { updateProfile } from "./update-profile";

export async function profileRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(auth);

  r.get(
    "/api/me",
    { preHandler: signedIn, schema: { response: { 200: meResponseSchema } } },
    async (request) => {
      const person = request.signedInUser!;
      const profile = await findProfile(deps.db, person.id);
      const team = await resolveTeamContext(deps.db, {
        userId: person.id,
        email: person.email,
        name: person.name,
      });
      return {
        user: { id: person.id, email: person.email, name: person.name },
        profile: profile
          ? {
              full_name: profile.fullName,
              email: profile.email,
              onboarding_completed: profile.onboardingCompleted,
            }
          : null,
        team: { id: team.teamId, name: team.teamName, role: team.role, isSolo: team.isSolo },
        teamError: null,
      };
    },
  );

  r.post(
    "/api/profile/setup",
    { preHandler: signedIn, schema: { response: { 200: successSchema }, body: profileSetupSchema } },
    async (request) => {
      const person = request.signedInUser!;
      await setupProfile(deps, { userId: person.id, email: person.email }, request.body);
      return { success: true as const };
    },
  );

  r.patch(
    "/api/profile",
    {
      preHandler: signedIn,
      schema: { response: { 200: updateProfileResponseSchema }, body: updateProfileSchema },
    },
    async (request) => {
      const updated = await updateProfile(deps, request.signedInUser!.id, request.body);
      return { success: true as const, ...updated };
    },
  );

  r.post(
    "/api/account/change-password",
    { preHandler: signedIn, schema: { response: { 200: successSchema }, body: changePasswordSchema } },
    async (request) => {
      const person = request.signedInUser!;
      await changePassword(deps, { userId: person.id, sessionId: person.sessionId }, request.body);
      return { success: true as const };
    },
  );
}
