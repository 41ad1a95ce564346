import { STAFF_MESSAGES } from "@shared/staff/staff.schema";
import { Button } from "@web/components/ui/button";
import { Logo } from "@web/components/ui/logo";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { LogOut } from "lucide-react";
import { useStaffSession } from "../api/get-staff-session";
import { useStaffLogout } from "../api/staff-logout";
import { DemoRequestList } from "../components/demo-request-list";
import { OutboxList } from "../components/outbox-list";
import { ResetLinkForm } from "../components/reset-link-form";
import { StaffLoginForm } from "../components/staff-login-form";
import { INTERNAL_TEAM_TEXTS } from "../internal-team-texts";

/** Staff area: separate from brand sessions, checked on the server with the lunara_staff cookie. */
export function InternalTeamPage() {
  const session = useStaffSession();
  const logout = useStaffLogout();

  if (session.isPending) return <FullPageSpinner />;
  if (!session.data) return <StaffLoginForm />;

  return (
    <div className="min-h-dvh bg-surface-muted">
      <header className="border-line border-b bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <div className="flex items-center gap-3">
            <span className="text-ink-muted text-sm">{session.data.email}</span>
            <Button variant="outline" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
              <LogOut aria-hidden="true" className="size-4" />
              {INTERNAL_TEAM_TEXTS.logout}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
        <section className="rounded-card border border-emerald-200 bg-emerald-50 p-5">
          <h1 className="font-semibold text-emerald-900 text-xl">{STAFF_MESSAGES.welcomeTitle}</h1>
          <p className="mt-1 text-emerald-800 text-sm">{STAFF_MESSAGES.welcomeBody}</p>
        </section>
        <DemoRequestList />
        <OutboxList />
        <ResetLinkForm />
      </main>
    </div>
  );
}
