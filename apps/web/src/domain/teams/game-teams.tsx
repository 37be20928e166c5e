import { Plural, Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Shield } from "lucide-react";
import { Card } from "@/components/ui/card.tsx";
import { config } from "@/lib/config.ts";
import { imageUrl } from "@/lib/format.ts";
import { useTRPC, type RouterOutputs } from "@/lib/trpc.ts";

export type GameTeams = RouterOutputs["teams"]["getGameTeams"];
export type GameTeam = GameTeams["teams"][number]["team"];

/**
 * Who comes to a game, grouped by team. The server answers only the game's organizer
 * (teams.getGameTeams), so the query runs only when the viewer organizes the game.
 */
export function useGameTeams(gameId: number, isOrganizer: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.teams.getGameTeams.queryOptions({ gameId }), enabled: isOrganizer, retry: false });
}

export function TeamLogo({ logoKey, className = "size-8" }: { logoKey: string | null; className?: string }) {
  return logoKey ? (
    <img src={imageUrl(config.mediaUrl, logoKey, "thumb")} alt="" className={`${className} shrink-0 rounded-lg object-cover`} />
  ) : (
    <span className={`${className} flex shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground`} aria-hidden>
      <Shield className="size-4" />
    </span>
  );
}

/** A team's name and logo, linking to its page. */
export function TeamLink({ team, lang }: { team: Pick<GameTeam, "name" | "slug" | "logoKey">; lang: string }) {
  return (
    <Link to="/$lang/teams/$slug" params={{ lang, slug: team.slug }} className="inline-flex min-h-11 items-center gap-2 font-semibold hover:underline">
      <TeamLogo logoKey={team.logoKey} />
      {team.name}
    </Link>
  );
}

/** The game page's short list for its organizer: each team and how many of its players are confirmed. */
export function GameTeamsSummary({ gameId, lang }: { gameId: number; lang: string }) {
  const { data } = useGameTeams(gameId, true);
  if (!data) return null;
  return (
    <Card className="space-y-2">
      <h2 className="text-lg font-bold">
        <Trans>Équipes inscrites</Trans>
      </h2>
      {data.teams.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Aucune équipe inscrite pour l'instant.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {data.teams.map(({ team, players }) => {
            const confirmed = players.filter((p) => p.status === "confirmed").length;
            return (
              <li key={team.id} className="flex items-center justify-between gap-3">
                <TeamLink team={team} lang={lang} />
                <span className="shrink-0 text-sm text-muted-foreground">
                  <Plural value={confirmed} one="# confirmé" other="# confirmés" />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {data.withoutTeam.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          <Plural value={data.withoutTeam.length} one="# joueur sans équipe" other="# joueurs sans équipe" />
        </p>
      ) : null}
    </Card>
  );
}
