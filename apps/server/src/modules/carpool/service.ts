import { departureProblem, seatsLeft, type CarpoolOfferData } from "@escouade/contracts/carpool";
import { isOpenForRegistration } from "@escouade/contracts/game-rules";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { carpoolOffer, carpoolRequest } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../db/driver-errors.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { gameSummary } from "../games/service.ts";
import { notifyUsers } from "../notifications/service.ts";
import { assertRegistered, holdsPlace, isRegistered, lockPlayerInGame, openGameFor, personOf, type CarpoolGame } from "./access.ts";

// The module's other faces: the page's read and the sweep of ended games.
export { getCarpoolForGame } from "./view.ts";
export { carpoolSweepHandler, carpoolSweepQueue, sweepEndedCarpools } from "./sweep.ts";

/*
 * Carpooling to a game (docs/product.md §4). A registered player offers seats from a city at a time; other
 * registered players ask for one; the driver accepts or declines; each side is told. Seats are
 * counted under a lock on the offer's row, so two accepts at once cannot overbook a car.
 */

/** Offers and requests change until the game starts, and never for a cancelled one. */
function assertOpen(g: CarpoolGame) {
  if (!isOpenForRegistration(g)) throw new AppError("GAME_NOT_OPEN");
}

function assertDeparture(departsAt: Date, g: CarpoolGame) {
  if (departureProblem(departsAt, g.startsAt)) throw new AppError("CARPOOL_DEPARTURE_INVALID");
}

/** Passengers taken in a car who still hold their place in the game. */
async function acceptedCount(tx: Tx, offer: { id: number; gameId: number }) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(carpoolRequest)
    .where(and(eq(carpoolRequest.offerId, offer.id), eq(carpoolRequest.status, "accepted"), holdsPlace(sql`${offer.gameId}`, carpoolRequest.passengerId)));
  return row?.count ?? 0;
}

function offerColumns(input: CarpoolOfferData) {
  return { fromCity: input.fromCity, departsAt: input.departsAt, seats: input.seats, note: input.note };
}

/** A player's live request (waiting or accepted) in a game, if any. */
async function liveRequestIn(tx: Tx, gameId: number, passengerId: string) {
  const [row] = await tx
    .select({ id: carpoolRequest.id })
    .from(carpoolRequest)
    .innerJoin(carpoolOffer, eq(carpoolOffer.id, carpoolRequest.offerId))
    .where(
      and(
        eq(carpoolOffer.gameId, gameId),
        eq(carpoolRequest.passengerId, passengerId),
        inArray(carpoolRequest.status, ["pending", "accepted"]),
        // A car whose driver left the game is gone, and so are the requests in it.
        holdsPlace(carpoolOffer.gameId, carpoolOffer.driverId),
      ),
    );
  return row ?? null;
}

/** A registered player offers seats; one car per driver and game, and not while riding in another. */
export async function offerSeats(db: Db, actor: Actor, input: CarpoolOfferData) {
  try {
    return await db.transaction(async (tx) => {
      const g = await openGameFor(tx, actor.id, input.gameId);
      await assertRegistered(tx, g.id, actor.id);
      assertOpen(g);
      assertDeparture(input.departsAt, g);
      await lockPlayerInGame(tx, g.id, actor.id);
      if (await liveRequestIn(tx, g.id, actor.id)) throw new AppError("CARPOOL_ALREADY_REQUESTED");
      const [row] = await tx
        .insert(carpoolOffer)
        .values({ gameId: g.id, driverId: actor.id, ...offerColumns(input) })
        .returning({ id: carpoolOffer.id });
      return { id: row!.id };
    });
  } catch (error) {
    // A double submit, or a second car: one offer per driver and game.
    if (uniqueViolation(error) === "carpool_offer_driver_idx") throw new AppError("CARPOOL_ALREADY_OFFERED");
    throw error;
  }
}

/** The driver's own offer in a game, locked for the transaction. */
async function lockOwnOffer(tx: Tx, actor: Actor, gameId: number) {
  const [row] = await tx
    .select()
    .from(carpoolOffer)
    .where(and(eq(carpoolOffer.gameId, gameId), eq(carpoolOffer.driverId, actor.id)))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export async function updateOffer(db: Db, actor: Actor, input: CarpoolOfferData) {
  return db.transaction(async (tx) => {
    const offer = await lockOwnOffer(tx, actor, input.gameId);
    const g = await openGameFor(tx, actor.id, input.gameId);
    assertOpen(g);
    assertDeparture(input.departsAt, g);
    if (input.seats < (await acceptedCount(tx, offer))) throw new AppError("CARPOOL_SEATS_BELOW_ACCEPTED");
    await tx.update(carpoolOffer).set(offerColumns(input)).where(eq(carpoolOffer.id, offer.id));
    return { id: offer.id };
  });
}

/** The driver takes the car back: its requests go with it, and whoever asked or was taken is told. */
export async function withdrawOffer(db: Db, actor: Actor, gameId: number) {
  return db.transaction(async (tx) => {
    const offer = await lockOwnOffer(tx, actor, gameId);
    // A driver who left a private game no longer opens it, yet may still take their car back.
    const g = await openGameFor(tx, actor.id, gameId).catch(() => null);
    const passengers = await tx
      .select({ id: carpoolRequest.passengerId })
      .from(carpoolRequest)
      .where(and(eq(carpoolRequest.offerId, offer.id), inArray(carpoolRequest.status, ["pending", "accepted"])));
    await tx.delete(carpoolOffer).where(eq(carpoolOffer.id, offer.id));
    // Once the game started or was cancelled, the ride is moot: nobody needs telling.
    if (g && isOpenForRegistration(g) && passengers.length > 0) {
      await notifyUsers(
        tx,
        passengers.map((p) => p.id),
        { type: "carpool_offer_withdrawn", payload: { game: gameSummary(g), player: await personOf(tx, actor.id) } },
      );
    }
    return { id: offer.id };
  });
}

async function lockOffer(tx: Tx, offerId: number) {
  const [row] = await tx.select().from(carpoolOffer).where(eq(carpoolOffer.id, offerId)).for("update");
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/**
 * A registered player asks a driver for a seat. One live request (waiting or accepted) per
 * player and game: a player rides in one car; after a refusal they may ask another.
 */
export async function requestSeat(db: Db, actor: Actor, offerId: number) {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId);
    const g = await openGameFor(tx, actor.id, offer.gameId);
    await assertRegistered(tx, g.id, actor.id);
    if (offer.driverId === actor.id) throw new AppError("SELF_ACTION");
    if (!(await isRegistered(tx, g.id, offer.driverId))) throw new AppError("NOT_FOUND");
    assertOpen(g);
    await lockPlayerInGame(tx, g.id, actor.id);
    // A driver rides in their own car.
    const [driving] = await tx
      .select({ id: carpoolOffer.id })
      .from(carpoolOffer)
      .where(and(eq(carpoolOffer.gameId, g.id), eq(carpoolOffer.driverId, actor.id)));
    if (driving) throw new AppError("SELF_ACTION");
    const [held] = await tx
      .select({ id: carpoolRequest.id })
      .from(carpoolRequest)
      .innerJoin(carpoolOffer, eq(carpoolOffer.id, carpoolRequest.offerId))
      .where(
        and(
          eq(carpoolOffer.gameId, g.id),
          eq(carpoolRequest.passengerId, actor.id),
          holdsPlace(carpoolOffer.gameId, carpoolOffer.driverId),
          // A refusal from this very car also stands: asking again would only nag its driver.
          sql`(${carpoolRequest.status} in ('pending', 'accepted') or ${carpoolRequest.offerId} = ${offer.id})`,
        ),
      );
    if (held) throw new AppError("CARPOOL_ALREADY_REQUESTED");
    if (seatsLeft({ seats: offer.seats, acceptedCount: await acceptedCount(tx, offer) }) === 0) throw new AppError("CARPOOL_FULL");
    const [row] = await tx.insert(carpoolRequest).values({ offerId: offer.id, passengerId: actor.id }).returning({ id: carpoolRequest.id });
    await notifyUsers(tx, [offer.driverId], { type: "carpool_seat_requested", payload: { game: gameSummary(g), player: await personOf(tx, actor.id) } });
    return { id: row!.id, status: "pending" as const };
  });
}

/** A request with its car, the car locked: answers and cancellations of one car run one at a time. */
async function lockRequest(tx: Tx, requestId: number) {
  const [found] = await tx.select({ offerId: carpoolRequest.offerId }).from(carpoolRequest).where(eq(carpoolRequest.id, requestId));
  if (!found) throw new AppError("NOT_FOUND");
  const offer = await lockOffer(tx, found.offerId);
  // Read again under the lock: another answer may have just changed it.
  const [request] = await tx.select().from(carpoolRequest).where(eq(carpoolRequest.id, requestId));
  if (!request) throw new AppError("NOT_FOUND");
  return { offer, request };
}

/**
 * The passenger takes their request back; a seat they had is freed and its driver told. A
 * refusal stays until the game ends: clearing it would let them ask the same driver again.
 */
export async function cancelRequest(db: Db, actor: Actor, requestId: number) {
  return db.transaction(async (tx) => {
    const { offer, request } = await lockRequest(tx, requestId);
    if (request.passengerId !== actor.id) throw new AppError("FORBIDDEN");
    if (request.status === "declined") throw new AppError("CARPOOL_REQUEST_NOT_PENDING");
    await tx.delete(carpoolRequest).where(eq(carpoolRequest.id, request.id));
    const g = await openGameFor(tx, actor.id, offer.gameId).catch(() => null);
    if (request.status === "accepted" && g && isOpenForRegistration(g)) {
      await notifyUsers(tx, [offer.driverId], { type: "carpool_seat_cancelled", payload: { game: gameSummary(g), player: await personOf(tx, actor.id) } });
    }
    return { id: request.id };
  });
}

/** The driver answers a waiting request; accepting needs a free seat, counted under the car's lock. */
export async function answerRequest(db: Db, actor: Actor, input: { requestId: number; accept: boolean }) {
  return db.transaction(async (tx) => {
    const { offer, request } = await lockRequest(tx, input.requestId);
    if (offer.driverId !== actor.id) throw new AppError("FORBIDDEN");
    const g = await openGameFor(tx, actor.id, offer.gameId);
    assertOpen(g);
    if (request.status !== "pending") throw new AppError("CARPOOL_REQUEST_NOT_PENDING");
    if (input.accept && seatsLeft({ seats: offer.seats, acceptedCount: await acceptedCount(tx, offer) }) === 0) throw new AppError("CARPOOL_FULL");
    const status = input.accept ? ("accepted" as const) : ("declined" as const);
    await tx.update(carpoolRequest).set({ status, updatedAt: new Date() }).where(eq(carpoolRequest.id, request.id));
    await notifyUsers(tx, [request.passengerId], {
      type: input.accept ? "carpool_seat_accepted" : "carpool_seat_declined",
      payload: { game: gameSummary(g), player: await personOf(tx, actor.id) },
    });
    return { id: request.id, status };
  });
}
