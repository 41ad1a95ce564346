import { confirmInviteSchema, INVITATION_MESSAGES } from "@shared/invitations/invitation.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { MailCheck, MailX } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { useConfirmInvite } from "../api/confirm-invite";
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

  const onAccept = () =>
    confirm.mutate(parsed.data, { onSuccess: () => navigate("/accept-invite", { replace: true }) });

  return (
    <InvitationLayout
      title={INVITATION_TEXTS.confirmTitle}
      icon={<MailCheck aria-hidden="true" className="size-12 text-brand-600" />}
    >
      <p className="text-ink-muted text-sm">{INVITATION_TEXTS.confirmBody}</p>
      {confirm.isError && (
        <Alert tone="error" className="w-full text-left">
          {errorMessage(confirm.error, INVITATION_MESSAGES.verifyFailed)}
        </Alert>
      )}
      <div className="flex w-full flex-col gap-3 sm:flex-row-reverse">
        <Button onClick={onAccept} loading={confirm.isPending} className="flex-1">
          {confirm.isPending ? INVITATION_TEXTS.processing : INVITATION_TEXTS.accept}
        </Button>
        <Button variant="outline" className="flex-1" onClick={() => navigate("/")}>
          {INVITATION_TEXTS.cancel}
        </Button>
      </div>
    </InvitationLayout>
  );
}
