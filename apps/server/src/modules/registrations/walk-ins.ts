import { isWalkInOpen } from "@escouade/contracts/check-in";
import { isReplicaOverLimit, placesLeft } from "@escouade/contracts/game-rules";
import type { Replica } from "@escouade/contracts/games";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";

/**
 * A player who turns up at the field without an account (docs/product.md §4): the organizer adds them by
 * name, confirmed and already arrived, in one of the places left. The game's row is locked for the
 * transaction, as for a registration: two organizer phones taking the last place at once are
 * counted one after the other, and the second is told the game is full.
 */
export async function addWalkIn(db: Db, actor: Actor, input: { gameId: number; name: string; replicas: Replica[] }, now?: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(game).where(eq(game.id, input.gameId)).for("update");
    if (!row) throw new AppError("NOT_FOUND");
    if (row.organizerId !== actor.id) throw new AppError("FORBIDDEN");
    const clock = now ?? new Date();
    if (!isWalkInOpen(row, clock)) throw new AppError("WALK_IN_CLOSED");
    if (input.replicas.some((replica) => isReplicaOverLimit(replica, row.powerLimits))) throw new AppError("REPLICA_OVER_LIMIT");
    if (placesLeft(row) === 0) throw new AppError("GAME_FULL");
    const [created] = await tx
      .insert(registration)
      .values({
        gameId: input.gameId,
        userId: null,
        guestName: input.name,
        status: "confirmed",
        replicas: input.replicas,
        checkedInAt: clock,
        checkedInBy: actor.id,
      })
      .returning({ id: registration.id, guestName: registration.guestName, checkedInAt: registration.checkedInAt });
    await tx
      .update(game)
      .set({ confirmedCount: sql`${game.confirmedCount} + 1` })
      .where(eq(game.id, input.gameId));
    return { id: created!.id, guestName: created!.guestName!, checkedInAt: created!.checkedInAt! };
  });
}
