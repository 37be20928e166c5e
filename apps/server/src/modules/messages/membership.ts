import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { conversation, conversationMember, profile } from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import { stillMember } from "./access.ts";
import { joinChannels } from "./channels.ts";

/* Who may read and write a conversation: the actor's place in it, checked by every read and write. */

/** Whether the player has a profile: only onboarded players write, are written to, or are blocked. */
export async function isOnboarded(db: Db | Tx, userId: string) {
  const [row] = await db.select({ id: profile.userId }).from(profile).where(eq(profile.userId, userId));
  return Boolean(row);
}

/** The actor's place in a conversation, with the conversation's kind; NOT_FOUND when they have none. */
export async function membership(db: Db | Tx, actor: Actor, conversationId: number) {
  const found = await membershipRow(db, actor, conversationId);
  if (found) return found;
  // Joined a team or confirmed in a game since the channel was made: their read marker starts now.
  await joinChannels(db, actor);
  const joined = await membershipRow(db, actor, conversationId);
  if (!joined) throw new AppError("NOT_FOUND");
  return joined;
}

async function membershipRow(db: Db | Tx, actor: Actor, conversationId: number) {
  const [row] = await db
    .select({ state: conversationMember.state, lastReadId: conversationMember.lastReadId, kind: conversation.kind, directKey: conversation.directKey })
    .from(conversationMember)
    .innerJoin(conversation, eq(conversation.id, conversationMember.conversationId))
    .where(and(eq(conversationMember.conversationId, conversationId), eq(conversationMember.userId, actor.id), stillMember));
  return row ?? null;
}
