import { createFileRoute } from "@tanstack/react-router";
import { MyGames } from "@/features/games/my-games/my-games.tsx";
import { trpc } from "@/lib/trpc.ts";

export const Route = createFileRoute("/$lang/_authed/profile/games")({
  loader: ({ context }) => context.queryClient.ensureQueryData(trpc.registrations.getMyGames.queryOptions()),
  component: MyGames,
});
