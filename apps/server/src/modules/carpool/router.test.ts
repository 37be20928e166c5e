import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../../test-support/app.ts";
import { gameWith, HOUR, offerInput } from "../../../test-support/carpool.ts";
import { createPlayer } from "../../../test-support/players.ts";
import { callProcedure } from "../../../test-support/procedure-calls.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";

/** The carpool's procedures over HTTP on the real app: what the web gets for a refusal or bad input. */
let server: TestApp;
let db: Db;
beforeAll(async () => {
  server = await createTestApp({ mailer: { send: async () => {} } });
  db = server.database.db;
});
afterAll(() => server.close());

async function call(path: string, input: unknown, userId: string) {
  const { header } = await sessionCookieFor(db, userId);
  const { status, body } = await callProcedure({ app: server.app, baseUrl: "" }, path, input, { cookie: header, origin: "http://localhost:5173" });
  const appCode = status === 200 ? null : (JSON.parse(body) as { error?: { json?: { data?: { appCode?: string } } } }).error?.json?.data?.appCode;
  return { status, appCode };
}

describe("carpooling over HTTP", () => {
  it("hides a private game's carpool without its link, and keeps it for its players with the link", async () => {
    const {
      gameId,
      players: [registrant],
      shareToken,
    } = await gameWith(db, 1, { visibility: "private" });
    const stranger = await createPlayer(db, "Inconnu");
    expect(await call("carpool.getForGame", { gameId }, stranger.id)).toEqual({ status: 404, appCode: "NOT_FOUND" });
    // With the link the game opens, but its carpool is still for its players.
    expect(await call("carpool.getForGame", { gameId, shareToken }, stranger.id)).toEqual({ status: 403, appCode: "CARPOOL_NOT_REGISTERED" });
    expect(await call("carpool.getForGame", { gameId }, registrant!.id)).toEqual({ status: 200, appCode: null });
  });

  it("refuses bad input with a 400, never a 500", async () => {
    const {
      gameId,
      players: [driver],
      startsAt,
    } = await gameWith(db, 1);
    const good = offerInput(gameId, startsAt);
    const bad: unknown[] = [
      { ...good, fromCity: "" },
      { ...good, fromCity: "   " },
      { ...good, fromCity: "x".repeat(101) },
      { ...good, seats: 0 },
      { ...good, seats: 9 },
      { ...good, seats: 2.5 },
      { ...good, seats: "3" },
      { ...good, note: "x".repeat(301) },
      { ...good, departsAt: new Date(Date.now() - HOUR) },
      { ...good, departsAt: "demain" },
      { ...good, gameId: -1 },
      {},
    ];
    for (const input of bad)
      expect(await call("carpool.offer", input, driver!.id), JSON.stringify(input)).toEqual({ status: 400, appCode: "VALIDATION_FAILED" });
    // After the game's start is the server's check (the schema does not know the game).
    expect(await call("carpool.offer", { ...good, departsAt: new Date(startsAt.getTime() + HOUR) }, driver!.id)).toEqual({
      status: 400,
      appCode: "CARPOOL_DEPARTURE_INVALID",
    });
    expect(await call("carpool.answer", { requestId: 1, accept: "yes" }, driver!.id)).toEqual({ status: 400, appCode: "VALIDATION_FAILED" });
    expect(await call("carpool.requestSeat", { offerId: "1" }, driver!.id)).toEqual({ status: 400, appCode: "VALIDATION_FAILED" });
    expect(await call("carpool.offer", good, driver!.id)).toEqual({ status: 200, appCode: null });
    // A double submit: the second is a clear conflict.
    expect(await call("carpool.offer", good, driver!.id)).toEqual({ status: 409, appCode: "CARPOOL_ALREADY_OFFERED" });
  });
});
