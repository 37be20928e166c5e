import { createFileRoute } from "@tanstack/react-router";
import { friendsQuery } from "@/features/players/friends/friends-query.ts";
import { FriendsPage } from "@/features/players/friends/friends-page.tsx";
import { friendsSearchSchema, viewOf } from "@/features/players/friends/friends-search.ts";

export const Route = createFileRoute("/$lang/_authed/profile/friends")({
  validateSearch: friendsSearchSchema,
  loaderDeps: ({ search }) => ({ view: viewOf(search) }),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(friendsQuery(context.trpc, deps.view)),
  component: FriendsPage,
});
