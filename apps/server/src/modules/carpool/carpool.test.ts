import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database, type Db } from "../../db/client.ts";
import { carpoolOffer, carpoolRequest, game, notification } from "../../db/schema/index.ts";
import { cancelGame } from "../games/service.ts";
import { cancelRegistration, registerForGame } from "../registrations/service.ts";
import { answerRequest, cancelRequest, getCarpoolForGame, offerSeats, requestSeat, sweepEndedCarpools, updateOffer, withdrawOffer } from "./service.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer } from "../../../test-support/players.ts";
import { AEG, gameWith, HOUR, offerInput } from "../../../test-support/carpool.ts";

let database: Database;
let db: Db;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
  db = database.db;
});
afterAll(() => database.close());

async function notificationsOf(userId: string) {
  const rows = await db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId)).orderBy(notification.id);
  return rows.map((r) => r.data);
}

describe("carpooling", () => {
  it("runs the whole ride: offer, request, accept, with both sides told; the organizer sees it all", async () => {
    const {
      gameId,
      organizer,
      players: [driver, passenger, other],
      startsAt,
    } = await gameWith(db, 3);
    const { id: offerId } = await offerSeats(db, driver!, offerInput(gameId, startsAt));
    const { id: requestId, status } = await requestSeat(db, passenger!, offerId);
    expect(status).toBe("pending");
    expect((await notificationsOf(driver!.id)).map((n) => [n.type, "player" in n.payload ? n.payload.player.username : null])).toEqual([
      ["carpool_seat_requested", passenger!.username],
    ]);

    // The driver sees who asks; another player sees the car, not its passengers.
    const driverView = await getCarpoolForGame(db, driver!.id, gameId);
    expect(driverView.offers[0]).toMatchObject({
      mine: true,
      seats: 3,
      seatsLeft: 3,
      fromCity: "Villeurbanne",
      requests: [{ id: requestId, status: "pending" }],
    });
    const otherView = await getCarpoolForGame(db, other!.id, gameId);
    expect(otherView.offers[0]).toMatchObject({ mine: false, myRequest: null, requests: [] });

    await answerRequest(db, driver!, { requestId, accept: true });
    const told = await notificationsOf(passenger!.id);
    expect(told.map((n) => n.type)).toEqual(["carpool_seat_accepted"]);
    expect(told[0]!.payload).toMatchObject({ game: { id: gameId }, player: { id: driver!.id, username: driver!.username } });

    const passengerView = await getCarpoolForGame(db, passenger!.id, gameId);
    expect(passengerView.offers[0]).toMatchObject({ seatsLeft: 2, myRequest: { id: requestId, status: "accepted" }, requests: [] });
    const organizerView = await getCarpoolForGame(db, organizer.id, gameId);
    expect(organizerView.isOrganizer).toBe(true);
    expect(organizerView.offers[0]!.requests).toMatchObject([{ passenger: { id: passenger!.id, username: passenger!.username }, status: "accepted" }]);

    // The passenger gives the seat up: the driver is told, the seat is free again.
    await cancelRequest(db, passenger!, requestId);
    expect((await notificationsOf(driver!.id)).map((n) => n.type)).toEqual(["carpool_seat_requested", "carpool_seat_cancelled"]);
    expect((await getCarpoolForGame(db, driver!.id, gameId)).offers[0]!.seatsLeft).toBe(3);
  });

  it("tells a declined passenger, and lets them ask another car but not the same one again", async () => {
    const {
      gameId,
      players: [driver, second, passenger],
      startsAt,
    } = await gameWith(db, 3);
    const { id: offerId } = await offerSeats(db, driver!, offerInput(gameId, startsAt));
    const { id: secondOffer } = await offerSeats(db, second!, offerInput(gameId, startsAt, { fromCity: "Bron" }));
    const { id: requestId } = await requestSeat(db, passenger!, offerId);
    // One car at a time: a second request while the first waits is refused.
    expect(await appCodeOf(requestSeat(db, passenger!, secondOffer))).toBe("CARPOOL_ALREADY_REQUESTED");
    await answerRequest(db, driver!, { requestId, accept: false });
    expect((await notificationsOf(passenger!.id)).map((n) => n.type)).toEqual(["carpool_seat_declined"]);
    expect(await appCodeOf(answerRequest(db, driver!, { requestId, accept: true }))).toBe("CARPOOL_REQUEST_NOT_PENDING");
    expect(await appCodeOf(requestSeat(db, passenger!, offerId))).toBe("CARPOOL_ALREADY_REQUESTED");
    // Nor may they clear the refusal to ask again.
    expect(await appCodeOf(cancelRequest(db, passenger!, requestId))).toBe("CARPOOL_REQUEST_NOT_PENDING");
    expect(await appCodeOf(requestSeat(db, passenger!, secondOffer))).toBeNull();
  });

  it("withdrawing the offer tells its passengers and removes their requests", async () => {
    const {
      gameId,
      players: [driver, taken, waiting],
      startsAt,
    } = await gameWith(db, 3);
    const { id: offerId } = await offerSeats(db, driver!, offerInput(gameId, startsAt));
    const { id: takenRequest } = await requestSeat(db, taken!, offerId);
    await requestSeat(db, waiting!, offerId);
    await answerRequest(db, driver!, { requestId: takenRequest, accept: true });
    await withdrawOffer(db, driver!, gameId);
    expect((await notificationsOf(taken!.id)).map((n) => n.type)).toEqual(["carpool_seat_accepted", "carpool_offer_withdrawn"]);
    expect((await notificationsOf(waiting!.id)).map((n) => n.type)).toEqual(["carpool_offer_withdrawn"]);
    expect(await db.select().from(carpoolRequest).where(eq(carpoolRequest.offerId, offerId))).toEqual([]);
    expect((await getCarpoolForGame(db, taken!.id, gameId)).offers).toEqual([]);
  });

  it("refuses who is not registered, the driver in their own car, and someone else's request", async () => {
    const {
      gameId,
      organizer,
      players: [driver, passenger, intruder],
      startsAt,
    } = await gameWith(db, 3);
    const outsider = await createPlayer(db, "Dehors");
    expect(await appCodeOf(offerSeats(db, outsider, offerInput(gameId, startsAt)))).toBe("CARPOOL_NOT_REGISTERED");
    // The organizer runs the game and holds no place in it.
    expect(await appCodeOf(offerSeats(db, organizer, offerInput(gameId, startsAt)))).toBe("CARPOOL_NOT_REGISTERED");
    const { id: offerId } = await offerSeats(db, driver!, offerInput(gameId, startsAt));
    expect(await appCodeOf(offerSeats(db, driver!, offerInput(gameId, startsAt)))).toBe("CARPOOL_ALREADY_OFFERED");
    expect(await appCodeOf(requestSeat(db, outsider, offerId))).toBe("CARPOOL_NOT_REGISTERED");
    expect(await appCodeOf(getCarpoolForGame(db, outsider.id, gameId))).toBe("CARPOOL_NOT_REGISTERED");
    expect(await appCodeOf(requestSeat(db, driver!, offerId))).toBe("SELF_ACTION");
    // One role per game: a driver asks no other car, a waiting passenger offers no car.
    const { id: otherOffer } = await offerSeats(db, intruder!, offerInput(gameId, startsAt));
    expect(await appCodeOf(requestSeat(db, driver!, otherOffer))).toBe("SELF_ACTION");
    await withdrawOffer(db, intruder!, gameId);

    const { id: requestId } = await requestSeat(db, passenger!, offerId);
    expect(await appCodeOf(offerSeats(db, passenger!, offerInput(gameId, startsAt)))).toBe("CARPOOL_ALREADY_REQUESTED");
    expect(await appCodeOf(answerRequest(db, intruder!, { requestId, accept: true }))).toBe("FORBIDDEN");
    expect(await appCodeOf(answerRequest(db, passenger!, { requestId, accept: true }))).toBe("FORBIDDEN");
    expect(await appCodeOf(cancelRequest(db, intruder!, requestId))).toBe("FORBIDDEN");
    expect(await appCodeOf(answerRequest(db, driver!, { requestId: 2_000_000_000, accept: true }))).toBe("NOT_FOUND");
    const [row] = await db.select({ status: carpoolRequest.status }).from(carpoolRequest).where(eq(carpoolRequest.id, requestId));
    expect(row?.status).toBe("pending");

    // Leaving the game ends the right to carpool in it.
    await cancelRegistration(db, passenger!, gameId);
    expect(await appCodeOf(getCarpoolForGame(db, passenger!.id, gameId))).toBe("CARPOOL_NOT_REGISTERED");
  });

  it("checks the departure against the game, and the seats against the passengers taken", async () => {
    const {
      gameId,
      players: [driver, passenger, second],
      startsAt,
    } = await gameWith(db, 3);
    expect(await appCodeOf(offerSeats(db, driver!, offerInput(gameId, startsAt, { departsAt: new Date(startsAt.getTime() + HOUR) })))).toBe(
      "CARPOOL_DEPARTURE_INVALID",
    );
    await offerSeats(db, driver!, offerInput(gameId, startsAt, { seats: 1 }));
    const [offer] = await db.select({ id: carpoolOffer.id }).from(carpoolOffer).where(eq(carpoolOffer.driverId, driver!.id));
    const { id: requestId } = await requestSeat(db, passenger!, offer!.id);
    await answerRequest(db, driver!, { requestId, accept: true });
    await updateOffer(db, driver!, offerInput(gameId, startsAt, { seats: 2, fromCity: "Lyon 7e" }));
    expect((await getCarpoolForGame(db, driver!.id, gameId)).offers[0]).toMatchObject({ seats: 2, seatsLeft: 1, fromCity: "Lyon 7e" });
    const { id: secondRequest } = await requestSeat(db, second!, offer!.id);
    await answerRequest(db, driver!, { requestId: secondRequest, accept: true });
    expect(await appCodeOf(updateOffer(db, driver!, offerInput(gameId, startsAt, { seats: 1 })))).toBe("CARPOOL_SEATS_BELOW_ACCEPTED");
    expect((await getCarpoolForGame(db, driver!.id, gameId)).offers[0]).toMatchObject({ seats: 2, seatsLeft: 0 });
  });

  it("forgets who left the game: a driver's car disappears, a passenger's seat is freed", async () => {
    const {
      gameId,
      players: [driver, passenger, leavingDriver, other],
      startsAt,
    } = await gameWith(db, 4);
    const { id: offerId } = await offerSeats(db, driver!, offerInput(gameId, startsAt, { seats: 1 }));
    const { id: requestId } = await requestSeat(db, passenger!, offerId);
    await answerRequest(db, driver!, { requestId, accept: true });
    const { id: goneOffer } = await offerSeats(db, leavingDriver!, offerInput(gameId, startsAt));

    await cancelRegistration(db, passenger!, gameId);
    await cancelRegistration(db, leavingDriver!, gameId);
    const view = await getCarpoolForGame(db, driver!.id, gameId);
    expect(view.offers.map((o) => [o.id, o.seatsLeft, o.requests.length])).toEqual([[offerId, 1, 0]]);
    expect(await appCodeOf(requestSeat(db, other!, goneOffer))).toBe("NOT_FOUND");
    expect(await appCodeOf(requestSeat(db, other!, offerId))).toBeNull();
  });

  it("never overbooks: of two accepts for the last seat at once, one is refused", async () => {
    const {
      gameId,
      players: [driver, first, second],
      startsAt,
    } = await gameWith(db, 3);
    const { id: offerId } = await offerSeats(db, driver!, offerInput(gameId, startsAt, { seats: 1 }));
    const [a, b] = [await requestSeat(db, first!, offerId), await requestSeat(db, second!, offerId)];
    const codes = await Promise.all([
      appCodeOf(answerRequest(db, driver!, { requestId: a.id, accept: true })),
      appCodeOf(answerRequest(db, driver!, { requestId: b.id, accept: true })),
    ]);
    expect(codes.sort()).toEqual(["CARPOOL_FULL", null]);
    const accepted = await db.select().from(carpoolRequest).where(eq(carpoolRequest.status, "accepted"));
    expect(accepted.filter((r) => r.offerId === offerId)).toHaveLength(1);
    // A full car takes no new request either.
    const late = await createPlayer(db, "Tard");
    await registerForGame(db, late, { gameId, replicas: AEG });
    expect(await appCodeOf(requestSeat(db, late, offerId))).toBe("CARPOOL_FULL");
  });

  it("keeps one request per player when two are sent at once to two cars", async () => {
    const {
      gameId,
      players: [d1, d2, passenger],
      startsAt,
    } = await gameWith(db, 3);
    const [o1, o2] = [await offerSeats(db, d1!, offerInput(gameId, startsAt)), await offerSeats(db, d2!, offerInput(gameId, startsAt))];
    const codes = await Promise.all([appCodeOf(requestSeat(db, passenger!, o1.id)), appCodeOf(requestSeat(db, passenger!, o2.id))]);
    expect(codes.sort()).toEqual(["CARPOOL_ALREADY_REQUESTED", null]);
    expect(await db.select().from(carpoolRequest).where(eq(carpoolRequest.passengerId, passenger!.id))).toHaveLength(1);
  });

  it("is gone when the game ends or is cancelled: nothing shown, and the sweep deletes it", async () => {
    const ended = await gameWith(db, 2);
    const { id: endedOffer } = await offerSeats(db, ended.players[0]!, offerInput(ended.gameId, ended.startsAt));
    await requestSeat(db, ended.players[1]!, endedOffer);
    const cancelled = await gameWith(db, 1);
    await offerSeats(db, cancelled.players[0]!, offerInput(cancelled.gameId, cancelled.startsAt));
    const ahead = await gameWith(db, 1);
    const { id: aheadOffer } = await offerSeats(db, ahead.players[0]!, offerInput(ahead.gameId, ahead.startsAt));

    await db
      .update(game)
      .set({ startsAt: new Date(Date.now() - 9 * HOUR), endsAt: new Date(Date.now() - HOUR) })
      .where(eq(game.id, ended.gameId));
    await cancelGame(db, cancelled.organizer, cancelled.gameId);
    expect(await getCarpoolForGame(db, ended.players[1]!.id, ended.gameId)).toMatchObject({ open: false, offers: [] });
    expect(await getCarpoolForGame(db, cancelled.players[0]!.id, cancelled.gameId)).toMatchObject({ open: false, offers: [] });

    expect(await sweepEndedCarpools(db)).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(carpoolOffer).where(eq(carpoolOffer.gameId, ended.gameId))).toEqual([]);
    expect(await db.select().from(carpoolOffer).where(eq(carpoolOffer.gameId, cancelled.gameId))).toEqual([]);
    expect(await db.select().from(carpoolRequest).where(eq(carpoolRequest.offerId, endedOffer))).toEqual([]);
    expect(await db.select({ id: carpoolOffer.id }).from(carpoolOffer).where(eq(carpoolOffer.gameId, ahead.gameId))).toEqual([{ id: aheadOffer }]);
  });
});
