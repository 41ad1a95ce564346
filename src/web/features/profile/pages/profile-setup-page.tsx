import { PROFILE_MESSAGES } from "@shared/profile/profile.schema";
import { Alert } from "@web/components/ui/alert";
import { Logo } from "@web/components/ui/logo";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { useMe } from "@web/lib/me";
import { useSession } from "@web/lib/session";
import { Link, Navigate } from "react-router";
import { ProfileSetupForm } from "../components/profile-setup-form";
import { PROFILE_SETUP_TEXTS } from "../profile-texts";

export function ProfileSetupPage() {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const me = useMe({ enabled: signedIn });

  if (session.isPending || (signedIn && me.isPending)) return <FullPageSpinner />;
  if (!session.data) return <Navigate to="/login" replace />;
  if (me.data?.profile?.full_name) return <Navigate to="/dashboard" replace />;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-50 via-surface to-accent-50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-card border border-line bg-white p-8 shadow-card">
          <h1 className="text-center font-semibold text-2xl text-ink">{PROFILE_SETUP_TEXTS.title}</h1>
          <p className="mt-1 mb-6 text-center text-ink-muted text-sm">{PROFILE_SETUP_TEXTS.subtitle}</p>
          {me.isError && (
            <Alert tone="error" className="mb-4">
              {PROFILE_MESSAGES.loadFailed}
            </Alert>
          )}
          <ProfileSetupForm email={me.data?.user.email ?? session.data.user.email} />
        </div>
        <p className="mt-6 text-center text-ink-muted text-xs">
          By completing setup, you agree to our{" "}
          <Link to="/terms" className="font-medium text-brand-700 underline underline-offset-2">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
