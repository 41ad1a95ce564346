import { TEAM_LABELS } from "@shared/ai/ai.constants";
import type { MessageFilter } from "@shared/assistants/message-filter";
import { MESSAGE_TOPICS } from "@shared/assistants/message-topics";
import { platformLabel } from "@shared/integrations/platform-label";
import { formatDateTime } from "@web/lib/format-date";
import { labelText } from "@web/lib/label-text";

type Describe = { [K in keyof MessageFilter]-?: (value: NonNullable<MessageFilter[K]>) => string };

// In the schema's key order, so a link's summary always reads the same way.
const DESCRIBE: Describe = {
  from: (v) => `since ${formatDateTime(v)}`,
  to: (v) => `before ${formatDateTime(v)}`,
  intent: (v) => `intent ${labelText(v)}`,
  sentiment: (v) => `sentiment ${labelText(v)}`,
  urgency: (v) => `urgency ${labelText(v)}`,
  platform: (v) => platformLabel(v),
  status: (v) => labelText(v),
  answered: () => "not answered yet",
  spam: (v) => (v === "yes" ? "spam only" : "spam excluded"),
  team: (v) => `${TEAM_LABELS[v]} team`,
  highIntent: () => "high intent",
  overdue: () => "past the reply deadline",
  sender: (v) => `from @${v.replace(/^@/, "")}`,
  search: (v) => `containing "${v}"`,
  topic: (v) => `about ${(MESSAGE_TOPICS.find((t) => t.key === v)?.label ?? v).toLowerCase()}`,
  product: () => "naming the product",
};

/**
 * The records page's header for a message filter: "since Nov 28, 2026, … · intent Shipping orders ·
 * spam excluded"; a product filter says the product's title when the records name it.
 */
export function describeMessageFilter(
  filter: MessageFilter,
  names: { product?: string | null } = {},
): string {
  return (Object.keys(DESCRIBE) as (keyof MessageFilter)[])
    .flatMap((key) => {
      const value = filter[key];
      if (value === undefined) return [];
      if (key === "product" && names.product) return [`naming the ${names.product}`];
      return [(DESCRIBE[key] as (v: typeof value) => string)(value)];
    })
    .join(" · ");
}
