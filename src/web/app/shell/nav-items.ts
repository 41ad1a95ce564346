import {
  BarChart3,
  Bot,
  Contact,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareShare,
  Palette,
  Plug,
  UsersRound,
  Workflow,
} from "lucide-react";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only the exact path is active (so /dashboard is not active on every dashboard page). */
  end?: boolean;
  /** Which navigation count this item shows as a badge. */
  count?: "pendingMessages" | "leads";
}

/** The spec's sidebar items (spec 3, "Dashboard shell"). */
export const PRIMARY_NAV: NavItem[] = [
  { label: "Dashboard", to: "/dashboard", icon: LayoutDashboard, end: true },
  { label: "Inbox", to: "/dashboard/inbox", icon: Inbox, count: "pendingMessages" },
  { label: "Leads", to: "/dashboard/leads", icon: Contact, count: "leads" },
  { label: "Integrations", to: "/dashboard/integrations", icon: Plug },
  { label: "Brand", to: "/dashboard/brand", icon: Palette },
];

/** The other navigation targets of the shell. */
export const SECONDARY_NAV: NavItem[] = [
  { label: "Analytics", to: "/dashboard/analytics", icon: BarChart3 },
  { label: "Community", to: "/dashboard/community", icon: UsersRound },
  { label: "Lunara AI", to: "/dashboard/lunara-ai", icon: Bot },
  { label: "Team Dashboard", to: "/dashboard/team-dashboard", icon: Workflow },
  { label: "Comment to DM", to: "/dashboard/comment-dm", icon: MessageSquareShare },
];

export const SETTINGS_PATH = "/dashboard/settings";
