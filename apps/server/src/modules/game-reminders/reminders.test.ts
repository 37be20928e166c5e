import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, notification, registration } from "../../db/schema/index.ts";
import { createGame } from "../games/service.ts";
import { loadConfig } from "../../config.ts";
import { testEnv } from "../../../test-support/app.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { sweepGameReminders } from "./service.ts";

const HOUR = 3600 * 1000;
/**
 * The sweep reminds every game of the run's database that is due. Other files' games start within
 * days or weeks of now: these start years ahead, each test in its own window of time, and the
 * sweep is run as if it were then, so it reminds no other file's players.
 */
let base = 0;
const at = (hours: number) => new Date(base + hours * HOUR);
let database: Database;
const db = () => database.db;
const log = { info: () => {}, error: () => {} };

beforeAll(() => {
  base = Date.now() + randomInt(2, 40) * 365 * 24 * HOUR;
  database = createDatabase(loadConfig(testEnv({ DATABASE_URL: inject("databaseUrl") })).database);
});
afterAll(async () => {
  await database?.close();
});

/** A game starting `hoursAhead` from now, with a player in each registration status. */
async function gameWithPlayers(hoursAhead: number) {
  const organizer = await createPlayer(db(), "Orga");
  const startsAt = at(hoursAhead);
  const { id } = await createGame(db(), organizer, gameInput({ startsAt, endsAt: new Date(startsAt.getTime() + 6 * HOUR) }));
  const players = {
    confirmed: await createPlayer(db(), "Confirmed"),
    waitlisted: await createPlayer(db(), "Waiting"),
    cancelled: await createPlayer(db(), "Gone"),
    removed: await createPlayer(db(), "Removed"),
  };
  for (const [status, player] of Object.entries(players)) {
    await db()
      .insert(registration)
      .values({ gameId: id, userId: player.id, status: status as keyof typeof players, replicas: [] });
  }
  // A walk-in without an account has no one to remind.
  await db().insert(registration).values({ gameId: id, guestName: "Sans compte", status: "confirmed", replicas: [] });
  return { id, organizer, ...players };
}

const reminders = (userId: string) => db().$count(notification, and(eq(notification.userId, userId), sql`${notification.data}->>'type' = 'game_reminder'`));

describe("the day-before reminder", () => {
  it("goes once to the confirmed players of a game starting within a day, not to the waitlisted, cancelled or removed", async () => {
    const soon = await gameWithPlayers(20);
    const later = await gameWithPlayers(30);

    const first = await sweepGameReminders({ db: db(), log }, at(0));
    expect(first?.reminded).toBeGreaterThanOrEqual(1);
    expect(await reminders(soon.confirmed.id)).toBe(1);
    for (const other of [soon.waitlisted, soon.cancelled, soon.removed, soon.organizer, later.confirmed]) expect(await reminders(other.id)).toBe(0);
    const [row] = await db().select({ data: notification.data }).from(notification).where(eq(notification.userId, soon.confirmed.id));
    expect(row?.data).toMatchObject({ type: "game_reminder", payload: { game: { id: soon.id, title: "Opération Brouillard", timeZone: "Europe/Paris" } } });

    // A second sweep sends nothing again; the later game's turn comes when it is within a day.
    await sweepGameReminders({ db: db(), log }, at(0));
    expect(await reminders(soon.confirmed.id)).toBe(1);
    await sweepGameReminders({ db: db(), log }, at(8));
    expect(await reminders(later.confirmed.id)).toBe(1);
    expect(await reminders(soon.confirmed.id)).toBe(1);
  });

  it("skips a cancelled game and a game already started", async () => {
    base += 1000 * HOUR;
    const cancelledGame = await gameWithPlayers(10);
    await db().update(game).set({ cancelledAt: new Date() }).where(eq(game.id, cancelledGame.id));
    const started = await gameWithPlayers(1);
    await sweepGameReminders({ db: db(), log }, at(2));
    expect(await reminders(cancelledGame.confirmed.id)).toBe(0);
    expect(await reminders(started.confirmed.id)).toBe(0);
  });

  it("is sent once when two processes sweep at the same moment", async () => {
    base += 2000 * HOUR;
    const soon = await gameWithPlayers(5);
    const other = createDatabase(loadConfig(testEnv({ DATABASE_URL: inject("databaseUrl") })).database);
    try {
      const results = await Promise.all([
        sweepGameReminders({ db: db(), log }, at(0)),
        sweepGameReminders({ db: other.db, log }, at(0)),
        sweepGameReminders({ db: db(), log }, at(0)),
      ]);
      expect(results.some((result) => result !== null)).toBe(true);
    } finally {
      await other.close();
    }
    expect(await reminders(soon.confirmed.id)).toBe(1);
    const [marked] = await db().select({ at: game.reminderSentAt }).from(game).where(eq(game.id, soon.id));
    expect(marked?.at).toBeInstanceOf(Date);
  });
});
