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

/**
 * How long before the start a player may give up a confirmed place freely (docs/product.md §3):
 * 0 is "until the start". After that limit a player still cancels, but the organizer is told and
 * the payment mark stays as it is.
 */
export const CANCELLATION_NOTICE_HOURS = [0, 24, 48, 72, 168] as const;
export type CancellationNoticeHours = (typeof CANCELLATION_NOTICE_HOURS)[number];

/** The last moment a confirmed place is given up freely: the start less the game's notice. */
export function freeCancellationUntil(game: { startsAt: Date; cancellationNoticeHours: number }): Date {
  return new Date(game.startsAt.getTime() - game.cancellationNoticeHours * 3_600_000);
}

/**
 * Whether giving up this place now is late: a confirmed place, past the free limit (a waiting
 * player holds no place, so leaving the waitlist is never late).
 */
export function isLateCancellation(game: { startsAt: Date; cancellationNoticeHours: number }, status: string, now = new Date()): boolean {
  return status === "confirmed" && game.cancellationNoticeHours > 0 && now.getTime() >= freeCancellationUntil(game).getTime();
}

/**
 * Whether a player's acceptance covers the game's rules as they stand: each edit of the rules
 * raises their version, and the players registered before it are asked to accept again.
 */
export function rulesAcceptedNow(game: { rulesVersion: number }, registration: { rulesAcceptedVersion: number | null }): boolean {
  return registration.rulesAcceptedVersion === game.rulesVersion;
}

interface Capacity {
  maxPlayers: number;
  confirmedCount: number;
}

export function placesLeft(game: Capacity): number {
  return Math.max(game.maxPlayers - game.confirmedCount, 0);
}

/** A new registration is confirmed while places remain, waitlisted after. */
/**
 * Where a new registration lands: with approval on, a request waits for the organizer (`pending`);
 * otherwise a place is confirmed while places remain, and the player waits after.
 */
export function statusForNewRegistration(game: Capacity & { approvalRequired?: boolean }): "confirmed" | "waitlisted" | "pending" {
  if (game.approvalRequired) return "pending";
  return placesLeft(game) > 0 ? "confirmed" : "waitlisted";
}

/**
 * An approved request takes a free place only when nobody waits ahead of it; otherwise it joins
 * the end of the waitlist, behind those approved or registered before it (docs/product.md §3).
 */
export function statusOnApproval(game: Capacity, waiting: number): "confirmed" | "waitlisted" {
  return placesLeft(game) > 0 && waiting === 0 ? "confirmed" : "waitlisted";
}

/** The most FPS a replica of this class may show at this game. */
export function maxFpsFor(limits: PowerLimits, powerClass: Replica["powerClass"]): number {
  return limits[powerClass].max;
}

export function isReplicaOverLimit(replica: Pick<Replica, "fps" | "powerClass">, limits: PowerLimits): boolean {
  return replica.fps > maxFpsFor(limits, replica.powerClass);
}
