import { type Integration, integrationAccountLabel } from "@shared/integrations/integrations.schema";
import { INTEGRATION_TEXTS } from "@shared/integrations/integrations-texts";
import { Badge } from "@web/components/ui/badge";
import { Button, buttonClasses } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format-date";
import { CircleCheck, RefreshCw, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { IntegrationStatusBadge } from "./integration-status-badge";
import { PLATFORM_META, PlatformIcon } from "./platform-meta";

export function ConnectedAccountCard({
  integration,
  onRemove,
  onReconnect,
}: {
  integration: Integration;
  onRemove: (integration: Integration) => void;
  onReconnect: (integration: Integration) => void;
}) {
  const account = integrationAccountLabel(integration);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid={`integration-${integration.platform}`}>
      <div className="flex items-start gap-3">
        <PlatformIcon platform={integration.platform} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium text-ink">{PLATFORM_META[integration.platform].name}</h3>
            <IntegrationStatusBadge status={integration.status} />
          </div>
          <p className="truncate text-ink text-sm">{account}</p>
          <p className="text-ink-muted text-xs">
            Connected {formatDate(integration.created_at)}
            {integration.follower_count !== null &&
              ` · ${integration.follower_count.toLocaleString("en-CA")} followers`}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${account}`}
          onClick={() => onRemove(integration)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {integration.status === "error" && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm">
          <span>{integration.last_error ?? "This connection needs attention."}</span>
          <Button size="sm" variant="outline" onClick={() => onReconnect(integration)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {INTEGRATION_TEXTS.reconnect}
          </Button>
        </div>
      )}
      {integration.platform === "shopify" &&
        (integration.pixel_installed ? (
          <Badge tone="success" className="self-start">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {INTEGRATION_TEXTS.pixelConnected}
          </Badge>
        ) : (
          <Link to="/dashboard/pixel-setup" className={buttonClasses("secondary", "sm", "self-start")}>
            {INTEGRATION_TEXTS.setupPixel}
          </Link>
        ))}
    </Card>
  );
}
