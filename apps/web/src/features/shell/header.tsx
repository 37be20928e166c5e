import { useLingui } from "@lingui/react/macro";
import { Link, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { Logo } from "./logo.tsx";
import { MenuButton } from "./menu-button.tsx";
import { NavLinks, type NavBadges } from "./nav-links.tsx";

// The menus (radix dropdowns and the phone's sheet) are not needed to paint the first screen:
// their code follows it. A tap on the phone's button before then opens the menu once it is here.
const MobileNav = lazy(() => import("./mobile-nav.tsx").then(({ MobileNav: Nav }) => ({ default: Nav })));
const DesktopControls = lazy(() => import("./desktop-controls.tsx").then(({ DesktopControls: Controls }) => ({ default: Controls })));

interface HeaderProps {
  lang: string;
  actions?: ReactNode;
  menuActions?: ReactNode;
  menuButtonBadge?: ReactNode;
  navBadges?: NavBadges;
}

export function Header({ lang, actions, menuActions, menuButtonBadge, navBadges }: HeaderProps) {
  const { t } = useLingui();
  // Where the menu button was tapped before the menu's code arrived: it opens there once loaded,
  // not on the page a link on this one led to in the meantime.
  const [tappedOn, setTappedOn] = useState<string | null>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const menuClosed = useCallback(() => setTappedOn(null), []);
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
          <Suspense fallback={null}>
            <DesktopControls lang={lang} actions={actions} />
          </Suspense>
        </div>
        <div className="ml-auto xl:hidden">
          <Suspense fallback={<MenuButton badge={menuButtonBadge} aria-haspopup="dialog" onClick={() => setTappedOn(pathname)} />}>
            <MobileNav lang={lang} actions={menuActions} buttonBadge={menuButtonBadge} navBadges={navBadges} initiallyOpen={tappedOn === pathname} onClosed={menuClosed} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
