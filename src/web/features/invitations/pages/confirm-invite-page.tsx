import { confirmInviteSchema, INVITATION_MESSAGES } from "@shared/invitations/invitation.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { useSession } from "@web/lib/session";
import { MailCheck, MailX } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { useConfirmInvite } from "../api/confirm-invite";
import { useInvitePreview } from "../api/preview-invite";
import { InvitationLayout } from "../components/invitation-layout";
import { INVITATION_TEXTS } from "../invitation-texts";

export function ConfirmInvitePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmInvite();
  const parsed = confirmInviteSchema.safeParse({
    token_hash: params.get("token_hash") ?? "",
    type: params.get("type"),
  });
  const preview = useInvitePreview(parsed.success ? parsed.data : null);

  if (!parsed.success) {
    return (
      <InvitationLayout
        title={INVITATION_TEXTS.invalidTitle}
        icon={<MailX aria-hidden="true" className="size-12 text-red-500" />}
      >
        <p className="text-ink-muted text-sm">{INVITATION_MESSAGES.invalidLink}</p>
        <Button className="w-full" onClick={() => navigate("/")}>
          {INVITATION_TEXTS.goHome}
        </Button>
      </InvitationLayout>
    );
  }

  // A link that cannot be used says why before anyone clicks (the preview reads it), or after.
  const problem = confirm.isError
    ? errorMessage(confirm.error, INVITATION_MESSAGES.verifyFailed)
    : preview.isError
      ? LINK_PROBLEMS.find((m) => m === errorMessage(preview.error, ""))
      : undefined;
  // A link used before (the account made, its setup left unfinished, or another device): say how to go on.
  const used = problem === INVITATION_MESSAGES.alreadyUsed;
  const onAccept = () =>
    confirm.mutate(parsed.data, { onSuccess: () => navigate("/accept-invite", { replace: true }) });

  return (
    <InvitationLayout
      title={INVITATION_TEXTS.confirmTitle}
      icon={<MailCheck aria-hidden="true" className="size-12 text-brand-600" />}
    >
      <p className="text-ink-muted text-sm">
        {preview.data ? INVITATION_TEXTS.confirmNamed(preview.data) : INVITATION_TEXTS.confirmBody}
      </p>
      {problem && (
        <Alert tone="error" className="w-full text-left">
          {problem}
        </Alert>
      )}
      {used && <UsedLinkNextStep />}
      <div className="flex w-full flex-col gap-3 sm:flex-row-reverse">
        {/* A link that cannot be used offers no Accept that does nothing. */}
        {!LINK_PROBLEMS.some((m) => m === problem) && (
          <Button onClick={onAccept} loading={confirm.isPending} className="flex-1">
            {confirm.isPending ? INVITATION_TEXTS.processing : INVITATION_TEXTS.accept}
          </Button>
        )}
        <Button variant="outline" className="flex-1" onClick={() => navigate("/")}>
          {INVITATION_TEXTS.cancel}
        </Button>
      </div>
    </InvitationLayout>
  );
}

/** What the preview may say of a link: the same reasons confirming it would give. */
const LINK_PROBLEMS = [
  INVITATION_MESSAGES.alreadyUsed,
  INVITATION_MESSAGES.expired,
  INVITATION_MESSAGES.invalidLink,
] as const;

/** After a used link: the account's setup when this browser is signed in, else how to sign in. */
function UsedLinkNextStep() {
  const navigate = useNavigate();
  const session = useSession();
  if (session.isPending) return null;
  if (session.data?.user)
    return (
      <Button className="w-full" onClick={() => navigate("/profile-setup")}>
        {INVITATION_TEXTS.usedContinue}
      </Button>
    );
  return (
    <>
      <p className="text-ink-muted text-sm">{INVITATION_TEXTS.usedSignedOut}</p>
      <Button variant="outline" className="w-full" onClick={() => navigate("/login")}>
        {INVITATION_TEXTS.signIn}
      </Button>
    </>
  );
}
