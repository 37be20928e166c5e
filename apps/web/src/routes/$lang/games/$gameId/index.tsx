import { SHARE_SEARCH_PARAM } from "@escouade/contracts/share-link";
import { msg } from "@lingui/core/macro";
import { createFileRoute, useLocation } from "@tanstack/react-router";
import * as z from "zod/mini";
import { GameDetailPage } from "@/features/games/detail/game-detail-page.tsx";
import { GameTeaser } from "@/features/games/teaser/game-teaser.tsx";
import { hiddenGameHead, teaserHead } from "@/features/games/teaser/teaser-head.ts";
import { loadOrNotFound } from "@/lib/not-found.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/games/$gameId/")({
  // A private game's link carries its token (?share=); nothing else is kept.
  validateSearch: z.object({ [SHARE_SEARCH_PARAM]: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined) }),
  loaderDeps: ({ search }) => ({ shareToken: search[SHARE_SEARCH_PARAM] }),
  loader: async ({ context, params, deps }) => {
    if (context.session) {
      const game = await loadOrNotFound(
        context.queryClient.ensureQueryData(context.trpc.games.getGame.queryOptions({ gameId: params.gameId, shareToken: deps.shareToken })),
      );
      return { game, teaser: null, head: null };
    }
    // Without a session: what the public search shows of a public game, found by its id (the
    // token is not passed: a private game shows nothing of itself), or nothing at all.
    // Unreachable (an installed app offline): the same page without the game, and the way in.
    const found = await context.queryClient.ensureQueryData(context.trpc.games.getGames.queryOptions({ id: params.gameId })).catch(() => null);
    const teaser = found?.items[0] ?? null;
    // Worded here rather than in head(): the loader's code comes with the page's, not in the entry.
    const head = teaser ? teaserHead(context.i18n, teaser, { origin: context.origin, lang: params.lang }) : hiddenGameHead(context.i18n);
    return { game: null, teaser, head };
  },
  // The game the loader fetched; without it (not found), the section's name and the site's description.
  head: ({ match, loaderData }) => {
    const { i18n } = match.context;
    if (loaderData?.game)
      return pageHead({ title: loaderData.game.title, description: `${loaderData.game.city} · ${loaderData.game.description}`.slice(0, 160) });
    if (loaderData?.head) return loaderData.head;
    return pageHead({
      title: i18n._(msg`Partie`),
      description: i18n._(msg`Trouvez des parties d'airsoft près de chez vous, inscrivez-vous et retrouvez votre équipe.`),
    });
  },
  component: GamePage,
});

function GamePage() {
  const { session } = Route.useRouteContext();
  const { teaser } = Route.useLoaderData();
  const { lang } = Route.useParams();
  const back = useLocation({ select: (location) => location.href });
  return session ? <GameDetailPage /> : <GameTeaser game={teaser} lang={lang} back={back} />;
}
