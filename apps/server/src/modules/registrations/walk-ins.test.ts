import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { game, notification, registration } from "../../db/schema/index.ts";
import { createTestApp, refusalOf, type TestApp } from "../../../test-support/app.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { readCsvRecords } from "../../../test-support/read-csv.ts";
import { signedInClient } from "../../../test-support/sessions.ts";
import { cancelGame, createGame } from "../games/service.ts";
import { openGameConversation } from "../messages/service.ts";
import { addWalkIn, exportRegistrationsCsv, getGameRegistrations, getMyGames, registerForGame, removeRegistrant } from "./service.ts";

/**
 * Players added at the field without an account (docs/product.md §4): in a place left, on the game's day,
 * by its organizer only; listed and exported with everyone, and harmless to the players' own views.
 */

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ mailer: { send: async () => {} } });
});
afterAll(() => server?.close());

const HOUR = 3600_000;
const replicas = [{ powerClass: "aeg" as const, fps: 300, name: "" }];

/** A game starting in an hour: its day has begun. */
async function gameDay(maxPlayers = 10) {
  const db = server.database.db;
  const organizer = await createPlayer(db, "Orga");
  const startsAt = new Date(Date.now() + HOUR);
  const { id: gameId } = await createGame(db, organizer, gameInput({ maxPlayers, startsAt, endsAt: new Date(startsAt.getTime() + 6 * HOUR) }));
  return { db, organizer, gameId };
}

describe("walk-ins", () => {
  it("takes a place, arrived at once, listed and exported as a walk-in", async () => {
    const { db, organizer, gameId } = await gameDay();
    const player = await createPlayer(db, "Inscrit");
    await registerForGame(db, player, { gameId, replicas });
    const added = await addWalkIn(db, organizer, { gameId, name: "Jean Sur-Place", replicas: [{ powerClass: "dmr", fps: 420, name: "VSR" }] });
    expect(added.guestName).toBe("Jean Sur-Place");

    const listed = await getGameRegistrations(db, organizer, gameId);
    expect(listed.summary).toMatchObject({ confirmed: 2, checkedIn: 1, placesLeft: 8 });
    const walkIn = listed.registrations.find((r) => r.id === added.id)!;
    expect(walkIn).toMatchObject({
      userId: null,
      guestName: "Jean Sur-Place",
      username: null,
      email: null,
      status: "confirmed",
      checkedInBy: organizer.username,
    });
    expect(walkIn.checkedInAt).toEqual(added.checkedInAt);
    const [row] = await db.select({ confirmedCount: game.confirmedCount }).from(game).where(eq(game.id, gameId));
    expect(row!.confirmedCount).toBe(2);

    const exportCsv = async () => readCsvRecords((await exportRegistrationsCsv(db, organizer, { gameId, lang: "en" })).csv, ",").rows;
    const rows = await exportCsv();
    const walkInRow = rows.find((row) => row.Username === "Jean Sur-Place")!;
    expect(walkInRow).toMatchObject({
      "Walk-in": "Yes",
      Replicas: "DMR 420 fps (VSR)",
      // On the field's clock (a game near Lyon), as Sweden's locale writes it: 2026-11-28 05:00.
      Arrived: new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris", dateStyle: "short", timeStyle: "short" }).format(added.checkedInAt),
    });
    expect(rows.find((row) => row.Username === player.username)).toMatchObject({ "Walk-in": "No", Arrived: "" });
    // A given name that would start a spreadsheet formula is neutralised like any cell.
    await addWalkIn(db, organizer, { gameId, name: "=HYPERLINK(1)", replicas: [] });
    expect((await exportCsv()).map((row) => row.Username)).toContain("'=HYPERLINK(1)");
  });

  it("the last place, asked by two phones at once: one gets it, the other is told the game is full", async () => {
    const { db, organizer, gameId } = await gameDay(1);
    const outcomes = await Promise.all(["Alice", "Bruno"].map((name) => appCodeOf(addWalkIn(db, organizer, { gameId, name, replicas: [] }))));
    expect(outcomes.sort()).toEqual(["GAME_FULL", null]);
    const [row] = await db.select({ confirmedCount: game.confirmedCount }).from(game).where(eq(game.id, gameId));
    expect(row!.confirmedCount).toBe(1);
    expect(await db.select().from(registration).where(eq(registration.gameId, gameId))).toHaveLength(1);
  });

  it("refused on another's game, before the game's day, after its end and once cancelled, and with a replica over the limit", async () => {
    const { db, organizer, gameId } = await gameDay();
    const stranger = await createPlayer(db, "Curieux");
    expect(await appCodeOf(addWalkIn(db, stranger, { gameId, name: "Intrus", replicas: [] }))).toBe("FORBIDDEN");
    expect(await appCodeOf(addWalkIn(db, organizer, { gameId: 2_000_000_000, name: "Perdu", replicas: [] }))).toBe("NOT_FOUND");
    expect(await appCodeOf(addWalkIn(db, organizer, { gameId, name: "Trop tôt", replicas: [] }, new Date(Date.now() - 24 * HOUR)))).toBe("WALK_IN_CLOSED");
    expect(await appCodeOf(addWalkIn(db, organizer, { gameId, name: "Trop tard", replicas: [] }, new Date(Date.now() + 8 * HOUR)))).toBe("WALK_IN_CLOSED");
    expect(await appCodeOf(addWalkIn(db, organizer, { gameId, name: "Trop fort", replicas: [{ powerClass: "aeg", fps: 500, name: "" }] }))).toBe(
      "REPLICA_OVER_LIMIT",
    );
    const { id: nextWeek } = await createGame(db, organizer, gameInput());
    expect(await appCodeOf(addWalkIn(db, organizer, { gameId: nextWeek, name: "Pas aujourd'hui", replicas: [] }))).toBe("WALK_IN_CLOSED");
    await db.update(game).set({ cancelledAt: new Date() }).where(eq(game.id, gameId));
    expect(await appCodeOf(addWalkIn(db, organizer, { gameId, name: "Annulée", replicas: [] }))).toBe("WALK_IN_CLOSED");
    expect(await db.select().from(registration).where(eq(registration.gameId, gameId))).toHaveLength(0);
  });

  it("through the API: a clear 4xx for a full game, another's game and bad names, never a 500", async () => {
    const { db, organizer, gameId } = await gameDay(1);
    const phone = await signedInClient(server, organizer.id);
    const stranger = await signedInClient(server, (await createPlayer(db, "Autre")).id);
    expect(refusalOf(await stranger.mutation("registrations.addWalkIn", { gameId, name: "Intrus" }))).toMatchObject({ status: 403, appCode: "FORBIDDEN" });
    expect(refusalOf(await phone.mutation("registrations.addWalkIn", { gameId, name: "n".repeat(61) })).fields).toMatchObject({ name: ["too_long"] });
    expect(refusalOf(await phone.mutation("registrations.addWalkIn", { gameId, name: "   " })).fields).toMatchObject({ name: ["required"] });
    expect(refusalOf(await phone.mutation("registrations.addWalkIn", { gameId, name: "Bip\u0007" })).fields).toMatchObject({ name: ["invalid_characters"] });
    expect(refusalOf(await phone.mutation("registrations.addWalkIn", { gameId, name: 42 })).status).toBe(400);
    expect(
      refusalOf(await phone.mutation("registrations.addWalkIn", { gameId, name: "Arsenal", replicas: Array.from({ length: 11 }, () => replicas[0]) })).fields,
    ).toMatchObject({ replicas: ["too_long"] });
    const first = await phone.mutation("registrations.addWalkIn", { gameId, name: "  Camille  " });
    expect(first.ok, first.raw).toBe(true);
    expect(refusalOf(await phone.mutation("registrations.addWalkIn", { gameId, name: "Dernier" }))).toMatchObject({ status: 409, appCode: "GAME_FULL" });
    const [row] = await db.select({ guestName: registration.guestName }).from(registration).where(eq(registration.gameId, gameId));
    expect(row!.guestName).toBe("Camille");
  });

  it("counts no walk-in among the players yet to accept the rules, and can be removed like any place", async () => {
    const { db, organizer, gameId } = await gameDay();
    const added = await addWalkIn(db, organizer, { gameId, name: "Sans compte", replicas: [] });
    expect((await getGameRegistrations(db, organizer, gameId)).summary).toMatchObject({ confirmed: 1, rulesNotAccepted: 0 });
    expect(await removeRegistrant(db, organizer, added.id)).toEqual({ ok: true });
    expect((await getGameRegistrations(db, organizer, gameId)).summary).toMatchObject({ confirmed: 0, placesLeft: 10 });
  });

  it("leaves the players' own views whole: their games, the game's conversation", async () => {
    const { db, organizer, gameId } = await gameDay();
    const player = await createPlayer(db, "Joueur");
    await registerForGame(db, player, { gameId, replicas });
    await addWalkIn(db, organizer, { gameId, name: "Sans compte", replicas: [] });
    expect((await getMyGames(db, player)).registered.map((r) => r.game.id)).toEqual([gameId]);
    await expect(openGameConversation(db, organizer, gameId)).resolves.toMatchObject({ conversationId: expect.any(Number) });
    const page = await signedInClient(server, player.id);
    const shown = await page.query<{ placesLeft: number }>("games.getGame", { gameId });
    expect(shown.ok && shown.data.placesLeft).toBe(8);
    // Cancelled, the game tells its players; a walk-in has no account to tell.
    expect(await cancelGame(db, organizer, gameId)).toEqual({ id: gameId, cancelled: 1 });
    const [told] = await db
      .select({ data: notification.data })
      .from(notification)
      .where(eq(notification.userId, player.id))
      .orderBy(desc(notification.id))
      .limit(1);
    expect(told?.data.type).toBe("game_cancelled");
  });
});
