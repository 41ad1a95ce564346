import { PASSWORD_RESET_TEXTS } from "@shared/password-reset/password-reset.schema";
import { Link } from "react-router";

export function ForgotPasswordLink() {
  return (
    <Link
      to="/forgot-password"
      className="self-end text-brand-700 text-sm underline-offset-2 hover:underline"
    >
      {PASSWORD_RESET_TEXTS.forgotLink}
    </Link>
  );
}
