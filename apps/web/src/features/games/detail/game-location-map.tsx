// Loaded with React.lazy only, like every map: Leaflet stays out of the game page's first paint.
import { MapContainer, Marker } from "react-leaflet";
import { gameIcon, MapTiles } from "@/domain/map/map-basics.tsx";

/** Where the game takes place: one pin, zoomed on the field. */
export default function GameLocationMap({ latitude, longitude, title }: { latitude: number; longitude: number; title: string }) {
  return (
    <MapContainer center={[latitude, longitude]} zoom={12} scrollWheelZoom={false} className="size-full">
      <MapTiles />
      <Marker position={[latitude, longitude]} icon={gameIcon} title={title} alt={title} />
    </MapContainer>
  );
}
