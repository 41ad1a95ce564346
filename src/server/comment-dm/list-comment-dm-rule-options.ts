import type { Actor, AppDeps } from "../deps";
import { listCommentedPosts, listProductOptions } from "./comment-dm-rules.repository";

const POSTS_LIMIT = 50;
const PRODUCTS_LIMIT = 200;

/** The rule form's pickers: the Instagram posts Lunara has comments on, and the store's products. */
export async function listCommentDmRuleOptions(deps: Pick<AppDeps, "db">, actor: Actor) {
  const [posts, products] = await Promise.all([
    listCommentedPosts(deps.db, actor.teamId, POSTS_LIMIT),
    listProductOptions(deps.db, actor.teamId, PRODUCTS_LIMIT),
  ]);
  return { success: true as const, posts, products };
}
