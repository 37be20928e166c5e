import { Link } from "@tanstack/react-router";
import { MapPin, Shield } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import type { PlayerSummary } from "./player-types.ts";
import { AvailabilityBadge } from "./availability-badge.tsx";
import { FriendActions } from "./friend-actions.tsx";

/** What a screen adds to each card's buttons (the player search: invite to my team). */
export type PlayerCardActions = (player: PlayerSummary) => ReactNode;

/** A player in a list: who, where, which team, free or not, and what the viewer can do with them. */
export function PlayerCard({ player, lang, actions }: { player: PlayerSummary; lang: string; actions?: PlayerCardActions }) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-accent/60 hover:shadow-md focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
      <div className="flex items-start gap-3">
        <Avatar avatar={player.avatar} username={player.username} size="md" />
        <div className="min-w-0 flex-1 space-y-0.5">
          <h3 className="truncate font-bold leading-snug">
            {/* The link covers the whole card: one tab stop, one target; the buttons sit above it. */}
            <Link to="/$lang/user/$userId" params={{ lang, userId: player.userId }} className="outline-none after:absolute after:inset-0">
              {player.username}
            </Link>
          </h3>
          {/* Null unless the player lets this viewer see it (docs/product.md §5): the username stands alone. */}
          {player.firstName !== null ? (
            <p className="truncate text-sm">
              {player.firstName} {player.lastName}
            </p>
          ) : null}
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{player.city}</span>
          </p>
          {player.team ? (
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
              <Shield className="size-4 shrink-0" aria-hidden />
              {player.teamSlug ? (
                // Above the card's own link, so the team opens its page.
                <Link to="/$lang/teams/$slug" params={{ lang, slug: player.teamSlug }} className="relative z-10 truncate hover:underline">
                  {player.team}
                </Link>
              ) : (
                <span className="truncate">{player.team}</span>
              )}
            </p>
          ) : null}
          <AvailabilityBadge availability={player.availability} className="mt-1" />
        </div>
      </div>
      <div className="relative z-10 mt-auto flex flex-wrap items-center gap-2 empty:hidden">
        <FriendActions userId={player.userId} username={player.username} status={player.friendStatus} compact />
        {actions?.(player)}
      </div>
    </article>
  );
}

/** Cards side by side where the screen allows. */
export function PlayerGrid({ players, lang, actions }: { players: readonly PlayerSummary[]; lang: string; actions?: PlayerCardActions }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {players.map((player) => (
        <li key={player.userId}>
          <PlayerCard player={player} lang={lang} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
