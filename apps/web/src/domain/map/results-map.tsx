// Imported by lazily loaded map chunks only: Leaflet and its CSS stay out of the first screen.
import type { ReactNode } from "react";
import { Circle, MapContainer, Marker, Popup } from "react-leaflet";
import { FitView, type SearchCircle } from "./fit-view.tsx";
import { FRANCE, FRANCE_ZOOM, gameIcon, MapTiles } from "./map-basics.tsx";
import { MarkerClusters } from "./marker-clusters.tsx";

interface ResultsMapProps<T> {
  items: readonly T[];
  /** The circle searched, drawn and framed with the results. */
  circle?: SearchCircle;
  /** A marker's tooltip and accessible name. */
  name: (item: T) => string;
  popup: (item: T) => ReactNode;
}

/** A search's results on a map: clustered pins with their popups, framed on the results and the circle. */
export function ResultsMap<T extends { id: number; latitude: number; longitude: number }>({ items, circle, name, popup }: ResultsMapProps<T>) {
  return (
    <MapContainer center={FRANCE} zoom={FRANCE_ZOOM} scrollWheelZoom className="size-full">
      <MapTiles />
      {circle ? (
        <Circle
          center={[circle.latitude, circle.longitude]}
          radius={circle.radiusKm * 1000}
          // A creation option (react-leaflet's pathOptions only restyle): coloured by map-theme.css.
          className="search-circle"
          weight={1.5}
          interactive={false}
        />
      ) : null}
      <MarkerClusters>
        {items.map((item) => (
          <Marker key={item.id} position={[item.latitude, item.longitude]} icon={gameIcon} title={name(item)} alt={name(item)}>
            <Popup>{popup(item)}</Popup>
          </Marker>
        ))}
      </MarkerClusters>
      <FitView points={items} circle={circle} />
    </MapContainer>
  );
}
