import { z } from "./zod.ts";
import { GAME_VALIDATION } from "./games.ts";
import { boundedDate, onceValid, serialIdSchema, VALIDATION } from "./validation.ts";
import {
  CARPOOL_CITY_MAX,
  CARPOOL_NOTE_MAX,
  CARPOOL_SEATS_MAX,
  CARPOOL_SEATS_MIN,
  CARPOOL_VALIDATION,
  departureProblem,
  type CarpoolRequestStatus,
  type CarpoolValidationKey,
} from "./carpool-rules.ts";

export * from "./carpool-rules.ts";

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
