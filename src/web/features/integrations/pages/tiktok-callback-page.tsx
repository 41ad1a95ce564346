import { buttonClasses } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { useSession } from "@web/lib/session";
import { CircleCheck, CircleX } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useTikTokCallback } from "../api/tiktok-callback";
import { OAuthReturnLayout } from "../components/oauth-return-layout";
import { OAUTH_RETURN_TEXTS, TIKTOK_OAUTH_STATE_KEY } from "../integrations-texts";

/** The server's own message for a refused authorization; a missing route or a crash gets the default. */
function callbackErrorMessage(error: unknown): string {
  const meaningful = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 404;
  return meaningful ? errorMessage(error, OAUTH_RETURN_TEXTS.tiktokFailed) : OAUTH_RETURN_TEXTS.tiktokFailed;
}

function ErrorBox({ message }: { message: string }) {
  return (
    <>
      <CircleX aria-hidden="true" className="size-12 text-red-500" />
      <div
        role="alert"
        className="w-full rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 text-sm"
      >
        {message}
      </div>
      <Link to="/dashboard/integrations" className={buttonClasses("outline")}>
        {OAUTH_RETURN_TEXTS.goToIntegrations}
      </Link>
    </>
  );
}

/** Reads the stored state once; the connect flow saved it in this tab before leaving for TikTok. */
function storedState(): string | null {
  try {
    return window.sessionStorage.getItem(TIKTOK_OAUTH_STATE_KEY);
  } catch {
    return null;
  }
}

export function TikTokCallbackPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const callback = useTikTokCallback();
  const { mutate } = callback;
  // An authorization code is single-use: StrictMode's second effect run must not resend it.
  const fired = useRef(false);

  const code = params.get("code");
  const state = params.get("state");
  const providerError = params.get("error");
  const signedIn = Boolean(session.data);
  const expected = storedState();
  // The server verifies the state against its own record; this catches a mix-up before the call.
  const stateMismatch = Boolean(expected && state && expected !== state);
  const canCall = !providerError && Boolean(code && state) && signedIn && !stateMismatch;

  useEffect(() => {
    if (!canCall || fired.current || !code || !state) return;
    fired.current = true;
    mutate({ code, state }, { onSettled: () => window.sessionStorage.removeItem(TIKTOK_OAUTH_STATE_KEY) });
  }, [canCall, code, state, mutate]);

  let content: ReactNode;
  if (providerError) content = <ErrorBox message={OAUTH_RETURN_TEXTS.genericError} />;
  else if (session.isPending)
    content = <Spinner className="size-10" label={OAUTH_RETURN_TEXTS.tiktokProcessing} />;
  else if (!code || !state || !signedIn) content = <ErrorBox message={OAUTH_RETURN_TEXTS.tiktokMissing} />;
  else if (stateMismatch) content = <ErrorBox message={OAUTH_RETURN_TEXTS.tiktokInvalidState} />;
  else if (callback.isError) content = <ErrorBox message={callbackErrorMessage(callback.error)} />;
  else if (callback.isSuccess) {
    content = (
      <>
        <CircleCheck aria-hidden="true" className="size-12 text-emerald-500" />
        <h1 className="font-semibold text-ink text-xl">TikTok connected</h1>
        <p className="text-ink-muted text-sm">{OAUTH_RETURN_TEXTS.tiktokSuccess}</p>
        <Link to="/dashboard/integrations" className={buttonClasses("primary")}>
          {OAUTH_RETURN_TEXTS.goToIntegrations}
        </Link>
      </>
    );
  } else {
    content = (
      <>
        <Spinner className="size-10" label={OAUTH_RETURN_TEXTS.tiktokProcessing} />
        <p className="text-ink-muted text-sm">{OAUTH_RETURN_TEXTS.tiktokProcessing}</p>
      </>
    );
  }

  return <OAuthReturnLayout>{content}</OAuthReturnLayout>;
}
