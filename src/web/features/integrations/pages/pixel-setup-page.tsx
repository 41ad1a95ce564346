import { ROLE_TEXTS } from "@shared/auth/roles";
import { PIXEL_TEXTS } from "@shared/integrations/integrations-texts";
import { Alert } from "@web/components/ui/alert";
import { Button, buttonClasses } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Logo } from "@web/components/ui/logo";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { formatDateTime } from "@web/lib/format-date";
import { useIsAdmin } from "@web/lib/me";
import { ArrowLeft, ExternalLink, Store } from "lucide-react";
import type { ReactNode } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { useMarkPixelDone } from "../api/mark-pixel-done";
import { usePixelSetup } from "../api/pixel-setup";
import { PixelCodeBlock } from "../components/pixel-code-block";

const STEPS = [
  "In your Shopify admin, go to Settings, then Customer events.",
  `Click Add custom pixel and name it '${PIXEL_TEXTS.pixelName}'.`,
  "Paste the code below into the code editor, replacing what is there.",
  "Click Save, then Connect.",
];

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-surface px-4 py-8">
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <div className="flex items-center justify-between">
          <Logo />
          <Link to="/dashboard/integrations" className={buttonClasses("ghost", "sm")}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Integrations
          </Link>
        </div>
        <main className="flex flex-col gap-4">{children}</main>
      </div>
    </div>
  );
}

/** /dashboard/pixel-setup (spec 1 §2, §4): the steps, the customised code and 'Mark as Done'. */
export function PixelSetupPage() {
  const setup = usePixelSetup();
  const markDone = useMarkPixelDone();
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();

  if (setup.isPending) return <FullPageSpinner label="Loading pixel setup" />;
  // Spec: when the integration lookup fails, back to the integrations screen.
  if (setup.isError) return <Navigate to="/dashboard/integrations" replace />;
  const { integration, code } = setup.data;

  if (!integration || !code) {
    return (
      <Frame>
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Store aria-hidden="true" className="size-10 text-ink-muted" />
          <h1 className="font-semibold text-ink text-xl">{PIXEL_TEXTS.noStoreTitle}</h1>
          <p className="text-ink-muted text-sm">{PIXEL_TEXTS.noStoreBody}</p>
          <Link to="/dashboard/integrations" className={buttonClasses("primary")}>
            {PIXEL_TEXTS.connectStore}
          </Link>
        </Card>
      </Frame>
    );
  }

  function finish() {
    if (!integration) return;
    markDone.mutate(integration.id, {
      onSuccess: () => navigate("/dashboard/integrations"),
      onError: () => window.alert(PIXEL_TEXTS.markFailed),
    });
  }

  return (
    <Frame>
      <div>
        <h1 className="font-semibold text-2xl text-ink">{PIXEL_TEXTS.title}</h1>
        <p className="text-ink-muted text-sm">Revenue attribution for {integration.shop_domain}</p>
      </div>
      {integration.pixel_installed && (
        <Alert tone="success" title={PIXEL_TEXTS.alreadyInstalled}>
          {integration.pixel_installed_at && `Installed on ${formatDateTime(integration.pixel_installed_at)}`}
        </Alert>
      )}
      <Card className="flex flex-col gap-4 p-6">
        <ol className="flex flex-col gap-2 text-ink text-sm">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 text-xs">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <PixelCodeBlock code={code} />
        <Alert tone="info">{PIXEL_TEXTS.note}</Alert>
        <a
          href={`https://${integration.shop_domain}/admin/settings/customer_events`}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses("outline", "md", "self-start")}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open Customer Events in Shopify
        </a>
      </Card>
      {!isAdmin && <Alert tone="info">{ROLE_TEXTS.pixel}</Alert>}
      <div className="flex justify-end gap-3">
        <Link to="/dashboard/integrations" className={buttonClasses("outline")}>
          {PIXEL_TEXTS.cancel}
        </Link>
        <Button onClick={finish} loading={markDone.isPending} disabled={!isAdmin}>
          {markDone.isPending ? PIXEL_TEXTS.marking : PIXEL_TEXTS.markDone}
        </Button>
      </div>
    </Frame>
  );
}
