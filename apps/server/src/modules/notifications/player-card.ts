import type { NotificationFriend } from "@escouade/contracts/notifications";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { profile } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";

/** A player as a notification names them: their username and avatar, linked to their profile. */
export async function playerCard(db: Db | Tx, userId: string): Promise<NotificationFriend> {
  const [row] = await db.select({ id: profile.userId, username: profile.username, avatar: profile.avatar }).from(profile).where(eq(profile.userId, userId));
  if (!row) throw new AppError("NOT_FOUND");
  return { ...row, image: null };
}
