import { and, eq, gt, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { session } from "../db/schema/index.ts";
import { listenerOf } from "./bus.ts";

/*
 * A player's sessions ended (signed out elsewhere, suspended, banned, account deleted): every
 * process hears it and closes that player's live streams whose session is gone, so a stream
 * opened before does not keep delivering to a device that is no longer signed in.
 */

export const SESSIONS_ENDED_CHANNEL = "escouade_sessions_ended";

/** In the caller's transaction, if any: heard at commit, never for a change rolled back. */
export async function announceSessionsEnded(db: Pick<Db, "execute">, userId: string) {
  await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${userId})`);
}

/** Calls `onEnded` with the player's id on every announcement, in this process; resolves to the unlisten. */
export function listenForSessionsEnded(database: Database, onEnded: (userId: string) => void) {
  return listenerOf(database)(SESSIONS_ENDED_CHANNEL, onEnded, () => {});
}

/** Whether a session still signs its device in. */
export async function sessionAlive(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, new Date())));
  return rows.length > 0;
}
