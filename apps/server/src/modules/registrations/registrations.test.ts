import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, rating, registration, user } from "../../db/schema/index.ts";
import { cancelGame, createGame } from "../games/service.ts";
import { cancelRegistration, getGameRegistrations, getMyGames, registerForGame, removeRegistrant, setPaymentStatus } from "./service.ts";
import { notificationsOf, statusesOf } from "../../../test-support/registrations.ts";
import { AEG_300, createPlayer, gameInput } from "../../../test-support/players.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";

let database: Database;
beforeAll(() => {
  // Enough connections for the 50 registrations to really run at once.
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

type Player = Awaited<ReturnType<typeof createPlayer>>;

/** Moves a game's start an hour into the past: it is running. */
async function startGame(gameId: number) {
  await database.db
    .update(game)
    .set({ startsAt: new Date(Date.now() - 3600_000) })
    .where(eq(game.id, gameId));
}

async function confirmedCountOf(gameId: number) {
  const [row] = await database.db.select({ confirmedCount: game.confirmedCount }).from(game).where(eq(game.id, gameId));
  return row?.confirmedCount;
}

describe("registering", () => {
  it("gives 10 places to exactly 10 of 50 players registering at once; the other 40 wait", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 10 }));
    const players = await Promise.all(Array.from({ length: 50 }, () => createPlayer(database.db)));

    const results = await Promise.all(players.map((p) => registerForGame(database.db, p, { gameId: id, replicas: AEG_300 })));
    expect(results.filter((r) => r.status === "confirmed")).toHaveLength(10);
    expect(results.filter((r) => r.status === "waitlisted")).toHaveLength(40);
    expect(await confirmedCountOf(id)).toBe(10);

    // One confirmed player withdraws: exactly one waiting player moves up, and is told.
    const leaver = players[results.findIndex((r) => r.status === "confirmed")]!;
    await cancelRegistration(database.db, leaver, id);
    const statuses = await database.db
      .select({ status: registration.status, userId: registration.userId })
      .from(registration)
      .where(eq(registration.gameId, id));
    expect(statuses.filter((s) => s.status === "confirmed")).toHaveLength(10);
    expect(statuses.filter((s) => s.status === "waitlisted")).toHaveLength(39);
    const promoted = statuses.find((s) => s.status === "confirmed" && results[players.findIndex((p) => p.id === s.userId)]?.status === "waitlisted")!;
    expect((await notificationsOf(database.db, promoted.userId!)).map((n) => n.type)).toEqual(["game_waitlist_promoted"]);
    const page = await getGameRegistrations(database.db, organizer, id);
    expect(page.summary).toMatchObject({ confirmed: 10, waitlisted: 39, placesLeft: 0 });
  });

  it("refuses a replica over the game's limit, and a second registration", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: [{ powerClass: "dmr", fps: 451, name: "" }] }))).toBe(
      "REPLICA_OVER_LIMIT",
    );
    // One replica over the limit is enough, whatever the others.
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: [...AEG_300, { powerClass: "dmr", fps: 451, name: "" }] }))).toBe(
      "REPLICA_OVER_LIMIT",
    );
    expect(await database.db.select().from(registration).where(eq(registration.gameId, id))).toHaveLength(0);

    await registerForGame(database.db, player, { gameId: id, replicas: [{ powerClass: "dmr", fps: 450, name: "" }] });
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300 }))).toBe("ALREADY_REGISTERED");
  });

  it("refuses the organizer a place in their own game (OWN_GAME), and takes none", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 5 }));
    expect(await appCodeOf(registerForGame(database.db, organizer, { gameId: id, replicas: AEG_300 }))).toBe("OWN_GAME");
    expect(await statusesOf(database.db, id)).toEqual({});
    expect(await confirmedCountOf(id)).toBe(0);
  });

  it("survives a double submit: one registration, one ALREADY_REGISTERED", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    const codes = await Promise.all([
      appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300 })),
      appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300 })),
    ]);
    expect(codes.sort()).toEqual(["ALREADY_REGISTERED", null]);
    const rows = await database.db
      .select()
      .from(registration)
      .where(and(eq(registration.gameId, id), eq(registration.userId, player.id)));
    expect(rows).toHaveLength(1);
  });

  it("refuses cancelled or started games", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const started = await createGame(database.db, organizer, gameInput());
    await startGame(started.id);
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: started.id, replicas: AEG_300 }))).toBe("GAME_NOT_OPEN");

    const cancelled = await createGame(database.db, organizer, gameInput());
    await cancelGame(database.db, organizer, cancelled.id);
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: cancelled.id, replicas: AEG_300 }))).toBe("GAME_NOT_OPEN");
    expect(await database.db.select().from(registration).where(eq(registration.userId, player.id))).toEqual([]);
  });

  it("tells the organizer who registered, and whether they wait", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const [first, second] = [await createPlayer(database.db, "Premier"), await createPlayer(database.db, "Second")];
    await database.db.update(user).set({ image: "https://media.example/avatar.webp" }).where(eq(user.id, first.id));
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 2, title: "Opération Aube" }));
    await registerForGame(database.db, first, { gameId: id, replicas: AEG_300 });
    await registerForGame(database.db, second, { gameId: id, replicas: AEG_300 });
    await registerForGame(database.db, await createPlayer(database.db), { gameId: id, replicas: AEG_300 });

    const told = await notificationsOf(database.db, organizer.id);
    expect(told.map((n) => n.type)).toEqual(["game_registration_received", "game_registration_received", "game_registration_received"]);
    expect(told[0]).toMatchObject({
      payload: {
        game: { id, title: "Opération Aube" },
        player: { id: first.id, username: first.username, image: "https://media.example/avatar.webp" },
        waitlisted: false,
      },
    });
    // A place taken outright asks the organizer for nothing.
    expect(told[0]!.payload).not.toHaveProperty("awaitingApproval");
    expect(told[1]).toMatchObject({ payload: { player: { id: second.id, username: second.username, image: null }, waitlisted: false } });
    expect(told[2]).toMatchObject({ payload: { waitlisted: true } });
  });

  it("lets a player who withdrew register again", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    expect(await cancelRegistration(database.db, player, id)).toEqual({ ok: true, late: false });
    expect(await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 })).toMatchObject({ status: "confirmed" });
    expect(await confirmedCountOf(id)).toBe(1);
  });

  it("answers NOT_FOUND for a game or a registration that is not there", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    const noGame = 2_000_000_000;
    expect(await appCodeOf(cancelRegistration(database.db, player, noGame))).toBe("NOT_FOUND");
    expect(await appCodeOf(cancelRegistration(database.db, player, id))).toBe("NOT_FOUND");
    expect(await appCodeOf(getGameRegistrations(database.db, organizer, noGame))).toBe("NOT_FOUND");
    expect(await appCodeOf(setPaymentStatus(database.db, organizer, { registrationId: noGame, paymentStatus: "paid" }))).toBe("NOT_FOUND");

    // A registration already withdrawn or removed is not there to remove.
    const reg = await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    expect(await removeRegistrant(database.db, organizer, reg.id)).toEqual({ ok: true });
    expect(await appCodeOf(removeRegistrant(database.db, organizer, reg.id))).toBe("NOT_FOUND");
    expect((await notificationsOf(database.db, player.id)).filter((n) => n.type === "game_registration_removed")).toHaveLength(1);
  });

  it("lists the player's games and the organizer's", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput({ title: "Mes parties" }));
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    expect((await getMyGames(database.db, player)).registered.map((r) => r.game.title)).toEqual(["Mes parties"]);
    expect((await getMyGames(database.db, organizer)).organized.map((g) => g.title)).toEqual(["Mes parties"]);
  });

  it("shows which of the player's games they rated", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    const rated = async () => (await getMyGames(database.db, player)).registered.map((r) => r.rated);
    expect(await rated()).toEqual([false]);
    await database.db.insert(rating).values({ gameId: id, kind: "game", authorId: player.id, subjectId: organizer.id, score: 5 });
    expect(await rated()).toEqual([true]);
  });
});

describe("the waitlist", () => {
  it("moves up the player who has waited longest, the first registered on a tie", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 1 }));
    const players: Player[] = [];
    for (const label of ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]) {
      const player = await createPlayer(database.db, label);
      players.push(player);
      await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    }
    const [alpha, bravo, charlie, delta, echo] = players as [Player, Player, Player, Player, Player];
    expect(await statusesOf(database.db, id)).toEqual({
      [alpha.id]: "confirmed",
      [bravo.id]: "waitlisted",
      [charlie.id]: "waitlisted",
      [delta.id]: "waitlisted",
      [echo.id]: "waitlisted",
    });
    // A place in the line is its `queuedAt`: the registration's time, unless an approval came later.
    const setRegisteredAt = (player: Player, at: Date) =>
      database.db
        .update(registration)
        .set({ createdAt: at, queuedAt: at })
        .where(and(eq(registration.gameId, id), eq(registration.userId, player.id)));

    await cancelRegistration(database.db, alpha, id);
    expect(await statusesOf(database.db, id)).toEqual({
      [alpha.id]: "cancelled",
      [bravo.id]: "confirmed",
      [charlie.id]: "waitlisted",
      [delta.id]: "waitlisted",
      [echo.id]: "waitlisted",
    });
    expect(await notificationsOf(database.db, bravo.id)).toMatchObject([
      { type: "game_waitlist_promoted", payload: { game: { id, title: "Opération Brouillard" } } },
    ]);

    // Waiting is counted in time, not in ids: Delta registered before Charlie.
    await setRegisteredAt(delta, new Date(Date.now() - 3600_000));
    await cancelRegistration(database.db, bravo, id);
    expect(await statusesOf(database.db, id)).toMatchObject({ [charlie.id]: "waitlisted", [delta.id]: "confirmed", [echo.id]: "waitlisted" });

    // Charlie and Echo registered at the same instant: Charlie's registration came first.
    const sameInstant = new Date(Date.now() - 1800_000);
    await setRegisteredAt(charlie, sameInstant);
    await setRegisteredAt(echo, sameInstant);
    await cancelRegistration(database.db, delta, id);
    expect(await statusesOf(database.db, id)).toMatchObject({ [charlie.id]: "confirmed", [echo.id]: "waitlisted" });
  });

  it("frees no place when a waiting player withdraws: nobody moves up", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 1 }));
    const [confirmed, waiting, next] = [await createPlayer(database.db), await createPlayer(database.db), await createPlayer(database.db)];
    const registrations = [];
    for (const p of [confirmed, waiting, next]) registrations.push(await registerForGame(database.db, p, { gameId: id, replicas: AEG_300 }));

    await cancelRegistration(database.db, waiting, id);
    expect(await statusesOf(database.db, id)).toEqual({ [confirmed.id]: "confirmed", [waiting.id]: "cancelled", [next.id]: "waitlisted" });
    expect(await confirmedCountOf(id)).toBe(1);
    // Nor when the organizer takes a waiting player off the list.
    expect(await removeRegistrant(database.db, organizer, registrations[2]!.id)).toEqual({ ok: true });
    expect(await statusesOf(database.db, id)).toEqual({ [confirmed.id]: "confirmed", [waiting.id]: "cancelled", [next.id]: "removed" });
    expect(await confirmedCountOf(id)).toBe(1);
  });
});

describe("after the start", () => {
  it("a player can no longer withdraw, nor the organizer remove them: who took part is settled", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    const reg = await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    await startGame(id);

    expect(await appCodeOf(cancelRegistration(database.db, player, id))).toBe("GAME_NOT_OPEN");
    expect(await appCodeOf(removeRegistrant(database.db, organizer, reg.id))).toBe("GAME_NOT_OPEN");
    expect(await statusesOf(database.db, id)).toEqual({ [player.id]: "confirmed" });
    expect(await confirmedCountOf(id)).toBe(1);
  });
});
