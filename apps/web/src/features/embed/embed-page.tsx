import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatDate } from "@/lib/dates.ts";

export interface EmbedGame {
  id: number;
  title: string;
  startsAt: Date;
  timeZone: string;
  city: string;
  maxPlayers: number;
  confirmedCount: number;
}

export interface EmbedPageProps {
  lang: string;
  origin: string;
  owner: { name: string; path: string };
  games: readonly EmbedGame[];
}

/**
 * The widget (docs/decisions/037): the upcoming public games of a team, a field or an organizer,
 * each with a link to register on Escouade. Static markup: no script runs in it.
 */
export function EmbedPage({ lang, origin, owner, games }: EmbedPageProps) {
  const { i18n } = useLingui();
  const site = `${origin}/${lang}`;
  return (
    <main>
      <h1>
        <Trans>Prochaines parties · {owner.name}</Trans>
      </h1>
      {games.length === 0 ? (
        <p className="empty">
          <Trans>Aucune partie à venir pour le moment.</Trans>
        </p>
      ) : (
        <ol>
          {games.map((game) => {
            const left = Math.max(0, game.maxPlayers - game.confirmedCount);
            return (
              <li key={game.id}>
                <span className="what">
                  <span className="title">{game.title}</span>
                  {/* On the field's clock: the site's readers are the field's neighbours. */}
                  <span className="when">
                    {formatDate(game.startsAt, i18n.locale, "dayYearTime", game.timeZone)} · {game.city}
                  </span>
                  {left > 0 ? (
                    <span className="left">
                      <Plural value={left} one="# place restante" other="# places restantes" />
                    </span>
                  ) : (
                    <span className="left full">
                      <Trans>Complet : liste d'attente</Trans>
                    </span>
                  )}
                </span>
                <a className="register" href={`${site}/games/${game.id}`} target="_blank" rel="noopener">
                  <Trans>S'inscrire</Trans>
                </a>
              </li>
            );
          })}
        </ol>
      )}
      <footer>
        <Trans>
          Sur{" "}
          <a href={`${site}${owner.path}`} target="_blank" rel="noopener">
            Escouade
          </a>
          , la communauté airsoft
        </Trans>
      </footer>
    </main>
  );
}
