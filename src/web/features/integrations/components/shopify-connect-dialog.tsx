import { zodResolver } from "@hookform/resolvers/zod";
import { shopifyConnectQuerySchema } from "@shared/integrations/integrations.schema";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { TextField } from "@web/components/ui/input";
import { useState } from "react";
import { useForm } from "react-hook-form";

/** The shop's connect URL: a browser redirect (spec 1 §7), the install then leaves for Shopify. */
export const shopifyConnectUrl = (shop: string) =>
  `/api/integrations/shopify/connect?shop=${encodeURIComponent(shop)}`;

export function ShopifyConnectDialog({
  open,
  onOpenChange,
  initialShop = "",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialShop?: string;
}) {
  // The connect route's own query schema: it normalises the domain the same way on both sides.
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver: zodResolver(shopifyConnectQuerySchema), defaultValues: { shop: initialShop } });
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(({ shop }) => {
    setBusy(true);
    window.location.assign(shopifyConnectUrl(shop));
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Connect Shopify Store"
        description="Enter your store's domain. You will approve Lunara in your Shopify admin."
      >
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField
            label="Shop domain"
            placeholder="your-store.myshopify.com"
            autoComplete="off"
            {...register("shop", { onChange: () => clearErrors("shop") })}
            error={errors.shop?.message}
          />
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Connect Store
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
