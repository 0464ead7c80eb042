"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type LabelledNavItem, NavLinks } from "./nav-links";

/**
 * Phone-width navigation: a menu button that opens the role's links, the user and sign-out below the header.
 * A disclosure, not a dialog: it closes when focus or a click leaves it, and Escape closes it and returns
 * focus to the button.
 */
export function MobileMenu({
  items,
  footer,
  words,
}: {
  items: readonly LabelledNavItem[];
  footer: ReactNode;
  words: { openMenu: string; closeMenu: string; mainNavigation: string };
}) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const pathname = usePathname();
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Close after a navigation (state adjusted during render, React's pattern for "reset on prop change").
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setIsOpen(false);
  }
  useEffect(() => {
    const menu = menuRef.current;
    if (!isOpen || !menu) return;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !menu.contains(target);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      // The focused link may be in the panel about to unmount, which would drop focus to <body>.
      buttonRef.current?.focus();
    };
    // The panel has no backdrop: left open, it would cover the fields focus moved on to. Focus with no
    // new target (the window lost focus, a click on nothing focusable) is left to the pointer handler.
    const onFocusOut = (event: FocusEvent) => isOutside(event.relatedTarget) && setIsOpen(false);
    const onPointerDown = (event: PointerEvent) => isOutside(event.target) && setIsOpen(false);
    window.addEventListener("keydown", onKey);
    menu.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      window.removeEventListener("keydown", onKey);
      menu.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [isOpen]);

  return (
    <div ref={menuRef} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100"
      >
        <span className="sr-only">{isOpen ? words.closeMenu : words.openMenu}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {isOpen ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          )}
        </svg>
      </button>
      {/* Rendered only while open, so the closed menu adds nothing to the page or the accessibility tree. */}
      <div id={panelId}>
        {isOpen ? (
          <div className="absolute inset-x-0 top-full z-20 border-b border-gray-200 bg-white px-4 pt-2 pb-4 shadow-md">
            <nav aria-label={words.mainNavigation}>
              <NavLinks items={items} orientation="vertical" onNavigate={() => setIsOpen(false)} />
            </nav>
            <div className="mt-3 border-t border-gray-100 pt-3">{footer}</div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
