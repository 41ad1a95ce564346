import { TIKTOK_DIALOG_TEXTS } from "@shared/integrations/integrations-texts";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { CircleX } from "lucide-react";
import { useStartTikTokConnect } from "../api/start-tiktok-connect";

const REQUIREMENTS = [
  "A TikTok Business account",
  "Admin access to the account",
  "Active content with comments",
];
const MONITORED = [
  "Video comments",
  "Direct messages (when available)",
  "Mentions",
  "High-intent purchase signals",
];

/**
 * The TikTok connect dialog (spec 3): instructions, then 'Connecting...' while Lunara saves a fresh
 * state and sends the browser to TikTok, or 'Connection Failed' with Try Again. The real authorization
 * finishes on /tiktok/callback.
 */
export function TikTokConnectDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const start = useStartTikTokConnect();
  const close = (next: boolean) => {
    if (!next) start.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={TIKTOK_DIALOG_TEXTS.connectButton}>
        {start.isError ? (
          <div className="flex flex-col items-center gap-3 text-center">
            <CircleX aria-hidden="true" className="size-10 text-red-500" />
            <h3 className="font-semibold text-ink">{TIKTOK_DIALOG_TEXTS.failedTitle}</h3>
            <Alert tone="error" className="w-full text-left">
              {TIKTOK_DIALOG_TEXTS.failedBody} {errorMessage(start.error, "")}
            </Alert>
            <div className="flex gap-3">
              <Button variant="outline" onClick={() => close(false)}>
                {TIKTOK_DIALOG_TEXTS.cancel}
              </Button>
              <Button onClick={() => start.reset()}>{TIKTOK_DIALOG_TEXTS.tryAgain}</Button>
            </div>
          </div>
        ) : start.isPending || start.isSuccess ? (
          <div className="flex flex-col items-center gap-3 py-6">
            <Spinner className="size-8" label={TIKTOK_DIALOG_TEXTS.connecting} />
            <p className="text-ink-muted text-sm">{TIKTOK_DIALOG_TEXTS.connecting}</p>
          </div>
        ) : (
          <div className="flex flex-col gap-4 text-sm">
            <div>
              <h3 className="font-medium text-ink">Requirements</h3>
              <ul className="mt-1 list-disc pl-5 text-ink-muted">
                {REQUIREMENTS.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-medium text-ink">What Lunara monitors</h3>
              <ul className="mt-1 list-disc pl-5 text-ink-muted">
                {MONITORED.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
            <div className="flex justify-end gap-3">
              <Button variant="outline" onClick={() => close(false)}>
                {TIKTOK_DIALOG_TEXTS.cancel}
              </Button>
              <Button onClick={() => start.mutate()}>{TIKTOK_DIALOG_TEXTS.connectButton}</Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
