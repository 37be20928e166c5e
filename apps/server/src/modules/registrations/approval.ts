import { isOpenForRegistration, statusOnApproval } from "@escouade/contracts/game-rules";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { gameSummary } from "../games/service.ts";
import { notifyUsers } from "../notifications/service.ts";
import { announceMemberGoing } from "../discord-outbox/service.ts";
import { lockOrganizedRegistration, withdraw } from "./places.ts";

/**
 * The organizer answers a request, until the start (docs/product.md §3). Approved, it takes a free
 * place if nobody waits, else joins the end of the waitlist (`queuedAt`); declined, it is closed
 * and not made again. The game row is locked with it, so an approval and a cancellation at once
 * are counted one after the other. The player is told either way.
 */
export async function decideRegistration(db: Db, actor: Actor, input: { registrationId: number; approve: boolean }) {
  return db.transaction(async (tx) => {
    const reg = await lockOrganizedRegistration(tx, actor, input.registrationId);
    if (reg.status !== "pending") throw new AppError("REQUEST_ALREADY_DECIDED");
    if (!isOpenForRegistration(reg.game)) throw new AppError("GAME_NOT_OPEN");
    const summary = gameSummary(reg.game);
    if (!input.approve) {
      await withdraw(tx, reg, "declined");
      if (reg.userId) await notifyUsers(tx, [reg.userId], { type: "game_registration_declined", payload: { game: summary } });
      return { status: "declined" as const };
    }
    const [line] = await tx
      .select({ waiting: sql<number>`count(*)::int` })
      .from(registration)
      .where(and(eq(registration.gameId, reg.gameId), eq(registration.status, "waitlisted")));
    const status = statusOnApproval(reg.game, line?.waiting ?? 0);
    const now = new Date();
    await tx.update(registration).set({ status, queuedAt: now, updatedAt: now }).where(eq(registration.id, reg.id));
    if (status === "confirmed") {
      await tx
        .update(game)
        .set({ confirmedCount: sql`${game.confirmedCount} + 1` })
        .where(eq(game.id, reg.gameId));
    }
    if (reg.userId) {
      await announceMemberGoing(tx, reg.gameId, reg.userId);
      await notifyUsers(tx, [reg.userId], { type: "game_registration_approved", payload: { game: summary, waitlisted: status === "waitlisted" } });
    }
    return { status };
  });
}
