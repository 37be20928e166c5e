import { seatsLeft, type CarpoolOfferView, type CarpoolRequestView } from "@escouade/contracts/carpool";
import { gamePhase, isOpenForRegistration } from "@escouade/contracts/game-rules";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { carpoolOffer, carpoolRequest, profile } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { holdsPlace, isRegistered, openGameFor } from "./access.ts";

export interface CarpoolPage {
  /** Offers and requests may still change (the game has not started and is not cancelled). */
  open: boolean;
  isOrganizer: boolean;
  /** The viewer holds a place: they may offer seats or ask for one. */
  registered: boolean;
  offers: CarpoolOfferView[];
}

/**
 * A game's carpool, for its registered players and its organizer (who sees every car and its
 * passengers). A driver sees who asks them; a passenger sees only their own request. Who left the
 * game no longer counts: their car is not shown, the seat they had is free. Once the
 * game ended or was cancelled there is nothing left to see, whether or not the sweep has run.
 */
export async function getCarpoolForGame(db: Db, viewerId: string, gameId: number, shareToken?: string): Promise<CarpoolPage> {
  const g = await openGameFor(db, viewerId, gameId, shareToken);
  const isOrganizer = g.organizerId === viewerId;
  const registered = await isRegistered(db, gameId, viewerId);
  if (!isOrganizer && !registered) throw new AppError("CARPOOL_NOT_REGISTERED");
  const phase = gamePhase(g);
  if (phase === "past" || phase === "cancelled") return { open: false, isOrganizer, registered, offers: [] };

  const offers = await db
    .select({ offer: carpoolOffer, driver: { username: profile.username, avatar: profile.avatar } })
    .from(carpoolOffer)
    .innerJoin(profile, eq(profile.userId, carpoolOffer.driverId))
    .where(and(eq(carpoolOffer.gameId, gameId), holdsPlace(carpoolOffer.gameId, carpoolOffer.driverId)))
    .orderBy(asc(carpoolOffer.departsAt), asc(carpoolOffer.id));
  const requests = offers.length
    ? await db
        .select({ request: carpoolRequest, passenger: { username: profile.username, avatar: profile.avatar } })
        .from(carpoolRequest)
        .innerJoin(profile, eq(profile.userId, carpoolRequest.passengerId))
        .where(
          and(
            inArray(
              carpoolRequest.offerId,
              offers.map((o) => o.offer.id),
            ),
            holdsPlace(sql`${gameId}`, carpoolRequest.passengerId),
          ),
        )
        .orderBy(asc(carpoolRequest.createdAt), asc(carpoolRequest.id))
    : [];

  return {
    open: isOpenForRegistration(g),
    isOrganizer,
    registered,
    offers: offers.map(({ offer, driver }) => {
      const own = requests.filter((r) => r.request.offerId === offer.id);
      const mine = offer.driverId === viewerId;
      const myRequest = own.find((r) => r.request.passengerId === viewerId)?.request;
      const all: CarpoolRequestView[] = own.map(({ request, passenger }) => ({
        id: request.id,
        status: request.status,
        passenger: { id: request.passengerId, username: passenger.username, avatar: passenger.avatar },
      }));
      return {
        id: offer.id,
        driver: { id: offer.driverId, username: driver.username, avatar: driver.avatar },
        fromCity: offer.fromCity,
        departsAt: offer.departsAt,
        seats: offer.seats,
        seatsLeft: seatsLeft({ seats: offer.seats, acceptedCount: own.filter((r) => r.request.status === "accepted").length }),
        note: offer.note,
        mine,
        myRequest: myRequest ? { id: myRequest.id, status: myRequest.status } : null,
        // Who rides with whom is the driver's and the organizer's to know, not every player's.
        requests: mine || isOrganizer ? all : [],
      };
    }),
  };
}
