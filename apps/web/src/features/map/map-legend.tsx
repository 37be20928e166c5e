// Part of the lazily loaded map chunk: it uses the markers' own pins and map-theme.css.
import { Trans } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { MarkerPin } from "@/domain/map/map-basics.tsx";

function Entry({ symbol, children }: { symbol: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <span className="flex w-5 shrink-0 justify-center">{symbol}</span>
      {children}
    </li>
  );
}

/**
 * What each mark on the map stands for, over its top-right corner (Leaflet keeps the zoom top-left
 * and the credits bottom-right). Open at first; folds to its title so it hides no marker for long.
 */
export function MapLegend({ located }: { located: boolean }) {
  return (
    <details open className="group absolute top-2 right-2 z-[1000] max-w-[60%] rounded-lg border border-border bg-card/95 text-xs shadow-md">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 font-semibold [&::-webkit-details-marker]:hidden">
        <Trans>Légende</Trans>
        <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden />
      </summary>
      <ul className="space-y-1.5 px-3 pb-3">
        <Entry symbol={<MarkerPin kind="field" />}>
          <Trans>Terrain</Trans>
        </Entry>
        <Entry symbol={<MarkerPin kind="shop" />}>
          <Trans>Boutique</Trans>
        </Entry>
        <Entry symbol={<MarkerPin kind="game" />}>
          <Trans>Partie à venir</Trans>
        </Entry>
        <Entry
          symbol={
            <span className="flex size-5 items-center justify-center rounded-full bg-primary text-[0.625rem] font-bold text-primary-foreground" aria-hidden>
              3
            </span>
          }
        >
          <Trans>Lieux proches regroupés : zoomez</Trans>
        </Entry>
        {located ? (
          <Entry symbol={<span className="size-3.5 rounded-full border-[3px] border-primary bg-primary/10" aria-hidden />}>
            <Trans>Votre position</Trans>
          </Entry>
        ) : null}
      </ul>
    </details>
  );
}
