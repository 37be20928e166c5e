import type { NotificationData } from "@escouade/contracts/notifications";
import type { Db } from "../../db/client.ts";
import { notification } from "../../db/schema/index.ts";

/**
 * The one way every feature tells a user something. Writes inside the caller's transaction
 * when given one, so a notification exists exactly when the change it reports does.
 */
export async function notifyUsers(db: Pick<Db, "insert">, userIds: readonly string[], data: NotificationData) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await db.insert(notification).values(unique.map((userId) => ({ userId, data })));
}
