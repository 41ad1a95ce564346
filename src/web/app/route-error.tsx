import { buttonClasses } from "@web/components/ui/button";
import { Logo } from "@web/components/ui/logo";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** Shown when rendering a route throws; a reload is usually enough after a new deploy. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <Logo />
      <h1 className="font-semibold text-2xl text-ink">Something went wrong</h1>
      <p className="max-w-md text-ink-muted text-sm">
        This page could not be displayed. Reload to try again; if it keeps happening, contact
        support@lunara.app.
        {detail && <span className="block">{detail}</span>}
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses("primary")} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/" className={buttonClasses("outline")}>
          Go to Homepage
        </a>
      </div>
    </main>
  );
}
