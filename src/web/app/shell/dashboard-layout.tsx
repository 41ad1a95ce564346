import { Logo } from "@web/components/ui/logo";
import { cx } from "@web/lib/class-names";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Link, Outlet } from "react-router";
import { AppHeader } from "./app-header";
import { SidebarNav } from "./sidebar-nav";
import { useSidebarCollapsed } from "./use-sidebar-collapsed";

const MAIN_ID = "main-content";

/** The shared dashboard shell: skip link, collapsible sidebar (a drawer below md), header, page. */
export function DashboardLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();

  return (
    <div className="flex min-h-dvh bg-surface">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <aside
        id="dashboard-sidebar"
        aria-label="Sidebar"
        className={cx(
          "sticky top-0 hidden h-dvh shrink-0 flex-col border-line border-r bg-white transition-[width] md:flex",
          collapsed ? "w-20" : "w-64",
        )}
      >
        <div
          className={cx("flex h-16 items-center border-line border-b", collapsed ? "justify-center" : "px-5")}
        >
          <Link to="/dashboard" aria-label="Lunara dashboard" className="rounded-md">
            <Logo compact={collapsed} />
          </Link>
        </div>
        <SidebarNav collapsed={collapsed} />
        <button
          type="button"
          onClick={toggleCollapsed}
          aria-expanded={!collapsed}
          aria-controls="dashboard-sidebar"
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          className={cx(
            "m-3 mt-0 flex items-center gap-2 rounded-lg p-2 text-ink-muted text-sm hover:bg-brand-50 hover:text-ink",
            collapsed && "justify-center",
          )}
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-5" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="size-5" />
          )}
          {!collapsed && <span>Collapse</span>}
        </button>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader />
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
