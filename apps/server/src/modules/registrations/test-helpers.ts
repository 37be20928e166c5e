// Shared by this module's test files. They take the database rather than opening one: the suite runs
// every file in one process with its modules loaded once, so hooks registered here would serve the first file only.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notification, registration } from "../../db/schema/index.ts";

export async function notificationsOf(db: Db, userId: string) {
  const rows = await db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId)).orderBy(notification.id);
  return rows.map((r) => r.data);
}

export async function statusesOf(db: Db, gameId: number) {
  const rows = await db.select({ userId: registration.userId, status: registration.status }).from(registration).where(eq(registration.gameId, gameId));
  return Object.fromEntries(rows.map((r) => [r.userId, r.status]));
}
