// Imported by lazily loaded map chunks only: Leaflet and its CSS stay out of the first screen.
import "leaflet/dist/leaflet.css";
import "./map-theme.css";
import { useLingui } from "@lingui/react/macro";
import L from "leaflet";
import { useEffect } from "react";
import { TileLayer, useMap } from "react-leaflet";
import { config } from "@/lib/config.ts";

export const FRANCE: L.LatLngTuple = [46.6, 2.4];
export const FRANCE_ZOOM = 5;

const LEAFLET_TITLE = 'title="A JavaScript library for interactive maps"';

/** The tile layer with its translated attribution, and Leaflet's own words (in English) said in the page's language. */
export function MapTiles() {
  const { t } = useLingui();
  const map = useMap();
  const zoomInTitle = t`Zoom avant`;
  const zoomOutTitle = t`Zoom arrière`;
  const closeLabel = t`Fermer`;
  const leafletTitle = `title="${t`Une bibliothèque JavaScript pour les cartes interactives`}"`;
  useEffect(() => {
    const zoom = L.control.zoom({ zoomInTitle, zoomOutTitle });
    map.zoomControl?.remove();
    zoom.addTo(map);
    const prefix = L.Control.Attribution.prototype.options.prefix;
    if (typeof prefix === "string") map.attributionControl?.setPrefix(prefix.replace(LEAFLET_TITLE, leafletTitle));
    const nameCloseButton = (event: L.PopupEvent) =>
      event.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", closeLabel);
    map.on("popupopen", nameCloseButton);
    return () => {
      zoom.remove();
      map.off("popupopen", nameCloseButton);
    };
  }, [map, zoomInTitle, zoomOutTitle, closeLabel, leafletTitle]);
  const attribution = `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">© ${t`les contributeurs d'OpenStreetMap`}</a>`;
  return <TileLayer url={config.mapTileUrl} attribution={attribution} />;
}

const PIN_PATH = "M14 1C7 1 1.5 6.5 1.5 13.4 1.5 22.6 14 37 14 37s12.5-14.4 12.5-23.6C26.5 6.5 21 1 14 1z";

// Drawn in CSS colours rather than Leaflet's PNG pins, which bundlers lose and themes cannot tint.
function pinIcon(className: string) {
  return L.divIcon({
    className,
    html: `<svg viewBox="0 0 28 38" width="28" height="38" aria-hidden="true"><path class="game-marker-pin" d="${PIN_PATH}"/><circle class="game-marker-dot" cx="14" cy="13.5" r="5"/></svg>`,
    iconSize: [28, 38],
    iconAnchor: [14, 37],
    popupAnchor: [0, -32],
  });
}

export const gameIcon = pinIcon("game-marker");
/** Fields and shops: the same pin, coloured apart by map-theme.css. */
export const fieldIcon = pinIcon("game-marker field-marker");
export const shopIcon = pinIcon("game-marker shop-marker");

type PinKind = "game" | "field" | "shop";

/** A marker's pin as drawn on the map, small, for a legend: `kind` picks its colour as on the map. */
export function MarkerPin({ kind }: { kind: PinKind }) {
  return (
    <span className={kind === "game" ? "game-marker" : `game-marker ${kind}-marker`}>
      <svg viewBox="0 0 28 38" width="14" height="19" aria-hidden="true" className="block">
        <path className="game-marker-pin" d={PIN_PATH} />
        <circle className="game-marker-dot" cx="14" cy="13.5" r="5" />
      </svg>
    </span>
  );
}
