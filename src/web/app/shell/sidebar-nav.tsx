import { cx } from "@web/lib/class-names";
import { displayName, useMe } from "@web/lib/me";
import { Settings } from "lucide-react";
import { NavLink } from "react-router";
import { type NavItem, PRIMARY_NAV, SECONDARY_NAV, SETTINGS_PATH } from "./nav-items";
import { useNavCounts } from "./use-nav-counts";

/** What a link's count is, read after the link's name: "Inbox, 3 pending messages", "Leads, 1 in all". */
const COUNT_LABELS = {
  pendingMessages: (n: number) => (n === 1 ? "pending message" : "pending messages"),
  leads: () => "in all",
} as const;

interface SidebarNavProps {
  collapsed: boolean;
  /** Lets the mobile drawer close itself after a navigation. */
  onNavigate?: () => void;
}

const linkClasses = (collapsed: boolean) => (state: { isActive: boolean }) =>
  cx(
    "flex items-center gap-3 rounded-lg py-2 font-medium text-sm transition-colors",
    collapsed ? "justify-center px-2" : "px-3",
    state.isActive ? "bg-brand-100 text-brand-800" : "text-ink-muted hover:bg-brand-50 hover:text-ink",
  );

function NavList({ items, collapsed, onNavigate }: SidebarNavProps & { items: NavItem[] }) {
  const counts = useNavCounts();
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ label, to, icon: Icon, end, count }) => {
        const value = count ? counts.data?.[count] : undefined;
        return (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={linkClasses(collapsed)}
              title={collapsed ? label : undefined}
            >
              <span className="relative">
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {collapsed && value ? (
                  <span
                    aria-hidden="true"
                    className="-top-1 -right-1 absolute size-2 rounded-full bg-accent-500"
                  />
                ) : null}
              </span>
              <span className={collapsed ? "sr-only" : "flex-1"}>{label}</span>
              {count && value !== undefined ? (
                <span
                  className={cx(
                    "rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-800 text-xs tabular-nums",
                    collapsed && "sr-only",
                  )}
                >
                  <span className="sr-only">, </span>
                  {value.toLocaleString("en-CA")}
                  <span className="sr-only"> {COUNT_LABELS[count](value)}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const me = useMe();
  const profileLabel = displayName(me.data?.profile?.full_name, me.data?.user.email);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <nav aria-label="Main" className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-3 py-4">
        <NavList items={PRIMARY_NAV} collapsed={collapsed} onNavigate={onNavigate} />
        <div className="flex flex-col gap-1">
          {!collapsed && (
            <p className="px-3 pb-1 font-semibold text-ink-muted text-xs uppercase tracking-wide">
              Workspace
            </p>
          )}
          <NavList items={SECONDARY_NAV} collapsed={collapsed} onNavigate={onNavigate} />
        </div>
      </nav>
      <div className="border-line border-t p-3">
        <NavLink
          to={SETTINGS_PATH}
          onClick={onNavigate}
          className={linkClasses(collapsed)}
          title={collapsed ? `${profileLabel} · Settings` : undefined}
        >
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 font-semibold text-white text-xs"
          >
            {profileLabel.charAt(0).toUpperCase()}
          </span>
          <span className={cx("flex min-w-0 flex-col", collapsed && "sr-only")}>
            <span className="truncate text-ink">{profileLabel}</span>
            <span className="flex items-center gap-1 text-ink-muted text-xs">
              <Settings aria-hidden="true" className="size-3" />
              Settings
            </span>
          </span>
        </NavLink>
      </div>
    </div>
  );
}
