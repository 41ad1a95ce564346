import * as Menu from "@radix-ui/react-dropdown-menu";
import {
  ACTION_FILTERS,
  PLATFORM_FILTERS,
  RECOMMENDED_TEAM_LABELS,
  SENTIMENT_FILTERS,
  STATUS_FILTERS,
  TEAM_FILTERS,
  TIME_RANGE_FILTERS,
  URGENCY_FILTERS,
} from "@shared/inbox/inbox.constants";
import { activeFilterCount, DEFAULT_FILTERS, type InboxFilters } from "@shared/inbox/inbox-filters";
import { buttonClasses } from "@web/components/ui/button";
import { Check, SlidersHorizontal } from "lucide-react";
import { INBOX_TEXTS } from "../inbox-texts";

const GROUPS: { key: keyof InboxFilters; label: string; options: readonly string[] }[] = [
  { key: "status", label: "Status", options: STATUS_FILTERS },
  { key: "sentiment", label: "Sentiment", options: SENTIMENT_FILTERS },
  { key: "platform", label: "Platform", options: PLATFORM_FILTERS },
  { key: "urgency", label: "Priority & Urgency", options: URGENCY_FILTERS },
  { key: "team", label: "Team", options: TEAM_FILTERS },
  { key: "action", label: "Action", options: ACTION_FILTERS },
  { key: "timeRange", label: "Time range", options: TIME_RANGE_FILTERS },
];

const OPTION_LABELS: Record<string, string> = {
  all: "All",
  "not-responded": "Not responded",
  "high-intent": "High intent",
  instagram: "Instagram",
  tiktok: "TikTok",
  ...RECOMMENDED_TEAM_LABELS,
  auto_reply: "Auto reply",
  human_review: "Human review",
  "1day": "Last day",
  "7days": "Last 7 days",
  "30days": "Last 30 days",
  "90days": "Last 90 days",
};
const optionLabel = (value: string) => OPTION_LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1);

export function InboxFiltersMenu({
  filters,
  onChange,
}: {
  filters: InboxFilters;
  onChange: (filters: InboxFilters) => void;
}) {
  const count = activeFilterCount(filters);
  return (
    <Menu.Root>
      <Menu.Trigger
        className={buttonClasses("outline")}
        aria-label={count ? `${INBOX_TEXTS.filters} (${count} active)` : INBOX_TEXTS.filters}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {INBOX_TEXTS.filters}
        {count > 0 && (
          <span
            aria-hidden="true"
            className="rounded-full bg-brand-600 px-1.5 font-semibold text-white text-xs"
          >
            {count}
          </span>
        )}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          // No taller than the room left below (or above) the button: its last items stay reachable.
          className="z-40 max-h-[min(70dvh,var(--radix-dropdown-menu-content-available-height))] w-64 overflow-y-auto rounded-card border border-line bg-white p-2 shadow-card"
        >
          {GROUPS.map((group) => (
            <Menu.Group key={group.key} aria-label={group.label}>
              <Menu.Label className="px-2 pt-2 pb-1 font-semibold text-ink-muted text-xs uppercase">
                {group.label}
              </Menu.Label>
              <Menu.RadioGroup
                value={filters[group.key]}
                onValueChange={(value) => onChange({ ...filters, [group.key]: value })}
              >
                {group.options.map((option) => (
                  <Menu.RadioItem
                    key={option}
                    value={option}
                    onSelect={(event) => event.preventDefault()}
                    className="flex cursor-pointer items-center justify-between rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-brand-50"
                  >
                    {optionLabel(option)}
                    <Menu.ItemIndicator>
                      <Check aria-hidden="true" className="size-4 text-brand-700" />
                    </Menu.ItemIndicator>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioGroup>
            </Menu.Group>
          ))}
          <Menu.Separator className="my-2 h-px bg-line" />
          <Menu.Item
            disabled={count === 0}
            onSelect={() => onChange(DEFAULT_FILTERS)}
            className="cursor-pointer rounded-md px-2 py-1.5 text-sm outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50"
          >
            {INBOX_TEXTS.clearFilters}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
