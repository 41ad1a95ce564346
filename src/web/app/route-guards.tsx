import type { SignedOutReason } from "@shared/realtime/domain-events";
import { useQueryClient } from "@tanstack/react-query";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { isApiError } from "@web/lib/api-client";
import { useMe } from "@web/lib/me";
import { forgetUserData, SESSION_QUERY_KEY, useSession } from "@web/lib/session";
import { onSessionEnd } from "@web/lib/session-end";
import { createContext, useContext, useEffect, useState } from "react";
import { Navigate, Outlet, ScrollRestoration } from "react-router";

/** Why the session ended under an open page, while signed out after it; null otherwise. */
const SessionEndContext = createContext<SignedOutReason | null>(null);

/**
 * A session that ends under an open page (the person removed from the team, signed out elsewhere,
 * announced by the event stream or found after a 401) is forgotten here with its reason, so that
 * RequireSignedIn sends the person to the sign-in screen, which says why, instead of showing the
 * team's pages until a reload lands on the landing page unexplained.
 */
function useSessionEndReason(): SignedOutReason | null {
  const queryClient = useQueryClient();
  const signedIn = Boolean(useSession().data);
  const [ended, setEnded] = useState<SignedOutReason | null>(null);
  useEffect(() => {
    if (signedIn) setEnded(null);
  }, [signedIn]);
  useEffect(
    () =>
      onSessionEnd((reason) => {
        if (!queryClient.getQueryData(SESSION_QUERY_KEY)) return; // nobody was signed in, or already left
        setEnded(reason);
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        forgetUserData(queryClient);
      }),
    [queryClient],
  );
  return ended;
}

/**
 * Holds every route until the session is known, so no guard ever decides on a guess.
 * A failed first session check counts as signed out: public pages must still work.
 */
export function SessionRoot() {
  const session = useSession();
  const ended = useSessionEndReason();
  if (session.isPending) return <FullPageSpinner label="Loading your session" />;
  return (
    <SessionEndContext.Provider value={ended}>
      <ScrollRestoration />
      <Outlet />
    </SessionEndContext.Provider>
  );
}

export function useIsSignedIn(): boolean {
  return Boolean(useSession().data);
}

/**
 * Signed-in routes; signed out, they are unknown paths and go to / (spec route table). A session
 * that ended under the open page goes to /login instead, with its reason for the sign-in screen.
 */
export function RequireSignedIn() {
  const signedIn = useIsSignedIn();
  const ended = useContext(SessionEndContext);
  if (signedIn) return <Outlet />;
  if (ended) return <Navigate to="/login" replace state={{ signedOutBecause: ended }} />;
  return <Navigate to="/" replace />;
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
