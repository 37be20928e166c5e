/**
 * The carpool's rules without its schemas: the game page shows cars and requests without zod
 * (carpool.ts, which re-exports these, holds the forms' and the API's schemas).
 */
/** Carpooling to a game (docs/product.md §4): a registered player drives, others ask for a seat. */
export const CARPOOL_CITY_MAX = 100;
export const CARPOOL_NOTE_MAX = 300;
export const CARPOOL_SEATS_MIN = 1;
export const CARPOOL_SEATS_MAX = 8;

/** Error keys of the offer form (translated by the web like the shared VALIDATION keys). */
export const CARPOOL_VALIDATION = {
  departureInPast: "departure_in_past",
  departureAfterStart: "departure_after_start",
} as const;
export type CarpoolValidationKey = (typeof CARPOOL_VALIDATION)[keyof typeof CARPOOL_VALIDATION];

export type CarpoolRequestStatus = "pending" | "accepted" | "declined";

/**
 * Why a departure time does not fit: in the past, or not before the game starts (one leaves to
 * arrive in time). The form and the server both ask this, so they never disagree.
 */
export function departureProblem(departsAt: Date, gameStartsAt: Date, now = new Date()): CarpoolValidationKey | null {
  if (departsAt.getTime() <= now.getTime()) return CARPOOL_VALIDATION.departureInPast;
  if (departsAt.getTime() >= gameStartsAt.getTime()) return CARPOOL_VALIDATION.departureAfterStart;
  return null;
}

/** Seats still free in a car: its seats less the passengers it took. */
export function seatsLeft(offer: { seats: number; acceptedCount: number }): number {
  return Math.max(offer.seats - offer.acceptedCount, 0);
}

/** A request still holding (or waiting for) a seat: a player keeps one of these per game. */
export function isLiveRequest(status: CarpoolRequestStatus): boolean {
  return status === "pending" || status === "accepted";
}
