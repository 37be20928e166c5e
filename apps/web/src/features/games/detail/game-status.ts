import type { GameDetail } from "./use-game.ts";

export type GamePhase = "cancelled" | "past" | "running" | "full" | "open";

/** Where a game stands for a player deciding to come. */
export function gamePhase(game: Pick<GameDetail, "cancelledAt" | "startsAt" | "endsAt" | "placesLeft">, now = new Date()): GamePhase {
  if (game.cancelledAt) return "cancelled";
  if (game.endsAt.getTime() <= now.getTime()) return "past";
  if (game.startsAt.getTime() <= now.getTime()) return "running";
  if (game.placesLeft <= 0) return "full";
  return "open";
}
