import { zodResolver } from "@hookform/resolvers/zod";
import { signInSchema } from "@shared/auth/auth.schema";
import { SIGNED_OUT_REASONS } from "@shared/realtime/domain-events";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { SignInCard } from "@web/components/ui/sign-in-card";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { z } from "zod";
import { useSignIn } from "../api/sign-in";
import { SIGN_IN_TEXTS } from "../auth-texts";
import { ForgotPasswordLink } from "../components/forgot-password-link";

interface SignInPageProps {
  /** The 'Book demo to gain access' action; the app layer passes the demo request dialog here. */
  bookDemo: ReactNode;
}

/** Set by the app when a session ended under an open page: why the person is here. */
const leftStateSchema = z.object({ signedOutBecause: z.enum(SIGNED_OUT_REASONS) });

export function SignInPage({ bookDemo }: SignInPageProps) {
  const navigate = useNavigate();
  const left = leftStateSchema.safeParse(useLocation().state);
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  const bannerMessage = signIn.error
    ? isApiError(signIn.error) && signIn.error.status === 429
      ? SIGN_IN_TEXTS.rateLimited
      : errorMessage(signIn.error, SIGN_IN_TEXTS.failed)
    : null;

  const onSubmit = handleSubmit((input) =>
    signIn.mutate(input, { onSuccess: () => navigate("/dashboard", { replace: true }) }),
  );

  return (
    <SignInCard
      below={
        <nav
          aria-label="Sign-in links"
          className="mt-6 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm"
        >
          <Link to="/" className="inline-flex items-center gap-1 text-ink-muted hover:text-ink">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {SIGN_IN_TEXTS.backToHome}
          </Link>
          <span aria-hidden="true" className="text-line">
            |
          </span>
          <Link
            to="/terms-of-service"
            className="text-ink-muted underline-offset-2 hover:text-ink hover:underline"
          >
            Terms of Service
          </Link>
          <Link
            to="/privacy-policy"
            className="text-ink-muted underline-offset-2 hover:text-ink hover:underline"
          >
            Privacy Policy
          </Link>
        </nav>
      }
    >
      <h1 className="text-center font-semibold text-2xl text-ink">{SIGN_IN_TEXTS.title}</h1>
      <p className="mt-1 text-center text-ink-muted text-sm">{SIGN_IN_TEXTS.subtitle}</p>

      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
        {bannerMessage ? (
          <Alert tone="error">{bannerMessage}</Alert>
        ) : (
          left.success && <Alert tone="warning">{SIGN_IN_TEXTS.signedOut[left.data.signedOutBecause]}</Alert>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register("email")}
          error={errors.email?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...register("password")}
          error={errors.password?.message}
        />
        <ForgotPasswordLink />
        <Button type="submit" size="lg" loading={signIn.isPending} className="mt-2 w-full">
          {signIn.isPending ? SIGN_IN_TEXTS.submitting : SIGN_IN_TEXTS.submit}
        </Button>
      </form>

      <div className="mt-6 border-line border-t pt-6 text-center">
        <p className="mb-3 text-ink-muted text-sm">New to Lunara? Access is by demo.</p>
        {bookDemo}
      </div>
    </SignInCard>
  );
}
