import type { DemoDialogRenderer } from "../landing.types";
import { pillClasses } from "./pill-classes";

type BookDemoButtonProps = {
  demoDialog: DemoDialogRenderer | undefined;
  label: string;
  size?: "md" | "lg";
  variant?: "primary" | "light";
  className?: string;
};

/** A plain <button> so the dialog's trigger (Radix asChild) can attach its ref and handlers to it. */
export function BookDemoButton({
  demoDialog,
  label,
  size = "md",
  variant = "primary",
  className,
}: BookDemoButtonProps) {
  const trigger = (
    <button type="button" className={pillClasses(variant, size, { className })}>
      {label}
    </button>
  );
  return <>{demoDialog ? demoDialog(trigger) : trigger}</>;
}
