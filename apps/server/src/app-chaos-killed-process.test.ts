/**
 * Chaos: a server process killed (SIGKILL) in the middle of registrations leaves no half-written
 * rows. registerForGame inserts the registration, bumps game.confirmed_count and notifies the
 * organizer in one transaction; the kill must take all of it or none of it.
 *
 * To kill it mid-transaction every time rather than by luck, the test holds the organizer's user
 * row (FOR UPDATE): the notification's foreign key check then waits for it, after the registration
 * and the count are written and before the commit. The other registrations wait for the game row.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "./db/client.ts";
import { game, notification, registration } from "./db/schema/index.ts";
import { createGame } from "./modules/games/service.ts";
import { registerForGame } from "./modules/registrations/service.ts";
import { holdLocks, registerOverHttp, waitUntilBlocked, waitUntilGone, withApplicationName } from "../test-support/chaos.ts";
import { gameInput } from "../test-support/players.ts";
import { startServerProcess, type ServerProcess } from "../test-support/server-process.ts";
import { signedInPlayer } from "../test-support/two-processes.ts";

const REPLICAS = [{ powerClass: "aeg" as const, fps: 330, name: "" }];

let database: Database;
let victim: ServerProcess | undefined;

beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});

afterAll(async () => {
  await victim?.stop();
  await database?.close();
});

/** What the rows say about a game: its counter, and what it counts. */
async function ledger(gameId: number, organizerId: string) {
  const [row] = await database.db.select({ confirmedCount: game.confirmedCount }).from(game).where(eq(game.id, gameId));
  const registrations = await database.db
    .select({ userId: registration.userId, status: registration.status })
    .from(registration)
    .where(eq(registration.gameId, gameId));
  const [told] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(notification)
    .where(
      and(
        eq(notification.userId, organizerId),
        sql`${notification.data}->>'type' = 'game_registration_received'`,
        sql`(${notification.data}->'payload'->'game'->>'id')::int = ${gameId}`,
      ),
    );
  return {
    confirmedCount: row!.confirmedCount,
    confirmed: registrations.filter((r) => r.status === "confirmed").length,
    registrants: registrations.map((r) => r.userId).sort(),
    notifications: told!.count,
  };
}

describe("a server process killed during registrations", () => {
  it("leaves every game's count equal to its confirmed registrations, and no registration without its count", async () => {
    const applicationName = `escouade-chaos-killed-${randomUUID().slice(0, 8)}`;
    victim = await startServerProcess({ DATABASE_URL: withApplicationName(inject("databaseUrl"), applicationName) });
    const organizer = await signedInPlayer(database.db, "Orga");
    const games = await Promise.all([
      createGame(database.db, organizer, gameInput({ title: "Opération Coupure", maxPlayers: 3 })),
      createGame(database.db, organizer, gameInput({ title: "Opération Panne", maxPlayers: 40 })),
    ]);
    const players = await Promise.all(Array.from({ length: 8 }, (_, n) => signedInPlayer(database.db, `Joueur${n}`)));
    const [early, late] = [players.slice(0, 2), players.slice(2)];

    // Committed before the crash: the kill must not take these with it.
    for (const player of early) {
      for (const { id } of games) expect(await registerOverHttp(victim.url, player.cookie, id)).toMatchObject({ status: 200 });
    }

    const organizerRow = await holdLocks(database.sql!, (tx) => tx`select 1 from "user" where id = ${organizer.id} for update`);
    const inFlight = late.flatMap((player) => games.map(({ id }) => registerOverHttp(victim!.url, player.cookie, id)));
    // One registration per game has written its row and its count, and waits to notify.
    const blocked = await waitUntilBlocked(database.sql!, applicationName, organizerRow.pid, games.length);
    expect(blocked.every((statement) => statement.startsWith('insert into "notification"'))).toBe(true);
    victim.kill("SIGKILL");
    expect(await victim.exited).toEqual({ code: null, signal: "SIGKILL" });
    await organizerRow.release();

    // Nothing of what was in flight had been answered: all of it was cut, none of it committed.
    expect(await Promise.all(inFlight)).toEqual(inFlight.map(() => "no answer"));
    await waitUntilGone(database.sql!, applicationName);
    for (const { id } of games) {
      const after = await ledger(id, organizer.id);
      expect(after.confirmedCount).toBe(after.confirmed);
      expect(after.registrants).toEqual(early.map((player) => player.id).sort());
      expect(after.notifications).toBe(after.registrants.length);
    }

    // No lock left behind, and the counter goes on from the truth: the last place, then the waitlist.
    const [small] = games;
    expect(await registerForGame(database.db, late[0]!, { gameId: small!.id, replicas: REPLICAS })).toMatchObject({ status: "confirmed" });
    expect(await registerForGame(database.db, late[1]!, { gameId: small!.id, replicas: REPLICAS })).toMatchObject({ status: "waitlisted" });
    expect(await ledger(small!.id, organizer.id)).toMatchObject({ confirmedCount: 3, confirmed: 3, notifications: 4 });
  });
});
