import type { SessionUserExtras } from "@escouade/contracts/page-session";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { profile } from "../db/schema/index.ts";

/**
 * The session better-auth read, with what the app adds to its user (contracts' SessionUserExtras):
 * the chosen avatar lives on the profile, not on better-auth's user, and is looked up here.
 * Undefined for anything that is not a session (signed out, an error): it passes untouched.
 */
export async function withSessionExtras(db: Db, returned: unknown): Promise<Record<string, unknown> | undefined> {
  if (!returned || typeof returned !== "object" || !("user" in returned) || !("session" in returned)) return undefined;
  const user = returned.user as { id: string };
  const [row] = await db.select({ avatar: profile.avatar }).from(profile).where(eq(profile.userId, user.id));
  const extras: SessionUserExtras = { avatar: row?.avatar ?? null };
  return { ...returned, user: { ...user, ...extras } };
}
