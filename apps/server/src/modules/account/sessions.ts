import { and, eq } from "drizzle-orm";
import { AppError } from "../../core/app-error.ts";
import type { Db } from "../../db/client.ts";
import { session } from "../../db/schema/index.ts";
import { announceSessionsEnded } from "../../platform/sessions-ended.ts";

/**
 * Signs one of the player's devices out, by its session's id: the settings list sessions without
 * their tokens (decision 032). Someone else's session, or one already ended, is NOT_FOUND.
 */
export async function endSession(db: Db, userId: string, sessionId: string) {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(session)
      .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
      .returning({ id: session.id });
    if (ended.length === 0) throw new AppError("NOT_FOUND");
    await announceSessionsEnded(tx, userId);
    return { ok: true };
  });
}
