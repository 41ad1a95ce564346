import { Alert } from "@web/components/ui/alert";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { errorMessage } from "@web/lib/api-client";
import { useMe } from "@web/lib/me";
import { Code, CreditCard, Lock, User, Users } from "lucide-react";
import { useSearchParams } from "react-router";
import { BillingTab } from "../components/billing-tab";
import { DevelopersTab } from "../components/developers-tab";
import { ProfileTab } from "../components/profile-tab";
import { SecurityTab } from "../components/security-tab";
import { TeamTab } from "../components/team-tab";
import { SETTINGS_TEXTS } from "../settings-texts";

const TABS = ["profile", "team", "security", "billing", "api"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export function SettingsPage() {
  const me = useMe();
  // The tab lives in the URL so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "profile";

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl text-ink">{SETTINGS_TEXTS.title}</h1>
        <p className="text-ink-muted text-sm">{SETTINGS_TEXTS.subtitle}</p>
      </div>
      {me.isPending && <Spinner label="Loading settings" />}
      {me.isError && <Alert tone="error">{errorMessage(me.error, "Failed to load your settings")}</Alert>}
      {me.data && (
        <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
          <TabsList aria-label="Settings sections">
            <TabsTrigger value="profile">
              <User aria-hidden="true" className="size-4" />
              Profile
            </TabsTrigger>
            <TabsTrigger value="team">
              <Users aria-hidden="true" className="size-4" />
              Team
            </TabsTrigger>
            <TabsTrigger value="security">
              <Lock aria-hidden="true" className="size-4" />
              Security
            </TabsTrigger>
            <TabsTrigger value="billing">
              <CreditCard aria-hidden="true" className="size-4" />
              Billing
            </TabsTrigger>
            {me.data.team.role === "admin" && (
              <TabsTrigger value="api">
                <Code aria-hidden="true" className="size-4" />
                API
              </TabsTrigger>
            )}
          </TabsList>
          <TabsContent value="profile">
            <ProfileTab
              fullName={me.data.profile?.full_name ?? me.data.user.name}
              email={me.data.user.email}
            />
          </TabsContent>
          <TabsContent value="team">
            <TeamTab currentUserId={me.data.user.id} isAdmin={me.data.team.role === "admin"} />
          </TabsContent>
          <TabsContent value="security">
            <SecurityTab />
          </TabsContent>
          <TabsContent value="billing">
            <BillingTab />
          </TabsContent>
          <TabsContent value="api">
            <DevelopersTab isAdmin={me.data.team.role === "admin"} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
