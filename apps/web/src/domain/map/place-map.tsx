// Loaded with React.lazy only (see location-preview.tsx): Leaflet stays out of the page's first paint.
import { MapContainer, Marker } from "react-leaflet";
import { gameIcon, MapTiles } from "./map-basics.tsx";

/** Where one place is: a single pin. */
export default function PlaceMap({ latitude, longitude, name, zoom }: { latitude: number; longitude: number; name: string; zoom: number }) {
  return (
    <MapContainer center={[latitude, longitude]} zoom={zoom} scrollWheelZoom={false} className="size-full">
      <MapTiles />
      <Marker position={[latitude, longitude]} icon={gameIcon} title={name} alt={name} />
    </MapContainer>
  );
}
