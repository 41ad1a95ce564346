import type { MemberProfile, MemberProfileInput } from "@shared/community/community.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { updateMemberProfile } from "./community-member-detail.repository";
import { profileView } from "./get-member";

/**
 * Tags, notes and marketing consent of a member, kept by hand by anyone on the team. Consent is
 * recorded with its source and the time it was recorded (issue 17 item 5).
 */
export async function changeMemberProfile(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  id: string,
  input: MemberProfileInput,
): Promise<MemberProfile> {
  const row = await updateMemberProfile(deps.db, actor.teamId, id, input, deps.now());
  if (!row) throw new DomainError(404, "Member not found", "MEMBER_NOT_FOUND");
  return profileView(row);
}
