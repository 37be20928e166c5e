import type { MemberState } from "@escouade/contracts/messages";
import { alias } from "drizzle-orm/pg-core";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { uniqueViolation } from "../../db/driver-errors.ts";
import { conversation, conversationMember, friendship, game, member, registration } from "../../db/schema/index.ts";

const teammate = alias(member, "teammate");
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import { isBlockedBetween } from "./blocks.ts";
import { isOnboarded, membership } from "./membership.ts";

/* Direct conversations: one per pair of players, and the requests folder for a stranger's first message. */

/** The pair's key, whoever asks first: one direct conversation per pair. */
export const directKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The other player of a direct conversation, read from its key. */
export function otherOf(directKey: string | null, me: string): string | null {
  if (!directKey) return null;
  const [a, b] = directKey.split(":");
  return a === me ? (b ?? null) : (a ?? null);
}

/**
 * Whether a first message from one to the other lands in the inbox rather than among strangers'
 * requests: friends, a player and the organizer of a game they are registered to (either way),
 * and teammates (docs/product.md §6).
 */
async function knowEachOther(db: Db | Tx, a: string, b: string) {
  const [friends] = await db
    .select({ status: friendship.status })
    .from(friendship)
    .where(
      and(
        eq(friendship.status, "accepted"),
        or(and(eq(friendship.requesterId, a), eq(friendship.addresseeId, b)), and(eq(friendship.requesterId, b), eq(friendship.addresseeId, a))),
      ),
    )
    .limit(1);
  if (friends) return true;
  const playsFor = (player: string, organizer: string) => and(eq(registration.userId, player), eq(game.organizerId, organizer));
  const [registered] = await db
    .select({ id: registration.id })
    .from(registration)
    .innerJoin(game, eq(game.id, registration.gameId))
    .where(and(inArray(registration.status, ["confirmed", "waitlisted"]), or(playsFor(a, b), playsFor(b, a))))
    .limit(1);
  if (registered) return true;
  const [team] = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(teammate, and(eq(teammate.organizationId, member.organizationId), eq(teammate.userId, b)))
    .where(eq(member.userId, a))
    .limit(1);
  return Boolean(team);
}

/**
 * The conversation between the actor and `otherId`, made on first use. The other player joins it
 * in the inbox when they are friends, in their requests folder otherwise; nothing shows on their
 * side until a first message is written.
 */
export async function openDirectConversation(db: Db, actor: Actor, otherId: string): Promise<{ conversationId: number }> {
  if (otherId === actor.id) throw new AppError("SELF_ACTION");
  if (!(await isOnboarded(db, otherId))) throw new AppError("NOT_FOUND");
  if (await isBlockedBetween(db, actor.id, otherId)) throw new AppError("PLAYER_BLOCKED");
  const directKey = directKeyOf(actor.id, otherId);
  const existing = async () => (await db.select({ id: conversation.id }).from(conversation).where(eq(conversation.directKey, directKey)))[0];
  const found = await existing();
  if (found) return { conversationId: found.id };
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx.insert(conversation).values({ kind: "direct", directKey }).returning({ id: conversation.id });
      const otherState: MemberState = (await knowEachOther(tx, actor.id, otherId)) ? "active" : "request";
      await tx.insert(conversationMember).values([
        { conversationId: created!.id, userId: actor.id, state: "active" },
        { conversationId: created!.id, userId: otherId, state: otherState },
      ]);
      return { conversationId: created!.id };
    });
  } catch (error) {
    // Both opened it at the same instant: the other's insert won, theirs is ours.
    if (uniqueViolation(error) === "conversation_direct_idx") return { conversationId: (await existing())!.id };
    throw error;
  }
}

async function answerRequest(db: Db, actor: Actor, conversationId: number, state: "active" | "declined") {
  const member = await membership(db, actor, conversationId);
  if (member.state !== "request") throw new AppError("NO_MESSAGE_REQUEST");
  await db
    .update(conversationMember)
    .set({ state })
    .where(and(eq(conversationMember.conversationId, conversationId), eq(conversationMember.userId, actor.id)));
  return { state };
}

/** A stranger's conversation moves to the inbox. */
export const acceptMessageRequest = (db: Db, actor: Actor, conversationId: number) => answerRequest(db, actor, conversationId, "active");
/** A stranger's conversation leaves the requests folder for good (their later messages stay out of sight). */
export const declineMessageRequest = (db: Db, actor: Actor, conversationId: number) => answerRequest(db, actor, conversationId, "declined");
