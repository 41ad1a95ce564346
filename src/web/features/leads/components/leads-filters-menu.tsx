import * as Menu from "@radix-ui/react-dropdown-menu";
import {
  LAST_CONTACTED_ALL_TIME,
  LAST_CONTACTED_CHOICES,
  LEAD_CHANNELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  REVENUE_RANGES,
} from "@shared/leads/leads.constants";
import type { LeadFilters } from "@shared/leads/leads.schema";
import { Badge } from "@web/components/ui/badge";
import { buttonClasses } from "@web/components/ui/button";
import { Check, Filter } from "lucide-react";

interface LeadsFiltersMenuProps {
  filters: LeadFilters;
  onChange: (next: LeadFilters) => void;
}

const CHANNEL_LABELS = { instagram: "Instagram", tiktok: "TikTok", shopify: "Shopify" } as const;
const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-ink text-sm outline-none data-[highlighted]:bg-brand-50";
const labelClass = "px-2 pt-2 pb-1 font-semibold text-ink-muted text-xs uppercase";
const keepOpen = (e: Event) => e.preventDefault();
const toggle = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The Filters dropdown: channels, statuses, revenue range and last contacted; the badge counts active groups. */
export function LeadsFiltersMenu({ filters, onChange }: LeadsFiltersMenuProps) {
  const revenueKey = `${filters.minRevenue}-${filters.maxRevenue}`;
  const active =
    (filters.channels.length ? 1 : 0) +
    (filters.statuses.length ? 1 : 0) +
    (revenueKey !== "0-1000" ? 1 : 0) +
    (filters.lastContactedDays !== LAST_CONTACTED_ALL_TIME ? 1 : 0);
  return (
    <Menu.Root>
      <Menu.Trigger
        className={buttonClasses("outline", "md")}
        aria-label={active ? `Filters (${active} active)` : "Filters"}
      >
        <Filter aria-hidden="true" className="size-4" />
        Filters
        {active > 0 && <Badge aria-hidden="true">{active}</Badge>}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-h-[70dvh] w-64 overflow-y-auto rounded-lg border border-line bg-white p-1 shadow-card"
        >
          <Menu.Label className={labelClass}>Channels</Menu.Label>
          {LEAD_CHANNELS.map((c) => (
            <Menu.CheckboxItem
              key={c}
              className={itemClass}
              checked={filters.channels.includes(c)}
              onSelect={keepOpen}
              onCheckedChange={() => onChange({ ...filters, channels: toggle(filters.channels, c) })}
            >
              <span className="size-4">
                <Menu.ItemIndicator>
                  <Check className="size-4" aria-hidden="true" />
                </Menu.ItemIndicator>
              </span>
              {CHANNEL_LABELS[c]}
            </Menu.CheckboxItem>
          ))}
          <Menu.Separator className="my-1 h-px bg-line" />
          <Menu.Label className={labelClass}>Status</Menu.Label>
          {LEAD_STATUSES.map((s) => (
            <Menu.CheckboxItem
              key={s}
              className={itemClass}
              checked={filters.statuses.includes(s)}
              onSelect={keepOpen}
              onCheckedChange={() => onChange({ ...filters, statuses: toggle(filters.statuses, s) })}
            >
              <span className="size-4">
                <Menu.ItemIndicator>
                  <Check className="size-4" aria-hidden="true" />
                </Menu.ItemIndicator>
              </span>
              {LEAD_STATUS_LABELS[s]}
            </Menu.CheckboxItem>
          ))}
          <Menu.Separator className="my-1 h-px bg-line" />
          <Menu.Label className={labelClass}>Revenue</Menu.Label>
          <Menu.RadioGroup
            value={revenueKey}
            onValueChange={(v) => {
              const range = REVENUE_RANGES.find((r) => `${r.min}-${r.max}` === v);
              if (range) onChange({ ...filters, minRevenue: range.min, maxRevenue: range.max });
            }}
          >
            {REVENUE_RANGES.map((r) => (
              <Menu.RadioItem
                key={r.label}
                value={`${r.min}-${r.max}`}
                className={itemClass}
                onSelect={keepOpen}
              >
                <span className="size-4">
                  <Menu.ItemIndicator>
                    <Check className="size-4" aria-hidden="true" />
                  </Menu.ItemIndicator>
                </span>
                {r.label}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Separator className="my-1 h-px bg-line" />
          <Menu.Label className={labelClass}>Last contacted</Menu.Label>
          <Menu.RadioGroup
            value={String(filters.lastContactedDays)}
            onValueChange={(v) => onChange({ ...filters, lastContactedDays: Number(v) })}
          >
            {LAST_CONTACTED_CHOICES.map((days) => (
              <Menu.RadioItem key={days} value={String(days)} className={itemClass} onSelect={keepOpen}>
                <span className="size-4">
                  <Menu.ItemIndicator>
                    <Check className="size-4" aria-hidden="true" />
                  </Menu.ItemIndicator>
                </span>
                {days === LAST_CONTACTED_ALL_TIME ? "All time" : `Last ${days} days`}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
