import { DEFAULT_CURRENCY } from "@shared/analytics/analytics.constants";
import { formatCurrency } from "@shared/analytics/currency-format";
import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import type { BrandProductItem } from "@shared/brand/brand-settings.schema";
import { Alert } from "@web/components/ui/alert";
import { CollapsibleSection } from "@web/components/ui/collapsible";
import { Spinner } from "@web/components/ui/spinner";
import { SwitchField } from "@web/components/ui/switch";
import { ImageOff, Package } from "lucide-react";
import { useState } from "react";
import { useBrandProducts } from "../api/get-brand-products";
import { useToggleProduct } from "../api/toggle-product";

/** In the store's own currency (spec: CAD en-CA by default, a connected store's currency wins). */
function priceRange(p: BrandProductItem, currency: string): string | null {
  if (p.price_min === null) return null;
  if (p.price_max === null || p.price_max === p.price_min) return formatCurrency(p.price_min, currency);
  return `${formatCurrency(p.price_min, currency)} – ${formatCurrency(p.price_max, currency)}`;
}

function ProductCard({
  product,
  currency,
  onToggle,
}: {
  product: BrandProductItem;
  currency: string;
  onToggle: (kind: "featured" | "hidden", on: boolean) => void;
}) {
  const price = priceRange(product, currency);
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-line bg-white">
      {product.image_url ? (
        <img src={product.image_url} alt="" className="aspect-square w-full object-cover" loading="lazy" />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center bg-surface-muted text-ink-muted">
          <ImageOff aria-hidden="true" className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="font-medium text-ink text-sm">{product.title}</p>
        {price && <p className="text-ink-muted text-xs">{price}</p>}
        <div className="mt-auto flex flex-wrap gap-3">
          <SwitchField
            label={`Featured: ${product.title}`}
            visibleLabel="Featured"
            checked={product.featured}
            onChange={(on) => onToggle("featured", on)}
          />
          <SwitchField
            label={`Hidden: ${product.title}`}
            visibleLabel="Hidden"
            checked={product.hidden}
            onChange={(on) => onToggle("hidden", on)}
          />
        </div>
      </div>
    </li>
  );
}

export function ProductConfigSection() {
  const products = useBrandProducts();
  const toggle = useToggleProduct();
  const [error, setError] = useState<string | null>(null);
  const list = products.data?.products ?? [];

  return (
    <CollapsibleSection
      title="Product Configuration"
      description="Feature products in replies, or hide them"
      icon={<Package aria-hidden="true" className="size-5" />}
    >
      {products.isPending && <Spinner label="Loading products" />}
      {products.isError && <Alert tone="error">Failed to load products</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {products.isSuccess && list.length === 0 && (
        <p className="text-ink-muted text-sm">{BRAND_MESSAGES.noProducts}</p>
      )}
      {list.length > 0 && (
        <ul
          aria-label="Products"
          className="grid max-h-96 grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3 lg:grid-cols-4"
        >
          {list.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              currency={products.data?.currency ?? DEFAULT_CURRENCY}
              onToggle={(kind, enabled) =>
                toggle.mutate(
                  { productId: product.id, kind, enabled },
                  { onSuccess: () => setError(null), onError: () => setError(BRAND_MESSAGES.saveFailed) },
                )
              }
            />
          ))}
        </ul>
      )}
    </CollapsibleSection>
  );
}
