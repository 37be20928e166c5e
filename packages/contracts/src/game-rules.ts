import type { PowerLimits, Replica } from "./games.ts";

/**
 * The rules of a game's life that both the server (which enforces them) and the web (which shows
 * them) need. Written once here so the two can never disagree.
 */
/** The organizer's words to the players when cancelling a game (why, what about refunds). */
export const CANCEL_MESSAGE_MAX = 1000;

interface GameClock {
  cancelledAt: Date | null;
  startsAt: Date;
  endsAt: Date;
}

export type GamePhase = "cancelled" | "past" | "running" | "upcoming";

/** Where a game stands at `now`. */
export function gamePhase(game: GameClock, now = new Date()): GamePhase {
  if (game.cancelledAt) return "cancelled";
  if (game.endsAt.getTime() <= now.getTime()) return "past";
  if (game.startsAt.getTime() <= now.getTime()) return "running";
  return "upcoming";
}

/**
 * Registrations open until the start, unless the game was cancelled. The same moment closes
 * withdrawing, removing a registrant and editing or cancelling the game: who took part is settled
 * once the game starts, and ratings and "my games" rely on it.
 */
export function isOpenForRegistration(game: Pick<GameClock, "cancelledAt" | "startsAt">, now = new Date()): boolean {
  return !game.cancelledAt && game.startsAt.getTime() > now.getTime();
}

/** Whether the roster may still change (withdraw, remove): until the start, cancelled or not. */
export function isBeforeStart(game: Pick<GameClock, "startsAt">, now = new Date()): boolean {
  return game.startsAt.getTime() > now.getTime();
}

interface Capacity {
  maxPlayers: number;
  confirmedCount: number;
}

export function placesLeft(game: Capacity): number {
  return Math.max(game.maxPlayers - game.confirmedCount, 0);
}

/** A new registration is confirmed while places remain, waitlisted after. */
export function statusForNewRegistration(game: Capacity): "confirmed" | "waitlisted" {
  return placesLeft(game) > 0 ? "confirmed" : "waitlisted";
}

/** The most FPS a replica of this class may show at this game. */
export function maxFpsFor(limits: PowerLimits, powerClass: Replica["powerClass"]): number {
  return limits[powerClass].max;
}

export function isReplicaOverLimit(replica: Pick<Replica, "fps" | "powerClass">, limits: PowerLimits): boolean {
  return replica.fps > maxFpsFor(limits, replica.powerClass);
}
