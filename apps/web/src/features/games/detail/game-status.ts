import { gamePhase as clockPhase, type GamePhase as ClockPhase } from "@escouade/contracts/game-rules";
import type { GameDetail } from "./use-game.ts";

/** The contracts' phases, with an upcoming game told apart as full or open. */
export type GamePhase = Exclude<ClockPhase, "upcoming"> | "full" | "open";

/** Where a game stands for a player deciding to come. */
export function gamePhase(game: Pick<GameDetail, "cancelledAt" | "startsAt" | "endsAt" | "placesLeft">, now = new Date()): GamePhase {
  const phase = clockPhase(game, now);
  if (phase !== "upcoming") return phase;
  return game.placesLeft <= 0 ? "full" : "open";
}
