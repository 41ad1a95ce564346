import {
  ACCOUNT_IN_ANOTHER_TEAM,
  ACCOUNT_IN_ANOTHER_TEAM_TEXTS,
  INTEGRATION_TEXTS,
} from "@shared/integrations/integrations-texts";
import { Alert } from "@web/components/ui/alert";
import type { ReactNode } from "react";

type Notice = { tone: "success" | "error"; content: ReactNode };

const hint = (lines: readonly string[]) => (
  <div className="flex flex-col gap-1">
    {lines.map((line) => (
      <p key={line}>{line}</p>
    ))}
  </div>
);

/** The spec's return messages for ?shopify=…&shop=… and ?instagram=…&username=…&message=… */
export function returnNotice(params: URLSearchParams): Notice | null {
  const shopify = params.get("shopify");
  if (shopify === "connected")
    return { tone: "success", content: INTEGRATION_TEXTS.shopifyConnected(params.get("shop") ?? "") };
  if (shopify === "error") {
    const taken = params.get("message") === ACCOUNT_IN_ANOTHER_TEAM;
    return {
      tone: "error",
      content: taken ? ACCOUNT_IN_ANOTHER_TEAM_TEXTS.shopify : INTEGRATION_TEXTS.shopifyFailed,
    };
  }
  const instagram = params.get("instagram");
  if (instagram === "connected") {
    return { tone: "success", content: INTEGRATION_TEXTS.instagramConnected(params.get("username") ?? "") };
  }
  if (instagram === "error") {
    const message = params.get("message");
    if (message === "no_facebook_pages_found" || message === "no_pages_found") {
      return { tone: "error", content: hint(INTEGRATION_TEXTS.instagramNoPagesHint) };
    }
    if (message === ACCOUNT_IN_ANOTHER_TEAM) {
      return { tone: "error", content: ACCOUNT_IN_ANOTHER_TEAM_TEXTS.instagram };
    }
    if (message === "no_instagram_business_account") {
      return { tone: "error", content: hint(INTEGRATION_TEXTS.instagramNoBusinessAccountHint) };
    }
    return { tone: "error", content: INTEGRATION_TEXTS.instagramFailed };
  }
  return null;
}

export function ConnectionReturnBanner({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return <Alert tone={notice.tone}>{notice.content}</Alert>;
}
