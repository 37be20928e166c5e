import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { PlayerGrid } from "@/domain/players/player-card.tsx";
import { useTRPC } from "@/lib/trpc.ts";

/** The friends tab: the player's friends, each with what the viewer can do with them. */
export function PlayerFriends({ userId, lang }: { userId: string; lang: string }) {
  const trpc = useTRPC();
  const { data: friends } = useSuspenseQuery(trpc.players.getPlayerFriends.queryOptions({ userId }));
  if (friends.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border bg-card p-6 text-center text-muted-foreground">
        <Trans>Pas encore d'amis sur Escouade.</Trans>
      </p>
    );
  }
  return <PlayerGrid players={friends} lang={lang} />;
}
