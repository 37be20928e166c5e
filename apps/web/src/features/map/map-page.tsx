import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { Check, LoaderCircle, LocateFixed } from "lucide-react";
import { lazy, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useGeolocation, type Position } from "@/domain/location/use-geolocation.ts";
import { MapFrame } from "@/domain/map/map-frame.tsx";
import { cn } from "@/lib/cn.ts";
import { useMapData, type MapLayer } from "./use-map-data.ts";

// Leaflet weighs more than the rest of the page: it loads after the first screen.
const ExploreMap = lazy(() => import("./explore-map.tsx"));

const LAYERS: ReadonlyArray<{ layer: MapLayer; label: MessageDescriptor }> = [
  { layer: "fields", label: msg`Terrains` },
  { layer: "shops", label: msg`Boutiques` },
  { layer: "games", label: msg`Parties` },
];

/** A layer's switch: filled with a ticked box while its markers show, outlined with an empty box once hidden. */
function LayerToggle({ label, shown, onToggle }: { label: string; shown: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={shown}
      onClick={onToggle}
      className={cn(
        "flex min-h-11 items-center justify-center gap-2 rounded-lg border px-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:px-4",
        shown ? "border-primary bg-primary text-primary-foreground hover:opacity-90" : "border-input bg-card text-muted-foreground hover:bg-muted",
      )}
    >
      <span
        className={cn(
          "flex size-4 shrink-0 items-center justify-center rounded border-2",
          shown ? "border-primary-foreground bg-primary-foreground text-primary" : "border-muted-foreground",
        )}
        aria-hidden
      >
        {shown ? <Check className="size-3" strokeWidth={3.5} /> : null}
      </span>
      {label}
    </button>
  );
}

export function MapPage() {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const data = useMapData();
  const [layers, setLayers] = useState<ReadonlySet<MapLayer>>(new Set(["fields", "shops", "games"]));
  const [position, setPosition] = useState<Position>();
  const me = useGeolocation(setPosition);

  const toggle = (layer: MapLayer) =>
    setLayers((previous) => {
      const next = new Set(previous);
      if (!next.delete(layer)) next.add(layer);
      return next;
    });

  return (
    // Edge to edge on the phone, the map filling the screen under the header (4rem) and this bar.
    <div className="-mx-4 -my-6 flex h-[calc(100dvh-4rem)] flex-col sm:mx-0 sm:my-0 sm:h-[calc(100dvh-9rem)] sm:gap-3">
      <h1 className="sr-only">
        <Trans>Carte des terrains, boutiques et parties</Trans>
      </h1>
      <div className="flex flex-wrap items-center gap-2 border-b border-border bg-background p-2 sm:border-0 sm:p-0">
        <div role="group" aria-label={t`Calques`} className="grid flex-1 grid-cols-3 gap-1 sm:flex-none">
          {LAYERS.map(({ layer, label }) => (
            <LayerToggle key={layer} label={i18n._(label)} shown={layers.has(layer)} onToggle={() => toggle(layer)} />
          ))}
        </div>
        <Button variant="outline" onClick={me.locate} disabled={me.locating} className="w-full sm:ml-auto sm:w-auto">
          {me.locating ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <LocateFixed className="size-4" aria-hidden />}
          <Trans>Autour de moi</Trans>
        </Button>
        {me.problem ? (
          <p role="alert" className="w-full text-sm text-destructive">
            {me.problem === "denied" ? (
              <Trans>Vous avez refusé l'accès à votre position. Autorisez-le dans votre navigateur, ou déplacez la carte.</Trans>
            ) : me.problem === "unavailable" ? (
              <Trans>Votre position n'a pas pu être déterminée. Réessayez, ou déplacez la carte.</Trans>
            ) : (
              <Trans>Votre navigateur ne permet pas de vous localiser. Déplacez la carte.</Trans>
            )}
          </p>
        ) : null}
      </div>
      <MapFrame label={t`Carte`} className="min-h-0 flex-1 sm:rounded-2xl sm:border sm:border-border">
        <ExploreMap data={data} layers={layers} me={position} lang={lang} />
      </MapFrame>
    </div>
  );
}
