// Loaded with React.lazy only, like every map: Leaflet stays out of the shop page's first paint.
import { MapContainer, Marker } from "react-leaflet";
import { gameIcon, MapTiles } from "@/domain/map/map-basics.tsx";

/** Where the shop is: one pin, zoomed on the street. */
export default function ShopLocationMap({ latitude, longitude, name }: { latitude: number; longitude: number; name: string }) {
  return (
    <MapContainer center={[latitude, longitude]} zoom={14} scrollWheelZoom={false} className="size-full">
      <MapTiles />
      <Marker position={[latitude, longitude]} icon={gameIcon} title={name} alt={name} />
    </MapContainer>
  );
}
