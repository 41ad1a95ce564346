import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { INBOX_TEXTS } from "../inbox-texts";

const T = INBOX_TEXTS.shortcuts;

export function ShortcutsHelpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={T.title}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {T.list.map(([key, description]) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="rounded border border-line bg-surface-muted px-2 py-0.5 font-mono text-xs">
                  {key}
                </kbd>
              </dt>
              <dd className="text-ink">{description}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
