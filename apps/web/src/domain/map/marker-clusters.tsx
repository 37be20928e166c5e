/// <reference types="leaflet.markercluster" />
// Imported by lazily loaded map chunks only: the clustering plugin and its CSS stay out of the first screen.
import "react-leaflet-cluster/dist/assets/MarkerCluster.css";
import L from "leaflet";
import type { ReactNode } from "react";
import MarkerClusterGroup from "react-leaflet-cluster";

/** A cluster of markers: its count in a disc that grows with it (styled by map-theme.css). */
function clusterIcon(cluster: L.MarkerCluster) {
  const count = cluster.getChildCount();
  const size = count < 10 ? 40 : count < 100 ? 48 : 56;
  return L.divIcon({ className: "game-cluster", html: `<span>${count}</span>`, iconSize: [size, size] });
}

/** Nearby markers gathered into one disc until the map is zoomed in: one look for every map of the app. */
export function MarkerClusters({ children }: { children: ReactNode }) {
  return (
    <MarkerClusterGroup iconCreateFunction={clusterIcon} showCoverageOnHover={false} maxClusterRadius={50} chunkedLoading>
      {children}
    </MarkerClusterGroup>
  );
}
