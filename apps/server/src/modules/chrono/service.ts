import { chronoVerdict, isChronoOpen, type RecordChronoData } from "@escouade/contracts/chrono";
import type { CsvExportOptions } from "@escouade/contracts/csv-export";
import { POWER_CLASSES, REFERENCE_BB_GRAMS, fpsToJoules } from "@escouade/contracts/power";
import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chronoReading, game, profile, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { chronoCsv } from "./chrono-csv.ts";
import { groupLog, type LoggedReading } from "./log.ts";
import { isGameCrew } from "../staff/service.ts";

const READING_COLUMNS = {
  id: chronoReading.id,
  registrationId: chronoReading.registrationId,
  replicaIndex: chronoReading.replicaIndex,
  replicaName: chronoReading.replicaName,
  powerClass: chronoReading.powerClass,
  fps: chronoReading.fps,
  bbGrams: chronoReading.bbGrams,
  joules: chronoReading.joules,
  verdict: chronoReading.verdict,
  note: chronoReading.note,
  measuredAt: chronoReading.measuredAt,
};

/** The game, if the actor organizes it or is on its staff: another's game is refused, a missing one is not found. */
async function organizedGame(db: Db, actor: Actor, gameId: number) {
  const [row] = await db
    .select({
      id: game.id,
      title: game.title,
      organizerId: game.organizerId,
      startsAt: game.startsAt,
      timeZone: game.timeZone,
      endsAt: game.endsAt,
      cancelledAt: game.cancelledAt,
      powerLimits: game.powerLimits,
    })
    .from(game)
    .where(eq(game.id, gameId));
  if (!row) throw new AppError("NOT_FOUND");
  if (!(await isGameCrew(db, actor.id, row))) throw new AppError("FORBIDDEN");
  return row;
}

/**
 * The organizer records one pass over the chrono for a checked-in player's replica. The verdict is
 * the contracts' rule, the same the phone showed. A re-test is a new row (the history stays); the
 * same reading sent twice (same client id) is written once and answered with the first.
 */
export async function recordReading(db: Db, actor: Actor, input: RecordChronoData, now = new Date()) {
  const g = await organizedGame(db, actor, input.gameId);
  const [reg] = await db
    .select({ status: registration.status, checkedInAt: registration.checkedInAt, replicas: registration.replicas })
    .from(registration)
    .where(and(eq(registration.id, input.registrationId), eq(registration.gameId, input.gameId)));
  // Another game's registration (even the organizer's own other game) is not in this log.
  if (!reg) throw new AppError("NOT_FOUND");
  if (!isChronoOpen(g, now)) throw new AppError("CHRONO_CLOSED");
  if (reg.status !== "confirmed" || !reg.checkedInAt) throw new AppError("NOT_CHECKED_IN");

  let replica: { index: number | null; name: string; powerClass: (typeof POWER_CLASSES)[number] };
  if ("index" in input.replica) {
    const declared = reg.replicas[input.replica.index];
    if (!declared) throw new AppError("CHRONO_UNKNOWN_REPLICA");
    replica = { index: input.replica.index, name: declared.name, powerClass: declared.powerClass };
  } else {
    replica = { index: null, name: input.replica.name, powerClass: input.replica.powerClass };
  }
  const { joules, verdict } = chronoVerdict({ fps: input.fps, bbGrams: input.bbGrams, powerClass: replica.powerClass }, g.powerLimits);

  const [created] = await db
    .insert(chronoReading)
    .values({
      gameId: input.gameId,
      registrationId: input.registrationId,
      replicaIndex: replica.index,
      replicaName: replica.name,
      powerClass: replica.powerClass,
      fps: input.fps,
      bbGrams: input.bbGrams,
      joules,
      verdict,
      note: input.note,
      measuredBy: actor.id,
      measuredAt: now,
      clientId: input.clientId,
    })
    .onConflictDoNothing({ target: [chronoReading.gameId, chronoReading.clientId] })
    .returning(READING_COLUMNS);
  if (created) return { ...created, duplicate: false };
  const [first] = await db
    .select(READING_COLUMNS)
    .from(chronoReading)
    .where(and(eq(chronoReading.gameId, input.gameId), eq(chronoReading.clientId, input.clientId)));
  return { ...first!, duplicate: true };
}

/** The organizer removes a mistaken entry; the replica's verdict falls back to its previous reading. */
export async function deleteReading(db: Db, actor: Actor, input: { gameId: number; readingId: number }) {
  await organizedGame(db, actor, input.gameId);
  const [deleted] = await db
    .delete(chronoReading)
    .where(and(eq(chronoReading.id, input.readingId), eq(chronoReading.gameId, input.gameId)))
    .returning({ id: chronoReading.id });
  if (!deleted) throw new AppError("NOT_FOUND");
  return { ok: true };
}

/**
 * The chrono log of a game: every checked-in player (walk-ins too) with their replicas, each with
 * its latest reading as the verdict and its re-tests; and each class's limits in joules.
 */
export async function getChronoLog(db: Db, actor: Actor, gameId: number, now = new Date()) {
  const g = await organizedGame(db, actor, gameId);
  const readings: LoggedReading[] = await db
    .select(READING_COLUMNS)
    .from(chronoReading)
    .where(eq(chronoReading.gameId, gameId))
    .orderBy(asc(chronoReading.measuredAt), asc(chronoReading.id));
  const measured = [...new Set(readings.map((r) => r.registrationId))];
  const players = await db
    .select({
      registrationId: registration.id,
      userId: registration.userId,
      guestName: registration.guestName,
      username: profile.username,
      replicas: registration.replicas,
      checkedInAt: registration.checkedInAt,
    })
    .from(registration)
    .leftJoin(profile, eq(profile.userId, registration.userId))
    // A player measured and then gone from the roster keeps their readings in the log.
    .where(
      and(
        eq(registration.gameId, gameId),
        or(and(eq(registration.status, "confirmed"), isNotNull(registration.checkedInAt)), measured.length ? inArray(registration.id, measured) : undefined),
      ),
    )
    .orderBy(asc(registration.checkedInAt), asc(registration.id));
  const log = groupLog(players, readings, g.powerLimits).sort((a, b) => a.name.localeCompare(b.name, "fr", { sensitivity: "base" }));
  const limits = Object.fromEntries(
    POWER_CLASSES.map((c) => {
      const limit = g.powerLimits[c];
      return [
        c,
        {
          maxFps: limit.max,
          minFps: limit.min,
          maxJoules: fpsToJoules(limit.max, REFERENCE_BB_GRAMS),
          minJoules: limit.min > 0 ? fpsToJoules(limit.min, REFERENCE_BB_GRAMS) : null,
        },
      ];
    }),
  ) as Record<(typeof POWER_CLASSES)[number], { maxFps: number; minFps: number; maxJoules: number; minJoules: number | null }>;
  const latest = log.flatMap((p) => p.replicas.map((r) => r.latest)).filter((r) => r !== null);
  return {
    game: { id: g.id, title: g.title, startsAt: g.startsAt, timeZone: g.timeZone, endsAt: g.endsAt, cancelledAt: g.cancelledAt, powerLimits: g.powerLimits },
    open: isChronoOpen(g, now),
    limits,
    players: log,
    summary: { players: log.length, measured: latest.length, refused: latest.filter((r) => r.verdict === "refused").length },
  };
}

/** Every reading of the log as CSV, in the page's language and the organizer's time zone (chrono-csv.ts). */
export async function exportChronoCsv(db: Db, actor: Actor, input: CsvExportOptions) {
  return chronoCsv(await getChronoLog(db, actor, input.gameId), input);
}
