import type { AddressSearchData, GeoPlace } from "@escouade/contracts/geo";
import { z } from "zod";

export const DEFAULT_GEOCODER_TIMEOUT_MS = 2500;

/** The geocoder could not answer: unreachable, too slow, an HTTP error or a body we cannot read. */
export class GeocoderError extends Error {
  override name = "GeocoderError";
}

export interface Geocoder {
  search(input: AddressSearchData): Promise<GeoPlace[]>;
}

type Log = { warn(obj: object, msg: string): void };

/** One feature of the French national address API (BAN) answer; extra properties are ignored. */
const banFeatureSchema = z.object({
  geometry: z.object({
    type: z.literal("Point"),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  }),
  properties: z.object({
    label: z.string().min(1),
    name: z.string().min(1),
    type: z.string(),
    city: z.string().min(1).optional(),
    postcode: z.string().min(1).optional(),
  }),
});
type BanFeature = z.infer<typeof banFeatureSchema>;

const featureCollectionSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(z.unknown()),
});

function toPlace({ geometry, properties }: BanFeature): GeoPlace {
  const [longitude, latitude] = geometry.coordinates;
  // A municipality's name is the city; anything smaller ("8 Boulevard du Port", a street, a
  // locality) is the address line inside `city`.
  const isMunicipality = properties.type === "municipality";
  return {
    label: properties.label,
    ...(isMunicipality ? {} : { street: properties.name }),
    city: isMunicipality ? properties.name : (properties.city ?? properties.name),
    ...(properties.postcode ? { postalCode: properties.postcode } : {}),
    country: "fr",
    latitude,
    longitude,
    source: "geocoder",
  };
}

/**
 * A client of the French national address API's protocol (api-adresse.data.gouv.fr, or any
 * server speaking it): GET {url}/search/?q=…&limit=…&autocomplete=1[&type=municipality].
 */
export function createGeocoder(options: { url: string; timeoutMs?: number; log: Log }): Geocoder {
  const endpoint = new URL("search/", options.url.endsWith("/") ? options.url : `${options.url}/`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_GEOCODER_TIMEOUT_MS;

  return {
    async search(input) {
      const url = new URL(endpoint);
      url.searchParams.set("q", input.query);
      url.searchParams.set("limit", String(input.limit));
      url.searchParams.set("autocomplete", "1");
      if (input.kind === "city") url.searchParams.set("type", "municipality");

      // The timeout covers the whole exchange, body included: a server that stalls mid-body fails too.
      const signal = AbortSignal.timeout(timeoutMs);
      let body: unknown;
      try {
        const response = await fetch(url, { signal, headers: { accept: "application/json" } });
        if (!response.ok) {
          await response.body?.cancel();
          throw new GeocoderError(`geocoder answered HTTP ${response.status}`);
        }
        body = await response.json();
      } catch (error) {
        if (error instanceof GeocoderError) throw error;
        const reason = signal.aborted ? `no answer within ${timeoutMs} ms` : error instanceof SyntaxError ? "invalid JSON" : "unreachable";
        throw new GeocoderError(`geocoder failed: ${reason}`, { cause: error });
      }

      const collection = featureCollectionSchema.safeParse(body);
      if (!collection.success) throw new GeocoderError("geocoder answered something other than a FeatureCollection");
      const places: GeoPlace[] = [];
      let skipped = 0;
      for (const feature of collection.data.features) {
        const parsed = banFeatureSchema.safeParse(feature);
        if (parsed.success) places.push(toPlace(parsed.data));
        else skipped += 1;
      }
      if (skipped > 0) options.log.warn({ skipped }, "geocoder features without a usable label or point were skipped");
      return places;
    },
  };
}
