import { formatCurrency } from "@shared/analytics/currency-format";
import { CARD_DEFINITIONS } from "@shared/community/community.constants";
import type { CommunityCards as Cards } from "@shared/community/community.schema";
import { Card, CardContent } from "@web/components/ui/card";

const CARDS: { key: "totalMembers" | "ambassadors" | "abandonCart" | "events"; title: string }[] = [
  { key: "totalMembers", title: "Total Members" },
  { key: "ambassadors", title: "Ambassadors" },
  { key: "abandonCart", title: "Abandon Cart" },
  { key: "events", title: "Events" },
];

/** The four cards of the community screen, each with what it counts. */
export function CommunityCards({ cards }: { cards: Cards | undefined }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Community figures">
      {CARDS.map(({ key, title }) => (
        <li key={key}>
          <Card className="h-full">
            <CardContent className="flex flex-col gap-1 pt-6">
              <span className="text-ink-muted text-sm">{title}</span>
              <span className="font-semibold text-2xl text-ink">
                {cards ? cards[key].toLocaleString("en-US") : "…"}
              </span>
              <span className="text-ink-muted text-xs">{CARD_DEFINITIONS[key]}</span>
              {key === "abandonCart" && cards && (
                <span className="text-ink text-xs">
                  Recovered revenue: {formatCurrency(cards.recoveredRevenue, cards.currency)}
                </span>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
