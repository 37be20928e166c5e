import type { AddressSearchData, GeoPlace } from "@escouade/contracts/geo";
import type { Geocoder } from "../../platform/geocoder.ts";
import type { Gazetteer } from "../../platform/offline-gazetteer.ts";
import { AppError } from "../../core/app-error.ts";

export interface GeoDeps {
  /** Absent when no geocoder is configured (GEOCODER_URL=""): the offline gazetteer answers alone. */
  geocoder?: Geocoder;
  gazetteer: Gazetteer;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Address autocomplete: the geocoder first (French addresses), the offline gazetteer of European
 * cities when the geocoder is off, failing or slow, and for a city the geocoder does not know
 * (it only covers France). An empty list means "no address found"; GEO_UNAVAILABLE means neither
 * source could answer.
 */
export async function searchAddresses(deps: GeoDeps, input: AddressSearchData): Promise<GeoPlace[]> {
  if (deps.geocoder) {
    try {
      const places = await deps.geocoder.search(input);
      if (places.length > 0 || input.kind !== "city") return places;
    } catch (error) {
      deps.log.warn({ err: error }, "geocoder failed, answering from the offline gazetteer");
    }
  }
  try {
    return await deps.gazetteer.search(input);
  } catch (error) {
    deps.log.error({ err: error }, "offline gazetteer failed");
    throw new AppError("GEO_UNAVAILABLE", { cause: error });
  }
}
