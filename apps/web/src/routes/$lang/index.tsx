import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "@/features/home/home-page.tsx";
import { upcomingGamesQuery } from "@/features/home/upcoming-games.tsx";

export const Route = createFileRoute("/$lang/")({
  // Only when the page is written with its data: the browser draws the home first, the games after.
  loader: ({ context }) => (context.rendersWithData ? context.queryClient.prefetchQuery(upcomingGamesQuery(context.trpc)) : undefined),
  component: HomePage,
});
