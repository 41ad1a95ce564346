import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import { useQueryClient } from "@tanstack/react-query";
import { Alert } from "@web/components/ui/alert";
import { errorMessage } from "@web/lib/api-client";
import type { ReactNode } from "react";
import { BRAND_SETTINGS_QUERY_KEY, RESPONSE_CONFIG_QUERY_KEY } from "../api/brand-query-keys";
import { useBrandSettings } from "../api/get-brand-settings";
import { useResponseConfig } from "../api/get-response-config";
import { BrandEssentialsSection } from "../components/brand-essentials-section";
import { BrandHeader } from "../components/brand-header";
import { BrandWizard } from "../components/brand-wizard";
import { DocumentsSection } from "../components/documents-section";
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

  let body: ReactNode;
  if (settings.isPending) {
    body = (
      <p role="status" className="text-ink-muted text-sm">
        {BRAND_MESSAGES.loading}
      </p>
    );
  } else if (settings.isError) {
    body = <Alert tone="error">{errorMessage(settings.error, "Failed to load brand settings")}</Alert>;
  } else if (!settings.data.wizard_completed) {
    body = (
      <BrandWizard
        onComplete={() => {
          queryClient.invalidateQueries({ queryKey: BRAND_SETTINGS_QUERY_KEY });
          queryClient.invalidateQueries({ queryKey: RESPONSE_CONFIG_QUERY_KEY });
        }}
      />
    );
  } else {
    body = (
      <>
        <AutomationBanner />
        <BrandEssentialsSection settings={settings.data} />
        <ResponseRulesSection rules={settings.data.response_rules} />
        <ProductConfigSection />
        <ResponseConfigSection />
        <DocumentsSection />
      </>
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
