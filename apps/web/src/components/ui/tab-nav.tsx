import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef, type ReactNode } from "react";

/** A tab as a link (each tab has its own URL): a pill, 44 px tall. */
export const tabLinkClass =
  "flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border border-border bg-card px-4 text-sm font-medium transition hover:bg-muted";
export const activeTabClass = "border-primary bg-primary text-primary-foreground hover:bg-primary";

/**
 * A row of tab links that scrolls sideways on a phone instead of wrapping. The open tab is
 * brought into the row's view, so a deep link to the last tab does not hide which one is open.
 */
export function TabNav({ label, children }: { label: string; children: ReactNode }) {
  const nav = useRef<HTMLElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active) return;
    // Horizontal only: scrollIntoView could also scroll the page itself.
    row.scrollTo({ left: active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2 });
  }, [pathname]);
  return (
    <nav ref={nav} aria-label={label} className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      {children}
    </nav>
  );
}
