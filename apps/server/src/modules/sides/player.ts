import { isBeforeStart } from "@escouade/contracts/game-rules";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { openableBy } from "../games/service.ts";
import { sidesWithCounts } from "./roster.ts";

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
    .select({ organizerId: game.organizerId, sidesOpen: game.sidesOpen, cancelledAt: game.cancelledAt, startsAt: game.startsAt })
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
