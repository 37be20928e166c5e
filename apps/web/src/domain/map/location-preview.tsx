import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useRef, type ReactNode } from "react";
import { useNearViewport } from "@/lib/use-near-viewport.ts";

const PlaceMap = lazy(() => import("./place-map.tsx"));

interface LocationPreviewProps {
  latitude: number;
  longitude: number;
  /** The pin's name. */
  name: string;
  /** The map's zoom; OpenStreetMap opens two levels closer. */
  zoom: number;
  /** Between the map and the link: the address, where the page has not shown it yet. */
  children?: ReactNode;
}

/** How to get to a game or a shop: a small map, then a link to OpenStreetMap for directions. */
export function LocationPreview({ latitude, longitude, name, zoom, children }: LocationPreviewProps) {
  // Leaflet needs a window: a page written on the server shows the placeholder, the browser the
  // map, once the player is near it (it is below the fold on a phone).
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const osm = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom + 2}/${latitude}/${longitude}`;
  return (
    <>
      <div ref={box} className="relative z-0 h-56 overflow-hidden rounded-xl border border-border sm:h-72">
        {near ? (
          <Suspense fallback={<MapPlaceholder />}>
            <PlaceMap latitude={latitude} longitude={longitude} name={name} zoom={zoom} />
          </Suspense>
        ) : (
          <MapPlaceholder />
        )}
      </div>
      {children}
      <a href={osm} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-semibold text-accent hover:underline">
        <Trans>Ouvrir dans OpenStreetMap</Trans>
      </a>
    </>
  );
}

function MapPlaceholder() {
  return <div className="size-full animate-pulse bg-muted" />;
}
