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
  // What to frame, as text: the view is fitted again when it changes, not at every render (the
  // points' array is a new one each time its page draws).
  const frame = JSON.stringify({
    points: points.map((p) => [p.latitude, p.longitude]),
    circle: circle ? [circle.latitude, circle.longitude, circle.radiusKm] : null,
  });
  useEffect(() => {
    const framed = JSON.parse(frame) as { points: [number, number][]; circle: [number, number, number] | null };
    const bounds = L.latLngBounds([]);
    for (const point of framed.points) bounds.extend(point);
    if (framed.circle) bounds.extend(L.latLng(framed.circle[0], framed.circle[1]).toBounds(framed.circle[2] * 2000));
    // Without animation: a page left while Leaflet is still zooming would make it write to a map
    // already removed ("reading '_leaflet_pos'"), and framing results needs no flourish.
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 12, animate: false });
    else map.setView(FRANCE, FRANCE_ZOOM, { animate: false });
  }, [map, frame]);
  return null;
}
