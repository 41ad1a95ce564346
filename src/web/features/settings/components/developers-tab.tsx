import { Alert } from "@web/components/ui/alert";
import { ApiKeysPanel } from "./api-keys-panel";
import { StoreActionsSettings } from "./store-actions-settings";
import { WebhooksPanel } from "./webhooks-panel";

/** Settings, API: keys and outbound webhooks, for admins. */
export function DevelopersTab({ isAdmin }: { isAdmin: boolean }) {
  if (!isAdmin)
    return (
      <Alert tone="info">Only admins can manage API keys and webhooks. Ask an admin on your team.</Alert>
    );
  return (
    <div className="flex flex-col gap-8">
      <ApiKeysPanel />
      <WebhooksPanel />
      <StoreActionsSettings />
    </div>
  );
}
