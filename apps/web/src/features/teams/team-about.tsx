import type { TeamLinkKind } from "@escouade/contracts/teams";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { LocationPreview } from "@/domain/map/location-preview.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { GameTime } from "@/domain/games/game-time.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { TEAM_LINK_LABELS } from "./team-labels.ts";
import type { Team } from "./team-queries.ts";
import { UserText } from "@/components/ui/user-text.tsx";

export function TeamSection({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Only http(s) addresses become links (the server checks it too); they open elsewhere, without referrer. */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** What the team says of itself: to its page's visitors and to anyone its link reaches. */
export function TeamAbout({
  team,
}: {
  team: Pick<Team, "description" | "recruiting" | "recruitingText" | "languages" | "foundedYear" | "minimumAge" | "links">;
}) {
  const { t } = useLingui();
  const names = useDisplayNames();
  const links = Object.entries(team.links ?? {}).flatMap(([kind, url]) => {
    const href = typeof url === "string" ? safeHref(url) : null;
    return href ? [{ kind: kind as TeamLinkKind, href }] : [];
  });
  return (
    <TeamSection title={<Trans>À propos</Trans>}>
      {team.description ? (
        <UserText text={team.description} />
      ) : (
        <p className="text-muted-foreground">
          <Trans>Pas encore de présentation.</Trans>
        </p>
      )}
      {team.recruiting && team.recruitingText ? (
        <p className="rounded-lg bg-accent/10 p-3 text-sm">
          <strong>
            <Trans>On recrute :</Trans>
          </strong>{" "}
          {team.recruitingText}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">
            <Trans>Langues parlées</Trans>
          </dt>
          <dd className="font-medium">{team.languages.map((code) => names.language(code)).join(", ")}</dd>
        </div>
        {team.foundedYear ? (
          <div>
            <dt className="text-muted-foreground">
              <Trans>Fondée en</Trans>
            </dt>
            <dd className="font-medium">{team.foundedYear}</dd>
          </div>
        ) : null}
        {team.minimumAge ? (
          <div>
            <dt className="text-muted-foreground">
              <Trans>Âge minimum</Trans>
            </dt>
            <dd className="font-medium">
              <Trans>{team.minimumAge} ans</Trans>
            </dd>
          </div>
        ) : null}
      </dl>
      {links.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {links.map(({ kind, href }) => (
            <li key={kind}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-muted"
              >
                {t(TEAM_LINK_LABELS[kind])}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </TeamSection>
  );
}

export function TeamHomeField({ team, lang }: { team: Pick<Team, "homeField">; lang: string }) {
  const field = team.homeField;
  if (!field?.id || field.latitude === null || field.longitude === null || !field.name) return null;
  return (
    <TeamSection title={<Trans>Terrain de l'équipe</Trans>}>
      <LocationPreview latitude={field.latitude} longitude={field.longitude} name={field.name} zoom={12}>
        <p>
          <Link to="/$lang/shops/$shopId" params={{ lang, shopId: field.id }} className="font-semibold hover:underline">
            {field.name}
          </Link>
          {field.city ? `, ${field.city}` : null}
        </p>
      </LocationPreview>
    </TeamSection>
  );
}

export function TeamGames({ team, lang }: { team: Team; lang: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const games = useQuery(trpc.teams.getTeamGames.queryOptions({ teamId: team.id }));
  return (
    <TeamSection title={<Trans>Prochaines parties</Trans>}>
      {games.data === undefined ? (
        <div className="h-16 animate-pulse rounded-lg bg-muted" />
      ) : games.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Aucun membre n'est inscrit à une partie à venir.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {games.data.map((game) => (
            <li key={game.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <Link to="/$lang/games/$gameId" params={{ lang, gameId: game.id }} className="font-semibold hover:underline">
                  {game.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {t(GAME_TYPE_LABELS[game.type])} · <GameTime date={game.startsAt} timeZone={game.timeZone} style="dayTime" /> · {game.city}
                </p>
              </div>
              <span className="text-sm font-semibold">
                <Plural value={game.membersGoing} one="# membre inscrit" other="# membres inscrits" />
              </span>
            </li>
          ))}
        </ul>
      )}
    </TeamSection>
  );
}
