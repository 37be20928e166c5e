import type { CsvExportOptions } from "@escouade/contracts/csv-export";
import { isBeforeStart } from "@escouade/contracts/game-rules";
import { balanceSides, hasDuplicateSideNames, type SideFields } from "@escouade/contracts/sides";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../db/driver-errors.ts";
import { game, gameSide, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { openableBy } from "../games/service.ts";
import { confirmedPlayers, lockOrganizedGame, sidesEditable, sidesWithCounts } from "./roster.ts";
import { sidesCsv } from "./sides-csv.ts";

/* A game's sides: the organizer's edits, assignments, balance and export first, then the players' pick and view; roster.ts holds what both read. */

/**
 * Replaces the game's list of sides: kept ones (by id) are renamed, recoloured, re-capped and
 * reordered; new ones created; those left out deleted, their players back to no side.
 */
export async function setSides(db: Db, actor: Actor, input: { gameId: number; sides: SideFields[] }) {
  try {
    return await db.transaction(async (tx) => {
      await lockOrganizedGame(tx, actor, input.gameId);
      if (hasDuplicateSideNames(input.sides.map((s) => s.name))) throw new AppError("SIDE_NAME_TAKEN");
      const existing = await sidesWithCounts(tx, input.gameId);
      const byId = new Map(existing.map((s) => [s.id, s]));
      const keptIds = input.sides.flatMap((s) => (s.id === undefined ? [] : [s.id]));
      if (new Set(keptIds).size !== keptIds.length) throw new AppError("VALIDATION_FAILED");
      for (const side of input.sides) {
        if (side.id === undefined) continue;
        const current = byId.get(side.id);
        // Another game's side, or one deleted since: not this game's to edit.
        if (!current) throw new AppError("NOT_FOUND");
        if (side.maxPlayers !== null && side.maxPlayers < current.count) throw new AppError("SIDE_MAX_BELOW_COUNT");
      }
      const gone = existing.filter((s) => !keptIds.includes(s.id)).map((s) => s.id);
      if (gone.length) await tx.delete(gameSide).where(inArray(gameSide.id, gone));
      // Names are unique per game: kept sides step aside first, so "A, B" can become "B, A".
      for (const id of keptIds)
        await tx
          .update(gameSide)
          .set({ name: `\u2060${id}` })
          .where(eq(gameSide.id, id));
      for (const [position, side] of input.sides.entries()) {
        const fields = { name: side.name, colour: side.colour, maxPlayers: side.maxPlayers, position };
        if (side.id === undefined) await tx.insert(gameSide).values({ gameId: input.gameId, ...fields });
        else await tx.update(gameSide).set(fields).where(eq(gameSide.id, side.id));
      }
      return { sides: await sidesWithCounts(tx, input.gameId) };
    });
  } catch (error) {
    if (uniqueViolation(error) === "game_side_name_idx") throw new AppError("SIDE_NAME_TAKEN");
    throw error;
  }
}

/** Whether players may pick their own side. */
export async function setSidesOpen(db: Db, actor: Actor, input: { gameId: number; open: boolean }) {
  return db.transaction(async (tx) => {
    await lockOrganizedGame(tx, actor, input.gameId);
    await tx.update(game).set({ sidesOpen: input.open, updatedAt: new Date() }).where(eq(game.id, input.gameId));
    return { open: input.open };
  });
}

/** The organizer puts a confirmed player (a walk-in too) on a side, or back to none. */
export async function assignSide(db: Db, actor: Actor, input: { registrationId: number; sideId: number | null }) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ gameId: registration.gameId }).from(registration).where(eq(registration.id, input.registrationId));
    if (!found) throw new AppError("NOT_FOUND");
    await lockOrganizedGame(tx, actor, found.gameId);
    const [reg] = await tx
      .select({ status: registration.status, sideId: registration.sideId })
      .from(registration)
      .where(eq(registration.id, input.registrationId));
    if (input.sideId !== null) {
      if (reg!.status !== "confirmed") throw new AppError("SIDE_NEEDS_CONFIRMED_PLACE");
      const side = (await sidesWithCounts(tx, found.gameId)).find((s) => s.id === input.sideId);
      if (!side) throw new AppError("NOT_FOUND");
      const others = side.count - (reg!.sideId === side.id ? 1 : 0);
      if (side.maxPlayers !== null && others >= side.maxPlayers) throw new AppError("SIDE_FULL");
    }
    await tx.update(registration).set({ sideId: input.sideId, updatedAt: new Date() }).where(eq(registration.id, input.registrationId));
    return { ok: true };
  });
}

/** Applies the balance (contracts' `balanceSides`) to the confirmed players, in one transaction. */
export async function balanceGameSides(db: Db, actor: Actor, input: { gameId: number; keepChoices: boolean }) {
  return db.transaction(async (tx) => {
    await lockOrganizedGame(tx, actor, input.gameId);
    const sides = await sidesWithCounts(tx, input.gameId);
    if (sides.length < 2) throw new AppError("NO_SIDES");
    const players = await confirmedPlayers(tx, input.gameId);
    const result = balanceSides(
      players.map((p) => ({ id: p.registrationId, teamId: p.team?.id ?? null, sideId: p.sideId })),
      sides.map((s) => ({ id: s.id, maxPlayers: s.maxPlayers })),
      { keepChoices: input.keepChoices },
    );
    const before = new Map(players.map((p) => [p.registrationId, p.sideId]));
    const changed = new Map<number | null, number[]>();
    for (const { playerId, sideId } of result.assignments) {
      if (before.get(playerId) !== sideId) changed.set(sideId, [...(changed.get(sideId) ?? []), playerId]);
    }
    for (const [sideId, ids] of changed) {
      await tx.update(registration).set({ sideId, updatedAt: new Date() }).where(inArray(registration.id, ids));
    }
    return result;
  });
}

/** The organizer's screen: the sides, and every confirmed player with their team and side. */
export async function getSides(db: Db, actor: Actor, gameId: number) {
  const [row] = await db.select().from(game).where(eq(game.id, gameId));
  if (!row) throw new AppError("NOT_FOUND");
  if (row.organizerId !== actor.id) throw new AppError("FORBIDDEN");
  return {
    game: {
      id: row.id,
      title: row.title,
      startsAt: row.startsAt,
      timeZone: row.timeZone,
      endsAt: row.endsAt,
      cancelledAt: row.cancelledAt,
      sidesOpen: row.sidesOpen,
      editable: sidesEditable(row),
    },
    sides: await sidesWithCounts(db, gameId),
    players: await confirmedPlayers(db, gameId),
  };
}

/** Each side's roster as CSV, in the page's language and the organizer's time zone (sides-csv.ts). */
export async function exportSidesCsv(db: Db, actor: Actor, input: CsvExportOptions) {
  return sidesCsv(await getSides(db, actor, input.gameId), input);
}

/** Players pick while the organizer lets them, before the start of a game still on. */
function pickingOpen(row: { sidesOpen: boolean; cancelledAt: Date | null; startsAt: Date }) {
  return row.sidesOpen && !row.cancelledAt && isBeforeStart(row);
}

/**
 * A player takes a side. The game's row is locked first (as every side change does), so two
 * players going for a side's last place are counted one after the other: one gets it, the
 * other is told the side is full.
 */
export async function pickSide(db: Db, actor: Actor, input: { gameId: number; sideId: number }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(game)
      .where(and(eq(game.id, input.gameId), openableBy(actor.id)))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND");
    if (row.cancelledAt || !isBeforeStart(row)) throw new AppError("GAME_NOT_OPEN");
    if (!row.sidesOpen) throw new AppError("SIDES_CLOSED");
    const [mine] = await tx
      .select({ id: registration.id, status: registration.status, sideId: registration.sideId })
      .from(registration)
      .where(and(eq(registration.gameId, input.gameId), eq(registration.userId, actor.id), inArray(registration.status, ["confirmed", "waitlisted"])));
    if (mine?.status !== "confirmed") throw new AppError("SIDE_NEEDS_CONFIRMED_PLACE");
    const side = (await sidesWithCounts(tx, input.gameId)).find((s) => s.id === input.sideId);
    if (!side) throw new AppError("NOT_FOUND");
    if (mine.sideId === side.id) return { sideId: side.id };
    if (side.maxPlayers !== null && side.count >= side.maxPlayers) throw new AppError("SIDE_FULL");
    await tx.update(registration).set({ sideId: side.id, updatedAt: new Date() }).where(eq(registration.id, mine.id));
    return { sideId: side.id };
  });
}

/**
 * What the game page shows: the sides with their colour and count, the viewer's own side, and
 * whether they may pick. Who may open the game sees it; nobody sees who else is on which side.
 */
export async function getGameSides(db: Db, viewer: Actor, input: { gameId: number; shareToken?: string }) {
  const [row] = await db
    .select({ organizerId: game.organizerId, sidesOpen: game.sidesOpen, cancelledAt: game.cancelledAt, startsAt: game.startsAt, timeZone: game.timeZone })
    .from(game)
    .where(and(eq(game.id, input.gameId), openableBy(viewer.id, input.shareToken)));
  if (!row) throw new AppError("NOT_FOUND");
  const sides = await sidesWithCounts(db, input.gameId);
  const [mine] = await db
    .select({ status: registration.status, sideId: registration.sideId })
    .from(registration)
    .where(and(eq(registration.gameId, input.gameId), eq(registration.userId, viewer.id), inArray(registration.status, ["confirmed", "waitlisted"])));
  const confirmed = mine?.status === "confirmed";
  return {
    sides: sides.map(({ id, name, colour, maxPlayers, count }) => ({ id, name, colour, maxPlayers, count })),
    open: row.sidesOpen,
    isOrganizer: row.organizerId === viewer.id,
    mySideId: confirmed ? (mine.sideId ?? null) : null,
    canPick: confirmed && pickingOpen(row),
  };
}
