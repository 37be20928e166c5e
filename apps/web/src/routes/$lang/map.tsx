import { createFileRoute } from "@tanstack/react-router";
import { mapGamesQuery, mapShopsQuery } from "@/features/map/map-queries.ts";
import { MapPage } from "@/features/map/map-page.tsx";

export const Route = createFileRoute("/$lang/map")({
  loader: ({ context }) => Promise.all([context.queryClient.ensureQueryData(mapShopsQuery(context.trpc)), context.queryClient.ensureInfiniteQueryData(mapGamesQuery(context.trpc))]),
  component: MapPage,
});
