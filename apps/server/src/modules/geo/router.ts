import { addressSearchSchema } from "@escouade/contracts/geo";
import { createGeocoder } from "../../platform/geocoder.ts";
import { offlineGazetteer } from "../../platform/offline-gazetteer.ts";
import type { Context } from "../../trpc/context.ts";
import { publicProcedure, router } from "../../trpc/init.ts";
import { searchAddresses, type GeoDeps } from "./service.ts";

/** The geocoder is a stateless client (fetch pools the connections): one per request carries the request's logger. */
function geoDeps({ config, log }: Context): GeoDeps {
  const { url, timeoutMs } = config.geocoder;
  return { geocoder: url ? createGeocoder({ url, timeoutMs, log }) : undefined, gazetteer: offlineGazetteer, log };
}

export const geoRouter = router({
  searchAddresses: publicProcedure.input(addressSearchSchema).query(({ ctx, input }) => searchAddresses(geoDeps(ctx), input)),
});
