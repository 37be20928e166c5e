import type { ReactNode } from "react";

/** For the name's link: map-theme.css keeps it readable on the popup's card. */
export const popupLinkClass = "game-popup-link block text-base font-bold underline-offset-2 hover:underline";

/** A marker's popup: what kind of place, its name as a link (popupLinkClass), then the details. */
export function MapPopup({ kind, link, details, children }: { kind: string; link: ReactNode; details: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">{kind}</p>
      {link}
      <p className="text-muted-foreground">{details}</p>
      {children}
    </div>
  );
}
