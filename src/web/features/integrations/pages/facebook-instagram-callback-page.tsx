import { Alert } from "@web/components/ui/alert";
import { buttonClasses } from "@web/components/ui/button";
import { Heart } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { OAuthReturnLayout } from "../components/oauth-return-layout";
import { OAUTH_RETURN_TEXTS } from "../integrations-texts";

export function FacebookInstagramCallbackPage() {
  const [params] = useSearchParams();
  const hasError = params.has("error");

  return (
    <OAuthReturnLayout>
      <Heart aria-hidden="true" className="size-12 text-accent-500" />
      <h1 className="font-semibold text-ink text-xl">{OAUTH_RETURN_TEXTS.metaTitle}</h1>
      {hasError && (
        <Alert tone="error" className="w-full text-left">
          {OAUTH_RETURN_TEXTS.genericError}
        </Alert>
      )}
      <p className="text-ink-muted text-sm">{OAUTH_RETURN_TEXTS.metaBody}</p>
      <Link to="/login" className={buttonClasses("primary", "md", "w-full")}>
        {OAUTH_RETURN_TEXTS.logIn}
      </Link>
    </OAuthReturnLayout>
  );
}
