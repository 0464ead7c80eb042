import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { homeFor, navFor } from "@/lib/auth/roles";
import type { PortalUser } from "@/lib/auth/session";
import type { Theme } from "@/lib/display/theme";
import { BrandMark } from "./brand-mark";
import { DisplaySettings } from "./display-settings";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { SignOutButton, type SignOutWords } from "./sign-out-button";

function UserSummary({ user, className }: { user: PortalUser; className?: string }) {
  const t = useTranslations("Roles");
  return (
    <div className={cn("min-w-0 text-sm leading-tight", className)}>
      <p className="truncate font-medium text-gray-900">{user.name}</p>
      <p className="truncate text-xs text-gray-600">
        {user.roles.map((role) => t(role)).join(", ")} · {user.org}
      </p>
    </div>
  );
}

/** Header with product name, role navigation, the user and sign-out; the page in <main>; display settings below. */
export function AppShell({ user, theme, children }: { user: PortalUser; theme: Theme; children: ReactNode }) {
  const t = useTranslations("Shell");
  const tNav = useTranslations("Nav");
  const tSignOut = useTranslations("SignOut");
  // The client pieces get their words from here: the browser needs no catalogue to show the shell.
  const items = navFor(user.roles).map((item) => ({ ...item, label: tNav(item.key) }));
  const signOutWords: SignOutWords = {
    signOut: tSignOut("signOut"),
    signingOut: tSignOut("signingOut"),
    everywhere: tSignOut("everywhere"),
    everywhereTitle: tSignOut("everywhereTitle"),
    everywhereDescription: tSignOut("everywhereDescription"),
    everywhereConfirm: tSignOut("everywhereConfirm"),
    cancel: tSignOut("cancel"),
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      <header className="relative border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
          <Link href={homeFor(user.roles)} className="flex shrink-0 items-center gap-2.5 rounded-md">
            <BrandMark />
            <span className="text-base font-semibold tracking-tight text-gray-900">{t("productName")}</span>
          </Link>
          {/* The full navigation from 1024 px: below that, a role's links and the user would not fit on one row. */}
          <nav aria-label={t("mainNavigation")} className="hidden min-w-0 flex-1 lg:block">
            <NavLinks items={items} orientation="horizontal" />
          </nav>
          <div className="ml-auto hidden items-center gap-4 lg:flex">
            <UserSummary user={user} className="hidden xl:block" />
            <SignOutButton words={signOutWords} />
          </div>
          <div className="ml-auto lg:hidden">
            <MobileMenu
              items={items}
              words={{
                openMenu: t("openMenu"),
                closeMenu: t("closeMenu"),
                mainNavigation: t("mainNavigation"),
              }}
              footer={
                <div className="flex items-center justify-between gap-3">
                  <UserSummary user={user} />
                  <SignOutButton words={signOutWords} />
                </div>
              }
            />
          </div>
        </div>
      </header>
      {/* At least a screen tall, so the footer starts below the fold and a page streaming in does not push it down (layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-7xl px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
      >
        {children}
      </main>
      <footer className="border-t border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <SignOutButton everywhere words={signOutWords} />
          <DisplaySettings theme={theme} className="justify-end" />
        </div>
      </footer>
    </div>
  );
}
