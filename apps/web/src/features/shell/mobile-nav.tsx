import type { ReactNode } from "react";
import { DeferredMenu } from "./deferred-menu.tsx";
import { MenuButton } from "./menu-button.tsx";
import type { NavBadges } from "./nav-links.tsx";
import { NARROW_HEADER } from "./wide-header.ts";

export interface MobileNavProps {
  lang: string;
  actions?: ReactNode;
  buttonBadge?: ReactNode;
  navBadges?: NavBadges;
}

const loadMobileNav = () => import("./mobile-nav-sheet.tsx");

/** The phone's menu button; its sheet (features/shell/mobile-nav-sheet.tsx) comes once the page is idle, or at the first touch. */
export function MobileNav({ lang, actions, buttonBadge, navBadges }: MobileNavProps) {
  return (
    <DeferredMenu
      button={<MenuButton badge={buttonBadge} />}
      load={loadMobileNav}
      props={{ lang, actions, navBadges }}
      popup="dialog"
      preloadWhere={NARROW_HEADER}
    />
  );
}
