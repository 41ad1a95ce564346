import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cx } from "@web/lib/class-names";
import type { ComponentProps } from "react";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cx("inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-brand-50 p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cx(
        "inline-flex items-center gap-2 whitespace-nowrap rounded-lg px-4 py-2 font-medium text-ink-muted text-sm",
        "transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-800",
        "data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cx("mt-6", className)} {...props} />;
}
