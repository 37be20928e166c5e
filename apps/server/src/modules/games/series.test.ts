import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, notification, registration } from "../../db/schema/index.ts";
import { cancelGame, createGame, getGame, updateGame } from "./service.ts";
import { followSeries, getSeries } from "./series.ts";
import { registerForGame } from "../registrations/service.ts";
import { AEG_300, createPlayer, gameInput, makeFriends } from "../../../test-support/players.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const DAY = 86_400_000;

async function notificationsOf(userId: string) {
  const rows = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId)).orderBy(notification.id);
  return rows.map((r) => r.data);
}

async function datesOf(seriesId: number) {
  return database.db.select().from(game).where(eq(game.seriesId, seriesId)).orderBy(game.startsAt);
}

/** The game as its organizer saves it again, with some fields changed. */
function edited(input: ReturnType<typeof gameInput>, gameId: number, changes: Record<string, unknown>) {
  const { termsAccepted: _, ...fields } = input;
  return { ...fields, gameId, ...changes };
}

describe("a series of games", () => {
  it("publishes every date at once, each a game of its own linked to the series, a week apart", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const input = gameInput({ questions: [{ id: "qbbq", label: "Barbecue ?", kind: "yes_no", required: false, options: [] }] });
    const result = await createGame(database.db, organizer, { ...input, repeat: { every: "week", count: 4 } });
    expect(result.dates).toBe(4);
    const dates = await datesOf(result.seriesId!);
    expect(dates.map((d) => d.id)[0]).toBe(result.id);
    expect(dates.map((d) => (d.startsAt.getTime() - input.startsAt.getTime()) / DAY).map(Math.round)).toEqual([0, 7, 14, 21]);
    // Everything else is the same: title, limits, rules, questions.
    expect(new Set(dates.map((d) => `${d.title}|${d.maxPlayers}|${d.rules}|${JSON.stringify(d.questions)}`)).size).toBe(1);

    const page = await getSeries(database.db, null, result.seriesId!);
    expect(page).toMatchObject({ title: input.title, isOrganizer: false, following: false, followers: 0 });
    expect(page.dates.map((d) => d.id)).toEqual(dates.map((d) => d.id));
    expect((await getGame(database.db, organizer.id, result.id)).laterInSeries).toBe(3);
    expect((await getGame(database.db, null, result.id)).laterInSeries).toBe(0);
  });

  it("edits one date alone, or the later ones with it, each keeping its own dates", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const input = gameInput();
    const { seriesId } = await createGame(database.db, organizer, { ...input, repeat: { every: "two_weeks", count: 3 } });
    const [first, second, third] = await datesOf(seriesId!);
    await registerForGame(database.db, player, { gameId: third!.id, replicas: AEG_300 });

    await updateGame(database.db, organizer, edited(input, second!.id, { startsAt: second!.startsAt, endsAt: second!.endsAt, title: "Édition spéciale" }));
    expect((await datesOf(seriesId!)).map((d) => d.title)).toEqual([input.title, "Édition spéciale", input.title]);

    await updateGame(
      database.db,
      organizer,
      edited(input, second!.id, {
        startsAt: second!.startsAt,
        endsAt: second!.endsAt,
        priceCents: 2000,
        rules: "Nouvelles règles : masque intégral.",
        applyToFollowing: true,
      }),
    );
    const after = await datesOf(seriesId!);
    expect(after.map((d) => d.priceCents)).toEqual([1500, 2000, 2000]);
    expect(after.map((d) => d.rulesVersion)).toEqual([1, 2, 2]);
    expect(after.map((d) => d.startsAt)).toEqual([first!.startsAt, second!.startsAt, third!.startsAt]);
    // The later date's player hears of it, as of any edit.
    expect((await notificationsOf(player.id)).at(-1)).toMatchObject({ type: "game_changed", payload: { game: { id: third!.id }, rulesChanged: true } });
  });

  it("refuses the whole edit when a later date has more confirmed players than the new maximum", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const input = gameInput({ maxPlayers: 3 });
    const { seriesId } = await createGame(database.db, organizer, { ...input, repeat: { every: "week", count: 2 } });
    const [first, second] = await datesOf(seriesId!);
    for (let i = 0; i < 3; i++) await registerForGame(database.db, await createPlayer(database.db), { gameId: second!.id, replicas: AEG_300 });
    const change = edited(input, first!.id, { startsAt: first!.startsAt, endsAt: first!.endsAt, maxPlayers: 2, applyToFollowing: true });
    expect(await appCodeOf(updateGame(database.db, organizer, change))).toBe("MAX_PLAYERS_BELOW_CONFIRMED");
    expect((await datesOf(seriesId!)).map((d) => d.maxPlayers)).toEqual([3, 3]);
  });

  it("cancels one date alone, or the later ones with it, telling each date's players", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { seriesId } = await createGame(database.db, organizer, { ...gameInput(), repeat: { every: "month", count: 4 } });
    const [first, second, third, fourth] = await datesOf(seriesId!);
    const early = await createPlayer(database.db);
    await registerForGame(database.db, player, { gameId: fourth!.id, replicas: AEG_300 });
    await registerForGame(database.db, early, { gameId: first!.id, replicas: AEG_300 });

    await cancelGame(database.db, organizer, first!.id);
    // Cancelled without a word: the players are told, with no message.
    const told = (await notificationsOf(early.id)).at(-1);
    expect(told).toMatchObject({ type: "game_cancelled", payload: { game: { id: first!.id } } });
    expect(told!.payload).not.toHaveProperty("message");
    expect((await datesOf(seriesId!)).map((d) => d.cancelledAt !== null)).toEqual([true, false, false, false]);
    expect(await cancelGame(database.db, organizer, third!.id, "Terrain vendu", { following: true })).toEqual({ id: third!.id, cancelled: 2 });
    expect((await datesOf(seriesId!)).map((d) => d.cancelledAt !== null)).toEqual([true, false, true, true]);
    expect((await notificationsOf(player.id)).at(-1)).toMatchObject({
      type: "game_cancelled",
      payload: { game: { id: fourth!.id }, message: "Terrain vendu" },
    });
    expect(second!.cancelledAt).toBeNull();
  });

  it("tells its followers, once, when the organizer adds dates to it", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const [fan, other] = [await createPlayer(database.db), await createPlayer(database.db)];
    const input = gameInput();
    const { seriesId } = await createGame(database.db, organizer, { ...input, repeat: { every: "week", count: 2 } });
    expect(await followSeries(database.db, fan, { seriesId: seriesId!, follow: true })).toEqual({ following: true });
    await followSeries(database.db, fan, { seriesId: seriesId!, follow: true });
    expect((await getSeries(database.db, fan.id, seriesId!)).followers).toBe(1);
    expect(await appCodeOf(followSeries(database.db, organizer, { seriesId: seriesId!, follow: true }))).toBe("SELF_ACTION");

    const later = new Date(input.startsAt.getTime() + 28 * DAY);
    const added = await createGame(database.db, organizer, {
      ...input,
      startsAt: later,
      endsAt: new Date(later.getTime() + 8 * 3_600_000),
      seriesId: seriesId!,
      repeat: { every: "week", count: 3 },
    });
    expect(added).toMatchObject({ seriesId, dates: 3 });
    expect(await datesOf(seriesId!)).toHaveLength(5);
    const told = (await notificationsOf(fan.id)).filter((n) => n.type === "series_date_added");
    expect(told).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ series: { id: seriesId, title: input.title }, game: expect.objectContaining({ id: added.id }), dates: 3 }),
      }),
    ]);
    expect(await notificationsOf(other.id)).toEqual([]);

    await followSeries(database.db, fan, { seriesId: seriesId!, follow: false });
    expect((await getSeries(database.db, fan.id, seriesId!)).following).toBe(false);
  });

  it("shows its organizer, and whether the viewer follows it; a series that does not exist is not found", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const [fan, other] = [await createPlayer(database.db), await createPlayer(database.db)];
    const { seriesId } = await createGame(database.db, organizer, { ...gameInput(), repeat: { every: "week", count: 2 } });
    await followSeries(database.db, fan, { seriesId: seriesId!, follow: true });
    expect(await getSeries(database.db, fan.id, seriesId!)).toMatchObject({
      organizer: { id: organizer.id, username: organizer.username },
      isOrganizer: false,
      following: true,
      followers: 1,
    });
    expect(await getSeries(database.db, other.id, seriesId!)).toMatchObject({ isOrganizer: false, following: false });
    expect(await getSeries(database.db, organizer.id, seriesId!)).toMatchObject({ isOrganizer: true, following: false });
    expect(await appCodeOf(getSeries(database.db, fan.id, 2_000_000_000))).toBe("NOT_FOUND");

    // Its organizer's account gone, the series shows no organizer, and nobody, signed in or not, runs it.
    await database.db.execute(sql`update game_series set organizer_id = null where id = ${seriesId!}`);
    expect(await getSeries(database.db, null, seriesId!)).toMatchObject({ organizer: null, isOrganizer: false, following: false });
  });

  it("edits or cancels a game of no series alone, whatever the form asks for the later dates", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const input = gameInput();
    const { id } = await createGame(database.db, organizer, input);
    await updateGame(database.db, organizer, edited(input, id, { title: "Seule date", applyToFollowing: true }));
    const [row] = await database.db.select({ title: game.title }).from(game).where(eq(game.id, id));
    expect(row!.title).toBe("Seule date");
    expect(await cancelGame(database.db, organizer, id, "", { following: true })).toEqual({ id, cancelled: 1 });
  });

  it("points no follower at a private date added to it", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const fan = await createPlayer(database.db);
    const input = gameInput();
    const { seriesId } = await createGame(database.db, organizer, { ...input, repeat: { every: "week", count: 2 } });
    await followSeries(database.db, fan, { seriesId: seriesId!, follow: true });
    const later = new Date(input.startsAt.getTime() + 21 * DAY);
    await createGame(database.db, organizer, {
      ...input,
      visibility: "private",
      startsAt: later,
      endsAt: new Date(later.getTime() + 3_600_000),
      seriesId: seriesId!,
    });
    expect(await notificationsOf(fan.id)).toEqual([]);
  });

  it("lets only its organizer add dates to it, and shows each viewer only the dates they may see", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const [friend, stranger] = [await createPlayer(database.db), await createPlayer(database.db)];
    await makeFriends(database.db, organizer, friend);
    const { seriesId } = await createGame(database.db, organizer, { ...gameInput({ visibility: "friends" }), repeat: { every: "week", count: 2 } });
    expect(await appCodeOf(createGame(database.db, stranger, { ...gameInput(), seriesId: seriesId! }))).toBe("NOT_FOUND");
    expect(await appCodeOf(createGame(database.db, stranger, { ...gameInput(), seriesId: 2_000_000_000 }))).toBe("NOT_FOUND");
    expect((await getSeries(database.db, friend.id, seriesId!)).dates).toHaveLength(2);
    expect(await appCodeOf(getSeries(database.db, stranger.id, seriesId!))).toBe("NOT_FOUND");
    expect(await appCodeOf(getSeries(database.db, null, seriesId!))).toBe("NOT_FOUND");
    expect(await appCodeOf(followSeries(database.db, stranger, { seriesId: seriesId!, follow: true }))).toBe("NOT_FOUND");
  });

  it("never leaves a place in a cancelled date when the series is cancelled while players register", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { seriesId } = await createGame(database.db, organizer, { ...gameInput(), repeat: { every: "week", count: 3 } });
    const dates = await datesOf(seriesId!);
    const players = await Promise.all(Array.from({ length: 6 }, () => createPlayer(database.db)));
    const outcomes = await Promise.allSettled([
      ...players.map((p, i) => registerForGame(database.db, p, { gameId: dates[i % 3]!.id, replicas: AEG_300 })),
      cancelGame(database.db, organizer, dates[0]!.id, "", { following: true }),
    ]);
    expect(outcomes.at(-1)!.status).toBe("fulfilled");
    // Each registration went in before its date's cancellation (and its player was told), or was refused.
    for (const [i, outcome] of outcomes.slice(0, -1).entries()) {
      const player = players[i]!;
      const [held] = await database.db
        .select()
        .from(registration)
        .where(and(eq(registration.userId, player.id), eq(registration.gameId, dates[i % 3]!.id)));
      if (outcome.status === "fulfilled") {
        expect(held).toBeDefined();
        expect((await notificationsOf(player.id)).map((n) => n.type)).toContain("game_cancelled");
      } else {
        expect(held).toBeUndefined();
        expect(await appCodeOf(Promise.reject(outcome.reason))).toBe("GAME_NOT_OPEN");
      }
    }
    expect((await datesOf(seriesId!)).every((d) => d.cancelledAt !== null)).toBe(true);
  });
});
