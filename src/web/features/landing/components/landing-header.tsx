import { Menu, Sparkles, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { LANDING_TEXTS } from "../landing.constants";
import type { DemoDialogRenderer } from "../landing.types";
import { BookDemoButton } from "./book-demo-button";
import { pillClasses } from "./pill-classes";

type LandingHeaderProps = {
  demoDialog: DemoDialogRenderer | undefined;
  onHowItWorks: () => void;
};

const MOBILE_MENU_ID = "landing-mobile-menu";

export function LandingHeader({ demoDialog, onHowItWorks }: LandingHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the menu and hands focus back to its toggle, as keyboard users expect of a disclosure.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      // Escape inside the demo dialog belongs to the dialog; the menu behind it stays open.
      if (event.target instanceof Element && event.target.closest("[role='dialog']")) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const goToHowItWorks = () => {
    setMenuOpen(false);
    onHowItWorks();
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-brand-100/70 bg-white/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-lg">
          <span className="flex size-8 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-sm">
            <Sparkles aria-hidden="true" className="size-4" />
          </span>
          <span className="bg-gradient-to-r from-brand-700 to-accent-600 bg-clip-text text-xl font-bold text-transparent">
            {LANDING_TEXTS.brand}
          </span>
        </Link>

        <nav aria-label={LANDING_TEXTS.mainNav} className="hidden items-center gap-2 md:flex">
          <button type="button" onClick={goToHowItWorks} className={pillClasses("ghost")}>
            {LANDING_TEXTS.howItWorksNav}
          </button>
          <Link to="/login" className={pillClasses("ghost")}>
            {LANDING_TEXTS.login}
          </Link>
          <BookDemoButton demoDialog={demoDialog} label={LANDING_TEXTS.bookDemo} />
        </nav>

        <button
          ref={toggleRef}
          type="button"
          aria-label={menuOpen ? LANDING_TEXTS.closeMenu : LANDING_TEXTS.openMenu}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 md:hidden"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>

      {menuOpen ? (
        <nav
          id={MOBILE_MENU_ID}
          aria-label={LANDING_TEXTS.mobileNav}
          className="border-t border-brand-100 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden"
        >
          <ul className="flex flex-col gap-1">
            <li>
              <button
                type="button"
                onClick={goToHowItWorks}
                className={pillClasses("ghost", "lg", { align: "start", className: "w-full" })}
              >
                {LANDING_TEXTS.howItWorksNav}
              </button>
            </li>
            <li>
              {/* The menu stays open behind the dialog: closing it would unmount the dialog with it. */}
              <BookDemoButton
                demoDialog={demoDialog}
                label={LANDING_TEXTS.bookADemo}
                size="lg"
                className="w-full"
              />
            </li>
            <li>
              <Link to="/login" className={pillClasses("outline", "lg", { className: "w-full" })}>
                {LANDING_TEXTS.login}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
