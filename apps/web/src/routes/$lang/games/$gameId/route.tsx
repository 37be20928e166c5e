import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireOnboarded } from "@/lib/guards.ts";
import { notFoundUnlessId, parseId } from "@/lib/not-found.ts";

/** The game's own page, not its tools (registrations, sides, chrono, edit). */
const GAME_PAGE = /^\/[a-z]{2}\/games\/[^/]+\/?$/;

export const Route = createFileRoute("/$lang/games/$gameId")({
  // docs/product.md §1: the id in the path is a number; anything else is not found.
  params: {
    parse: ({ gameId }) => ({ gameId: parseId(gameId) }),
    stringify: ({ gameId }) => ({ gameId: String(gameId) }),
  },
  // Game pages are for signed-in players (docs/product.md §3), as under the _authed layout. A shared link
  // opened without a session shows the game's teaser instead (decision 031): session null.
  beforeLoad: ({ context, params, preload, location }) => {
    notFoundUnlessId(params.gameId);
    if (!context.session && GAME_PAGE.test(location.pathname)) return { session: null };
    return { session: requireOnboarded({ session: context.session, lang: params.lang, preload, href: location.href }) };
  },
  component: Outlet,
});
