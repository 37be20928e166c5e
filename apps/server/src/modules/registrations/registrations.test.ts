import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, notification, registration } from "../../db/schema/index.ts";
import { createGame } from "../games/service.ts";
import {
  cancelRegistration,
  exportRegistrationsCsv,
  getGameRegistrations,
  getMyGames,
  registerForGame,
  removeRegistrant,
  setPaymentStatus,
} from "./service.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";

let database: Database;
beforeAll(() => {
  // Enough connections for the 50 registrations to really run at once.
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const AEG_300 = [{ powerClass: "aeg" as const, fps: 300, name: "" }];


describe("registering", () => {
  it("gives 10 places to exactly 10 of 50 players registering at once; the other 40 wait", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 10 }));
    const players = await Promise.all(Array.from({ length: 50 }, () => createPlayer(database.db)));

    const results = await Promise.all(players.map((p) => registerForGame(database.db, p, { gameId: id, replicas: AEG_300 })));
    expect(results.filter((r) => r.status === "confirmed")).toHaveLength(10);
    expect(results.filter((r) => r.status === "waitlisted")).toHaveLength(40);
    const [row] = await database.db.select({ confirmedCount: game.confirmedCount }).from(game).where(eq(game.id, id));
    expect(row?.confirmedCount).toBe(10);

    // One confirmed player withdraws: exactly one waiting player moves up, and is told.
    const leaver = players[results.findIndex((r) => r.status === "confirmed")]!;
    await cancelRegistration(database.db, leaver, id);
    const statuses = await database.db.select({ status: registration.status, userId: registration.userId }).from(registration).where(eq(registration.gameId, id));
    expect(statuses.filter((s) => s.status === "confirmed")).toHaveLength(10);
    expect(statuses.filter((s) => s.status === "waitlisted")).toHaveLength(39);
    const promoted = await database.db
      .select({ userId: notification.userId })
      .from(notification)
      .where(eq(notification.userId, statuses.find((s) => s.status === "confirmed" && results[players.findIndex((p) => p.id === s.userId)]?.status === "waitlisted")!.userId));
    expect(promoted.length).toBeGreaterThanOrEqual(1);
    const page = await getGameRegistrations(database.db, organizer, id);
    expect(page.summary).toMatchObject({ confirmed: 10, waitlisted: 39, placesLeft: 0 });
  });

  it("refuses a replica over the game's limit, and a second registration", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: [{ powerClass: "dmr", fps: 451, name: "" }] }))).toBe("REPLICA_OVER_LIMIT");
    expect(await database.db.select().from(registration).where(eq(registration.gameId, id))).toHaveLength(0);

    await registerForGame(database.db, player, { gameId: id, replicas: [{ powerClass: "dmr", fps: 450, name: "" }] });
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300 }))).toBe("ALREADY_REGISTERED");
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
    const rows = await database.db.select().from(registration).where(and(eq(registration.gameId, id), eq(registration.userId, player.id)));
    expect(rows).toHaveLength(1);
  });

  it("refuses cancelled or started games", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    await database.db.update(game).set({ startsAt: new Date(Date.now() - 3600_000) }).where(eq(game.id, id));
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300 }))).toBe("GAME_NOT_OPEN");
  });

  it("lists the player's games and the organizer's", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput({ title: "Mes parties" }));
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    expect((await getMyGames(database.db, player)).registered.map((r) => r.game.title)).toEqual(["Mes parties"]);
    expect((await getMyGames(database.db, organizer)).organized.map((g) => g.title)).toEqual(["Mes parties"]);
  });
});

describe("the organizer's registrations page", () => {
  it("tracks payments, removes a registrant (who is told), exports CSV; nobody else can", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const other = await createPlayer(database.db, "Autre");
    const a = await createPlayer(database.db, "Alpha");
    const b = await createPlayer(database.db, "Bravo");
    const c = await createPlayer(database.db, "Charlie");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 2 }));
    const ra = await registerForGame(database.db, a, { gameId: id, replicas: [{ powerClass: "aeg", fps: 320, name: "=HYPERLINK(\"x\")" }] });
    const rb = await registerForGame(database.db, b, { gameId: id, replicas: AEG_300 });
    await registerForGame(database.db, c, { gameId: id, replicas: AEG_300 });

    await setPaymentStatus(database.db, organizer, { registrationId: ra.id, paymentStatus: "paid" });
    expect(await appCodeOf(setPaymentStatus(database.db, other, { registrationId: rb.id, paymentStatus: "paid" }))).toBe("FORBIDDEN");
    expect(await appCodeOf(getGameRegistrations(database.db, other, id))).toBe("FORBIDDEN");
    expect(await appCodeOf(removeRegistrant(database.db, other, rb.id))).toBe("FORBIDDEN");

    let page = await getGameRegistrations(database.db, organizer, id);
    expect(page.summary).toMatchObject({ confirmed: 2, waitlisted: 1, paid: 1, unpaid: 1 });

    await removeRegistrant(database.db, organizer, rb.id);
    page = await getGameRegistrations(database.db, organizer, id);
    expect(page.registrations.map((r) => [r.username, r.status])).toEqual([
      [a.username, "confirmed"],
      [c.username, "confirmed"],
    ]);
    const toldB = await database.db.select().from(notification).where(eq(notification.userId, b.id));
    expect(toldB.map((n) => n.data.type)).toContain("game_registration_removed");
    const toldC = await database.db.select().from(notification).where(eq(notification.userId, c.id));
    expect(toldC.map((n) => n.data.type)).toContain("game_waitlist_promoted");

    const { csv, filename } = await exportRegistrationsCsv(database.db, organizer, id);
    expect(filename).toBe(`escouade-game-${id}-registrations.csv`);
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("username,first_name,last_name,email,phone,status,payment_status,replicas,registered_at");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${a.username},Alex,Martin`);
    expect(lines[1]).toContain(",paid,");
    expect(lines[1]).toContain('"AEG 320 fps (=HYPERLINK(""x""))"');
  });
});
