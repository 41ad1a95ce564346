import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { useState } from "react";

export type PendingAction = {
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  run: () => void;
};

/** One confirmation for whichever store action the agent picked; nothing reaches Shopify before "confirm". */
export function useStoreConfirm() {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={pending?.title ?? ""}
      description={pending?.description ?? ""}
      confirmLabel={pending?.confirmLabel ?? "Confirm"}
      destructive={pending?.destructive ?? false}
      onConfirm={() => {
        pending?.run();
        setPending(null);
      }}
    />
  );
  return { confirm: setPending, dialog };
}
