import { Trans, useLingui } from "@lingui/react/macro";
import { Search, UserRound } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import type { ChronoPlayer } from "./chrono-types.ts";

/** At most this many names under the search box: a phone screen, not a roster. */
const SHOWN = 6;

/** Letters without accents or case: "eloise" finds "Éloïse". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Finds a checked-in player by a few letters of their name; each match is a big button. */
export function PlayerPicker({
  players,
  selected,
  onSelect,
}: {
  players: ChronoPlayer[];
  selected: ChronoPlayer | null;
  onSelect: (player: ChronoPlayer | null) => void;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const [query, setQuery] = useState("");

  if (selected) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl border-2 border-accent bg-accent/10 p-3">
        <p className="flex min-w-0 items-center gap-2 text-lg font-bold">
          <UserRound className="size-5 shrink-0" aria-hidden />
          <span className="truncate">{selected.name}</span>
          {selected.walkIn ? (
            <span className="shrink-0 text-sm font-normal text-muted-foreground">
              <Trans>sur place</Trans>
            </span>
          ) : null}
        </p>
        <Button variant="outline" size="lg" onClick={() => onSelect(null)}>
          <Trans>Changer</Trans>
        </Button>
      </div>
    );
  }

  const matches = players.filter((p) => fold(p.name).includes(fold(query.trim())));
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-semibold">
        <Trans>Joueur</Trans>
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t`Nom ou pseudo`}
          autoComplete="off"
          className="min-h-14 pl-11 text-lg"
        />
      </div>
      {players.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Aucun joueur n'est encore arrivé : validez les billets à l'accueil d'abord.</Trans>
        </p>
      ) : matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Aucun joueur arrivé ne porte ce nom.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t`Joueurs arrivés`}>
          {matches.slice(0, SHOWN).map((player) => (
            <li key={player.registrationId}>
              <Button variant="outline" size="lg" className="min-h-14 w-full justify-start text-left" onClick={() => onSelect(player)}>
                <span className="truncate">{player.name}</span>
                {player.walkIn ? (
                  <span className="text-sm font-normal text-muted-foreground">
                    <Trans>sur place</Trans>
                  </span>
                ) : null}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {matches.length > SHOWN ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Tapez quelques lettres de plus pour trouver les autres joueurs.</Trans>
        </p>
      ) : null}
    </div>
  );
}
