import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";
import { SESSION_QUERY_KEY } from "./session";
import { announceSessionEnd, sessionStillOpen } from "./session-end";

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // A 401 from any call may mean the session ended (removed from the team, expired, signed out in
  // another tab): the server is asked, and a session it no longer knows is announced, so the app
  // leaves for the sign-in screen and says why. A 401 while nobody was signed in (a wrong password
  // at sign-in) is no session ending.
  const onError = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return;
    if (!queryClient.getQueryData(SESSION_QUERY_KEY)) return;
    void sessionStillOpen().then((open) => {
      if (!open) announceSessionEnd("session_ended");
      else void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
