import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, rating } from "../../db/schema/index.ts";
import { cancelGame, createGame, getGame } from "../games/service.ts";
import { getGameRatings, rateGame, ratePlayer } from "./service.ts";
import { getReputation } from "../reputation/service.ts";
import { cancelRegistration, getGameRegistrations, registerForGame, removeRegistrant } from "../registrations/service.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const DAY = 24 * 3600 * 1000;
const AEG = [{ powerClass: "aeg" as const, fps: 300, name: "" }];

/** A game with two confirmed players and one who withdrew, then moved to `endedDaysAgo` in the past. */
async function playedGame(endedDaysAgo: number) {
  const db = database.db;
  const organizer = await createPlayer(db, "Orga");
  const [alice, bob, carol] = await Promise.all([createPlayer(db, "Alice"), createPlayer(db, "Bob"), createPlayer(db, "Carol")]);
  const { id } = await createGame(db, organizer, gameInput());
  const registrations = [];
  for (const p of [alice!, bob!, carol!]) registrations.push(await registerForGame(db, p, { gameId: id, replicas: AEG }));
  await cancelRegistration(db, carol!, id);
  const endsAt = new Date(Date.now() - endedDaysAgo * DAY);
  await db
    .update(game)
    .set({ startsAt: new Date(endsAt.getTime() - 8 * 3600 * 1000), endsAt })
    .where(eq(game.id, id));
  return { id, organizer, alice: alice!, bob: bob!, carol: carol!, registrations };
}

describe("rating a game", () => {
  it("lets participants rate after the end, once each (rating again edits), and feeds the organizer's reputation", async () => {
    const g = await playedGame(1);
    await rateGame(database.db, g.alice, { gameId: g.id, score: 5, comment: "Organisation au top" });
    await rateGame(database.db, g.bob, { gameId: g.id, score: 2, comment: "" });
    await rateGame(database.db, g.bob, { gameId: g.id, score: 4, comment: "Finalement très bien" });

    const rows = await database.db.select().from(rating).where(eq(rating.gameId, g.id));
    expect(rows).toHaveLength(2);
    const summary = await getGameRatings(database.db, g.alice.id, g.id);
    expect(summary).toMatchObject({ average: 4.5, count: 2, mine: { score: 5, comment: "Organisation au top" } });
    expect(summary.reviews.map((r) => r.comment).sort()).toEqual(["Finalement très bien", "Organisation au top"]);
    expect(await getReputation(database.db, g.organizer.id)).toEqual({ asOrganizer: { average: 4.5, count: 2 }, asPlayer: { average: null, count: 0 } });
    expect((await getGame(database.db, null, g.id)).organizer?.reputation).toEqual({ average: 4.5, count: 2 });
  });

  it("refuses a rating before the end, after the window, from a non-participant, from someone who withdrew, and for a cancelled game", async () => {
    const db = database.db;
    const organizer = await createPlayer(db, "Orga");
    const player = await createPlayer(db, "Early");
    const upcoming = await createGame(db, organizer, gameInput());
    await registerForGame(db, player, { gameId: upcoming.id, replicas: AEG });
    expect(await appCodeOf(rateGame(db, player, { gameId: upcoming.id, score: 5, comment: "" }))).toBe("GAME_NOT_ENDED");

    const old = await playedGame(31);
    expect(await appCodeOf(rateGame(db, old.alice, { gameId: old.id, score: 5, comment: "" }))).toBe("RATING_CLOSED");

    const g = await playedGame(2);
    const stranger = await createPlayer(db, "Stranger");
    expect(await appCodeOf(rateGame(db, stranger, { gameId: g.id, score: 1, comment: "" }))).toBe("NOT_A_PARTICIPANT");
    expect(await appCodeOf(rateGame(db, g.carol, { gameId: g.id, score: 1, comment: "" }))).toBe("NOT_A_PARTICIPANT");
    expect(await appCodeOf(rateGame(db, g.organizer, { gameId: g.id, score: 5, comment: "" }))).toBe("NOT_A_PARTICIPANT");
    expect(await appCodeOf(rateGame(db, g.alice, { gameId: 2_000_000_000, score: 5, comment: "" }))).toBe("NOT_FOUND");

    const cancelled = await createGame(db, organizer, gameInput());
    await registerForGame(db, player, { gameId: cancelled.id, replicas: AEG });
    await cancelGame(db, organizer, cancelled.id);
    await db
      .update(game)
      .set({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - DAY) })
      .where(eq(game.id, cancelled.id));
    expect(await appCodeOf(rateGame(db, player, { gameId: cancelled.id, score: 5, comment: "" }))).toBe("GAME_NOT_OPEN");

    expect(await db.select().from(rating).where(eq(rating.gameId, g.id))).toHaveLength(0);
  });
});

describe("rating a player's fair play", () => {
  it("lets the organizer rate each participant once (again edits), shown on the registrations page and in the player's reputation", async () => {
    const g = await playedGame(1);
    const [aliceReg, bobReg] = g.registrations;
    await ratePlayer(database.db, g.organizer, { registrationId: aliceReg!.id, score: 3, comment: "" });
    await ratePlayer(database.db, g.organizer, { registrationId: aliceReg!.id, score: 5, comment: "Fair-play exemplaire" });
    await ratePlayer(database.db, g.organizer, { registrationId: bobReg!.id, score: 4, comment: "" });

    expect((await getReputation(database.db, g.alice.id)).asPlayer).toEqual({ average: 5, count: 1 });
    // Who took part is settled once the game has started.
    expect(await appCodeOf(removeRegistrant(database.db, g.organizer, bobReg!.id))).toBe("GAME_NOT_OPEN");
    const page = await getGameRegistrations(database.db, g.organizer, g.id);
    const byUser = new Map(page.registrations.map((r) => [r.userId, r.fairPlay]));
    expect(byUser.get(g.alice.id)).toEqual({ score: 5, comment: "Fair-play exemplaire" });
    expect(byUser.get(g.bob.id)).toEqual({ score: 4, comment: "" });
  });

  it("refuses anyone but the organizer, a withdrawn registration, and a game not yet ended", async () => {
    const g = await playedGame(1);
    const [aliceReg, , carolReg] = g.registrations;
    expect(await appCodeOf(ratePlayer(database.db, g.bob, { registrationId: aliceReg!.id, score: 1, comment: "" }))).toBe("FORBIDDEN");
    expect(await appCodeOf(ratePlayer(database.db, g.organizer, { registrationId: carolReg!.id, score: 1, comment: "" }))).toBe("NOT_A_PARTICIPANT");
    expect(await appCodeOf(ratePlayer(database.db, g.organizer, { registrationId: 2_000_000_000, score: 1, comment: "" }))).toBe("NOT_FOUND");

    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db, "Soon");
    const upcoming = await createGame(database.db, organizer, gameInput());
    const reg = await registerForGame(database.db, player, { gameId: upcoming.id, replicas: AEG });
    expect(await appCodeOf(ratePlayer(database.db, organizer, { registrationId: reg.id, score: 4, comment: "" }))).toBe("GAME_NOT_ENDED");
    expect((await getReputation(database.db, g.alice.id)).asPlayer.count).toBe(0);
  });
});
