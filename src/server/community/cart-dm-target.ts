import { CART_DM_ERRORS, cartFromPayload } from "@shared/community/abandoned-carts.schema";
import { replyBlock } from "@shared/inbox/reply-rules";
import { isConnectedStatus } from "@shared/integrations/integrations.schema";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findMessageToAnswer } from "../replies/send-platform-response.repository";
import { latestDmOfMember, listOpenCarts, memberConsent } from "./community-carts.repository";

/**
 * Who a cart reminder goes to and through which DM, refusing before anything is made or sent: a
 * checkout that is not an open abandoned cart of the team (404), one nobody known started, a
 * member who opted out of marketing, or no open reply window (409).
 */
export async function cartDmTarget(deps: Pick<AppDeps, "db" | "now">, teamId: string, token: string) {
  const now = deps.now();
  const [cart] = await listOpenCarts(deps.db, teamId, now, token);
  if (!cart) throw new DomainError(404, CART_DM_ERRORS.notFound, "CART_NOT_FOUND");
  if (!cart.member_id) throw new DomainError(409, CART_DM_ERRORS.unknownMember, "CART_UNKNOWN_MEMBER");
  if ((await memberConsent(deps.db, teamId, cart.member_id)) === "opted_out") {
    throw new DomainError(409, CART_DM_ERRORS.optedOut, "MEMBER_OPTED_OUT");
  }
  const dm = await latestDmOfMember(deps.db, teamId, cart.member_id);
  const message = dm ? await findMessageToAnswer(deps.db, teamId, dm.message_id) : null;
  if (!dm || !message) throw new DomainError(409, CART_DM_ERRORS.noWindow, "NO_REPLY_WINDOW");
  const block = replyBlock(
    {
      platform: message.platform,
      message_type: message.messageType,
      hidden_at: null,
      platform_deleted_at: null,
      integration_connected:
        message.integrationStatus !== null &&
        isConnectedStatus(message.integrationStatus as Parameters<typeof isConnectedStatus>[0]),
      last_customer_message_at: new Date(message.lastCustomerMessageAt).toISOString(),
    },
    now,
  );
  if (block?.code === "disconnected") throw new DomainError(409, block.text, "REPLY_DISCONNECTED");
  if (block) throw new DomainError(409, CART_DM_ERRORS.noWindow, "NO_REPLY_WINDOW");
  return { cart, memberId: cart.member_id, dm, ...cartFromPayload(cart.payload) };
}
