import { PROFILE_MESSAGES } from "@shared/profile/profile.schema";
import { Alert } from "@web/components/ui/alert";
import { SignInCard } from "@web/components/ui/sign-in-card";
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
    <SignInCard
      below={
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
      }
    >
      <h1 className="text-center font-semibold text-2xl text-ink">{PROFILE_SETUP_TEXTS.title}</h1>
      <p className="mt-1 mb-6 text-center text-ink-muted text-sm">{PROFILE_SETUP_TEXTS.subtitle}</p>
      {me.isError && (
        <Alert tone="error" className="mb-4">
          {PROFILE_MESSAGES.loadFailed}
        </Alert>
      )}
      <ProfileSetupForm email={me.data?.user.email ?? session.data.user.email} />
    </SignInCard>
  );
}
