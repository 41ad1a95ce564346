import type { StorePanel } from "@shared/store/store.schema";
import type { listStoreActions } from "./store.repository";

type ActionRow = Awaited<ReturnType<typeof listStoreActions>>[number];

/**
 * One recorded action as the panel lists it. A code past its end is no longer offered to send: the
 * customer could not use it, so `message` is null and `messageExpiresAt` says since when. A sent
 * text stays shown (it is what the customer got), with `messageSentAt`.
 */
export function actionView(row: ActionRow, now: Date): StorePanel["actions"][number] {
  const expired = !row.messageSentAt && row.messageExpiresAt !== null && row.messageExpiresAt <= now;
  return {
    id: row.id,
    action: row.action,
    summary: row.summary,
    outcome: row.outcome,
    message: expired ? null : row.message,
    messageExpiresAt: row.messageExpiresAt?.toISOString() ?? null,
    messageSentAt: row.messageSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
