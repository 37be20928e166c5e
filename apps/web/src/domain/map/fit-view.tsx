// Imported by lazily loaded map chunks only.
import L from "leaflet";
import { useEffect } from "react";
import { useMap } from "react-leaflet";
import { FRANCE, FRANCE_ZOOM } from "./map-basics.tsx";

/** The circle a search covers, drawn on its map and framed with its results. */
export interface SearchCircle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** Frames the points (and the search circle), or France when there is nothing to show. */
export function FitView({ points, circle }: { points: readonly { id: number; latitude: number; longitude: number }[]; circle?: SearchCircle }) {
  const map = useMap();
  const fitKey = `${points.map((p) => p.id).join(",")}|${circle ? `${circle.latitude},${circle.longitude},${circle.radiusKm}` : ""}`;
  useEffect(() => {
    const bounds = L.latLngBounds([]);
    for (const point of points) bounds.extend([point.latitude, point.longitude]);
    if (circle) bounds.extend(L.latLng(circle.latitude, circle.longitude).toBounds(circle.radiusKm * 2000));
    // Without animation: a page left while Leaflet is still zooming would make it write to a map
    // already removed ("reading '_leaflet_pos'"), and framing results needs no flourish.
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 12, animate: false });
    else map.setView(FRANCE, FRANCE_ZOOM, { animate: false });
    // fitKey sums up points and circle: refit when they change, not on every render.
  }, [map, fitKey]);
  return null;
}
