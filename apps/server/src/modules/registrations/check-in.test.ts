import { fieldDayStart } from "@escouade/contracts/check-in";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database, type Tx } from "../../db/client.ts";
import { game, gameStaff, registration } from "../../db/schema/index.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { createGame } from "../games/service.ts";
import { ticketCode } from "../../platform/ticket-signature.ts";
import { checkIn, getGameRegistrations, registerForGame } from "./service.ts";

/**
 * Offline check-in at the field (docs/decisions/024): phones that had no network send when they scanned;
 * the earliest arrival is kept, the clock of a phone is not trusted past the game's day and now,
 * and nobody is ever counted twice.
 */

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const SECRET = "a-test-secret-for-check-in-0123456789";
const MINUTE = 60_000;
const replicas = [{ powerClass: "aeg" as const, fps: 300, name: "" }];

/** A game starting in an hour (so its day has begun), with one player registered. */
async function gameDay() {
  const db = database.db;
  const organizer = await createPlayer(db, "Orga");
  const player = await createPlayer(db, "Joueur");
  const startsAt = new Date(Date.now() + 60 * MINUTE);
  const { id: gameId } = await createGame(db, organizer, gameInput({ startsAt, endsAt: new Date(startsAt.getTime() + 6 * 60 * MINUTE) }));
  const place = await registerForGame(db, player, { gameId, replicas });
  return { db, organizer, player, gameId, startsAt, place, code: ticketCode(SECRET, gameId, place.id) };
}

/** How many of the database's sessions are waiting for a lock another holds. */
async function lockWaiters() {
  const rows = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return [...rows][0]!.n;
}

/**
 * Runs `body` in a transaction that stays open until the returned `release` is called: another
 * session's change in progress, holding its locks.
 */
async function heldTransaction(body: (tx: Tx) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const done = database.db.transaction(async (tx) => {
    await body(tx);
    started();
    await released;
  });
  await ready;
  return { release: async () => (release(), await done) };
}

/** Resolves once `promise` settles or a session waits for a lock, whichever comes first. */
async function settledOrWaiting(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled && (await lockWaiters()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  return settled ? "settled" : "waiting";
}

describe("check-in sent later by a phone that had no network", () => {
  it("two phones that checked the same ticket at once: counted once, the earlier arrival kept, whoever reached the server first", async () => {
    const { db, organizer, gameId, code } = await gameDay();
    const earlier = new Date(Date.now() - 10 * MINUTE);
    const later = new Date(Date.now() - 5 * MINUTE);
    const results = await Promise.all([
      checkIn(db, organizer, SECRET, { gameId, code, scannedAt: later }),
      checkIn(db, organizer, SECRET, { gameId, code, scannedAt: earlier }),
    ]);
    // Either order: the first is a new arrival, the second a repeat; the earlier time stands.
    expect(results.filter((r) => !r.alreadyCheckedIn)).toHaveLength(1);
    const listed = await getGameRegistrations(db, organizer, gameId);
    expect(listed.summary.checkedIn).toBe(1);
    expect(listed.registrations[0]!.checkedInAt).toEqual(earlier);
    expect(listed.registrations[0]!.checkedInBy).toBe(organizer.username);
    // The phone whose later time lost is told the kept one; the earlier phone sees its own.
    expect(results[0]!.checkedInAt.getTime()).toBeLessThanOrEqual(later.getTime());
    expect(results[1]!.checkedInAt).toEqual(earlier);
  });

  it("the same arrival sent again from a marshal's phone keeps who let the player in", async () => {
    const { db, organizer, gameId, code } = await gameDay();
    const marshal = await createPlayer(db, "Marshal");
    await db.insert(gameStaff).values({ gameId, userId: marshal.id, role: "marshal", status: "confirmed" });
    const at = new Date(Date.now() - 15 * MINUTE);
    await checkIn(db, organizer, SECRET, { gameId, code, scannedAt: at });
    // Both phones scanned at the same second: the arrival recorded first stands, with its checker.
    expect(await checkIn(db, marshal, SECRET, { gameId, code, scannedAt: at })).toMatchObject({ alreadyCheckedIn: true, checkedInAt: at });
    expect((await getGameRegistrations(db, organizer, gameId)).registrations[0]!.checkedInBy).toBe(organizer.username);
  });

  it("a phone's later scan, after the arrival was recorded: a repeat, the first time kept", async () => {
    const { db, organizer, gameId, code } = await gameDay();
    const first = await checkIn(db, organizer, SECRET, { gameId, code, scannedAt: new Date(Date.now() - 20 * MINUTE) });
    const repeat = await checkIn(db, organizer, SECRET, { gameId, code, scannedAt: new Date(Date.now() - 2 * MINUTE) });
    expect(first.alreadyCheckedIn).toBe(false);
    expect(repeat).toMatchObject({ alreadyCheckedIn: true, checkedInAt: first.checkedInAt });
    // The same queued item sent twice (an answer lost on the way): its own time comes back.
    const resent = await checkIn(db, organizer, SECRET, { gameId, code, scannedAt: first.scannedAt });
    expect(resent.alreadyCheckedIn).toBe(true);
    expect(resent.checkedInAt).toEqual(resent.scannedAt);
    expect((await getGameRegistrations(db, organizer, gameId)).summary.checkedIn).toBe(1);
  });

  it("a clock ahead is brought back to now; one far behind, to the start of the game's day", async () => {
    const { db, organizer, gameId, code } = await gameDay();
    const before = Date.now();
    const ahead = await checkIn(db, organizer, SECRET, { gameId, code, scannedAt: new Date(Date.now() + 3 * 24 * 60 * MINUTE) });
    expect(ahead.checkedInAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(ahead.checkedInAt.getTime()).toBeLessThanOrEqual(Date.now());

    const other = await gameDay();
    const behind = await checkIn(other.db, other.organizer, SECRET, { gameId: other.gameId, code: other.code, scannedAt: new Date("2001-01-01T00:00:00Z") });
    expect(behind.checkedInAt).toEqual(fieldDayStart({ startsAt: other.startsAt, timeZone: "Europe/Paris" }));
    const [row] = await db
      .select({ checkedInAt: registration.checkedInAt, checkedInBy: registration.checkedInBy })
      .from(registration)
      .where(eq(registration.gameId, gameId));
    expect(row).toEqual({ checkedInAt: ahead.checkedInAt, checkedInBy: organizer.id });
  });

  it("a queued check-in whose place was given up meanwhile is refused, and a stranger's is forbidden", async () => {
    const { db, organizer, gameId, place, code } = await gameDay();
    const stranger = await createPlayer(db, "Curieux");
    expect(await appCodeOf(checkIn(db, stranger, SECRET, { gameId, code, scannedAt: new Date() }))).toBe("FORBIDDEN");
    await db.update(registration).set({ status: "removed" }).where(eq(registration.id, place.id));
    expect(await appCodeOf(checkIn(db, organizer, SECRET, { gameId, code, scannedAt: new Date() }))).toBe("TICKET_NO_PLACE");
  });

  it("a ticket shown days before the game's day lets no one in, and records nothing", async () => {
    const db = database.db;
    const organizer = await createPlayer(db, "Orga");
    const player = await createPlayer(db, "Joueur");
    const { id: gameId } = await createGame(db, organizer, gameInput());
    const place = await registerForGame(db, player, { gameId, replicas });
    const code = ticketCode(SECRET, gameId, place.id);
    expect(await appCodeOf(checkIn(db, organizer, SECRET, { gameId, code }))).toBe("CHECK_IN_NOT_OPEN");
    const [row] = await db.select({ checkedInAt: registration.checkedInAt }).from(registration).where(eq(registration.id, place.id));
    expect(row?.checkedInAt).toBeNull();
  });
  it("a place given up while the gate scans its ticket lets no one in", async () => {
    const { db, organizer, gameId, place, code } = await gameDay();
    // The player withdraws on their phone; their transaction holds the registration's row.
    const withdrawal = await heldTransaction(async (tx) => {
      await tx.select({ id: registration.id }).from(registration).where(eq(registration.id, place.id)).for("update");
      await tx.update(registration).set({ status: "cancelled" }).where(eq(registration.id, place.id));
    });
    const scan = appCodeOf(checkIn(db, organizer, SECRET, { gameId, code }));
    expect(await settledOrWaiting(scan)).toBe("waiting");
    await withdrawal.release();
    expect(await scan).toBe("TICKET_NO_PLACE");
    const [row] = await db.select({ checkedInAt: registration.checkedInAt }).from(registration).where(eq(registration.id, place.id));
    expect(row?.checkedInAt).toBeNull();
  });

  it("a scan is not held up by a registration in progress for the same game", async () => {
    const { db, organizer, gameId, code } = await gameDay();
    // A registration locks the game's row while it counts the places.
    const registering = await heldTransaction((tx) => tx.select({ id: game.id }).from(game).where(eq(game.id, gameId)).for("update"));
    const scan = checkIn(db, organizer, SECRET, { gameId, code });
    const state = await settledOrWaiting(scan);
    await registering.release();
    expect(state).toBe("settled");
    expect(await scan).toMatchObject({ alreadyCheckedIn: false });
  });

  it("the gate's clock decides when the game's day has begun", async () => {
    const db = database.db;
    const organizer = await createPlayer(db, "Orga");
    const player = await createPlayer(db, "Joueur");
    // A game a week ahead, scanned as if it were its morning.
    const { id: gameId } = await createGame(db, organizer, gameInput());
    const [{ startsAt }] = (await db.select({ startsAt: game.startsAt }).from(game).where(eq(game.id, gameId))) as [{ startsAt: Date }];
    const place = await registerForGame(db, player, { gameId, replicas });
    const morning = new Date(startsAt.getTime() - 30 * MINUTE);
    const arrived = await checkIn(db, organizer, SECRET, { gameId, code: ticketCode(SECRET, gameId, place.id) }, morning);
    expect(arrived).toMatchObject({ alreadyCheckedIn: false, checkedInAt: morning });
  });
});
