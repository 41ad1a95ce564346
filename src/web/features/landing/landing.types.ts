import type { ReactNode } from "react";

/**
 * Wraps a trigger in the demo request dialog. The app layer provides it because a feature cannot
 * import another feature; without it the trigger renders as a plain button.
 */
export type DemoDialogRenderer = (trigger: ReactNode) => ReactNode;
