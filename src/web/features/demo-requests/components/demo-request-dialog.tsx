import * as Dialog from "@radix-ui/react-dialog";
import { DEMO_REQUEST_TEXTS } from "@shared/demo-requests/demo-request.schema";
import { CircleCheck, X } from "lucide-react";
import { isValidElement, type ReactNode, useState } from "react";
import { DEMO_REQUEST_FORM_TEXTS } from "../demo-requests.constants";
import { DemoRequestForm, type DemoRequestValues, EMPTY_DEMO_REQUEST } from "./demo-request-form";

type DemoRequestDialogProps = {
  /** The element that opens the dialog; a single element is used as is (Radix asChild). */
  trigger: ReactNode;
};

export function DemoRequestDialog({ trigger }: DemoRequestDialogProps) {
  const [open, setOpen] = useState(false);
  // Held here rather than in the form so that closing the dialog by mistake keeps what was typed.
  const [values, setValues] = useState<DemoRequestValues>(EMPTY_DEMO_REQUEST);
  const [submitted, setSubmitted] = useState(false);

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    // A finished request starts over next time, so a second visitor on the same page gets a blank form.
    if (!next && submitted) {
      setSubmitted(false);
      setValues(EMPTY_DEMO_REQUEST);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      {isValidElement(trigger) ? (
        <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      ) : (
        <Dialog.Trigger>{trigger}</Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8">
          {submitted ? (
            <div className="flex flex-col items-center py-6 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-100 to-accent-100">
                <CircleCheck aria-hidden="true" className="size-7 text-brand-600" />
              </span>
              <Dialog.Title className="mt-4 text-xl font-semibold text-ink">
                {DEMO_REQUEST_TEXTS.successTitle}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-ink-muted">
                {DEMO_REQUEST_TEXTS.successBody}
              </Dialog.Description>
              <Dialog.Close className="mt-6 rounded-full bg-gradient-to-r from-brand-600 to-accent-500 px-6 py-2.5 text-sm font-semibold text-white shadow-md hover:from-brand-700 hover:to-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                {DEMO_REQUEST_FORM_TEXTS.done}
              </Dialog.Close>
            </div>
          ) : (
            <>
              <div className="mb-6 pr-8">
                <Dialog.Title className="text-2xl font-semibold tracking-tight text-ink">
                  {DEMO_REQUEST_TEXTS.title}
                </Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-ink-muted">
                  {DEMO_REQUEST_TEXTS.subtitle}
                </Dialog.Description>
              </div>
              <DemoRequestForm values={values} onChange={setValues} onSubmitted={() => setSubmitted(true)} />
            </>
          )}
          {/* Last in the DOM so that opening the dialog focuses the first field, not the close button. */}
          <Dialog.Close
            aria-label={DEMO_REQUEST_FORM_TEXTS.close}
            className="absolute top-4 right-4 rounded-full p-1.5 text-ink-muted transition hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
