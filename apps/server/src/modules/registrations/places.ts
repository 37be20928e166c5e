import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { game, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { promoteFromWaitlist } from "../games/service.ts";
import { leaveStaff } from "../staff/service.ts";
import { announceIfPlacesOpened } from "../discord-outbox/service.ts";

/*
 * What a registration holds, and how it is given up: shared by the registering, approval and
 * answers services of this module.
 */

/** A registration that holds a place, a spot in the waitlist, or a request the organizer has yet to answer. */
export const LIVE = ["confirmed", "waitlisted", "pending"] as const;

/** Gives up a registration's place or request; a freed confirmed place goes to the first waiting player. */
export async function withdraw(
  tx: Tx,
  reg: { id: number; gameId: number; status: string; userId: string | null },
  status: "cancelled" | "removed" | "declined",
  late = false,
) {
  await tx.update(registration).set({ status, cancelledLate: late, updatedAt: new Date() }).where(eq(registration.id, reg.id));
  if (reg.userId) await leaveStaff(tx, reg.gameId, reg.userId);
  if (reg.status === "confirmed") {
    // Its counts before: a full game with room again is announced (decision 038).
    const [before] = await tx.select({ confirmedCount: game.confirmedCount, maxPlayers: game.maxPlayers }).from(game).where(eq(game.id, reg.gameId));
    await tx
      .update(game)
      .set({ confirmedCount: sql`${game.confirmedCount} - 1` })
      .where(eq(game.id, reg.gameId));
    await promoteFromWaitlist(tx, reg.gameId);
    await announceIfPlacesOpened(tx, reg.gameId, before!);
  }
}

/** The registration and its game, locked together, when the actor organizes the game. */
export async function lockOrganizedRegistration(tx: Tx, actor: Actor, registrationId: number) {
  const [row] = await tx
    .select({ reg: registration, game })
    .from(registration)
    .innerJoin(game, eq(game.id, registration.gameId))
    .where(eq(registration.id, registrationId))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND");
  if (row.game.organizerId !== actor.id) throw new AppError("FORBIDDEN");
  return { ...row.reg, game: row.game };
}
