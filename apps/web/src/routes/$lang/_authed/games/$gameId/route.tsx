import { createFileRoute, Outlet } from "@tanstack/react-router";
import { notFoundUnlessId, parseId } from "@/lib/not-found.ts";

export const Route = createFileRoute("/$lang/_authed/games/$gameId")({
  // SPEC §2: the id in the path is a number; anything else is not found.
  params: {
    parse: ({ gameId }) => ({ gameId: parseId(gameId) }),
    stringify: ({ gameId }) => ({ gameId: String(gameId) }),
  },
  beforeLoad: ({ params }) => notFoundUnlessId(params.gameId),
  component: Outlet,
});
