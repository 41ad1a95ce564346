import { COMMENT_DM_TEXTS } from "@shared/comment-dm/comment-dm.constants";
import type { CommentDmRule, RuleInput } from "@shared/comment-dm/comment-dm.schema";
import { rulesOverlap } from "@shared/comment-dm/match-comment";
import { findTemplateSlot } from "@shared/inbox/reply-rules";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { templateSlotError } from "../inbox/check-reply-allowed";
import {
  findRuleProduct,
  insertRule,
  listEnabledRules,
  listRulesWithStats,
  type RuleValues,
  updateRule,
} from "./comment-dm-rules.repository";
import { triggerOf } from "./match-comment-rules";

type Deps = Pick<AppDeps, "db" | "now">;

/** Creates a rule (admins); `ruleId` updates that rule instead. */
export async function saveCommentDmRule(
  deps: Deps,
  actor: Actor,
  input: RuleInput,
  ruleId?: string,
): Promise<CommentDmRule> {
  const values = await checkRule(deps, actor.teamId, input, ruleId);
  const now = deps.now();
  let id = ruleId;
  if (id) {
    const updated = await updateRule(deps.db, actor.teamId, id, { ...values, now });
    if (updated === false) throw new DomainError(404, COMMENT_DM_TEXTS.ruleNotFound, "NOT_FOUND");
    if (updated === "taken") throw nameTaken();
  } else {
    id = (await insertRule(deps.db, actor.teamId, { ...values, createdBy: actor.userId, now })) ?? undefined;
    if (!id) throw nameTaken();
  }
  const [rule] = await listRulesWithStats(deps.db, actor.teamId, id);
  if (!rule) throw new DomainError(404, COMMENT_DM_TEXTS.ruleNotFound, "NOT_FOUND");
  return rule;
}

const nameTaken = () =>
  new DomainError(409, COMMENT_DM_TEXTS.nameTaken, "NAME_TAKEN", { name: [COMMENT_DM_TEXTS.nameTaken] });

/**
 * What the schema cannot see: template slots (the replies go out as written), the product in the
 * team's store, and another enabled rule answering the same keyword or intent on the same post,
 * which would DM one person twice.
 */
export async function checkRule(
  deps: Deps,
  teamId: string,
  input: RuleInput,
  ruleId?: string,
): Promise<RuleValues> {
  for (const field of ["public_reply", "dm_text"] as const) {
    const slot = findTemplateSlot(input[field]);
    if (slot)
      throw new DomainError(400, templateSlotError(slot), "TEMPLATE_SLOT", {
        [field]: [templateSlotError(slot)],
      });
  }
  if (!(await findRuleProduct(deps.db, teamId, input.product_id)))
    throw new DomainError(404, COMMENT_DM_TEXTS.productNotFound, "PRODUCT_NOT_FOUND", {
      product_id: [COMMENT_DM_TEXTS.productNotFound],
    });
  const values: RuleValues = {
    name: input.name,
    enabled: input.enabled,
    postPlatformId: input.post_platform_id,
    keywords: input.keywords,
    intent: input.intent,
    intentThreshold: input.intent && input.intent_threshold !== null ? input.intent_threshold / 100 : null,
    publicReply: input.public_reply,
    dmText: input.dm_text,
    productId: input.product_id,
  };
  if (values.enabled) await refuseOverlap(deps, teamId, values, ruleId);
  return values;
}

export async function refuseOverlap(deps: Deps, teamId: string, values: RuleValues, ruleId?: string) {
  const others = await listEnabledRules(deps.db, teamId, ruleId);
  const trigger = triggerOf({ ...values, id: ruleId ?? "" });
  const clash = others.find((other) => rulesOverlap(trigger, triggerOf(other)));
  if (clash) {
    const text = COMMENT_DM_TEXTS.overlap(clash.name);
    throw new DomainError(409, text, "RULE_OVERLAP", { keywords: [text] });
  }
}
