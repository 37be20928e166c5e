import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import { NAV_ITEMS } from "./nav-items.ts";

/** What a section shows beside its name (the unread messages), with its words for screen readers. */
export type NavBadges = Partial<Record<string, ReactNode>>;

/** The main sections; those not shipped yet are visible but inert, with a "soon" badge. */
export function NavLinks({ lang, layout, badges }: { lang: string; layout: "bar" | "list"; badges?: NavBadges }) {
  const { i18n, t } = useLingui();
  const iconClass = cn("size-4", layout === "bar" && "hidden 2xl:block");
  return (
    <ul className={cn(layout === "bar" ? "flex items-center gap-1" : "flex flex-col gap-1")}>
      {NAV_ITEMS.map(({ key, label, icon: Icon, to }) => {
        const className = cn(
          "flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium",
          // The bar shares 1280 px with the menus: no icons and a tighter padding until there is room.
          layout === "bar" ? "px-2.5 2xl:px-3" : "px-3",
          layout === "list" && "text-base",
          to ? "hover:bg-muted" : "cursor-not-allowed text-muted-foreground",
        );
        return (
          <li key={key}>
            {to ? (
              <Link to={to} params={{ lang }} className={className} activeProps={{ className: "bg-muted" }}>
                <Icon className={iconClass} aria-hidden />
                {i18n._(label)}
                {badges?.[key]}
              </Link>
            ) : (
              <span className={className} aria-disabled="true" title={layout === "bar" ? t`Bientôt` : undefined}>
                <Icon className={iconClass} aria-hidden />
                {i18n._(label)}
                {layout === "list" ? (
                  <span className="rounded-full bg-muted px-2 py-0.5 text-[10px] font-semibold uppercase tracking-wide">
                    <Trans>Bientôt</Trans>
                  </span>
                ) : (
                  <span className="sr-only">
                    (<Trans>Bientôt</Trans>)
                  </span>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
