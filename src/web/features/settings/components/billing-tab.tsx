import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { CreditCard } from "lucide-react";

/** Payments are out of scope: the spec keeps Billing a static Pro plan. */
export function BillingTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing</CardTitle>
        <CardDescription>Your plan and payment method.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-brand-50 p-4">
          <div>
            <p className="font-semibold text-ink">Pro plan</p>
            <p className="text-ink-muted text-sm">
              <span className="font-semibold text-ink text-xl">$99</span>/month
            </p>
          </div>
          <Badge tone="success">Active</Badge>
        </div>
        <div className="flex items-center gap-3 rounded-lg border border-line p-4">
          <CreditCard aria-hidden="true" className="size-5 text-ink-muted" />
          <div>
            <p className="font-medium text-ink text-sm">Payment method</p>
            <p className="text-ink-muted text-sm">
              <span aria-hidden="true">•••• •••• •••• </span>
              <span className="sr-only">Card ending in </span>4242
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
