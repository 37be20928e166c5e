import { createFileRoute } from "@tanstack/react-router";
import { MyGames } from "@/features/games/my-games/my-games.tsx";

export const Route = createFileRoute("/$lang/_authed/profile/games")({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.registrations.getMyGames.queryOptions()),
  component: MyGames,
});
