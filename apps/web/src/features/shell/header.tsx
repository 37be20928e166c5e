import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { DesktopControls } from "./desktop-controls.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { NavLinks, type NavBadges } from "./nav-links.tsx";

interface HeaderProps {
  lang: string;
  actions?: ReactNode;
  menuActions?: ReactNode;
  menuButtonBadge?: ReactNode;
  navBadges?: NavBadges;
}

/**
 * The header: its links and its menus' buttons come with the page; the menus' code comes when
 * wanted, and a press made before it arrived is kept (features/shell/deferred-menu.tsx).
 */
export function Header({ lang, actions, menuActions, menuButtonBadge, navBadges }: HeaderProps) {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/$lang" params={{ lang }} className="flex min-h-11 items-center gap-2 font-bold" aria-label={t`Escouade, accueil`}>
          <Logo className="size-8" />
          <span className="text-lg tracking-tight">Escouade</span>
        </Link>
        <nav aria-label={t`Navigation principale`} className="ml-2 hidden flex-1 xl:block">
          <NavLinks lang={lang} layout="bar" badges={navBadges} />
        </nav>
        <div className="ml-auto hidden items-center gap-1 xl:flex">
          <DesktopControls lang={lang} actions={actions} />
        </div>
        <div className="ml-auto xl:hidden">
          <MobileNav lang={lang} actions={menuActions} buttonBadge={menuButtonBadge} navBadges={navBadges} />
        </div>
      </div>
    </header>
  );
}
