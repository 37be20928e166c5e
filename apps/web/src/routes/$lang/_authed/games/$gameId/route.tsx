import { createFileRoute, notFound, Outlet } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/_authed/games/$gameId")({
  // SPEC §2: the id in the path is a number; anything else is not found.
  params: {
    parse: ({ gameId }) => ({ gameId: /^\d{1,9}$/.test(gameId) ? Number(gameId) : Number.NaN }),
    stringify: ({ gameId }) => ({ gameId: String(gameId) }),
  },
  beforeLoad: ({ params }) => {
    if (!Number.isInteger(params.gameId) || params.gameId <= 0) throw notFound();
  },
  component: Outlet,
});
