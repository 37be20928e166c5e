import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { DateStyle } from "@/lib/dates.ts";
import { GameTime } from "./game-time.tsx";

interface ListedGame {
  id: number;
  title: string;
  startsAt: Date;
  timeZone: string;
  city: string;
}

interface GameListProps<T extends ListedGame> {
  games: readonly T[];
  lang: string;
  /** Said instead of an empty list. */
  empty: ReactNode;
  /** How the start is written: with the time where it helps to plan. */
  dateStyle: DateStyle;
  /** A short state on the right of each row (registration, places); nothing for none. */
  badge: (game: T) => ReactNode;
}

/** Games as rows of a card, each a link to its page: a profile's or the player's own. */
export function GameList<T extends ListedGame>({ games, lang, empty, dateStyle, badge }: GameListProps<T>) {
  if (games.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {games.map((game) => {
        const state = badge(game);
        return (
          <li key={game.id}>
            <Link
              to="/$lang/games/$gameId"
              params={{ lang, gameId: game.id }}
              className="flex min-h-14 items-center justify-between gap-3 py-3 hover:bg-muted/40"
            >
              <span className="min-w-0">
                <span className="block break-words font-semibold">{game.title}</span>
                <span className="text-sm text-muted-foreground">
                  <GameTime date={game.startsAt} timeZone={game.timeZone} style={dateStyle} /> · {game.city}
                </span>
              </span>
              {state ? <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">{state}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
