import { ANALYTICS_TEXTS, FIGURE_SCOPE, TOP_PRODUCTS_LIMIT } from "@shared/analytics/analytics.constants";
import type { ProductSalesRow } from "@shared/analytics/analytics.schema";
import { formatCurrency } from "@shared/analytics/currency-format";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

interface ProductSalesTableProps {
  rows: ProductSalesRow[];
  currency: string;
  loading: boolean;
}

/** 'Product sales breakdown': the top 5 by net profit with a totals row. */
export function ProductSalesTable({ rows, currency, loading }: ProductSalesTableProps) {
  // The totals row adds the rows shown: the top 5 when there are more products than that.
  const totals = rows.reduce((t, r) => ({ net: t.net + r.net_revenue, units: t.units + r.units_sold }), {
    net: 0,
    units: 0,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ANALYTICS_TEXTS.productsTitle}</CardTitle>
        <p className="text-ink-muted text-xs">{FIGURE_SCOPE.storeSales}</p>
        <p className="text-ink-muted text-xs">{FIGURE_SCOPE.productNet}</p>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm" aria-busy={loading}>
          <caption className="sr-only">{ANALYTICS_TEXTS.productsTitle}</caption>
          <thead>
            <tr className="border-line border-b text-left text-ink-muted">
              <th scope="col" className="py-2 font-medium">
                Product
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Net Profit
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Units
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={3} className="py-6 text-center text-ink-muted">
                  {loading ? "Loading..." : "No product sales in this period"}
                </td>
              </tr>
            )}
            {rows.map((r) => (
              <tr
                key={`${r.product_id ?? r.product_title}-${r.variant_title ?? ""}`}
                className="border-line border-b"
              >
                <td className="py-2 text-ink">
                  {r.product_title}
                  {r.variant_title && <span className="block text-ink-muted text-xs">{r.variant_title}</span>}
                </td>
                <td className="py-2 text-right">{formatCurrency(r.net_revenue, currency)}</td>
                <td className="py-2 text-right">{r.units_sold}</td>
              </tr>
            ))}
          </tbody>
          {rows.length > 0 && (
            <tfoot>
              <tr className="font-semibold text-ink">
                <th scope="row" className="py-2 text-left">
                  {rows.length < TOP_PRODUCTS_LIMIT ? "Total" : `Total of the top ${TOP_PRODUCTS_LIMIT}`}
                </th>
                <td className="py-2 text-right">{formatCurrency(totals.net, currency)}</td>
                <td className="py-2 text-right">{totals.units}</td>
              </tr>
            </tfoot>
          )}
        </table>
      </CardContent>
    </Card>
  );
}
