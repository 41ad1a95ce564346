import { provisionTeamSchema } from "@shared/staff/staff.schema";
import { z } from "zod";
import type { InviteDeps } from "../deps";
import { provisionTeam } from "./provision-team";
import { createStaffAccount } from "./staff-auth";

export const staffAccountSchema = z.object({
  email: z.string().trim().pipe(z.email("Enter a valid email address")),
  password: z.string().min(12, "Staff passwords must be at least 12 characters"),
});

/**
 * What an operator runs from the command line (`npm run staff:create`, `npm run provision`): one
 * definition each, run in the CLI's own process on a database it may open, or by the running server
 * for it through the local admin channel when the embedded database is in use.
 */
export const OPERATOR_COMMANDS = {
  "staff-create": {
    schema: staffAccountSchema,
    async run(deps: InviteDeps, input: z.output<typeof staffAccountSchema>): Promise<string> {
      await createStaffAccount(deps, input.email, input.password);
      return `Staff account ready: ${input.email.toLowerCase()} (sign in at /internal-team)`;
    },
  },
  provision: {
    schema: provisionTeamSchema,
    async run(deps: InviteDeps, input: z.output<typeof provisionTeamSchema>): Promise<string> {
      const result = await provisionTeam(deps, { ...input, invitedBy: "an operator" });
      return `Team ${result.teamId} created. Invitation link for ${input.adminEmail}:\n${result.inviteUrl}`;
    },
  },
} as const;
export type OperatorCommand = keyof typeof OPERATOR_COMMANDS;

/** Validates and runs one command; bad input answers the field and its message. */
export async function runOperatorCommand(
  deps: InviteDeps,
  name: OperatorCommand,
  input: unknown,
): Promise<{ ok: true; message: string } | { ok: false; error: string }> {
  const command = OPERATOR_COMMANDS[name];
  const parsed = command.schema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      error: parsed.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("\n"),
    };
  }
  // Each command's run takes its own schema's output.
  const message = await (command.run as (d: InviteDeps, i: unknown) => Promise<string>)(deps, parsed.data);
  return { ok: true, message };
}
