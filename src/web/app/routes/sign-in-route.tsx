import { Button } from "@web/components/ui/button";
import { SIGN_IN_TEXTS } from "@web/features/auth/auth-texts";
import { SignInPage } from "@web/features/auth/pages/sign-in-page";
import { DemoRequestDialog } from "@web/features/demo-requests/components/demo-request-dialog";

/* Features never import each other; the app layer wires the demo dialog into the sign-in page. */

export function SignInRoute() {
  return (
    <SignInPage
      bookDemo={
        <DemoRequestDialog
          trigger={
            <Button variant="outline" size="lg" className="w-full">
              {SIGN_IN_TEXTS.bookDemo}
            </Button>
          }
        />
      }
    />
  );
}
