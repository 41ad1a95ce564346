import { createContext, type ReactNode, useContext } from "react";

/** True where the signed-in person may look but not change (a member on an admin-only screen). */
export const ReadOnlyContext = createContext(false);

/**
 * Disables every control inside (a disabled fieldset: buttons, inputs, selects, keyboard too)
 * when the surrounding ReadOnlyContext says so; the screen shows the reason once, above.
 */
export function ReadOnlyFieldset({ children, className }: { children: ReactNode; className?: string }) {
  const readOnly = useContext(ReadOnlyContext);
  return (
    <fieldset
      disabled={readOnly}
      aria-disabled={readOnly || undefined}
      className={`m-0 min-w-0 border-0 p-0 ${className ?? ""}`}
    >
      {children}
    </fieldset>
  );
}
