import type { MessageFilter, RecordsResponse } from "@shared/assistants/message-filter";
import { periodBounds } from "@shared/assistants/periods";
import type { Actor, AppDeps } from "../deps";
import { countMessages, findProductTitle, listMessages } from "./assistant-messages.repository";
import { listOrders } from "./assistant-sales.repository";

export const RECORDS_PAGE_SIZE = 100;

/** The messages behind a figure: the count the figure showed, and the latest of them. */
export async function listMessageRecords(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  filter: MessageFilter,
): Promise<RecordsResponse> {
  const now = deps.now();
  const [total, messages, product] = await Promise.all([
    countMessages(deps.db, actor.teamId, filter, now),
    listMessages(deps.db, actor.teamId, filter, now, RECORDS_PAGE_SIZE),
    filter.product ? findProductTitle(deps.db, actor.teamId, filter.product) : undefined,
  ]);
  return { total, messages, ...(product !== undefined ? { product_title: product } : {}) };
}

export async function listOrderRecords(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  query: { start: string; end: string; channel?: string | undefined },
) {
  const orders = await listOrders(
    deps.db,
    actor.teamId,
    periodBounds({ label: "", ...query }),
    query.channel,
    RECORDS_PAGE_SIZE,
  );
  return { orders };
}
