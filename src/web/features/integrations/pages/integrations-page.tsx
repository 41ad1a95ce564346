import { ROLE_TEXTS } from "@shared/auth/roles";
import {
  type Integration,
  integrationAccountLabel,
  type Platform,
} from "@shared/integrations/integrations.schema";
import { INTEGRATION_TEXTS } from "@shared/integrations/integrations-texts";
import { Alert } from "@web/components/ui/alert";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { ReadOnlyContext, ReadOnlyFieldset } from "@web/components/ui/read-only";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { useIsAdmin } from "@web/lib/me";
import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useDeleteIntegration } from "../api/delete-integration";
import { useIntegrations } from "../api/list-integrations";
import { AvailablePlatforms } from "../components/available-platforms";
import { ConnectedAccountCard } from "../components/connected-account-card";
import { ConnectionReturnBanner, returnNotice } from "../components/connection-return-banner";
import { ShopifyConnectDialog } from "../components/shopify-connect-dialog";
import { TikTokConnectDialog } from "../components/tiktok-connect-dialog";

const INSTAGRAM_CONNECT_URL = "/api/integrations/instagram/connect";
type Notice = { tone: "success" | "error"; content: ReactNode } | null;

/** /dashboard/integrations (spec 1 §2): connected accounts, available platforms, connect and remove. */
export function IntegrationsPage() {
  const [params, setParams] = useSearchParams();
  const integrations = useIntegrations();
  const remove = useDeleteIntegration();
  const [notice, setNotice] = useState<Notice>(() => returnNotice(params));
  const [removing, setRemoving] = useState<Integration | null>(null);
  const [shopifyOpen, setShopifyOpen] = useState(false);
  const [shopifyInitial, setShopifyInitial] = useState("");
  const [tiktokOpen, setTikTokOpen] = useState(false);
  const { refetch } = integrations;
  const isAdmin = useIsAdmin();

  // The return parameters are read once: the message stays, the URL is cleaned and the list reloaded.
  useEffect(() => {
    if (!returnNotice(params)) return;
    setParams({}, { replace: true });
    void refetch();
  }, [params, setParams, refetch]);

  function connect(platform: Platform, shop = "") {
    if (platform === "instagram") window.location.assign(INSTAGRAM_CONNECT_URL);
    else if (platform === "tiktok") setTikTokOpen(true);
    else {
      setShopifyInitial(shop);
      setShopifyOpen(true);
    }
  }

  function confirmRemove() {
    const target = removing;
    if (!target) return;
    const account = integrationAccountLabel(target);
    remove.mutate(target.id, {
      onSuccess: () => setNotice({ tone: "success", content: INTEGRATION_TEXTS.disconnected(account) }),
      onError: (error) => {
        const message = isApiError(error)
          ? errorMessage(error, INTEGRATION_TEXTS.unknownError)
          : INTEGRATION_TEXTS.unknownError;
        setNotice({ tone: "error", content: INTEGRATION_TEXTS.disconnectFailed(message) });
      },
    });
    setRemoving(null);
  }

  const list = integrations.data?.integrations ?? [];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl text-ink">Integrations</h1>
        <p className="text-ink-muted text-sm">
          Connect your Instagram, TikTok and Shopify accounts so Lunara can read conversations and track
          revenue.
        </p>
      </div>
      <ConnectionReturnBanner notice={notice} />
      {!isAdmin && <Alert tone="info">{ROLE_TEXTS.integrations}</Alert>}
      <ReadOnlyContext.Provider value={!isAdmin}>
        <ReadOnlyFieldset className="flex flex-col gap-6">
          {integrations.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner className="size-8" label="Loading integrations" />
            </div>
          ) : integrations.isError ? (
            <Alert tone="error">{errorMessage(integrations.error, "Failed to load integrations")}</Alert>
          ) : (
            <section className="flex flex-col gap-3" aria-labelledby="connected-accounts">
              <h2 id="connected-accounts" className="font-semibold text-ink text-lg">
                Connected Accounts
              </h2>
              {list.length === 0 ? (
                <p className="text-ink-muted text-sm">
                  No accounts connected yet. Connect a platform below to get started.
                </p>
              ) : (
                <div className="grid gap-4 md:grid-cols-2">
                  {list.map((integration) => (
                    <ConnectedAccountCard
                      key={integration.id}
                      integration={integration}
                      onRemove={setRemoving}
                      onReconnect={(i) => connect(i.platform, i.shop_domain ?? "")}
                    />
                  ))}
                </div>
              )}
            </section>
          )}
          <AvailablePlatforms onConnect={(platform) => connect(platform)} connected={list} />
        </ReadOnlyFieldset>
      </ReadOnlyContext.Provider>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Disconnect and erase all data?"
        description={
          removing
            ? `This disconnects ${integrationAccountLabel(removing)} and permanently erases all of its data in Lunara: messages, analyses, replies, products and orders. This cannot be undone.`
            : ""
        }
        confirmLabel="Disconnect & Erase"
        destructive
        onConfirm={confirmRemove}
      />
      <ShopifyConnectDialog
        key={shopifyInitial}
        open={shopifyOpen}
        onOpenChange={setShopifyOpen}
        initialShop={shopifyInitial}
      />
      <TikTokConnectDialog open={tiktokOpen} onOpenChange={setTikTokOpen} />
    </div>
  );
}
