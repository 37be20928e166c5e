/**
 * The map's raster tiles when a deployment names none (VITE_MAP_TILE_URL): OpenStreetMap's own,
 * fine for development and light use under their tile usage policy. The web draws from it and the
 * server's security policy allows its origin, so both read it here.
 */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
