import { FullPageSpinner } from "@web/components/ui/spinner";
import { isApiError } from "@web/lib/api-client";
import { useMe } from "@web/lib/me";
import { useSession } from "@web/lib/session";
import { Navigate, Outlet, ScrollRestoration } from "react-router";

/**
 * Holds every route until the session is known, so no guard ever decides on a guess.
 * A failed first session check counts as signed out: public pages must still work.
 */
export function SessionRoot() {
  const session = useSession();
  if (session.isPending) return <FullPageSpinner label="Loading your session" />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export function useIsSignedIn(): boolean {
  return Boolean(useSession().data);
}

/** Signed-in routes; signed out, they are unknown paths and go to / (spec route table). */
export function RequireSignedIn() {
  return useIsSignedIn() ? <Outlet /> : <Navigate to="/" replace />;
}

/** Signed-out-only routes (/login); signed in, they are unknown paths and go to /dashboard. */
export function GuestOnly() {
  return useIsSignedIn() ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/** / is the landing page when signed out and redirects to /dashboard when signed in. */
export function HomeRoute() {
  return useIsSignedIn() ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

export function UnknownPathRedirect() {
  return <Navigate to={useIsSignedIn() ? "/dashboard" : "/"} replace />;
}

/** A profile missing, without a full name, or failing to load sends the user to /profile-setup. */
export function ProfileGate() {
  const me = useMe();
  // A 401 means the session ended; the query client re-checks it and RequireSignedIn takes over.
  const sessionEnded = me.isError && isApiError(me.error) && me.error.status === 401;
  if (me.isPending || sessionEnded) return <FullPageSpinner label="Loading your profile" />;
  if (me.isError || !me.data.profile?.full_name) return <Navigate to="/profile-setup" replace />;
  return <Outlet />;
}
