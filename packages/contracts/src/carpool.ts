import { z } from "./zod.ts";
import { GAME_VALIDATION } from "./games.ts";
import { boundedDate, onceValid, serialIdSchema, VALIDATION } from "./validation.ts";

/** Carpooling to a game (issue 17): a registered player drives, others ask for a seat. */
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

const offerFields = {
  fromCity: z.string(VALIDATION.required).trim().min(1, VALIDATION.required).max(CARPOOL_CITY_MAX, VALIDATION.tooLong),
  departsAt: boundedDate(VALIDATION.required),
  seats: z
    .number(GAME_VALIDATION.invalidNumber)
    .int(GAME_VALIDATION.invalidNumber)
    .min(CARPOOL_SEATS_MIN, GAME_VALIDATION.invalidNumber)
    .max(CARPOOL_SEATS_MAX, GAME_VALIDATION.invalidNumber),
  note: z.string().trim().max(CARPOOL_NOTE_MAX, VALIDATION.tooLong).default(""),
};

/**
 * The offer's fields. `gameStartsAt` is known to the form (the page's game); the server checks it
 * again against the game row, with `departureProblem`.
 */
export function carpoolOfferFieldsSchema(gameStartsAt?: Date, now: () => Date = () => new Date()) {
  const problem = (departsAt: Date) => departureProblem(departsAt, gameStartsAt ?? new Date(8.64e15), now());
  const rule = (key: CarpoolValidationKey) => ({ message: key, path: ["departsAt"], ...onceValid("departsAt") });
  return z
    .object(offerFields)
    .refine((offer) => problem(offer.departsAt) !== CARPOOL_VALIDATION.departureInPast, rule(CARPOOL_VALIDATION.departureInPast))
    .refine((offer) => problem(offer.departsAt) !== CARPOOL_VALIDATION.departureAfterStart, rule(CARPOOL_VALIDATION.departureAfterStart));
}

export const carpoolOfferSchema = z
  .object({ gameId: serialIdSchema, ...offerFields })
  .refine((offer) => offer.departsAt.getTime() > Date.now(), { message: CARPOOL_VALIDATION.departureInPast, path: ["departsAt"] });
export type CarpoolOfferInput = z.input<typeof carpoolOfferSchema>;
export type CarpoolOfferData = z.output<typeof carpoolOfferSchema>;

/** The driver's offer is one per game: updating or withdrawing names the game. */
export const carpoolGameSchema = z.object({ gameId: serialIdSchema });
export const openCarpoolSchema = carpoolGameSchema.extend({ shareToken: z.string().max(64).optional() });
export const carpoolOfferIdSchema = z.object({ offerId: serialIdSchema });
export const carpoolRequestIdSchema = z.object({ requestId: serialIdSchema });
export const answerCarpoolRequestSchema = z.object({ requestId: serialIdSchema, accept: z.boolean() });

/** A person of a carpool as the page shows them. */
export interface CarpoolPerson {
  id: string;
  username: string;
  avatar: number | null;
}

export interface CarpoolRequestView {
  id: number;
  passenger: CarpoolPerson;
  status: CarpoolRequestStatus;
}

export interface CarpoolOfferView {
  id: number;
  driver: CarpoolPerson;
  fromCity: string;
  departsAt: Date;
  seats: number;
  seatsLeft: number;
  note: string;
  /** The viewer drives it. */
  mine: boolean;
  /** The viewer's own request in this car, if any. */
  myRequest: { id: number; status: CarpoolRequestStatus } | null;
  /** Everyone's requests: for its driver and the game's organizer only, empty for others. */
  requests: CarpoolRequestView[];
}
