import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { user } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";

/** Who acts: a moderator or an admin, with their site role (the session's). */
export interface ModeratorActor {
  id: string;
  role?: string | null;
}

export function isAdmin(role: string | null | undefined): boolean {
  return (role ?? "").split(",").includes("admin");
}

function isModerator(role: string | null | undefined): boolean {
  return (role ?? "").split(",").some((r) => r === "moderator" || r === "admin");
}

/**
 * Moderators moderate players: never themselves, never another moderator or an admin (that is
 * for admins to settle); an admin may act on a moderator, never on another admin.
 */
export async function requireActionableUser(tx: Tx, actor: ModeratorActor, userId: string) {
  if (userId === actor.id) throw new AppError("SELF_ACTION");
  const [target] = await tx.select({ id: user.id, role: user.role, banned: user.banned }).from(user).where(eq(user.id, userId)).for("update");
  if (!target) throw new AppError("NOT_FOUND");
  if (isAdmin(target.role) || (isModerator(target.role) && !isAdmin(actor.role))) throw new AppError("FORBIDDEN");
  return target;
}
