import { ROLE_TEXTS } from "@shared/auth/roles";
import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import { useQueryClient } from "@tanstack/react-query";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { ReadOnlyContext } from "@web/components/ui/read-only";
import { useIsAdmin } from "@web/lib/me";
import type { ReactNode } from "react";
import { BRAND_SETTINGS_QUERY_KEY, RESPONSE_CONFIG_QUERY_KEY } from "../api/brand-query-keys";
import { useBrandSettings } from "../api/get-brand-settings";
import { useResponseConfig } from "../api/get-response-config";
import { AiAccuracySection } from "../components/ai-accuracy-section";
import { BrandEssentialsSection } from "../components/brand-essentials-section";
import { BrandHeader } from "../components/brand-header";
import { BrandWizard } from "../components/brand-wizard";
import { DocumentsSection } from "../components/documents-section";
import { DryRunSection } from "../components/dry-run-section";
import { KnowledgeGapsSection } from "../components/knowledge-gaps-section";
import { ProductConfigSection } from "../components/product-config-section";
import { ResponseConfigSection } from "../components/response-config-section";
import { ResponseRulesSection } from "../components/response-rules-section";
import { SavingIndicator } from "../components/saving-indicator";

function AutomationBanner() {
  const config = useResponseConfig();
  if (!config.data || config.data.config.global.auto_reply_enabled) return null;
  return <Alert tone="warning">{BRAND_MESSAGES.automationOff}</Alert>;
}

/** /dashboard/brand: the setup wizard until it is completed, then the Brand Settings sections. */
export function BrandSettingsPage() {
  const queryClient = useQueryClient();
  const settings = useBrandSettings();
  const isAdmin = useIsAdmin();

  let body: ReactNode;
  if (settings.isPending) {
    body = (
      <p role="status" className="text-ink-muted text-sm">
        {BRAND_MESSAGES.loading}
      </p>
    );
  } else if (settings.isError) {
    // Logged for whoever debugs it; the person sees a clear message and a way to try again.
    console.error("Failed to load brand settings", settings.error);
    body = (
      <Alert tone="error">
        <span className="flex flex-wrap items-center gap-3">
          {BRAND_MESSAGES.loadFailed}
          <Button variant="outline" size="sm" onClick={() => settings.refetch()}>
            Try again
          </Button>
        </span>
      </Alert>
    );
  } else if (!settings.data.wizard_completed && !isAdmin) {
    body = <Alert tone="info">{ROLE_TEXTS.brand}</Alert>;
  } else if (!settings.data.wizard_completed) {
    body = (
      <BrandWizard
        onComplete={() => {
          // The wizard is long: the settings it leads to open at their top, not half-way down.
          window.scrollTo({ top: 0 });
          queryClient.invalidateQueries({ queryKey: BRAND_SETTINGS_QUERY_KEY });
          queryClient.invalidateQueries({ queryKey: RESPONSE_CONFIG_QUERY_KEY });
        }}
      />
    );
  } else {
    body = (
      <ReadOnlyContext.Provider value={!isAdmin}>
        {!isAdmin && <Alert tone="info">{ROLE_TEXTS.brand}</Alert>}
        <AutomationBanner />
        <BrandEssentialsSection settings={settings.data} />
        <ResponseRulesSection rules={settings.data.response_rules} />
        <ProductConfigSection />
        <ResponseConfigSection />
        <AiAccuracySection />
        <DryRunSection />
        <DocumentsSection />
        <KnowledgeGapsSection />
      </ReadOnlyContext.Provider>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <BrandHeader />
      {body}
      <SavingIndicator />
    </div>
  );
}
