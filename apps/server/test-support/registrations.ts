import { eq } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { notification, registration } from "../src/db/schema/index.ts";

export async function notificationsOf(db: Db, userId: string) {
  const rows = await db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId)).orderBy(notification.id);
  return rows.map((r) => r.data);
}

export async function statusesOf(db: Db, gameId: number) {
  const rows = await db.select({ userId: registration.userId, status: registration.status }).from(registration).where(eq(registration.gameId, gameId));
  return Object.fromEntries(rows.map((r) => [r.userId, r.status]));
}
