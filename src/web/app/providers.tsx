import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@web/lib/query-client";
import { type ReactNode, useState } from "react";

export function Providers({ children }: { children: ReactNode }) {
  // One client per mounted app (not per module), so tests or a remount start with an empty cache.
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
